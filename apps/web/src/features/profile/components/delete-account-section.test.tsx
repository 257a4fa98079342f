import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBody } from '../../../test/public-settings.ts';
import { type Handler, renderApp, testUser } from '../../../test/render-app.tsx';

const refusal = (status: number, message: string) => () => ({
  status,
  body: { statusCode: status, message },
});

async function openDialog(handlers: Record<string, Handler>) {
  const view = renderApp('/profile/settings', { user: testUser, handlers });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete account' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  return { ...view, user, dialog };
}

const confirm = async (user: ReturnType<typeof userEvent.setup>, password: string) => {
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
};

describe('delete account', () => {
  it('says what goes, then deletes, signs out and goes home', async () => {
    let sent: unknown;
    const { user, dialog, router } = await openDialog({
      'DELETE /auth/me': (init) => {
        sent = sentBody(init);
        return { status: 204 };
      },
    });
    expect(dialog).toHaveTextContent(
      'your profile, your prompts with their images, versions and ratings, your collections, saved prompts, ratings you gave, and access tokens. Usage records stay, without your name.',
    );
    await confirm(user, 'my-pw');
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toEqual({ password: 'my-pw' });
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('shows a wrong password on the field and keeps the account', async () => {
    const { user } = await openDialog({ 'DELETE /auth/me': refusal(400, 'Password is incorrect') });
    await confirm(user, 'nope');
    expect(await screen.findByText('Password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(window.localStorage.getItem('authToken')).toBe('test-token');
  });

  it('tells the last admin why not', async () => {
    const { user } = await openDialog({ 'DELETE /auth/me': refusal(409, 'Make another admin first') });
    await confirm(user, 'my-pw');
    expect(await screen.findByRole('alert')).toHaveTextContent('Make another admin first');
    expect(screen.queryByRole('button', { name: 'Sign in again' })).not.toBeInTheDocument();
  });

  it('offers a fresh sign-in to an account that must sign in again, sending no password', async () => {
    let sent: unknown;
    const { user, router } = await openDialog({
      'DELETE /auth/me': (init) => {
        sent = sentBody(init);
        return refusal(403, 'Please sign in again to delete your account')();
      },
    });
    await confirm(user, '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in again to delete your account');
    expect(sent).toEqual({});
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fprofile%2Fsettings');
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });
});
