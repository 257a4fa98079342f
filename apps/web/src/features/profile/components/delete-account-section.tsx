// The danger zone of profile settings (issue 27): "Delete account" opens a dialog that says what goes
// and asks for the password. A wrong password shows on the field; an account that signs in only with
// single sign-on and has not done so lately is offered a fresh sign-in; the last admin is told why not.
// Deleted: signed out locally (the server has already ended every token) and sent home.

import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui as useLanguageChange } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type DeleteAccountInput, deleteAccountSchema } from '@prompt-lib/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormField } from '../../../components/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Callout } from '../../../components/ui/callout.tsx';
import { CardContent, CardDescription, CardHeader } from '../../../components/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { ApiError, errorText } from '../../../lib/api-client.ts';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import { useSession } from '../../../lib/session.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';
import { PROFILE_TEXT } from '../texts.ts';

const text = PROFILE_TEXT.danger;

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useLingui();
  const { logout } = useSession();
  const navigate = useNavigate();
  const { settings } = usePublicSettings();
  const remove = useDeleteAccount();
  const [refusal, setRefusal] = useState<{ message: string; signInAgain: boolean } | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setRefusal(null);
    try {
      // An account without a password (single sign-on only) sends none.
      await remove.mutateAsync({ password: password || undefined });
      logout({ revoke: false, message: text.deleted });
      navigate('/');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setError('password', { message: error.message }, { shouldFocus: true });
        return;
      }
      const signInAgain = error instanceof ApiError && error.status === 403;
      setRefusal({ message: errorText(error, t`Could not delete your account`), signInAgain });
    }
  });

  const onSignInAgain = () => {
    logout();
    navigate(`/login?returnTo=${encodeURIComponent('/profile/settings')}`);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {refusal && (
        <Callout
          tone="error"
          actions={
            refusal.signInAgain && (
              <Button size="sm" onClick={onSignInAgain}>
                {text.signInAgain}
              </Button>
            )
          }
        >
          {refusal.message}
        </Callout>
      )}
      <FormField
        id="delete-password"
        label={text.password}
        type="password"
        autoComplete="current-password"
        hint={settings.sso.length > 0 ? text.ssoHint : undefined}
        registration={register('password')}
        error={formState.errors.password}
      />
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel} disabled={formState.isSubmitting}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="destructive" loading={formState.isSubmitting}>
          {text.confirm}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function DeleteAccountSection() {
  useLanguageChange(); // Re-renders on a language change: texts below are read during render.
  const [open, setOpen] = useState(false);
  return (
    // Not the Card parts: their border and title colours would win over a red one (cn does not merge).
    <section
      aria-labelledby="danger-zone-title"
      className="rounded-xl border border-red-200 bg-surface shadow-sm"
    >
      <CardHeader>
        <h2 id="danger-zone-title" className="text-lg font-semibold tracking-tight text-red-700">
          {text.title}
        </h2>
        <CardDescription>{text.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          {text.deleteAccount}
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{text.dialogTitle}</DialogTitle>
            <DialogDescription>{text.whatGoes}</DialogDescription>
          </DialogHeader>
          {/* Mounted with the dialog, so it opens empty every time. */}
          {open && <DeleteAccountForm onCancel={() => setOpen(false)} />}
        </DialogContent>
      </Dialog>
    </section>
  );
}
