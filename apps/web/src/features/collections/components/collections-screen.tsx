// "Collections" (avatar menu): the signed-in user's collections, newest change first, each opening its
// page; create, rename and delete (behind a confirmation) from here.
import type { CollectionSummary } from '@prompt-lib/contract';
import { useQueryClient } from '@tanstack/react-query';
import { FolderOpen, Globe, Lock, MoreHorizontal, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { sharingLabel } from '../../../components/prompt-card-badges.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { formatCardDate } from '../../../lib/format.ts';
import { VISIBILITY_LABELS } from '../../../lib/visibility.ts';
import { useCreateCollection } from '../api/create-collection.ts';
import { useDeleteCollection } from '../api/delete-collection.ts';
import { collectionKeys } from '../api/keys.ts';
import { useCollections } from '../api/list-collections.ts';
import { updateCollection } from '../api/update-collection.ts';
import { CollectionFormDialog } from './collection-form-dialog.tsx';

type Editing = { kind: 'create' } | { kind: 'rename'; collection: CollectionSummary } | null;

export function CollectionsScreen() {
  const queryClient = useQueryClient();
  const collections = useCollections();
  const create = useCreateCollection();
  const remove = useDeleteCollection();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CollectionSummary | null>(null);

  const save = async (values: { name: string; description: string }) => {
    try {
      if (editing?.kind === 'rename') {
        await updateCollection(editing.collection.id, values);
        await queryClient.invalidateQueries({ queryKey: collectionKeys.all });
        toast.success('Collection renamed');
      } else {
        const created = await create.mutateAsync(values);
        toast.success(`Created "${created.name}"`);
      }
    } catch (error) {
      toast.error(errorText(error, 'Could not save the collection'));
      throw error;
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`Deleted "${deleting.name}"`);
        setDeleting(null);
      },
      onError: (error) => toast.error(errorText(error, 'Could not delete the collection')),
    });
  };

  const list = collections.data?.list ?? [];
  return (
    <PageContainer className="max-w-5xl">
      <PageHeader
        title="Collections"
        description="Group prompts for a project or a workflow. Private until you make one public."
        actions={
          <Button onClick={() => setEditing({ kind: 'create' })}>
            <Plus aria-hidden="true" />
            New collection
          </Button>
        }
      />
      {collections.isPending && (
        <div className="grid gap-4 sm:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-32 rounded-2xl" />
          ))}
        </div>
      )}
      {collections.isError && (
        <p className="py-12 text-center text-slate-600">
          {errorText(collections.error, 'Could not load your collections')}
        </p>
      )}
      {collections.isSuccess && list.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-surface px-6 py-14 text-center">
          <FolderOpen className="size-10 text-slate-400" aria-hidden="true" />
          <h2 className="text-lg font-semibold text-slate-900">No collections yet</h2>
          <p className="max-w-sm text-sm text-slate-600">
            Create one here, or use "Add to collection" on any prompt.
          </p>
        </div>
      )}
      {list.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Your collections">
          {list.map((collection) => (
            <li key={collection.id}>
              <CollectionItem
                collection={collection}
                onRename={() => setEditing({ kind: 'rename', collection })}
                onDelete={() => setDeleting(collection)}
              />
            </li>
          ))}
        </ul>
      )}
      <CollectionFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.kind === 'rename' ? 'Rename collection' : 'New collection'}
        description={
          editing?.kind === 'rename'
            ? 'Change its name or description.'
            : 'Collections are private until you make them public.'
        }
        submitLabel={editing?.kind === 'rename' ? 'Save' : 'Create'}
        initial={
          editing?.kind === 'rename'
            ? { name: editing.collection.name, description: editing.collection.description }
            : undefined
        }
        onSubmit={save}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this collection?"
        description={
          <>"{deleting?.name}" will be deleted. Its prompts stay in the library and in your saved prompts.</>
        }
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </PageContainer>
  );
}

function CollectionItem({
  collection,
  onRename,
  onDelete,
}: {
  collection: CollectionSummary;
  onRename: () => void;
  onDelete: () => void;
}) {
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm transition hover:border-indigo-200 hover:shadow-md has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-500">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base font-semibold break-words text-slate-900">
          <Link to={`/collections/${collection.id}`} className="outline-none after:absolute after:inset-0">
            {collection.name}
          </Link>
        </h2>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="sm"
              className="relative z-10 -mt-1 -mr-2 px-2"
              aria-label={`Actions for ${collection.name}`}
            >
              <MoreHorizontal aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent className="min-w-40">
            <DropdownMenuItem onSelect={onRename}>
              <Pencil aria-hidden="true" />
              Rename
            </DropdownMenuItem>
            <DropdownMenuItem
              onSelect={onDelete}
              className="text-red-700 data-highlighted:bg-red-50 data-highlighted:text-red-700"
            >
              <Trash2 aria-hidden="true" />
              Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      {collection.description && (
        <p className="line-clamp-2 text-sm text-slate-600">{collection.description}</p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2 text-xs text-slate-500">
        <Badge variant="neutral">
          {collection.promptCount} {collection.promptCount === 1 ? 'prompt' : 'prompts'}
        </Badge>
        <VisibilityBadge collection={collection} />
        {collection.pack && <Badge variant="brand">Starter pack</Badge>}
        <span className="ml-auto">Updated {formatCardDate(collection.updatedAt)}</span>
      </div>
    </article>
  );
}

/** Who sees a collection, as its cards and page show its owner: the prompts' sharing badge's words. */
export function VisibilityBadge({
  collection,
}: {
  collection: Pick<CollectionSummary, 'visibility' | 'sharedWith'>;
}) {
  const label = sharingLabel(collection) ?? VISIBILITY_LABELS[collection.visibility];
  const Icon = label === 'Public' ? Globe : label === 'Private' ? Lock : Users;
  return (
    <Badge variant="outline" className="gap-1">
      <Icon className="size-3" aria-hidden="true" />
      {label}
    </Badge>
  );
}
