import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import { acme, callsTo, publicSettings, sentBody } from '../../../test/public-settings.ts';
import { renderApp, testUser } from '../../../test/render-app.tsx';

async function fill(values: { username: string; email?: string; password: string }) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), values.username);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  await user.type(screen.getByLabelText('Password'), values.password);
  await user.type(screen.getByLabelText('Confirm Password'), values.password);
  await user.click(screen.getByRole('button', { name: 'Register' }));
  return user;
}

const registered = { status: 201, body: { message: 'User registered successfully', user: testUser } };

describe('sign-up screen, issue 27', () => {
  it('says who invited, locks the invited address and sends the invitation', async () => {
    const sent: unknown[] = [];
    let loggedIn = false;
    const { router } = renderApp('/register?invitation=inv-7', {
      handlers: {
        ...publicSettings({ registration: 'invite' }),
        'GET /auth/invitations/inv-7': () => ({
          status: 200,
          body: { email: 'new@example.com', invitedBy: 'admin_ann' },
        }),
        'POST /auth/register': (init) => {
          sent.push(sentBody(init));
          return registered;
        },
        'POST /auth/login': () => {
          loggedIn = true;
          return { status: 200, body: { token: 'tok-2', user: testUser } };
        },
        'GET /auth/me': () => (loggedIn ? { status: 200, body: testUser } : { status: 401 }),
      },
    });
    expect(await screen.findByText('Invited by admin_ann')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('new@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText('The invitation is for this address.')).toBeInTheDocument();
    await fill({ username: 'newbie', password: 'pw-123' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
    expect(sent).toEqual([
      { username: 'newbie', email: 'new@example.com', password: 'pw-123', invitation: 'inv-7' },
    ]);
  });

  it('says so when the invitation is unknown, and that this server registers by invitation only', async () => {
    renderApp('/register?invitation=gone', {
      handlers: {
        ...publicSettings({ registration: 'invite' }),
        'GET /auth/invitations/gone': () => ({ status: 404, body: { message: 'Invitation not found' } }),
      },
    });
    expect(await screen.findByText('This invitation is invalid or has expired')).toBeInTheDocument();
    expect(screen.getByText('Registration is by invitation only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('still offers the form after a bad invitation when registration is open', async () => {
    renderApp('/register?invitation=gone', { handlers: publicSettings() });
    expect(await screen.findByText('This invitation is invalid or has expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('shows why when registration is closed', async () => {
    renderApp('/register', { handlers: publicSettings({ registration: 'closed', sso: [acme] }) });
    expect(await screen.findByText('Registration is closed')).toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in with Acme ID' })).not.toBeInTheDocument();
  });

  it('sends people to the providers when password sign-in is off', async () => {
    renderApp('/register', { handlers: publicSettings({ passwordSignIn: false, sso: [acme] }) });
    expect(await screen.findByText('Sign in with Acme ID', { selector: 'div' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with Acme ID' })).toHaveAttribute(
      'href',
      '/auth/oidc/acme/start',
    );
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it("says why in the interface's language, the providers listed as that language lists them", async () => {
    await activateLanguage('de');
    try {
      const sso = [acme, { id: 'beta', name: 'Beta ID' }, { id: 'corp', name: 'Corp SSO' }];
      renderApp('/register', { handlers: publicSettings({ passwordSignIn: false, sso }) });
      expect(await screen.findByText('Mit Acme ID, Beta ID oder Corp SSO anmelden')).toBeInTheDocument();
    } finally {
      await activateLanguage('en');
    }
  });

  it('offers the providers next to the form when registration is open', async () => {
    renderApp('/register', { handlers: publicSettings({ sso: [acme] }) });
    expect(await screen.findByRole('link', { name: 'Sign in with Acme ID' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('lets an invited person join through a provider too, the start link carrying the invitation', async () => {
    renderApp('/register?invitation=inv-9', {
      handlers: {
        ...publicSettings({ registration: 'invite', sso: [acme] }),
        'GET /auth/invitations/inv-9': () => ({ status: 200, body: { email: null, invitedBy: 'admin_ann' } }),
      },
    });
    expect(await screen.findByRole('link', { name: 'Sign in with Acme ID' })).toHaveAttribute(
      'href',
      '/auth/oidc/acme/start?invitation=inv-9',
    );
  });

  it('where domains are limited, does not sign in but asks to check the e-mail', async () => {
    const { fetchMock, router } = renderApp('/register', {
      handlers: {
        ...publicSettings({ registration: 'domains' }),
        'POST /auth/register': () => registered,
        'POST /auth/verify-email/resend': () => ({ status: 202 }),
      },
    });
    const user = await fill({ username: 'newbie', email: 'new@corp.example', password: 'pw-123' });
    expect(await screen.findByText('Check your e-mail')).toBeInTheDocument();
    expect(screen.getByText(/We have sent a link to new@corp\.example/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/auth/login')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/register');

    await user.click(screen.getByRole('button', { name: 'Resend the link' }));
    expect(await screen.findByText(/We have sent a new link to new@corp\.example/)).toBeInTheDocument();
    expect(sentBody(callsTo(fetchMock, 'POST', '/auth/verify-email/resend')[0]?.[1] as RequestInit)).toEqual({
      email: 'new@corp.example',
    });
  });
});
