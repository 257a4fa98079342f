import type { AuditEntry } from '@prompt-lib/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endOfDay, startOfDay } from 'date-fns';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerByQuery, queriesTo } from '../../../test/answer-by-query.ts';
import { renderApp, testUser } from '../../../test/render-app.tsx';

const admin = { ...testUser, role: 'admin' as const };

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: new Date(2024, 2, 5, 14, 5, 9).toISOString(),
  type: 'auth.sign-in',
  actor: { id: 2, username: 'bob' },
  ip: '203.0.113.7',
  target: null,
  details: {},
  ...overrides,
});

/** A fake GET /api/audit: 60 entries over pages of `size`, the newest first; `csv` answers a file. */
function renderAudit(csv: () => Response = () => new Response('id,at\n')) {
  const events = userEvent.setup();
  const view = renderApp('/admin/audit', { user: admin });
  answerByQuery(view.fetchMock, 'GET /api/audit', (params) => {
    if (params.get('format') === 'csv') return csv();
    const page = Number(params.get('page'));
    const size = Number(params.get('size'));
    const all = Array.from({ length: 60 }, (_, i) =>
      i === 0
        ? entry(1, {
            type: 'account.role-changed',
            actor: { id: 1, username: 'jane_doe' },
            target: 'user:2 bob',
            details: { role: { from: 'user', to: 'admin' }, note: 'promoted' },
          })
        : entry(i + 1, { actor: null, ip: null }),
    );
    return { status: 200, body: { list: all.slice(page * size, (page + 1) * size), totalCount: 60 } };
  });
  return { events, ...view };
}

const lastQuery = (fetchMock: Parameters<typeof queriesTo>[0]) => queriesTo(fetchMock, '/api/audit').at(-1);

// The first test also loads the lazy route module, which takes seconds on a busy machine.
describe('audit log screen', { timeout: 20_000 }, () => {
  let saved: { href: string; download: string }[];
  beforeEach(() => {
    saved = [];
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:audit'), configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });

  it('shows each event with its time, label, actor, IP, target and details, and pages by 25', async () => {
    const { events, fetchMock } = renderAudit();
    const first = (await screen.findByText('Role changed', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Mar 5, 2024, 14:05:09',
      'Role changed',
      'jane_doe',
      '203.0.113.7',
      'user:2 bob',
      'role:user → adminnote:promoted',
    ]);
    const anonymous = (screen.getAllByText('Signed in', { selector: 'td' })[0] as HTMLElement).closest('tr');
    expect(within(anonymous as HTMLElement).getAllByText('—')).toHaveLength(4);
    expect(lastQuery(fetchMock)?.toString()).toBe('page=0&size=25');

    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    await events.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery(fetchMock)?.get('page')).toBe('1'));
    await waitFor(() =>
      expect(screen.queryByText('Role changed', { selector: 'td' })).not.toBeInTheDocument(),
    );
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by event, actor and days, from the first page', async () => {
    const { events, fetchMock } = renderAudit();
    await screen.findByText('Role changed', { selector: 'td' });
    await events.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 2' }),
    );
    await waitFor(() => expect(lastQuery(fetchMock)?.get('page')).toBe('1'));

    await events.selectOptions(screen.getByLabelText('Event'), 'Sign-in failed');
    await waitFor(() => expect(lastQuery(fetchMock)?.get('type')).toBe('auth.sign-in-failed'));
    expect(lastQuery(fetchMock)?.get('page')).toBe('0');

    await events.type(screen.getByLabelText('Actor'), 'bob');
    await waitFor(() => expect(lastQuery(fetchMock)?.get('actor')).toBe('bob'));
    // Debounced: no request for "b" or "bo".
    expect(queriesTo(fetchMock, '/api/audit').filter((q) => q.get('actor') === 'b')).toHaveLength(0);

    await events.type(screen.getByLabelText('From'), '2024-03-01');
    await events.type(screen.getByLabelText('To'), '2024-03-31');
    await waitFor(() => expect(lastQuery(fetchMock)?.get('to')).not.toBeNull());
    const query = lastQuery(fetchMock);
    // Days in the reader's time zone, from the first to the last moment.
    expect(query?.get('from')).toBe(startOfDay(new Date(2024, 2, 1)).toISOString());
    expect(query?.get('to')).toBe(endOfDay(new Date(2024, 2, 31)).toISOString());
    expect(query?.get('type')).toBe('auth.sign-in-failed');
  });

  it('downloads the filtered log as CSV with the bearer token', async () => {
    const { events, fetchMock } = renderAudit(
      () =>
        new Response('id,at,type\n1,2024-03-05,auth.sign-in\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="audit-2024.csv"',
          },
        }),
    );
    await screen.findByText('Role changed', { selector: 'td' });
    await events.selectOptions(screen.getByLabelText('Event'), 'Settings changed');
    await events.click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(await screen.findByText('Audit log downloaded')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url.includes('format=csv'));
    expect(call?.[0]).toBe('/api/audit?type=settings.changed&format=csv');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer test-token');
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(saved).toEqual([{ href: 'blob:audit', download: 'audit-2024.csv' }]);
  });

  it('shows why a download failed', async () => {
    const { events } = renderAudit(
      () =>
        new Response(JSON.stringify({ statusCode: 403, error: 'Forbidden', message: 'Admins only' }), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await screen.findByText('Role changed', { selector: 'td' });
    await events.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Failed to download the audit log')).toBeInTheDocument();
    expect(screen.getByText('Admins only')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('tells a non-admin they lack access, without loading the log', async () => {
    const { fetchMock } = renderApp('/admin/audit', { user: testUser });
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.getByText('Only admins can read the audit log.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/audit'))).toBe(false);
  });
});
