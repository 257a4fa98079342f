import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrompt } from '../test/prompt-fixture.ts';
import { renderApp, testUser } from '../test/render-app.tsx';

describe('routes and guards', () => {
  it('sends a visitor from a protected screen to /login, replacing history', async () => {
    const { router } = renderApp('/dashboard');
    // Generous: the first render also loads the lazy route modules.
    expect(
      await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('link', { name: 'Sign In / Sign Up' })).toHaveAttribute('href', '/login');
  });

  it('shows a protected screen to a signed-in user', async () => {
    renderApp('/profile/settings', { user: testUser });
    expect(await screen.findByRole('heading', { name: 'Profile Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Prompt' })).toHaveAttribute('href', '/myprompts/create');
  });

  it('sends a signed-in user from /login on to / and from there to /main', async () => {
    const { router } = renderApp('/login', { user: testUser });
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
    expect(screen.getByRole('link', { name: 'Prompt Lib' })).toHaveAttribute('href', '/main');
  });

  it('drops a token the server rejects and treats the visitor as signed out', async () => {
    window.localStorage.setItem('authToken', 'stale');
    const { router } = renderApp('/myprompts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('shows the 404 page for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/main');
  });

  it('redirects the legacy /prompts links', async () => {
    const { router } = renderApp('/prompts/edit/7', {
      user: testUser,
      handlers: {
        'GET /api/prompts/7': () => ({
          status: 200,
          body: makePrompt({ id: 7, createdBy: testUser.id, canEdit: true }),
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Edit Prompt' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/myprompts/edit/7');
  });

  it('names the list screen after its path', async () => {
    renderApp('/promptslist/saved', { user: testUser });
    expect(await screen.findByRole('heading', { name: 'Saved Prompts' })).toBeInTheDocument();
  });
});

describe('user menu', () => {
  const openMenu = async () => {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    return user;
  };

  it('shows who is signed in and, for a user, no admin entries', async () => {
    renderApp('/main', { user: testUser });
    await openMenu();
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('jane_doe');
    expect(menu).toHaveTextContent('jane@example.com');
    expect(screen.getByRole('menuitem', { name: 'My Prompts' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Profile Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Categories' })).not.toBeInTheDocument();
  });

  it('adds Categories and Tags for an admin', async () => {
    renderApp('/main', { user: { ...testUser, role: 'admin' } });
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Tags' })).toBeInTheDocument();
  });

  it('logs out to / with a toast, even from a protected screen', async () => {
    const { router } = renderApp('/dashboard', { user: testUser });
    const user = await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In / Sign Up' })).toBeInTheDocument();
  });
});

describe('logout revokes the token on the server', () => {
  it('sends POST /auth/logout with the token it drops, and still signs out when that fails', async () => {
    const sentWith: (string | null)[] = [];
    const { router } = renderApp('/main', {
      user: testUser,
      handlers: {
        'POST /auth/logout': (init) => {
          sentWith.push(new Headers(init?.headers).get('Authorization'));
          return { status: 500, body: { message: 'Internal Server Error' } };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sentWith).toEqual(['Bearer test-token']);
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });
});

describe('after a logout', () => {
  it('sends a later visit to a protected screen to /login again', async () => {
    const { router } = renderApp('/dashboard', { user: testUser });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await router.navigate('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
