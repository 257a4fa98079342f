// /reset-password?token=… (issue 27): a new password, twice, for the link's token. Done: a toast and on
// to /login. A link that is invalid, used or expired says so and offers a new one.
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { ACCOUNT_MSG, type ResetPasswordFormInput, resetPasswordFormSchema } from '@prompt-lib/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FormField } from '../../../components/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Callout } from '../../../components/ui/callout.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';
import { AUTH_TEXT } from '../texts.ts';

function LinkRefused({ message }: { message: string }) {
  return (
    <Callout
      tone="error"
      actions={
        <Button asChild variant="secondary" size="sm">
          <Link to="/forgot-password">{AUTH_TEXT.reset.newLink}</Link>
        </Button>
      }
    >
      {message}
    </Callout>
  );
}

export function ResetPasswordScreen({ token }: { token: string | null }) {
  // Re-renders on a language change: the texts are read during render.
  useLingui();
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const [refused, setRefused] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    if (!token) return;
    try {
      await confirm.mutateAsync({ token, newPassword });
      toast.success(AUTH_TEXT.reset.done);
      navigate('/login', { replace: true });
    } catch (error) {
      setRefused(errorText(error, ACCOUNT_MSG.invalidResetLink));
    }
  });

  if (!token) return <LinkRefused message={ACCOUNT_MSG.invalidResetLink} />;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {refused && <LinkRefused message={refused} />}
      <FormField
        id="newPassword"
        label={AUTH_TEXT.reset.newPassword}
        type="password"
        autoComplete="new-password"
        registration={register('newPassword')}
        error={errors.newPassword}
      />
      <FormField
        id="confirmPassword"
        label={AUTH_TEXT.reset.confirmPassword}
        type="password"
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword}
      />
      <Button type="submit" size="lg" loading={isSubmitting} className="mt-1 w-full">
        {AUTH_TEXT.reset.submit}
      </Button>
    </form>
  );
}
