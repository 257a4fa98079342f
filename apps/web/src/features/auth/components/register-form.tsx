// Sign-up form (spec §2, §5, issue 27): validated by the contract's registerFormSchema; confirmPassword
// is checked here and never sent. An invitation's token goes along, and an invitation for one address
// fills that address in and locks it. Success signs the user in automatically (the session does that),
// unless the address must be verified first: then the screen is told, to say "Check your e-mail".
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { type RegisterFormInput, registerFormSchema } from '@prompt-lib/contract';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { toast } from '../../../lib/toast.ts';
import { AUTH_TEXT } from '../texts.ts';

export type RegisterInvitation = { token: string; email: string | null };

export function RegisterForm({
  invitation = null,
  signIn = true,
  onMustVerify,
}: {
  invitation?: RegisterInvitation | null;
  /** False where a new address must be verified before it can sign in. */
  signIn?: boolean;
  onMustVerify?: (email: string) => void;
}) {
  const { t } = useLingui();
  const session = useSession();
  const lockedEmail = invitation?.email ?? null;
  const { register, handleSubmit, formState } = useForm<RegisterFormInput>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { username: '', email: lockedEmail ?? '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ username, email, password }) => {
    try {
      await session.register(
        { username, email, password, ...(invitation && { invitation: invitation.token }) },
        { signIn },
      );
      if (!signIn) onMustVerify?.(email);
    } catch (error) {
      toast.error(errorText(error, t`Registration failed. Please check your information and try again.`));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField
        id="username"
        label={t`Username`}
        autoComplete="username"
        placeholder={t({ message: 'yourname', comment: 'example username, one word' })}
        registration={register('username')}
        error={errors.username}
      />
      <FormField
        id="email"
        label={t`Email`}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        readOnly={lockedEmail !== null}
        hint={lockedEmail !== null ? AUTH_TEXT.register.invitationEmail : undefined}
        registration={register('email')}
        error={errors.email}
      />
      <FormField
        id="password"
        label={t`Password`}
        type="password"
        autoComplete="new-password"
        placeholder={t`Choose a password`}
        registration={register('password')}
        error={errors.password}
      />
      <FormField
        id="confirmPassword"
        label={t`Confirm Password`}
        type="password"
        autoComplete="new-password"
        placeholder={t`Repeat the password`}
        registration={register('confirmPassword')}
        error={errors.confirmPassword}
      />
      <Button type="submit" size="lg" loading={isSubmitting} className="mt-1 w-full">
        <Trans>Register</Trans>
      </Button>
    </form>
  );
}
