// The signed-in half of "Add to collection" (add-to-collection-menu.tsx): the menu of the user's
// collections and "New collection…". Loaded on first use, so a visitor's prompt page carries neither
// the menu nor the collection form (react-hook-form, zod).
import { Trans, useLingui } from '@lingui/react/macro';
import type { CollectionFormInput } from '@prompt-lib/contract';
import { Check, FolderCog, FolderPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCollectionPrompt } from '../api/collection-prompt.ts';
import { useCreateCollection } from '../api/create-collection.ts';
import { useCollections } from '../api/list-collections.ts';
import { CollectionFormDialog } from './collection-form-dialog.tsx';

export function AddToCollectionDropdown({ promptId, size }: { promptId: number; size: ButtonProps['size'] }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const collections = useCollections(promptId, open);
  const change = useCollectionPrompt();
  const create = useCreateCollection();

  const toggle = (collectionId: number, name: string, add: boolean) =>
    change.mutate(
      { collectionId, promptId, add },
      {
        onSuccess: () =>
          toast.success(add ? t`Added to "${name}"` : t`Removed from "${name}"`, {
            action: add
              ? {
                  label: t({ message: 'Open', context: 'open the collection' }),
                  onClick: () => navigate(`/collections/${collectionId}`),
                }
              : undefined,
          }),
        onError: (error) => toast.error(errorText(error, t`Could not change the collection`)),
      },
    );

  const createWithPrompt = async (values: CollectionFormInput) => {
    try {
      const created = await create.mutateAsync(values);
      await change.mutateAsync({ collectionId: created.id, promptId, add: true });
      const name = created.name;
      toast.success(t`Added to "${name}"`, {
        action: {
          label: t({ message: 'Open', context: 'open the collection' }),
          onClick: () => navigate(`/collections/${created.id}`),
        },
      });
    } catch (error) {
      toast.error(errorText(error, t`Could not create the collection`));
      throw error;
    }
  };

  const list = collections.data?.list ?? [];
  return (
    <>
      <DropdownMenu open={open} onOpenChange={setOpen}>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary" size={size} loading={change.isPending}>
            {!change.isPending && <FolderPlus aria-hidden="true" />}
            <Trans>Add to collection</Trans>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-72">
          <DropdownMenuLabel className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <Trans>Your collections</Trans>
          </DropdownMenuLabel>
          <div className="max-h-64 overflow-y-auto">
            {collections.isPending && (
              <p className="px-2.5 py-2 text-sm text-slate-500">
                <Trans>Loading…</Trans>
              </p>
            )}
            {collections.isError && (
              <p className="px-2.5 py-2 text-sm text-red-700">
                <Trans>Could not load your collections</Trans>
              </p>
            )}
            {collections.isSuccess && list.length === 0 && (
              <p className="px-2.5 py-2 text-sm text-slate-500">
                <Trans>No collections yet</Trans>
              </p>
            )}
            {list.map((collection) => (
              <DropdownMenuItem
                key={collection.id}
                role="menuitemcheckbox"
                aria-checked={collection.contains === true}
                onSelect={() => toggle(collection.id, collection.name, !collection.contains)}
              >
                <span className="flex size-4 items-center justify-center" aria-hidden="true">
                  {collection.contains && <Check className="!text-indigo-700" />}
                </span>
                <span className="min-w-0 flex-1 truncate" dir="auto">
                  {collection.name}
                </span>
                <span className="text-xs text-slate-400">{collection.promptCount}</span>
              </DropdownMenuItem>
            ))}
          </div>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            <Trans>New collection…</Trans>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/collections">
              <FolderCog aria-hidden="true" />
              <Trans>Manage collections</Trans>
            </Link>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <CollectionFormDialog
        open={creating}
        onOpenChange={setCreating}
        title={t`New collection`}
        description={t`The prompt goes into it at once. Collections are private until you make them public.`}
        submitLabel={t`Create and add`}
        onSubmit={createWithPrompt}
      />
    </>
  );
}
