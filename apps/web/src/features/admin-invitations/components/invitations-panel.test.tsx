import type { InvitationListItem } from '@prompt-lib/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { type Handler, renderApp, testUser } from '../../../test/render-app.tsx';

const DAY = 24 * 60 * 60 * 1000;
const admin = { ...testUser, role: 'admin' as const };
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const invitation = (id: number, overrides: Partial<InvitationListItem> = {}): InvitationListItem => ({
  id,
  email: null,
  role: 'user',
  expiresAt: inDays(5),
  maxUses: 1,
  uses: 0,
  createdAt: inDays(-2),
  createdBy: 'jane_doe',
  ...overrides,
});

function renderInvitations(handlers: Record<string, Handler>) {
  const events = userEvent.setup();
  vi.stubGlobal('isSecureContext', true);
  const view = renderApp('/admin/users?tab=invitations', {
    user: admin,
    handlers: { 'GET /api/users': () => ({ status: 200, body: { list: [], totalCount: 0 } }), ...handlers },
  });
  return { events, ...view };
}

const rowFor = async (text: string) => {
  const cell = await screen.findByText(text, { selector: 'td' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row for ${text}`);
  return row;
};

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

// The first test also loads the lazy route module, which takes seconds on a busy machine.
describe('invitations tab', { timeout: 20_000 }, () => {
  it('lists each invitation with its state, uses, expiry and creator', async () => {
    const expires = inDays(5);
    renderInvitations({
      'GET /api/invitations': () => ({
        status: 200,
        body: [
          invitation(1, { email: 'ann@example.com', role: 'admin', expiresAt: expires, maxUses: 5, uses: 1 }),
          invitation(2, { email: 'used@example.com', uses: 1, createdBy: null }),
          invitation(3, { email: 'late@example.com', expiresAt: inDays(-1) }),
        ],
      }),
    });
    const active = cellsOf(await rowFor('ann@example.com'));
    expect(active.slice(0, 4)).toEqual(['ann@example.com', 'Admin', 'Active', '1 / 5']);
    expect(active[4]).toBe(format(new Date(expires), 'MMM d, yyyy, HH:mm'));
    expect(active[5]).toBe('jane_doe');
    expect(cellsOf(await rowFor('used@example.com')).slice(2, 4)).toEqual(['Used up', '1 / 1']);
    expect(cellsOf(await rowFor('used@example.com'))[5]).toBe('—');
    expect(cellsOf(await rowFor('late@example.com'))[2]).toBe('Expired');
  });

  it('creates an invitation and shows its link once, with Copy', async () => {
    const url = 'http://localhost/register?invitation=tok123';
    let list: InvitationListItem[] = [];
    const sent: unknown[] = [];
    const { events } = renderInvitations({
      'GET /api/invitations': () => ({ status: 200, body: list }),
      'POST /api/invitations': (init) => {
        const body = JSON.parse(String(init?.body));
        sent.push(body);
        const created = invitation(7, { email: body.email ?? null, role: body.role, maxUses: body.maxUses });
        list = [created];
        return { status: 201, body: { ...created, url } };
      },
    });
    const form = await screen.findByRole('form', { name: 'Create invitation' });
    expect(await screen.findByText('No invitations yet')).toBeInTheDocument();
    expect(within(form).getByLabelText('Expires in (days)')).toHaveValue(7);
    expect(within(form).getByLabelText('Max uses')).toHaveValue(1);

    await events.type(within(form).getByLabelText('E-mail (optional)'), 'not-an-address');
    await events.clear(within(form).getByLabelText('Expires in (days)'));
    await events.type(within(form).getByLabelText('Expires in (days)'), '31');
    await events.click(within(form).getByRole('button', { name: 'Create invitation' }));
    expect(await within(form).findByText('Enter a number of days from 1 to 30')).toBeInTheDocument();
    expect(within(form).getByLabelText('E-mail (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await events.clear(within(form).getByLabelText('E-mail (optional)'));
    await events.clear(within(form).getByLabelText('Expires in (days)'));
    await events.type(within(form).getByLabelText('Expires in (days)'), '14');
    await events.clear(within(form).getByLabelText('Max uses'));
    await events.type(within(form).getByLabelText('Max uses'), '5');
    await events.selectOptions(within(form).getByLabelText('Role'), 'Admin');
    await events.click(within(form).getByRole('button', { name: 'Create invitation' }));

    const box = await screen.findByRole('region', { name: 'New invitation link' });
    // No e-mail: anyone with the link may use it, and no "email" is sent.
    expect(sent).toEqual([{ role: 'admin', expiresInDays: 14, maxUses: 5 }]);
    expect(within(box).getByText(url)).toBeInTheDocument();
    expect(within(box).getByText(/it will not be shown again/)).toBeInTheDocument();
    await events.click(within(box).getByRole('button', { name: 'Copy invitation link' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(cellsOf(await rowFor('Anyone with the link')).slice(1, 4)).toEqual(['Admin', 'Active', '0 / 5']);
    expect(within(form).getByLabelText('Max uses')).toHaveValue(1);

    await events.click(within(box).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(url)).not.toBeInTheDocument();
  });

  it('revokes an invitation only after confirmation', async () => {
    let list = [invitation(4, { email: 'ann@example.com' })];
    const deleted: number[] = [];
    const { events } = renderInvitations({
      'GET /api/invitations': () => ({ status: 200, body: list }),
      'DELETE /api/invitations/4': () => {
        deleted.push(4);
        list = [];
        return { status: 204 };
      },
    });
    const revoke = within(await rowFor('ann@example.com')).getByRole('button', {
      name: 'Revoke invitation for ann@example.com',
    });
    await events.click(revoke);
    let dialog = await screen.findByRole('dialog', { name: 'Revoke invitation' });
    expect(dialog).toHaveTextContent('Revoke the invitation for ann@example.com?');
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await events.click(revoke);
    dialog = await screen.findByRole('dialog', { name: 'Revoke invitation' });
    await events.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Invitation revoked')).toBeInTheDocument();
    expect(deleted).toEqual([4]);
    expect(await screen.findByText('No invitations yet')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal to revoke', async () => {
    const { events } = renderInvitations({
      'GET /api/invitations': () => ({ status: 200, body: [invitation(4, { email: 'ann@example.com' })] }),
      'DELETE /api/invitations/4': () => ({
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'Invitation not found' },
      }),
    });
    await events.click(
      within(await rowFor('ann@example.com')).getByRole('button', {
        name: 'Revoke invitation for ann@example.com',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke invitation' });
    await events.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Failed to revoke the invitation')).toBeInTheDocument();
    expect(screen.getByText('Invitation not found')).toBeInTheDocument();
  });
});
