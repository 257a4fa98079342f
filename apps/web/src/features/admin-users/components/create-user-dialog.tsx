// "Create user": username, e-mail and role, validated by the contract's schema. The new account has no
// password yet: the answer's link lets its owner set one, and is shown here once (and e-mailed to them
// when e-mail is set up).
import { zodResolver } from '@hookform/resolvers/zod';
import { type CreatedUser, type CreateUserInput, createUserSchema } from '@prompt-lib/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormField } from '../../../components/form-field.tsx';
import { OneTimeLink } from '../../../components/one-time-link.tsx';
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
import { usePublicSettings } from '../../../lib/public-settings.ts';
import { useCreateUser } from '../api/create-user.ts';
import { ROLE_OPTIONS } from '../lib/user-labels.ts';

const emptyForm: CreateUserInput = { username: '', email: '', role: 'user' };

export function CreateUserDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open && <CreateUserForm onClose={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function CreateUserForm({ onClose }: { onClose: () => void }) {
  const create = useCreateUser();
  const { settings } = usePublicSettings();
  const [created, setCreated] = useState<CreatedUser | null>(null);
  const { register, handleSubmit, formState } = useForm<
    CreateUserInput,
    unknown,
    z.output<typeof createUserSchema>
  >({ resolver: zodResolver(createUserSchema), defaultValues: emptyForm });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await create.mutateAsync(values);
      // The link lives only in this dialog's state: not in the mutation cache.
      create.reset();
      setCreated(user);
      toast.success('User created');
    } catch (error) {
      toast.error('Failed to create the user', { description: errorText(error, 'Please try again.') });
    }
  });

  if (created) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{created.username} can now set a password</DialogTitle>
          <DialogDescription>
            Send them this link to choose their password.
            {settings.email && ` It was also e-mailed to ${created.email}.`}
          </DialogDescription>
        </DialogHeader>
        <OneTimeLink
          label="Password link for the new user"
          title="Copy the link now"
          description="It is not stored in readable form, so it cannot be shown again."
          url={created.resetUrl}
          copyLabel="Copy password link"
          copiedMessage="Link copied to clipboard"
          onDone={onClose}
        />
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Create user</DialogTitle>
        <DialogDescription>The new user sets their own password through a link.</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate aria-label="Create user" className="flex flex-col gap-4">
        <FormField
          id="create-user-username"
          label="Username"
          autoComplete="off"
          registration={register('username')}
          error={errors.username}
        />
        <FormField
          id="create-user-email"
          label="E-mail"
          type="email"
          autoComplete="off"
          registration={register('email')}
          error={errors.email}
        />
        <FormField
          as="select"
          id="create-user-role"
          label="Role"
          options={ROLE_OPTIONS}
          registration={register('role')}
          error={errors.role}
        />
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create user
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
