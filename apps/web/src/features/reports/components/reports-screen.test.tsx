import type { Report } from '@prompt-lib/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../../test/render-app.tsx';

const admin = { ...testUser, role: 'admin' as const };

const report = (id: number, overrides: Partial<Report> = {}): Report => ({
  id,
  target: {
    type: 'prompt',
    id: 40 + id,
    title: `Cheap followers ${id}`,
    promptId: 40 + id,
    owner: { id: 7, username: 'spammer' },
    hidden: false,
  },
  reason: 'spam',
  details: 'Advertises a follower shop',
  reporter: { id: 3, username: 'carol' },
  status: 'open',
  action: null,
  note: null,
  resolvedBy: null,
  resolvedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

// The first test also loads the lazy route module, which takes seconds on a busy machine.
describe('reports screen', { timeout: 40_000 }, () => {
  it('lists open reports with their target, reason and reporter, and hides one with a note', async () => {
    let open = [report(1), report(2, { target: { ...report(2).target, title: null } })];
    const sent: { url: string; body: unknown }[] = [];
    const events = userEvent.setup();
    renderApp('/admin/reports', {
      user: admin,
      handlers: {
        'GET /api/reports': (_init, url) => {
          const resolved = url.includes('status=resolved');
          const list = resolved ? [] : open;
          return { status: 200, body: { list, totalCount: list.length } };
        },
        'POST /api/reports/1/resolve': (init, url) => {
          sent.push({ url, body: JSON.parse(String(init?.body)) });
          open = open.filter((r) => r.id !== 1);
          return { status: 200, body: report(1, { status: 'resolved', action: 'hide' }) };
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Open' }, { timeout: 20_000 });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Cheap followers 1' })).toHaveAttribute(
      'href',
      '/explorer/prompt/41',
    );
    expect(within(first).getByText('Spam')).toBeInTheDocument();
    expect(within(first).getByText('Advertises a follower shop')).toBeInTheDocument();
    expect(within(first).getByText(/Reported by carol/)).toBeInTheDocument();
    // A deleted target can only be dismissed.
    expect(within(second).getByText('Deleted')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();

    await events.type(within(first).getByRole('textbox', { name: 'Note to the owner (optional)' }), 'No ads');
    await events.click(within(first).getByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(sent).toEqual([{ url: '/api/reports/1/resolve', body: { action: 'hide', note: 'No ads' } }]),
    );
    expect(await screen.findByText('Content hidden')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('shows what was done to resolved reports, with Unhide for content still hidden', async () => {
    const resolved = report(5, {
      status: 'resolved',
      action: 'hide',
      note: 'Advertising is not allowed',
      resolvedBy: { id: 1, username: 'root' },
      resolvedAt: '2026-11-21T09:00:00.000Z',
      target: { ...report(5).target, hidden: true },
    });
    // Resolved by an account since deleted: the outcome alone.
    const dismissed = report(6, {
      status: 'resolved',
      action: 'dismiss',
      resolvedAt: '2026-11-21T10:00:00.000Z',
    });
    const unhidden: string[] = [];
    const events = userEvent.setup();
    renderApp('/admin/reports', {
      user: admin,
      handlers: {
        'GET /api/reports': (_init, url) => {
          const list = url.includes('status=resolved') ? [resolved, dismissed] : [];
          return { status: 200, body: { list, totalCount: list.length } };
        },
        'DELETE /api/moderation/prompt/45': (_init, url) => {
          unhidden.push(url);
          return { status: 204 };
        },
      },
    });
    expect(await screen.findByText('No open reports', {}, { timeout: 10_000 })).toBeInTheDocument();
    await events.click(screen.getByRole('tab', { name: 'Resolved' }));
    const items = within(await screen.findByRole('list', { name: 'Resolved' })).getAllByRole('listitem');
    const [item, other] = items as [HTMLElement, HTMLElement];
    expect(within(item).getByText(/by root/)).toBeInTheDocument();
    // The outcome and who resolved it read as one phrase (one message, ordered per language).
    expect(within(item).getByText('Hidden by root')).toBeInTheDocument();
    expect(within(other).getByText('Dismissed')).toBeInTheDocument();
    expect(within(item).getByText('Moderator’s note: Advertising is not allowed')).toBeInTheDocument();
    await events.click(within(item).getByRole('button', { name: 'Unhide' }));
    await waitFor(() => expect(unhidden).toEqual(['/api/moderation/prompt/45']));
    expect(await screen.findByText('It is visible again')).toBeInTheDocument();
  });

  it('is for admins only', async () => {
    renderApp('/admin/reports', { user: testUser });
    expect(await screen.findByText('Access denied', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Only admins can review reports.')).toBeInTheDocument();
  });
});
