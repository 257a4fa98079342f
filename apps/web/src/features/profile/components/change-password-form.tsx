// Change password (issue 27): current, new and confirmation, validated by the contract's
// changePasswordFormSchema. A wrong current password is shown on its field; the new sign-in token the
// server answers is stored (api/change-password.ts), so this session continues while the others end.
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { ACCOUNT_MSG, type ChangePasswordFormInput, changePasswordFormSchema } from '@prompt-lib/contract';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, errorText } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { PROFILE_TEXT } from '../texts.ts';

const empty: ChangePasswordFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { t } = useLingui();
  const change = useChangePassword();
  const { register, handleSubmit, formState, reset, setError } = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: empty,
  });
  const { errors, isSubmitting } = formState;
  const text = PROFILE_TEXT.security;

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset(empty);
      toast.success(text.passwordChanged);
    } catch (error) {
      if (error instanceof ApiError && error.message === ACCOUNT_MSG.currentPasswordIncorrect) {
        setError('currentPassword', { message: error.message }, { shouldFocus: true });
        return;
      }
      toast.error(errorText(error, t`Could not change your password`));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
      <FormField
        id="current-password"
        label={text.currentPassword}
        type="password"
        autoComplete="current-password"
        registration={register('currentPassword')}
        error={errors.currentPassword}
      />
      <FormField
        id="new-password"
        label={text.newPassword}
        type="password"
        autoComplete="new-password"
        registration={register('newPassword')}
        error={errors.newPassword}
      />
      <FormField
        id="confirm-new-password"
        label={text.confirmPassword}
        type="password"
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword}
      />
      <Button type="submit" loading={isSubmitting} className="self-start">
        {text.changePassword}
      </Button>
    </form>
  );
}
