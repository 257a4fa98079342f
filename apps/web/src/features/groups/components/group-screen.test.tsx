import type { GroupDetail, GroupMember, Prompt, UserSummary } from '@prompt-lib/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerByQuery, queriesTo } from '../../../test/answer-by-query.ts';
import { makePrompt, page } from '../../../test/prompt-fixture.ts';
import { type Handler, renderApp, testUser } from '../../../test/render-app.tsx';

const person = (id: number, username: string): UserSummary => ({ id, username, avatarUrl: null });
const jane = person(1, 'jane_doe');
const bob = person(2, 'bob');
const carol = person(3, 'carol');
const carla = person(4, 'carla');

/**
 * The group as the server holds it: PUT and DELETE of members change it, so refetches see the change.
 * `shared`: the prompts shared with it.
 */
function fakeGroup(myRole: GroupDetail['myRole'], members: GroupMember[], shared: Prompt[] = []) {
  const state: GroupDetail = {
    id: 5,
    name: 'Design',
    description: 'Prompts for the design team',
    ssoName: null,
    memberCount: members.length,
    myRole,
    members,
  };
  const sent: { method: string; userId: number; body?: unknown }[] = [];
  /** Member ids whose changes the server refuses, with its message. */
  const refusals = new Map<number, string>();
  const memberCall =
    (method: 'PUT' | 'DELETE', user: UserSummary): Handler =>
    (init) => {
      const refusal = refusals.get(user.id);
      if (refusal) return { status: 409, body: { statusCode: 409, error: 'Conflict', message: refusal } };
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, userId: user.id, body });
      const others = state.members.filter((member) => member.user.id !== user.id);
      state.members = method === 'PUT' ? [...others, { user, role: body.role }] : others;
      state.memberCount = state.members.length;
      return method === 'PUT' ? { status: 200, body: { user, role: body.role } } : { status: 204 };
    };
  const handlers: Record<string, Handler> = {
    'GET /api/groups/5': () => ({ status: 200, body: state }),
    'GET /api/groups': () => ({ status: 200, body: [] }),
    'GET /api/prompts': () => ({ status: 200, body: page(shared) }),
  };
  for (const user of [jane, bob, carol, carla]) {
    handlers[`PUT /api/groups/5/members/${user.id}`] = memberCall('PUT', user);
    handlers[`DELETE /api/groups/5/members/${user.id}`] = memberCall('DELETE', user);
  }
  return { state, sent, refusals, handlers };
}

function renderGroup(
  myRole: GroupDetail['myRole'],
  members: GroupMember[],
  user = testUser,
  shared: Prompt[] = [],
) {
  const api = fakeGroup(myRole, members, shared);
  const events = userEvent.setup();
  const view = renderApp('/groups/5', { user, handlers: api.handlers });
  answerByQuery(view.fetchMock, 'GET /api/users/lookup', (params) => ({
    status: 200,
    body: [jane, bob, carol, carla].filter((u) => u.username.startsWith(params.get('query') ?? '')),
  }));
  return { events, ...api, ...view };
}

const rowOf = async (username: string) => {
  const cell = await screen.findByText(username, { selector: 'td span' }, { timeout: 5000 });
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row for ${username}`);
  return within(row);
};

const team = (): GroupMember[] => [
  { user: jane, role: 'manager' },
  { user: bob, role: 'member' },
];

describe('group page', { timeout: 20_000 }, () => {
  it('shows a member the group and its members, read-only, and lets them leave', async () => {
    const { events, sent, router } = renderGroup('member', [
      { user: bob, role: 'manager' },
      { user: jane, role: 'member' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Design' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Prompts for the design team')).toBeInTheDocument();
    expect(screen.getByText('2 members')).toBeInTheDocument();
    const bobRow = await rowOf('bob');
    expect(bobRow.getByText('Manager')).toBeInTheDocument();
    expect(bobRow.getByText('BO')).toBeInTheDocument();
    expect((await rowOf('jane_doe')).getByText('(you)')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role of bob' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove bob' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Leave group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Design?' });
    await events.click(within(dialog).getByRole('button', { name: 'Leave group' }));
    expect(await screen.findByText('You left Design')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'DELETE', userId: 1, body: undefined }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups'));
  });

  it('lets a manager add a member found by username, with a role', async () => {
    const { events, sent, fetchMock } = renderGroup('manager', team());
    await rowOf('bob');
    const form = within(screen.getByRole('form', { name: 'Add member' }));
    expect(form.getByRole('button', { name: 'Add' })).toBeDisabled();
    await events.type(form.getByRole('searchbox', { name: 'Find a person' }), 'car');
    const picker = form.getByRole('combobox', { name: 'Person to add' });
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a person', 'carol', 'carla']),
    );
    expect(queriesTo(fetchMock, '/api/users/lookup').map((q) => q.get('query'))).toEqual(['car']);
    await events.selectOptions(picker, 'carol');
    await events.selectOptions(form.getByRole('combobox', { name: 'Role' }), 'Manager');
    await events.click(form.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('carol added as manager')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'PUT', userId: 3, body: { role: 'manager' } }]);
    expect((await rowOf('carol')).getByRole('combobox', { name: 'Role of carol' })).toHaveValue('manager');
    expect(await screen.findByText('3 members')).toBeInTheDocument();
  });

  it('does not offer people who are already members', async () => {
    const { events } = renderGroup('manager', team());
    await rowOf('bob');
    const form = within(screen.getByRole('form', { name: 'Add member' }));
    await events.type(form.getByRole('searchbox', { name: 'Find a person' }), 'b');
    expect(
      await form.findByText('No account that is not a member yet matches this search.'),
    ).toBeInTheDocument();
    expect(within(form.getByRole('combobox', { name: 'Person to add' })).getAllByRole('option')).toHaveLength(
      1,
    );
  });

  it('changes a role, and shows the server’s message when it refuses', async () => {
    const { events, sent, refusals } = renderGroup('manager', team());
    await events.selectOptions(
      (await rowOf('bob')).getByRole('combobox', { name: 'Role of bob' }),
      'Manager',
    );
    expect(await screen.findByText('bob is now manager')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'PUT', userId: 2, body: { role: 'manager' } }]);
    expect((await rowOf('bob')).getByRole('combobox', { name: 'Role of bob' })).toHaveValue('manager');

    refusals.set(1, 'A group needs a manager');
    const mine = (await rowOf('jane_doe')).getByRole('combobox', { name: 'Role of jane_doe' });
    await events.selectOptions(mine, 'Member');
    expect(await screen.findByText('A group needs a manager')).toBeInTheDocument();
    expect(screen.getByText('Failed to change the role')).toBeInTheDocument();
    await waitFor(() => expect(mine).toHaveValue('manager'));
  });

  it('removes a member after confirming; the own row has no Remove', async () => {
    const { events, sent } = renderGroup('manager', team());
    expect(
      (await rowOf('jane_doe')).queryByRole('button', { name: 'Remove jane_doe' }),
    ).not.toBeInTheDocument();
    await events.click((await rowOf('bob')).getByRole('button', { name: 'Remove bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove bob?' });
    await events.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('bob removed from Design')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'DELETE', userId: 2, body: undefined }]);
    await waitFor(() => expect(screen.queryByText('bob', { selector: 'td span' })).not.toBeInTheDocument());
  });

  it('lets an admin who is not a member manage the group, without Leave group', async () => {
    renderGroup(null, team(), { ...testUser, id: 99, username: 'root', role: 'admin' });
    expect(await (await rowOf('bob')).findByRole('combobox', { name: 'Role of bob' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove jane_doe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave group' })).not.toBeInTheDocument();
  });

  it('gives someone outside the group the 404 page', async () => {
    renderApp('/groups/7', {
      user: testUser,
      handlers: {
        'GET /api/groups/7': () => ({
          status: 404,
          body: { statusCode: 404, error: 'Not Found', message: 'Group not found' },
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Page Not Found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Members' })).not.toBeInTheDocument();
  });

  it('lists the prompts shared with the group, or says there are none', async () => {
    const shared = [
      makePrompt({ id: 11, title: 'Brand voice', createdBy: 2, visibility: 'private' }),
      makePrompt({ id: 12, title: 'Moodboard brief', createdBy: 2, visibility: 'private', canEdit: true }),
    ];
    const { fetchMock } = renderGroup('member', team(), testUser, shared);
    const section = await screen.findByRole(
      'region',
      { name: 'Prompts shared with this group' },
      { timeout: 5000 },
    );
    expect(await within(section).findByRole('link', { name: 'Brand voice' })).toHaveAttribute(
      'href',
      '/myprompts/11',
    );
    expect(within(section).getByRole('link', { name: 'Moodboard brief' })).toHaveAttribute(
      'href',
      '/myprompts/edit/12',
    );
    expect(queriesTo(fetchMock, '/api/prompts').map((query) => query.get('scope'))).toEqual(['group:5']);
  });

  it('says when no prompt is shared with the group', async () => {
    renderGroup('member', team());
    expect(
      await screen.findByRole(
        'heading',
        { name: 'No prompts are shared with this group yet.' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});
