import { type AccessToken, MSG, SERVER_MSG } from '@prompt-lib/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import { type Handler, renderApp, testUser } from '../../../test/render-app.tsx';

const DAY = 24 * 60 * 60 * 1000;

const token = (overrides: Partial<AccessToken> = {}): AccessToken => ({
  id: 1,
  name: 'Claude Desktop',
  createdAt: '2024-03-05T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  ...overrides,
});

function renderSettings(handlers: Record<string, Handler>) {
  const user = userEvent.setup();
  // The Clipboard API is used only in a secure context, which jsdom does not claim to be.
  vi.stubGlobal('isSecureContext', true);
  const view = renderApp('/profile/settings', { user: testUser, handlers });
  return { user, ...view };
}

const rowOf = async (name: string) => {
  const list = await screen.findByRole('list', { name: 'Your access tokens' });
  const row = within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(name));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};

describe('access tokens in profile settings', () => {
  it('lists each token with its dates, "Never" for none, and marks an expired one', async () => {
    renderSettings({
      'GET /api/tokens': () => ({
        status: 200,
        body: [
          token(),
          token({
            id: 2,
            name: 'Backup script',
            createdAt: '2024-01-10T09:00:00.000Z',
            lastUsedAt: '2024-02-01T12:00:00.000Z',
            expiresAt: '2024-02-10T09:00:00.000Z',
          }),
        ],
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Access tokens' })).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/mcp`)).toBeInTheDocument();

    const fresh = await rowOf('Claude Desktop');
    expect(within(fresh).getByText('Mar 5, 2024')).toBeInTheDocument();
    expect(within(fresh).getAllByText('Never')).toHaveLength(2);
    expect(within(fresh).queryByText('Expired')).not.toBeInTheDocument();

    const old = await rowOf('Backup script');
    expect(within(old).getByText('Jan 10, 2024')).toBeInTheDocument();
    expect(within(old).getByText('Feb 1, 2024')).toBeInTheDocument();
    expect(within(old).getByText('Feb 10, 2024')).toBeInTheDocument();
    expect(within(old).getAllByText('Expired').length).toBeGreaterThan(0);
  });

  it('says when there are none', async () => {
    renderSettings({ 'GET /api/tokens': () => ({ status: 200, body: [] }) });
    expect(await screen.findByText('You have no access tokens yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create token' })).toBeEnabled();
    expect(screen.queryByText(SERVER_MSG.tooManyTokens)).not.toBeInTheDocument();
  });

  it('disables creating at the limit, with the reason', async () => {
    const tokens = Array.from({ length: 20 }, (_, i) => token({ id: i + 1, name: `Token ${i + 1}` }));
    renderSettings({ 'GET /api/tokens': () => ({ status: 200, body: tokens }) });
    expect(await screen.findByText('Token 20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create token' })).toBeDisabled();
    expect(screen.getByText(SERVER_MSG.tooManyTokens)).toBeInTheDocument();
  });

  it("gives the limit's reason, a text of the contract, in the interface's language", async () => {
    await activateLanguage('de');
    try {
      const tokens = Array.from({ length: 20 }, (_, i) => token({ id: i + 1, name: `Token ${i + 1}` }));
      renderSettings({ 'GET /api/tokens': () => ({ status: 200, body: tokens }) });
      expect(await screen.findByText('Token 20')).toBeInTheDocument();
      expect(
        screen.getByText(
          'Sie können höchstens 20 Zugriffstoken haben. Widerrufen Sie eines, um ein neues zu erstellen.',
        ),
      ).toBeInTheDocument();
    } finally {
      await activateLanguage('en');
    }
  });

  it('asks for a name, then creates the token and shows its secret once', async () => {
    const secret = 'plib_abcdefghijklmnopqrstuvwxyz012345';
    let tokens: AccessToken[] = [];
    let sent: { name?: string; expiresAt?: string } = {};
    const { user } = renderSettings({
      'GET /api/tokens': () => ({ status: 200, body: tokens }),
      'POST /api/tokens': (init) => {
        sent = JSON.parse(String(init?.body));
        const created = token({ id: 7, name: sent.name, expiresAt: sent.expiresAt ?? null });
        tokens = [created];
        return { status: 201, body: { ...created, token: secret } };
      },
    });
    await screen.findByText('You have no access tokens yet.');

    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText(MSG.tokenNameRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Token name'), 'Cursor');
    await user.selectOptions(screen.getByLabelText('Expires'), '30 days');
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    const box = await screen.findByRole('region', { name: 'New access token' });
    expect(within(box).getByText(secret)).toBeInTheDocument();
    expect(within(box).getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(sent.name).toBe('Cursor');
    const days = (Date.parse(sent.expiresAt ?? '') - Date.now()) / DAY;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    expect(box).toHaveFocus();
    expect(await rowOf('Cursor')).toBeInTheDocument();
    expect(screen.getByLabelText('Token name')).toHaveValue('');

    await user.click(within(box).getByRole('button', { name: 'Copy token' }));
    expect(await navigator.clipboard.readText()).toBe(secret);

    await user.click(within(box).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'New access token' })).not.toBeInTheDocument();
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
  });

  it('shows the server’s refusal when creating fails', async () => {
    const { user } = renderSettings({
      'GET /api/tokens': () => ({ status: 200, body: [] }),
      'POST /api/tokens': () => ({ status: 400, body: { message: SERVER_MSG.tooManyTokens } }),
    });
    await screen.findByText('You have no access tokens yet.');
    await user.type(screen.getByLabelText('Token name'), 'One too many');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Failed to create the access token')).toBeInTheDocument();
    expect(screen.getByText(SERVER_MSG.tooManyTokens)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New access token' })).not.toBeInTheDocument();
  });

  it('revokes a token only after confirmation', async () => {
    let tokens = [token({ id: 5, name: 'Old laptop' })];
    const deleted: string[] = [];
    const { user } = renderSettings({
      'GET /api/tokens': () => ({ status: 200, body: tokens }),
      'DELETE /api/tokens/5': () => {
        deleted.push('5');
        tokens = [];
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke Old laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke access token' });
    expect(within(dialog).getByText(/Old laptop/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revoke Old laptop' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Revoke access token' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    expect(await screen.findByText('Access token revoked')).toBeInTheDocument();
    expect(deleted).toEqual(['5']);
    expect(await screen.findByText('You have no access tokens yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('tells when revoking fails, with the server’s message', async () => {
    const { user } = renderSettings({
      'GET /api/tokens': () => ({ status: 200, body: [token({ id: 5, name: 'Old laptop' })] }),
      'DELETE /api/tokens/5': () => ({ status: 404, body: { message: SERVER_MSG.tokenNotFound } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke Old laptop' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Revoke access token' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    expect(await screen.findByText('Failed to revoke the access token')).toBeInTheDocument();
    expect(screen.getByText(SERVER_MSG.tokenNotFound)).toBeInTheDocument();
  });
});
