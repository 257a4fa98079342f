// "Create user": username, e-mail and role, validated by the contract's schema. The new account has no
// password yet: the answer's link lets its owner set one, and is shown here once (and e-mailed to them
// when e-mail is set up).
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { type CreatedUser, type CreateUserInput, createUserSchema } from '@prompt-lib/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { toast } from '../../../lib/toast.ts';
import { useCreateUser } from '../api/create-user.ts';
import { roleOptions } from '../lib/user-labels.ts';

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
  const { t, i18n } = useLingui();
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
      toast.success(t`User created`);
    } catch (error) {
      toast.error(t`Failed to create the user`, { description: errorText(error, t`Please try again.`) });
    }
  });

  if (created) {
    const username = created.username;
    const email = created.email;
    return (
      <>
        <DialogHeader>
          <DialogTitle>
            <Trans>{username} can now set a password</Trans>
          </DialogTitle>
          <DialogDescription>
            {settings.email ? (
              <Trans>Send them this link to choose their password. It was also e-mailed to {email}.</Trans>
            ) : (
              <Trans>Send them this link to choose their password.</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        <OneTimeLink
          label={t`Password link for the new user`}
          title={t`Copy the link now`}
          description={t`It is not stored in readable form, so it cannot be shown again.`}
          url={created.resetUrl}
          copyLabel={t`Copy password link`}
          copiedMessage={t`Link copied to clipboard`}
          onDone={onClose}
        />
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <Trans>Create user</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>The new user sets their own password through a link.</Trans>
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate aria-label={t`Create user`} className="flex flex-col gap-4">
        <FormField
          id="create-user-username"
          label={t`Username`}
          autoComplete="off"
          registration={register('username')}
          error={errors.username}
        />
        <FormField
          id="create-user-email"
          label={t`E-mail`}
          type="email"
          autoComplete="off"
          registration={register('email')}
          error={errors.email}
        />
        <FormField
          as="select"
          id="create-user-role"
          label={t`Role`}
          options={roleOptions(i18n)}
          registration={register('role')}
          error={errors.role}
        />
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={create.isPending}>
            <Trans>Create user</Trans>
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
