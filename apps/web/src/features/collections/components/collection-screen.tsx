// A collection's page at /collections/{id}: its name, description and owner, then its prompts in order.
// The owner (and admins) rename, delete, make it public or private, share it with groups and people
// (issue 28) and copy its link; they and its editors reorder (drag) and remove prompts. Anyone else
// signed in can copy it into a collection of their own (Get Pack), and a visitor is sent to sign in
// first and comes back to finish. Admins mark public collections as starter packs. Others signed in
// may report it ("More" menu); one a moderator hid says so to its owner and admins (issue 29).
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Collection, CollectionFormInput, Prompt } from '@prompt-lib/contract';
import { ArrowLeft, FolderOpen, Link2, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
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
import { toast } from '../../../lib/toast.ts';
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
  const { t } = useLingui();
  const collection = useCollection(id);
  if (collection.error instanceof ApiError && collection.error.status === 404) return <CollectionNotFound />;
  if (collection.isError)
    return (
      <PageContainer>
        <p className="py-16 text-center text-slate-600">
          {errorText(collection.error, t`Could not load the collection`)}
        </p>
      </PageContainer>
    );
  if (collection.isPending) return <PageSpinner />;
  return <LoadedCollection collection={collection.data} />;
}

function LoadedCollection({ collection }: { collection: Collection }) {
  const { t } = useLingui();
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
        collection.public
          ? t`Link copied`
          : t`Link copied. Make the collection public so others can open it.`,
      );
    } catch {
      toast.error(t`Could not copy the link`);
    }
  };
  const rename = async (values: CollectionFormInput) => {
    try {
      await update.mutateAsync(values);
      toast.success(t`Collection renamed`);
    } catch (error) {
      toast.error(errorText(error, t`Could not rename the collection`));
      throw error;
    }
  };
  const removePrompt = (prompt: Prompt) => {
    const title = prompt.title;
    change.mutate(
      { collectionId: collection.id, promptId: prompt.id, add: false },
      {
        onSuccess: () => toast.success(t`Removed "${title}"`),
        onError: (error) => toast.error(errorText(error, t`Could not remove the prompt`)),
      },
    );
  };
  const onReorder = (promptIds: number[]) =>
    reorder.mutate(promptIds, {
      onError: (error) => toast.error(errorText(error, t`Could not save the new order`)),
    });
  const confirmDelete = () =>
    remove.mutate(collection.id, {
      onSuccess: () => {
        toast.success(t`Deleted "${name}"`);
        navigate('/collections', { replace: true });
      },
      onError: (error) => toast.error(errorText(error, t`Could not delete the collection`)),
    });

  const name = collection.name;
  const promptCount = collection.promptCount;
  const owner = collection.owner.username;
  return (
    <PageContainer className="flex max-w-6xl flex-col gap-6">
      {isOwner && (
        <Link
          to="/collections"
          className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-indigo-700"
        >
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          <Trans>All collections</Trans>
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
              {collection.pack && (
                <Badge variant="brand">
                  <Trans>Starter pack</Trans>
                </Badge>
              )}
              {manages && <VisibilityBadge collection={collection} />}
            </div>
            <h1
              className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl"
              dir="auto"
            >
              {collection.name}
            </h1>
            {collection.description && (
              <p className="leading-relaxed whitespace-pre-line text-slate-600" dir="auto">
                {collection.description}
              </p>
            )}
            <p className="text-sm text-slate-500">
              {isOwner ? (
                <Plural value={promptCount} one="# prompt" other="# prompts" />
              ) : (
                <Trans>
                  <Plural value={promptCount} one="# prompt" other="# prompts" /> · by {owner}
                </Trans>
              )}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
          {manages ? (
            <>
              <PublicSwitch collection={collection} />
              {/* Two by two on a phone: narrower buttons rather than one left alone on a line. */}
              <div className="grid w-full grid-cols-2 gap-2 sm:ms-auto sm:flex sm:w-auto [&>button]:px-2 sm:[&>button]:px-4">
                <ShareDialogButton
                  subject="collection"
                  initial={{ visibility: collection.visibility, sharedWith: collection.sharedWith ?? [] }}
                  ownerId={collection.owner.id}
                  onSave={savingSharing(setSharing.mutateAsync)}
                />
                <Button variant="secondary" onClick={copyLink}>
                  <Link2 aria-hidden="true" />
                  <Trans>Copy link</Trans>
                </Button>
                <Button variant="secondary" onClick={() => setRenaming(true)}>
                  <Pencil aria-hidden="true" />
                  <Trans>Rename</Trans>
                </Button>
                <Button variant="secondary" onClick={() => setDeleting(true)} className="text-red-700">
                  <Trash2 aria-hidden="true" />
                  <Trans>Delete</Trans>
                </Button>
              </div>
            </>
          ) : (
            <>
              <GetPackButton collection={collection} />
              <Button variant="secondary" onClick={copyLink}>
                <Link2 aria-hidden="true" />
                <Trans>Copy link</Trans>
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
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>No prompts here yet</Trans>
          </h2>
          {collection.canEdit && (
            <p className="max-w-sm text-sm text-slate-600">
              <Trans>Open a prompt and choose "Add to collection" to put it here.</Trans>{' '}
              <Link to="/main" className="font-medium text-indigo-700 hover:underline">
                <Trans>Explore prompts</Trans>
              </Link>
            </p>
          )}
        </div>
      ) : collection.canEdit ? (
        <SortablePromptGrid prompts={collection.prompts} onReorder={onReorder} onRemove={removePrompt} />
      ) : (
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Prompts in this collection`}>
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
        title={t`Rename collection`}
        description={t`Change its name or description.`}
        submitLabel={t`Save`}
        initial={{ name: collection.name, description: collection.description }}
        onSubmit={rename}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t`Delete this collection?`}
        description={
          <Trans>"{name}" will be deleted. Its prompts stay in the library and in your saved prompts.</Trans>
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
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Collection not found</Trans>
      </h1>
      <p className="max-w-md text-slate-600">
        <Trans>It may be private, have been deleted, or the link may be mistyped.</Trans>
      </p>
      <Button asChild>
        <Link to="/main">
          <Trans>Explore prompts</Trans>
        </Link>
      </Button>
    </PageContainer>
  );
}
