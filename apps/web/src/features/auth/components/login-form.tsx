// Sign-in form (spec §2, §5, issue 27): email and password validated by the contract's loginSchema on
// submit and again on change; a failure shows a toast with the server's message, except an address
// that must be verified first, which gets a notice with "Resend the link".
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { type LoginInput, loginSchema } from '@prompt-lib/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormField } from '../../../components/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, errorText } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { toast } from '../../../lib/toast.ts';
import { AUTH_TEXT } from '../texts.ts';
import { VerifyEmailNotice } from './verify-email-notice.tsx';

type Unverified = { email: string; message: string };

export function LoginForm() {
  const { t } = useLingui();
  const { login } = useSession();
  const [unverified, setUnverified] = useState<Unverified | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  // On success the session turns signedIn and the /login guard sends the user to "/" (spec §2), or
  // back to the screen that sent them here.
  const onSubmit = handleSubmit(async (values) => {
    setUnverified(null);
    try {
      await login(values);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EmailNotVerified') {
        setUnverified({ email: values.email, message: error.message });
        return;
      }
      toast.error(errorText(error, t`Login failed. Please check your credentials and try again.`));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {unverified && (
        <VerifyEmailNotice
          key={unverified.email}
          tone="warning"
          email={unverified.email}
          message={unverified.message}
        />
      )}
      <FormField
        id="email"
        label={t`Email`}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        registration={register('email')}
        error={errors.email}
      />
      <div className="flex flex-col gap-2">
        <FormField
          id="password"
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          placeholder={t`Your password`}
          registration={register('password')}
          error={errors.password}
        />
        <Link
          to="/forgot-password"
          className="self-end rounded text-sm font-medium text-indigo-700 hover:text-indigo-800 hover:underline"
        >
          {AUTH_TEXT.login.forgotPassword}
        </Link>
      </div>
      <Button type="submit" size="lg" loading={isSubmitting} className="mt-1 w-full">
        <Trans>Sign in</Trans>
      </Button>
    </form>
  );
}
