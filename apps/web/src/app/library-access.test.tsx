import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, publicSettings } from '../test/public-settings.ts';
import { renderApp, testUser } from '../test/render-app.tsx';

const shut = publicSettings({ access: 'signed-in' });

describe('library behind sign-in', () => {
  it('sends a visitor to /login with the way back', async () => {
    const { router, fetchMock } = renderApp('/explorer/prompt/4?copy=1', { handlers: shut });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/explorer/prompt/4?copy=1')}`);
    expect(callsTo(fetchMock, 'GET', '/api/prompts/4')).toHaveLength(0);
  });

  it('sends the landing page to plain /login', async () => {
    const { router } = renderApp('/', { handlers: shut });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
  });

  it.each([
    ['/register', 'Create your account'],
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password?token=t', 'Choose a new password'],
    ['/verify-email', 'Verify your e-mail'],
    ['/legal/privacy', 'Privacy Policy'],
  ])('keeps %s open', async (path, heading) => {
    const { router } = renderApp(path, { handlers: shut });
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path.split('?')[0]);
  });

  it('lets a signed-in user in', async () => {
    const { router } = renderApp('/collections', {
      user: testUser,
      handlers: { ...shut, 'GET /api/collections': () => ({ status: 200, body: [] }) },
    });
    expect(await screen.findByRole('heading', { name: 'Collections', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/collections');
  });

  it('leaves the library open when access is public', async () => {
    const { router } = renderApp('/legal/terms', { handlers: publicSettings() });
    await router.navigate('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('after signing in, returns to the screen the visitor asked for; the settings stay loaded', async () => {
    let loggedIn = false;
    const { router, fetchMock } = renderApp('/collections', {
      handlers: {
        ...shut,
        'POST /auth/login': () => {
          loggedIn = true;
          return { status: 200, body: { token: 'tok-3', user: testUser } };
        },
        'GET /auth/me': () => (loggedIn ? { status: 200, body: testUser } : { status: 401 }),
        'GET /api/collections': () => ({ status: 200, body: [] }),
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collections'));
    expect(await screen.findByRole('heading', { name: 'Collections', level: 1 })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/settings/public')).toHaveLength(1);
  });
});
