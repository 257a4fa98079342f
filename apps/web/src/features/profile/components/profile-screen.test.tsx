import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../../test/render-app.tsx';
import { changedFields, updatedMessage } from './profile-changes.ts';

describe('profile changes message', () => {
  it('lists the changed fields in brackets', () => {
    const before = { username: 'jane', email: 'jane@example.com', avatarUrl: null };
    expect(updatedMessage(changedFields(before, { ...before, username: 'janet', avatarUrl: '/a.png' }))).toBe(
      'Profile updated successfully (username, avatar)',
    );
    expect(updatedMessage(changedFields(before, before))).toBe('Profile updated successfully');
  });
});

describe('profile settings', () => {
  it('locks the e-mail of an admin with the note, and sends only username and avatar', async () => {
    const user = userEvent.setup();
    const admin = { ...testUser, role: 'admin' as const, promptsUsed: 4 };
    let sent: unknown;
    renderApp('/profile/settings', {
      user: admin,
      handlers: {
        'PUT /auth/me': (init) => {
          sent = JSON.parse(String(init?.body));
          return { status: 200, body: { ...admin, username: 'boss' } };
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Profile Settings' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByText('Email cannot be changed for admin accounts')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'boss');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully (username)')).toBeInTheDocument();
    expect(sent).toEqual({ username: 'boss', avatarUrl: null });
  });

  it('validates the username and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    renderApp('/profile/settings', {
      user: testUser,
      handlers: {
        'PUT /auth/me': () => ({ status: 409, body: { message: 'This username is already taken' } }),
      },
    });
    const username = await screen.findByLabelText('Username', {}, { timeout: 5000 });
    await user.clear(username);
    await user.type(username, 'ab');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    await user.type(username, 'c');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(username).toHaveValue(testUser.username);
  });
});
