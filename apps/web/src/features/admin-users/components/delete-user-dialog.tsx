// Deleting an account: the admin chooses what happens to its prompts, deleted with it or given to
// another active account picked by search, and confirms. The server's refusal shows in the toast.
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AdminUser } from '@prompt-lib/contract';
import { useForm } from 'react-hook-form';
import { RadioCards } from '../../../components/radio-cards.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import {
  type DeleteUserFormValues,
  deleteUserFormSchema,
  emptyDeleteUserForm,
  toDeleteUserQuery,
} from '../lib/delete-user-form.ts';
import { TransferTargetPicker } from './transfer-target-picker.tsx';

const PROMPT_CHOICES = [
  { id: 'delete', label: msg`Delete their prompts`, hint: msg`The prompts are deleted with the account.` },
  {
    id: 'transfer',
    label: msg`Give their prompts to another account`,
    hint: msg`Another account becomes their author.`,
  },
];

export function DeleteUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{user && <DeleteUserForm key={user.id} user={user} onClose={onClose} />}</DialogContent>
    </Dialog>
  );
}

function DeleteUserForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const remove = useDeleteUser();
  const username = user.username;
  const email = user.email;
  const promptCount = user.promptCount;
  const promptChoices = PROMPT_CHOICES.map((choice) => ({
    id: choice.id,
    label: i18n._(choice.label),
    hint: i18n._(choice.hint),
  }));
  const { register, handleSubmit, watch, formState } = useForm<DeleteUserFormValues>({
    resolver: zodResolver(deleteUserFormSchema),
    defaultValues: emptyDeleteUserForm,
  });
  const transfer = watch('prompts') === 'transfer';

  const onSubmit = handleSubmit(async (values) => {
    try {
      await remove.mutateAsync({ id: user.id, query: toDeleteUserQuery(values) });
      toast.success(t`${username} deleted`);
      onClose();
    } catch (error) {
      toast.error(t`Failed to delete the user`, { description: errorText(error, t`Please try again.`) });
    }
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <Trans>Delete {username}</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            This deletes the account of {username} ({email}), who has{' '}
            <Plural value={promptCount} _0="no prompts" one="# prompt" other="# prompts" />, and signs them
            out everywhere. This cannot be undone.
          </Trans>
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate aria-label={t`Delete user`} className="flex flex-col gap-4">
        <RadioCards
          legend={t`Their prompts`}
          name="delete-user-prompts"
          choices={promptChoices}
          registration={register('prompts')}
        />
        {transfer && (
          <TransferTargetPicker
            excludeId={user.id}
            registration={register('to')}
            error={formState.errors.to}
          />
        )}
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="destructive" loading={remove.isPending}>
            <Trans>Delete user</Trans>
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
