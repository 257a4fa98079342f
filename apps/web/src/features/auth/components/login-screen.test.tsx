import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { acme, callsTo, publicSettings, sentBody } from '../../../test/public-settings.ts';
import { renderApp, testUser } from '../../../test/render-app.tsx';

const signIn = async (email = 'jane@example.com') => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'pw');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
};

const signingInAs = () => {
  let loggedIn = false;
  return {
    'POST /auth/login': () => {
      loggedIn = true;
      return { status: 200, body: { token: 'tok-1', user: testUser } };
    },
    'GET /auth/me': () => (loggedIn ? { status: 200, body: testUser } : { status: 401 }),
  };
};

describe('sign-in screen, issue 27', () => {
  it('links to the password reset', async () => {
    renderApp('/login', { handlers: publicSettings() });
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('offers each provider below the form, carrying the return path', async () => {
    renderApp('/login?returnTo=%2Fcollections', {
      handlers: publicSettings({ sso: [acme, { id: 'corp', name: 'Corp SSO' }] }),
    });
    const acmeLink = await screen.findByRole('link', { name: 'Sign in with Acme ID' });
    expect(acmeLink).toHaveAttribute('href', '/auth/oidc/acme/start?returnTo=%2Fcollections');
    expect(screen.getByRole('link', { name: 'Sign in with Corp SSO' })).toHaveAttribute(
      'href',
      '/auth/oidc/corp/start?returnTo=%2Fcollections',
    );
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register?returnTo=%2Fcollections',
    );
  });

  it('with password sign-in off, shows the providers and folds the form behind a disclosure', async () => {
    const user = userEvent.setup();
    renderApp('/login', { handlers: publicSettings({ passwordSignIn: false, sso: [acme] }) });
    expect(await screen.findByRole('link', { name: 'Sign in with Acme ID' })).toHaveAttribute(
      'href',
      '/auth/oidc/acme/start',
    );
    expect(screen.queryByLabelText('Email')).not.toBeVisible();
    await user.click(screen.getByText('Administrators can still sign in with a password'));
    expect(screen.getByLabelText('Email')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  it('shows a refused single sign-on as an alert', async () => {
    renderApp(`/login?error=${encodeURIComponent('This account is disabled')}`, {
      handlers: publicSettings(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is disabled');
  });

  it('returns to ?returnTo= after signing in', async () => {
    const { router } = renderApp('/login?returnTo=%2Fcollections', {
      handlers: {
        ...publicSettings(),
        ...signingInAs(),
        'GET /api/collections': () => ({ status: 200, body: [] }),
      },
    });
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/collections'));
  });

  it('ignores a return path to another site', async () => {
    const { router } = renderApp('/login?returnTo=%2F%2Fevil.example', {
      handlers: { ...publicSettings(), ...signingInAs() },
    });
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
  });

  it('asks an unverified address to verify first, and resends the link', async () => {
    const { fetchMock } = renderApp('/login', {
      handlers: {
        ...publicSettings(),
        'POST /auth/login': () => ({
          status: 403,
          body: {
            statusCode: 403,
            error: 'EmailNotVerified',
            message: 'Please verify your e-mail address first',
          },
        }),
        'POST /auth/verify-email/resend': (init) => {
          expect(sentBody(init)).toEqual({ email: 'new@example.com' });
          return { status: 202 };
        },
      },
    });
    const user = await signIn('new@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please verify your e-mail address first');
    await user.click(screen.getByRole('button', { name: 'Resend the link' }));
    expect(await screen.findByText(/We have sent a new link to new@example\.com/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/auth/verify-email/resend')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Resend the link' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });
});
