import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, sentBody } from '../../../test/public-settings.ts';
import { type Handler, renderApp, testUser } from '../../../test/render-app.tsx';

const openSettings = async (handlers: Record<string, Handler> = {}) => {
  const view = renderApp('/profile/settings', { user: testUser, handlers });
  await screen.findByRole('heading', { name: 'Security' }, { timeout: 5000 });
  return { ...view, user: userEvent.setup() };
};

describe('change password', () => {
  it('checks the confirmation, shows a wrong current password on its field', async () => {
    const { user, fetchMock } = await openSettings({
      'PUT /auth/password': () => ({
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'Current password is incorrect' },
      }),
    });
    await user.type(screen.getByLabelText('Current password'), 'old-pw');
    await user.type(screen.getByLabelText('New password'), 'new-pw-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-pw-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/auth/password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-pw-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('stores the fresh token so this session goes on', async () => {
    let sent: unknown;
    const { user } = await openSettings({
      'PUT /auth/password': (init) => {
        sent = sentBody(init);
        return { status: 200, body: { token: 'fresh-token' } };
      },
    });
    await user.type(screen.getByLabelText('Current password'), 'old-pw');
    await user.type(screen.getByLabelText('New password'), 'new-pw-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-pw-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(sent).toEqual({ currentPassword: 'old-pw', newPassword: 'new-pw-1' });
    expect(window.localStorage.getItem('authToken')).toBe('fresh-token');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});

describe('sign out everywhere', () => {
  it('asks first, then ends every session and signs out here without revoking again', async () => {
    const { user, fetchMock, router } = await openSettings({
      'POST /auth/logout-all': () => ({ status: 204 }),
    });
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    expect(callsTo(fetchMock, 'POST', '/auth/logout-all')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Signed out on every device')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/auth/logout-all')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', '/auth/logout')).toHaveLength(0);
  });
});

describe('download my data', () => {
  it('saves the export as a dated JSON file', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:my-data');
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user, fetchMock } = await openSettings({
      'GET /api/me/export': () => ({ status: 200, body: { user: { username: 'jane_doe' } } }),
    });
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^prompt-lib-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe('{"user":{"username":"jane_doe"}}');
    const init = callsTo(fetchMock, 'GET', '/api/me/export')[0]?.[1] as RequestInit | undefined;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer test-token');
  });
});
