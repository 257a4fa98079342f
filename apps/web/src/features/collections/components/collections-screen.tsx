// "Collections" (avatar menu): the signed-in user's collections, newest change first, each opening its
// page; create, rename and delete (behind a confirmation) from here.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CollectionSummary } from '@prompt-lib/contract';
import { useQueryClient } from '@tanstack/react-query';
import { FolderOpen, Globe, Lock, MoreHorizontal, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
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
import { toast } from '../../../lib/toast.ts';
import { VISIBILITY_LABELS } from '../../../lib/visibility.ts';
import { useCreateCollection } from '../api/create-collection.ts';
import { useDeleteCollection } from '../api/delete-collection.ts';
import { collectionKeys } from '../api/keys.ts';
import { useCollections } from '../api/list-collections.ts';
import { updateCollection } from '../api/update-collection.ts';
import { CollectionFormDialog } from './collection-form-dialog.tsx';

type Editing = { kind: 'create' } | { kind: 'rename'; collection: CollectionSummary } | null;

export function CollectionsScreen() {
  const { t } = useLingui();
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
        toast.success(t`Collection renamed`);
      } else {
        const created = await create.mutateAsync(values);
        const name = created.name;
        toast.success(t`Created "${name}"`);
      }
    } catch (error) {
      toast.error(errorText(error, t`Could not save the collection`));
      throw error;
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const name = deleting.name;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t`Deleted "${name}"`);
        setDeleting(null);
      },
      onError: (error) => toast.error(errorText(error, t`Could not delete the collection`)),
    });
  };

  const list = collections.data?.list ?? [];
  const deletingName = deleting?.name;
  return (
    <PageContainer className="max-w-5xl">
      <PageHeader
        title={t`Collections`}
        description={t`Group prompts for a project or a workflow. Private until you make one public.`}
        actions={
          <Button onClick={() => setEditing({ kind: 'create' })}>
            <Plus aria-hidden="true" />
            <Trans>New collection</Trans>
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
          {errorText(collections.error, t`Could not load your collections`)}
        </p>
      )}
      {collections.isSuccess && list.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-surface px-6 py-14 text-center">
          <FolderOpen className="size-10 text-slate-400" aria-hidden="true" />
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>No collections yet</Trans>
          </h2>
          <p className="max-w-sm text-sm text-slate-600">
            <Trans>Create one here, or use "Add to collection" on any prompt.</Trans>
          </p>
        </div>
      )}
      {list.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t`Your collections`}>
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
        title={editing?.kind === 'rename' ? t`Rename collection` : t`New collection`}
        description={
          editing?.kind === 'rename'
            ? t`Change its name or description.`
            : t`Collections are private until you make them public.`
        }
        submitLabel={editing?.kind === 'rename' ? t`Save` : t`Create`}
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
        title={t`Delete this collection?`}
        description={
          <Trans>
            "{deletingName}" will be deleted. Its prompts stay in the library and in your saved prompts.
          </Trans>
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
  const { t } = useLingui();
  const name = collection.name;
  const promptCount = collection.promptCount;
  const updated = formatCardDate(collection.updatedAt);
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm transition hover:border-indigo-200 hover:shadow-md has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-500">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base font-semibold break-words text-slate-900" dir="auto">
          <Link to={`/collections/${collection.id}`} className="outline-none after:absolute after:inset-0">
            {collection.name}
          </Link>
        </h2>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="sm"
              className="relative z-10 -me-2 -mt-1 px-2"
              aria-label={t`Actions for ${name}`}
            >
              <MoreHorizontal aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent className="min-w-40">
            <DropdownMenuItem onSelect={onRename}>
              <Pencil aria-hidden="true" />
              <Trans>Rename</Trans>
            </DropdownMenuItem>
            <DropdownMenuItem
              onSelect={onDelete}
              className="text-red-700 data-highlighted:bg-red-50 data-highlighted:text-red-700"
            >
              <Trash2 aria-hidden="true" />
              <Trans>Delete</Trans>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      {collection.description && (
        <p className="line-clamp-2 text-sm text-slate-600" dir="auto">
          {collection.description}
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2 text-xs text-slate-500">
        <Badge variant="neutral">
          <Plural value={promptCount} one="# prompt" other="# prompts" />
        </Badge>
        <VisibilityBadge collection={collection} />
        {collection.pack && (
          <Badge variant="brand">
            <Trans>Starter pack</Trans>
          </Badge>
        )}
        <span className="ms-auto">
          <Trans>Updated {updated}</Trans>
        </span>
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
  const sharing = sharingLabel(collection);
  const label = sharing ?? VISIBILITY_LABELS[collection.visibility];
  // By what it is, not by its (translated) words: public to all, private to the owner alone, or shared.
  const privateOnly =
    collection.visibility === 'private' && !!collection.sharedWith && collection.sharedWith.length === 0;
  const Icon = sharing === null && collection.visibility === 'public' ? Globe : privateOnly ? Lock : Users;
  return (
    <Badge variant="outline" className="gap-1">
      <Icon className="size-3" aria-hidden="true" />
      {label}
    </Badge>
  );
}
