// A collection's page at /collections/{id}: its name, description and owner, then its prompts in order.
// The owner (and admins) rename, delete, make it public or private, share it with groups and people
// (issue 28) and copy its link; they and its editors reorder (drag) and remove prompts. Anyone else
// signed in can copy it into a collection of their own (Get Pack), and a visitor is sent to sign in
// first and comes back to finish. Admins mark public collections as starter packs. Others signed in
// may report it ("More" menu); one a moderator hid says so to its owner and admins (issue 29).
import type { Collection, CollectionFormInput, Prompt } from '@prompt-lib/contract';
import { ArrowLeft, FolderOpen, Link2, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageContainer } from '../../../components/layout/page.tsx';
import { ModerationNotice } from '../../../components/moderation/moderation-notice.tsx';
import { MoreMenu } from '../../../components/moderation/more-menu.tsx';
import { PackIcon } from '../../../components/pack-icon.tsx';
import { PromptCard } from '../../../components/prompt-card.tsx';
import { ShareDialogButton, savingSharing } from '../../../components/share-dialog/share-button.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorText } from '../../../lib/api-client.ts';
import { writeClipboard } from '../../../lib/copy.ts';
import { useSession } from '../../../lib/session.tsx';
import { useCollectionPrompt } from '../api/collection-prompt.ts';
import { useDeleteCollection } from '../api/delete-collection.ts';
import { useCollection } from '../api/get-collection.ts';
import { useReorderCollection } from '../api/reorder-collection.ts';
import { useSetCollectionSharing } from '../api/set-collection-sharing.ts';
import { useUpdateCollection } from '../api/update-collection.ts';
import { CollectionFormDialog } from './collection-form-dialog.tsx';
import { VisibilityBadge } from './collections-screen.tsx';
import { GetPackButton } from './get-pack-button.tsx';
import { PackControls } from './pack-controls.tsx';
import { PublicSwitch } from './public-switch.tsx';
import { SortablePromptGrid } from './sortable-prompt-grid.tsx';

export function CollectionScreen({ id }: { id: number }) {
  const collection = useCollection(id);
  if (collection.error instanceof ApiError && collection.error.status === 404) return <CollectionNotFound />;
  if (collection.isError)
    return (
      <PageContainer>
        <p className="py-16 text-center text-slate-600">
          {errorText(collection.error, 'Could not load the collection')}
        </p>
      </PageContainer>
    );
  if (collection.isPending) return <PageSpinner />;
  return <LoadedCollection collection={collection.data} />;
}

function LoadedCollection({ collection }: { collection: Collection }) {
  const session = useSession();
  const navigate = useNavigate();
  const isOwner = session.user?.id === collection.owner.id;
  // Who sees it and what it is called are the owner's and admins' to say; editors change its prompts.
  const manages = isOwner || session.isAdmin;
  const update = useUpdateCollection(collection.id);
  const setSharing = useSetCollectionSharing(collection.id);
  const reorder = useReorderCollection(collection.id);
  const change = useCollectionPrompt();
  const remove = useDeleteCollection();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const copyLink = async () => {
    try {
      await writeClipboard(`${window.location.origin}/collections/${collection.id}`);
      toast.success(
        collection.public ? 'Link copied' : 'Link copied. Make the collection public so others can open it.',
      );
    } catch {
      toast.error('Could not copy the link');
    }
  };
  const rename = async (values: CollectionFormInput) => {
    try {
      await update.mutateAsync(values);
      toast.success('Collection renamed');
    } catch (error) {
      toast.error(errorText(error, 'Could not rename the collection'));
      throw error;
    }
  };
  const removePrompt = (prompt: Prompt) =>
    change.mutate(
      { collectionId: collection.id, promptId: prompt.id, add: false },
      {
        onSuccess: () => toast.success(`Removed "${prompt.title}"`),
        onError: (error) => toast.error(errorText(error, 'Could not remove the prompt')),
      },
    );
  const onReorder = (promptIds: number[]) =>
    reorder.mutate(promptIds, {
      onError: (error) => toast.error(errorText(error, 'Could not save the new order')),
    });
  const confirmDelete = () =>
    remove.mutate(collection.id, {
      onSuccess: () => {
        toast.success(`Deleted "${collection.name}"`);
        navigate('/collections', { replace: true });
      },
      onError: (error) => toast.error(errorText(error, 'Could not delete the collection')),
    });

  return (
    <PageContainer className="flex max-w-6xl flex-col gap-6">
      {isOwner && (
        <Link
          to="/collections"
          className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-indigo-700"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          All collections
        </Link>
      )}
      <ModerationNotice
        moderation={collection.moderation}
        target={{ type: 'collection', id: collection.id }}
      />
      <header className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm sm:p-8">
        <div className="flex items-start gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700 sm:flex">
            <PackIcon icon={collection.packIcon} className="size-6" />
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              {collection.pack && <Badge variant="brand">Starter pack</Badge>}
              {manages && <VisibilityBadge collection={collection} />}
            </div>
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
              {collection.name}
            </h1>
            {collection.description && (
              <p className="leading-relaxed whitespace-pre-line text-slate-600">{collection.description}</p>
            )}
            <p className="text-sm text-slate-500">
              {collection.promptCount} {collection.promptCount === 1 ? 'prompt' : 'prompts'}
              {!isOwner && <> · by {collection.owner.username}</>}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
          {manages ? (
            <>
              <PublicSwitch collection={collection} />
              {/* Two by two on a phone: narrower buttons rather than one left alone on a line. */}
              <div className="grid w-full grid-cols-2 gap-2 sm:ml-auto sm:flex sm:w-auto [&>button]:px-2 sm:[&>button]:px-4">
                <ShareDialogButton
                  subject="collection"
                  initial={{ visibility: collection.visibility, sharedWith: collection.sharedWith ?? [] }}
                  ownerId={collection.owner.id}
                  onSave={savingSharing(setSharing.mutateAsync)}
                />
                <Button variant="secondary" onClick={copyLink}>
                  <Link2 aria-hidden="true" />
                  Copy link
                </Button>
                <Button variant="secondary" onClick={() => setRenaming(true)}>
                  <Pencil aria-hidden="true" />
                  Rename
                </Button>
                <Button variant="secondary" onClick={() => setDeleting(true)} className="text-red-700">
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </>
          ) : (
            <>
              <GetPackButton collection={collection} />
              <Button variant="secondary" onClick={copyLink}>
                <Link2 aria-hidden="true" />
                Copy link
              </Button>
              <MoreMenu target={{ type: 'collection', id: collection.id }} variant="secondary" />
            </>
          )}
        </div>
      </header>

      {session.isAdmin && (collection.public || collection.pack) && <PackControls collection={collection} />}

      {collection.prompts.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-surface px-6 py-14 text-center">
          <FolderOpen className="size-10 text-slate-400" aria-hidden="true" />
          <h2 className="text-lg font-semibold text-slate-900">No prompts here yet</h2>
          {collection.canEdit && (
            <p className="max-w-sm text-sm text-slate-600">
              Open a prompt and choose "Add to collection" to put it here.{' '}
              <Link to="/main" className="font-medium text-indigo-700 hover:underline">
                Explore prompts
              </Link>
            </p>
          )}
        </div>
      ) : collection.canEdit ? (
        <SortablePromptGrid prompts={collection.prompts} onReorder={onReorder} onRemove={removePrompt} />
      ) : (
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Prompts in this collection">
          {collection.prompts.map((prompt) => (
            <li key={prompt.id}>
              <PromptCard prompt={prompt} to={`/explorer/prompt/${prompt.id}`} />
            </li>
          ))}
        </ol>
      )}

      <CollectionFormDialog
        open={renaming}
        onOpenChange={setRenaming}
        title="Rename collection"
        description="Change its name or description."
        submitLabel="Save"
        initial={{ name: collection.name, description: collection.description }}
        onSubmit={rename}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this collection?"
        description={
          <>"{collection.name}" will be deleted. Its prompts stay in the library and in your saved prompts.</>
        }
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </PageContainer>
  );
}

function CollectionNotFound() {
  return (
    <PageContainer className="flex flex-1 flex-col items-center justify-center gap-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <FolderOpen className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">Collection not found</h1>
      <p className="max-w-md text-slate-600">
        It may be private, have been deleted, or the link may be mistyped.
      </p>
      <Button asChild>
        <Link to="/main">Explore prompts</Link>
      </Button>
    </PageContainer>
  );
}
