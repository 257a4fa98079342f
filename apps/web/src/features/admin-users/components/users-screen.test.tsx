import { ACCOUNT_MSG, type AdminUser } from '@prompt-lib/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerByQuery, queriesTo } from '../../../test/answer-by-query.ts';
import { type Handler, renderApp, testUser } from '../../../test/render-app.tsx';

const me = { ...testUser, role: 'admin' as const };

const account = (id: number, username: string, overrides: Partial<AdminUser> = {}): AdminUser => ({
  id,
  username,
  email: `${username}@example.com`,
  role: 'user',
  status: 'active',
  createdAt: '2024-03-05T12:00:00.000Z',
  lastSignInAt: null,
  promptCount: 0,
  ...overrides,
});

const people = () => [
  account(1, 'jane_doe', { role: 'admin', email: 'jane@example.com' }),
  account(2, 'bob', { promptCount: 3, lastSignInAt: '2024-04-10T12:00:00.000Z' }),
  account(3, 'carol', { status: 'unverified' }),
  account(4, 'dave', { role: 'admin', status: 'disabled' }),
];

/** A fake GET /api/users that searches, filters and pages `all` like the server. */
function renderUsers(
  all: AdminUser[] = people(),
  handlers: Record<string, Handler> = {},
  path = '/admin/users',
) {
  const events = userEvent.setup();
  vi.stubGlobal('isSecureContext', true);
  const view = renderApp(path, {
    user: me,
    handlers: { 'GET /api/settings/public': () => ({ status: 200, body: publicSettings }), ...handlers },
  });
  answerByQuery(view.fetchMock, 'GET /api/users', (params) => {
    const query = (params.get('query') ?? '').toLowerCase();
    const matches = all.filter(
      (user) =>
        (user.username.includes(query) || user.email.includes(query)) &&
        (!params.get('role') || user.role === params.get('role')) &&
        (!params.get('status') || user.status === params.get('status')),
    );
    const page = Number(params.get('page') ?? 0);
    const size = Number(params.get('size') ?? 20);
    return {
      status: 200,
      body: { list: matches.slice(page * size, (page + 1) * size), totalCount: matches.length },
    };
  });
  return { events, ...view };
}

const publicSettings = {
  access: 'public',
  registration: 'open',
  passwordSignIn: true,
  sso: [],
  email: false,
};

// Found by text, then queried by role inside the row: role queries over the whole screen are slow.
const rowOf = async (username: string) => {
  const cell = await screen.findByText(new RegExp(`^${username}(\\(you\\))?$`), { selector: 'td' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row for ${username}`);
  return row;
};

async function openActions(events: ReturnType<typeof userEvent.setup>, username: string) {
  await events.click(within(await rowOf(username)).getByRole('button', { name: `Actions for ${username}` }));
  return screen.findByRole('menu');
}

// The first test also loads the lazy route module, which takes seconds on a busy machine.
describe('users tab', { timeout: 20_000 }, () => {
  it('lists the accounts with their role, status, dates and prompts; the own row is read-only', async () => {
    renderUsers();
    const bob = await rowOf('bob');
    const cells = within(bob)
      .getAllByRole('cell')
      // The role cell holds a selector: its chosen option is what shows.
      .map((cell) => cell.querySelector('select')?.value ?? cell.textContent);
    expect(cells).toEqual([
      'bob',
      'bob@example.com',
      'user',
      'Active',
      'Mar 5, 2024',
      'Apr 10, 2024',
      '3',
      '',
    ]);
    expect(within(bob).getByRole('combobox', { name: 'Role of bob' })).toHaveValue('user');
    expect(within(await rowOf('carol')).getByText('Unverified')).toBeInTheDocument();
    expect(within(await rowOf('carol')).getByText('Never')).toBeInTheDocument();
    expect(within(await rowOf('dave')).getByText('Disabled')).toBeInTheDocument();

    const self = await rowOf('jane_doe');
    expect(within(self).getByText('(you)')).toBeInTheDocument();
    expect(within(self).getByRole('combobox', { name: 'Role of jane_doe' })).toBeDisabled();
    expect(within(self).getByRole('button', { name: 'Actions for jane_doe' })).toBeDisabled();
  });

  it('pages by 10 and filters by search, role and status from the first page', async () => {
    const many = Array.from({ length: 23 }, (_, i) => account(i + 10, `user${String(i).padStart(2, '0')}`));
    const { events, fetchMock } = renderUsers([...people(), ...many]);
    await rowOf('bob');
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    await events.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(await rowOf('user22')).toBeInTheDocument();
    expect(queriesTo(fetchMock, '/api/users').at(-1)?.get('page')).toBe('2');
    expect(queriesTo(fetchMock, '/api/users').at(-1)?.get('size')).toBe('10');

    await events.type(screen.getByRole('searchbox', { name: 'Search' }), 'user1');
    expect(await rowOf('user19')).toBeInTheDocument();
    const searched = queriesTo(fetchMock, '/api/users').at(-1);
    expect(searched?.get('query')).toBe('user1');
    expect(searched?.get('page')).toBe('0');
    // Debounced: one request for the whole word, not one per letter.
    expect(queriesTo(fetchMock, '/api/users').filter((q) => q.get('query')?.startsWith('user'))).toHaveLength(
      1,
    );

    await events.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await events.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admin');
    await events.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Disabled');
    expect(await rowOf('dave')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'jane_doe (you)' })).not.toBeInTheDocument(),
    );
    const filtered = queriesTo(fetchMock, '/api/users').at(-1);
    expect([filtered?.get('role'), filtered?.get('status'), filtered?.get('query')]).toEqual([
      'admin',
      'disabled',
      null,
    ]);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('changes a role, and puts it back when the server refuses', async () => {
    const all = people();
    const sent: unknown[] = [];
    const { events } = renderUsers(all, {
      'PUT /api/users/2': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        all[1] = { ...(all[1] as AdminUser), role: 'admin' };
        return { status: 200, body: all[1] };
      },
      'PUT /api/users/4': () => ({
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: ACCOUNT_MSG.lastAdmin },
      }),
    });
    await events.selectOptions(
      within(await rowOf('bob')).getByRole('combobox', { name: 'Role of bob' }),
      'Admin',
    );
    expect(await screen.findByText('bob is now an admin')).toBeInTheDocument();
    expect(sent).toEqual([{ role: 'admin' }]);
    expect(within(await rowOf('bob')).getByRole('combobox', { name: 'Role of bob' })).toHaveValue('admin');

    const dave = within(await rowOf('dave')).getByRole('combobox', { name: 'Role of dave' });
    await events.selectOptions(dave, 'User');
    expect(await screen.findByText('Failed to change the role')).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MSG.lastAdmin)).toBeInTheDocument();
    await waitFor(() => expect(dave).toHaveValue('admin'));
  });

  it('disables an active account and enables a disabled one from the row menu', async () => {
    const sent: Record<string, unknown> = {};
    const { events } = renderUsers(people(), {
      'PUT /api/users/2': (init) => {
        sent.bob = JSON.parse(String(init?.body));
        return { status: 200, body: account(2, 'bob', { status: 'disabled' }) };
      },
      'PUT /api/users/4': (init) => {
        sent.dave = JSON.parse(String(init?.body));
        return { status: 200, body: account(4, 'dave', { role: 'admin' }) };
      },
    });
    await events.click(within(await openActions(events, 'bob')).getByRole('menuitem', { name: 'Disable' }));
    expect(await screen.findByText('bob disabled')).toBeInTheDocument();
    await events.click(within(await openActions(events, 'dave')).getByRole('menuitem', { name: 'Enable' }));
    expect(await screen.findByText('dave enabled')).toBeInTheDocument();
    expect(sent).toEqual({ bob: { status: 'disabled' }, dave: { status: 'active' } });
  });

  it('deletes an account and gives its prompts to another one picked by search', async () => {
    const { events, fetchMock } = renderUsers(people(), {
      'DELETE /api/users/2': () => ({ status: 204 }),
    });
    await events.click(within(await openActions(events, 'bob')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete bob' });
    expect(dialog).toHaveTextContent('who has 3 prompts');
    expect(within(dialog).getByRole('radio', { name: /Delete their prompts/ })).toBeChecked();

    await events.click(within(dialog).getByRole('radio', { name: /Give their prompts to another account/ }));
    await events.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    expect(await within(dialog).findByText(ACCOUNT_MSG.transferTargetRequired)).toBeInTheDocument();

    const picker = within(dialog).getByRole('combobox', { name: 'Account that receives the prompts' });
    // Only other active accounts are offered: not bob himself, not unverified carol or disabled dave.
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an account', 'jane_doe (jane@example.com)']);
    await events.type(within(dialog).getByRole('searchbox', { name: 'Find an account' }), 'jane');
    await waitFor(() => expect(queriesTo(fetchMock, '/api/users').at(-1)?.get('query')).toBe('jane'));
    await events.selectOptions(picker, 'jane_doe (jane@example.com)');
    await events.click(within(dialog).getByRole('button', { name: 'Delete user' }));

    expect(await screen.findByText('bob deleted')).toBeInTheDocument();
    const [call] = queriesTo(fetchMock, '/api/users/2', 'DELETE');
    expect(call?.toString()).toBe('prompts=transfer&to=1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes an account with its prompts', async () => {
    const { events, fetchMock } = renderUsers(people(), {
      'DELETE /api/users/3': () => ({ status: 204 }),
    });
    await events.click(within(await openActions(events, 'carol')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete carol' });
    expect(dialog).toHaveTextContent('who has no prompts');
    await events.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('carol deleted')).toBeInTheDocument();
    expect(queriesTo(fetchMock, '/api/users/3', 'DELETE')[0]?.toString()).toBe('prompts=delete');
  });

  it('creates a user and shows the link to set a password once, with Copy', async () => {
    const resetUrl = 'http://localhost/reset-password?token=abc123';
    let sent: unknown;
    const { events } = renderUsers(people(), {
      'POST /api/users': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 201, body: { ...account(9, 'erin', { role: 'admin' }), resetUrl } };
      },
    });
    await rowOf('bob');
    await events.click(screen.getByRole('button', { name: 'Create user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create user' });
    await events.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(within(dialog).getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBeUndefined();

    await events.type(within(dialog).getByLabelText('Username'), 'erin');
    await events.type(within(dialog).getByLabelText('E-mail'), 'erin@example.com');
    await events.selectOptions(within(dialog).getByLabelText('Role'), 'Admin');
    await events.click(within(dialog).getByRole('button', { name: 'Create user' }));

    const box = await screen.findByRole('region', { name: 'Password link for the new user' });
    expect(sent).toEqual({ username: 'erin', email: 'erin@example.com', role: 'admin' });
    expect(within(box).getByText(resetUrl)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'erin can now set a password' })).toBeInTheDocument();
    await events.click(within(box).getByRole('button', { name: 'Copy password link' }));
    expect(await navigator.clipboard.readText()).toBe(resetUrl);
    await events.click(within(box).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('makes a reset link for an account and shows it with Copy', async () => {
    const url = 'http://localhost/reset-password?token=xyz';
    const { events } = renderUsers(people(), {
      'POST /api/users/2/reset-link': () => ({
        status: 200,
        body: { url, expiresAt: '2024-04-10T12:00:00.000Z' },
      }),
    });
    await events.click(
      within(await openActions(events, 'bob')).getByRole('menuitem', { name: 'Reset link' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reset link for bob' });
    expect(within(dialog).getByText(url)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Apr 10, 2024');
    await events.click(within(dialog).getByRole('button', { name: 'Copy reset link' }));
    expect(await navigator.clipboard.readText()).toBe(url);
  });
});

describe('users screen', { timeout: 20_000 }, () => {
  it('opens the Invitations tab from ?tab=invitations and goes back to Users', async () => {
    const { events, router } = renderUsers(
      people(),
      { 'GET /api/invitations': () => ({ status: 200, body: [] }) },
      '/admin/users?tab=invitations',
    );
    expect(await screen.findByRole('tab', { name: 'Invitations' }, { timeout: 5000 })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('No invitations yet')).toBeInTheDocument();
    await events.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await rowOf('bob')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('tells a non-admin they lack access, without loading anything', async () => {
    const { fetchMock } = renderApp('/admin/users', { user: testUser });
    expect(await screen.findByText('Access denied', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Only admins can manage users.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/users'))).toBe(false);
  });
});
