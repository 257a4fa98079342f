// Deleting an account: the admin chooses what happens to its prompts, deleted with it or given to
// another active account picked by search, and confirms. The server's refusal shows in the toast.
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminUser } from '@prompt-lib/contract';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
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
import { useDeleteUser } from '../api/delete-user.ts';
import {
  type DeleteUserFormValues,
  deleteUserFormSchema,
  emptyDeleteUserForm,
  promptCountText,
  toDeleteUserQuery,
} from '../lib/delete-user-form.ts';
import { TransferTargetPicker } from './transfer-target-picker.tsx';

const PROMPT_CHOICES = [
  { id: 'delete', label: 'Delete their prompts', hint: 'The prompts are deleted with the account.' },
  {
    id: 'transfer',
    label: 'Give their prompts to another account',
    hint: 'Another account becomes their author.',
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
  const remove = useDeleteUser();
  const { register, handleSubmit, watch, formState } = useForm<DeleteUserFormValues>({
    resolver: zodResolver(deleteUserFormSchema),
    defaultValues: emptyDeleteUserForm,
  });
  const transfer = watch('prompts') === 'transfer';

  const onSubmit = handleSubmit(async (values) => {
    try {
      await remove.mutateAsync({ id: user.id, query: toDeleteUserQuery(values) });
      toast.success(`${user.username} deleted`);
      onClose();
    } catch (error) {
      toast.error('Failed to delete the user', { description: errorText(error, 'Please try again.') });
    }
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>Delete {user.username}</DialogTitle>
        <DialogDescription>
          This deletes the account of {user.username} ({user.email}), who has{' '}
          {promptCountText(user.promptCount)}, and signs them out everywhere. This cannot be undone.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate aria-label="Delete user" className="flex flex-col gap-4">
        <RadioCards
          legend="Their prompts"
          name="delete-user-prompts"
          choices={PROMPT_CHOICES}
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
            Cancel
          </Button>
          <Button type="submit" variant="destructive" loading={remove.isPending}>
            Delete user
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
