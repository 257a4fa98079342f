import { NOTIFICATION_TYPES, type Notification } from '@prompt-lib/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../../test/render-app.tsx';

// The first render also loads the lazy route module and the bell.
const slow = { timeout: 15_000 };

const notice = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  type: 'suggestion.received',
  createdAt: new Date().toISOString(),
  readAt: null,
  actor: { id: 2, username: 'rita' },
  text: 'rita suggested an edit to “Launch email”',
  link: '/explorer/prompt/7',
  ...overrides,
});

const everyInApp = (): Record<string, string> =>
  Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, 'app']));

describe('notifications', () => {
  it('counts unread ones on the bell, lists them on the page, and marks them read', async () => {
    const user = userEvent.setup();
    let list = [
      notice(1),
      notice(2, { type: 'mention', text: 'sam mentioned you in a comment on “Cover letter”' }),
      notice(3, { readAt: '2024-03-05T10:00:00.000Z', text: 'sam rated “Cover letter”' }),
    ];
    const reads: unknown[] = [];
    const page = () => ({
      list,
      totalCount: list.length,
      unreadCount: list.filter((n) => n.readAt === null).length,
    });
    renderApp('/notifications', {
      user: testUser,
      handlers: {
        'GET /api/notifications': () => ({ status: 200, body: page() }),
        'POST /api/notifications/read': (init) => {
          const body = JSON.parse(String(init?.body)) as { ids?: number[] };
          reads.push(body);
          list = list.map((n) =>
            !body.ids || body.ids.includes(n.id) ? { ...n, readAt: n.readAt ?? new Date().toISOString() } : n,
          );
          return { status: 200, body: { unreadCount: page().unreadCount } };
        },
        'GET /api/notifications/preferences': () => ({
          status: 200,
          body: {
            emailEnabled: true,
            preferences: everyInApp(),
          },
        }),
      },
    });

    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, slow)).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('rita suggested an edit to “Launch email”'),
      expect.stringContaining('sam mentioned you in a comment on “Cover letter”'),
      expect.stringContaining('sam rated “Cover letter”'),
    ]);
    expect(within(items[0] as HTMLElement).getByText('Unread')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).queryByText('Unread')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(reads).toEqual([{}]));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  }, 30_000);

  it('opens the latest from the bell, marking the chosen one read and following its link', async () => {
    const user = userEvent.setup();
    const reads: unknown[] = [];
    const { router } = renderApp('/collections', {
      user: testUser,
      handlers: {
        'GET /api/notifications': () => ({
          status: 200,
          body: { list: [notice(5)], totalCount: 1, unreadCount: 1 },
        }),
        'POST /api/notifications/read': (init) => {
          reads.push(JSON.parse(String(init?.body)));
          return { status: 200, body: { unreadCount: 0 } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, slow));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Mark all as read' })).toBeInTheDocument();
    await user.click(
      within(menu).getByRole('menuitem', { name: /rita suggested an edit to “Launch email”/ }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/explorer/prompt/7'));
    expect(reads).toEqual([{ ids: [5] }]);
  }, 30_000);

  it('saves a preference as it is chosen', async () => {
    const user = userEvent.setup();
    const puts: unknown[] = [];
    const preferences: Record<string, string> = everyInApp();
    renderApp('/notifications', {
      user: testUser,
      handlers: {
        'GET /api/notifications/preferences': () => ({
          status: 200,
          body: { emailEnabled: false, preferences },
        }),
        'PUT /api/notifications/preferences': (init) => {
          const change = JSON.parse(String(init?.body)) as Record<string, string>;
          puts.push(change);
          Object.assign(preferences, change);
          return { status: 200, body: { emailEnabled: false, preferences } };
        },
      },
    });
    const mentions = await screen.findByRole('combobox', { name: 'Mentions of me' }, slow);
    // Without e-mail on this server, only in the app or off are offered.
    expect(
      within(mentions)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['In the app', 'Off']);
    await user.selectOptions(mentions, 'off');
    await waitFor(() => expect(puts).toEqual([{ mention: 'off' }]));
    expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Mentions of me' })).toHaveValue('off');
  }, 30_000);
});
