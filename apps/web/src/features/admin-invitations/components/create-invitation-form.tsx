// "Create invitation": e-mail (optional), role, days until it expires and how many accounts it can
// create. The created invitation, with its link, goes up to be shown once; the form clears.
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { INVITATION_DAYS_MAX, INVITATION_USES_MAX, type Invitation } from '@prompt-lib/contract';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../../../components/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateInvitation } from '../api/create-invitation.ts';
import {
  emptyInvitationForm,
  type InvitationFormValues,
  invitationFormSchema,
} from '../lib/invitation-form.ts';

const ROLE_OPTIONS = [
  { value: 'user', label: msg`User` },
  { value: 'admin', label: msg`Admin` },
];

export function CreateInvitationForm({ onCreated }: { onCreated: (invitation: Invitation) => void }) {
  const { t, i18n } = useLingui();
  const create = useCreateInvitation();
  const roleOptions = ROLE_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }));
  const { register, handleSubmit, reset, formState } = useForm<
    InvitationFormValues,
    unknown,
    z.output<typeof invitationFormSchema>
  >({ resolver: zodResolver(invitationFormSchema), defaultValues: emptyInvitationForm });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const invitation = await create.mutateAsync(values);
      // The link lives only in the caller's state from here: not in the mutation cache.
      create.reset();
      reset(emptyInvitationForm);
      onCreated(invitation);
    } catch (error) {
      toast.error(t`Failed to create the invitation`, {
        description: errorText(error, t`Please try again.`),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Create invitation`} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_9rem_9rem_9rem]">
        <FormField
          id="invitation-email"
          label={t`E-mail (optional)`}
          type="email"
          placeholder={t`Anyone with the link`}
          autoComplete="off"
          registration={register('email')}
          error={errors.email}
        />
        <FormField
          as="select"
          id="invitation-role"
          label={t`Role`}
          options={roleOptions}
          registration={register('role')}
          error={errors.role}
        />
        <FormField
          id="invitation-days"
          label={t`Expires in (days)`}
          type="number"
          inputMode="numeric"
          min={1}
          max={INVITATION_DAYS_MAX}
          step={1}
          registration={register('expiresInDays', { valueAsNumber: true })}
          error={errors.expiresInDays}
        />
        <FormField
          id="invitation-uses"
          label={t`Max uses`}
          type="number"
          inputMode="numeric"
          min={1}
          max={INVITATION_USES_MAX}
          step={1}
          registration={register('maxUses', { valueAsNumber: true })}
          error={errors.maxUses}
        />
      </div>
      <p className="text-xs text-slate-500">
        <Trans>
          With an e-mail, only that address can use the link. Without one, anyone who has it can, up to the
          number of uses.
        </Trans>
      </p>
      <div>
        <Button type="submit" loading={isSubmitting}>
          {!isSubmitting && <Send aria-hidden />}
          <Trans>Create invitation</Trans>
        </Button>
      </div>
    </form>
  );
}
