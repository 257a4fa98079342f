import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import { renderApp, renderSignedIn, testUser } from '../../../test/render-app.tsx';
import { changedFields, updatedMessage } from './profile-changes.ts';

describe('profile changes message', () => {
  it('lists the changed fields in brackets', () => {
    const before = { username: 'jane', email: 'jane@example.com', avatarUrl: null, bio: null };
    expect(updatedMessage(changedFields(before, { ...before, username: 'janet', avatarUrl: '/a.png' }))).toBe(
      'Profile updated successfully (username, avatar)',
    );
    expect(updatedMessage(changedFields(before, { ...before, bio: 'Writes prompts.' }))).toBe(
      'Profile updated successfully (bio)',
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

  it("gives the admin's e-mail note, a text of the contract, in the interface's language", async () => {
    await activateLanguage('de');
    try {
      renderApp('/profile/settings', { user: { ...testUser, role: 'admin' as const } });
      expect(
        await screen.findByText('Die E-Mail-Adresse von Admin-Konten kann nicht geändert werden', undefined, {
          timeout: 5000,
        }),
      ).toBeInTheDocument();
    } finally {
      await activateLanguage('en');
    }
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

  it('edits the bio of the public profile with the same field component, sent trimmed and only when changed', async () => {
    const user = userEvent.setup();
    const { sent } = renderSignedIn('/profile/settings');
    const bio = await screen.findByLabelText('Bio', {}, { timeout: 5000 });
    expect(bio.tagName).toBe('TEXTAREA');
    expect(bio).toHaveAttribute('maxLength', '500');
    expect(screen.getByText('Shown on your public profile, as plain text.')).toBeInTheDocument();
    await user.type(bio, '  Writes launch e-mails.  ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully (bio)')).toBeInTheDocument();
    expect(sent[0]).toEqual({
      username: testUser.username,
      email: testUser.email,
      avatarUrl: null,
      bio: 'Writes launch e-mails.',
    });
    expect(bio).toHaveValue('Writes launch e-mails.');
  });
});
