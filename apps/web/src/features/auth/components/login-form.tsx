// Sign-in form (spec §2, §5): email and password validated by the contract's loginSchema on submit
// and again on change; a failure shows a toast with the server's message.
import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, loginSchema } from '@prompt-lib/contract';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '../../../components/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';

export function LoginForm() {
  const { login } = useSession();
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
    try {
      await login(values);
    } catch (error) {
      toast.error(errorText(error, 'Login failed. Please check your credentials and try again.'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField
        id="email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        registration={register('email')}
        error={errors.email}
      />
      <FormField
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        placeholder="Your password"
        registration={register('password')}
        error={errors.password}
      />
      <Button type="submit" size="lg" loading={isSubmitting} className="mt-1 w-full">
        Sign in
      </Button>
    </form>
  );
}
