import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../../test/render-app.tsx';

const signInButton = () => screen.getByRole('button', { name: 'Sign in' });

describe('sign-in screen', () => {
  it('validates on submit, then again on every change', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await waitFor(() => expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument());
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/auth/login'))).toBe(false);
  });

  it('signs in, stores the token and lands on /main', async () => {
    const user = userEvent.setup();
    let loggedIn = false;
    const { router } = renderApp('/login', {
      handlers: {
        'POST /auth/login': (init) => {
          expect(JSON.parse(String(init?.body))).toEqual({ email: 'jane@example.com', password: 'pw' });
          loggedIn = true;
          return { status: 200, body: { token: 'tok-9', user: testUser } };
        },
        'GET /auth/me': () => (loggedIn ? { status: 200, body: testUser } : { status: 401 }),
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(signInButton());
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
    expect(window.localStorage.getItem('authToken')).toBe('tok-9');
  });

  it('disables the button while signing in and shows the server message on failure', async () => {
    const user = userEvent.setup();
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    renderApp('/login', {
      handlers: {
        'POST /auth/login': () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(signInButton());
    await waitFor(() => expect(signInButton()).toBeDisabled());
    expect(signInButton()).toHaveAttribute('aria-busy', 'true');

    answer({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' },
    });
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(signInButton()).toBeEnabled();
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('links to /register', async () => {
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });
});
