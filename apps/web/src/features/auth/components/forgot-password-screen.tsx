// /forgot-password (issue 27): asks for a reset link by e-mail. The answer is the same whether or not
// the address has an account. Without e-mail on the server there is nothing to send: an admin makes
// the link instead (user administration), and the screen says so.
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { type EmailOnlyInput, emailOnlySchema } from '@prompt-lib/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Callout } from '../../../components/ui/callout.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import { toast } from '../../../lib/toast.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { AUTH_TEXT } from '../texts.ts';
import { CardSpinner } from './card-spinner.tsx';

export function ForgotPasswordScreen() {
  const { t } = useLingui();
  const { settings, ready } = usePublicSettings();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<EmailOnlyInput>({
    resolver: zodResolver(emailOnlySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      toast.error(errorText(error, t`Could not send the link`));
    }
  });

  if (!ready) return <CardSpinner />;
  if (!settings.email) return <Callout tone="info">{AUTH_TEXT.forgot.noEmail}</Callout>;
  if (sentTo) return <Callout tone="success">{AUTH_TEXT.forgot.sent(sentTo)}</Callout>;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField
        id="email"
        label={t`Email`}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        registration={register('email')}
        error={formState.errors.email}
      />
      <Button type="submit" size="lg" loading={formState.isSubmitting} className="mt-1 w-full">
        {AUTH_TEXT.forgot.submit}
      </Button>
    </form>
  );
}
