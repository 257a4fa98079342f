import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBody } from '../../../test/public-settings.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('reset password', () => {
  const fillNew = async (password: string, confirm = password) => {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('sets the new password with the link token, then goes to sign in', async () => {
    let sent: unknown;
    const { router } = renderApp('/reset-password?token=reset-1', {
      handlers: {
        'POST /auth/password-reset/confirm': (init) => {
          sent = sentBody(init);
          return { status: 204 };
        },
      },
    });
    await fillNew('new-pass-1', 'other');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await userEvent.setup().clear(screen.getByLabelText('Confirm new password'));
    await userEvent.setup().type(screen.getByLabelText('Confirm new password'), 'new-pass-1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed. Sign in with it.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sent).toEqual({ token: 'reset-1', newPassword: 'new-pass-1' });
  });

  it('says when the link is invalid or expired, and offers a new one', async () => {
    const { router } = renderApp('/reset-password?token=old', {
      handlers: {
        'POST /auth/password-reset/confirm': () => ({
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            message: 'This reset link is invalid or has expired',
          },
        }),
      },
    });
    await fillNew('new-pass-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('refuses a link without a token', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
