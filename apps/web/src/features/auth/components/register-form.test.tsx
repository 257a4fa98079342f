import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../../test/render-app.tsx';

async function fill(values: { username: string; email: string; password: string; confirm: string }) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), values.username);
  await user.type(screen.getByLabelText('Email'), values.email);
  await user.type(screen.getByLabelText('Password'), values.password);
  await user.type(screen.getByLabelText('Confirm Password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Register' }));
  return user;
}

describe('sign-up screen', () => {
  it('shows the spec messages for a short username, a bad email and different passwords', async () => {
    renderApp('/register');
    const user = await fill({ username: 'ab', email: 'nope', password: 'x', confirm: 'y' });
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
  });

  it('registers without confirmPassword, then signs in automatically', async () => {
    const sent: unknown[] = [];
    let loggedIn = false;
    const { router } = renderApp('/register', {
      handlers: {
        'POST /auth/register': (init) => {
          sent.push(JSON.parse(String(init?.body)));
          return { status: 201, body: { message: 'User registered successfully', user: testUser } };
        },
        'POST /auth/login': (init) => {
          sent.push(JSON.parse(String(init?.body)));
          loggedIn = true;
          return { status: 200, body: { token: 'tok-new', user: testUser } };
        },
        'GET /auth/me': () => (loggedIn ? { status: 200, body: testUser } : { status: 401 }),
      },
    });
    await fill({ username: 'jane_doe', email: 'jane@example.com', password: 'pw-123', confirm: 'pw-123' });
    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
    expect(sent).toEqual([
      { username: 'jane_doe', email: 'jane@example.com', password: 'pw-123' },
      { email: 'jane@example.com', password: 'pw-123' },
    ]);
  });

  it('shows the server message when registration fails', async () => {
    renderApp('/register', {
      handlers: {
        'POST /auth/register': () => ({
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message: 'An account with this email already exists' },
        }),
      },
    });
    await fill({ username: 'jane_doe', email: 'jane@example.com', password: 'pw', confirm: 'pw' });
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });
});
