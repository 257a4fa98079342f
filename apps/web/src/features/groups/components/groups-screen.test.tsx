import { GROUP_MSG, type Group } from '@prompt-lib/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerByQuery, queriesTo } from '../../../test/answer-by-query.ts';
import { type Handler, renderApp, testUser } from '../../../test/render-app.tsx';

const admin = { ...testUser, role: 'admin' as const };

const group = (id: number, name: string, overrides: Partial<Group> = {}): Group => ({
  id,
  name,
  description: '',
  ssoName: null,
  memberCount: 1,
  myRole: 'member',
  ...overrides,
});

const mine = () => [
  group(1, 'Design', { description: 'Prompts for the design team', memberCount: 3, myRole: 'manager' }),
  group(2, 'Support', { memberCount: 1, myRole: 'member' }),
];
const everyGroup = () => [
  ...mine(),
  group(3, 'Legal', { memberCount: 0, myRole: null, ssoName: 'legal-dept' }),
];

/** A fake GET /api/groups: the caller's groups, or every group with ?all=true. */
function renderGroups({
  user = testUser,
  handlers = {},
}: {
  user?: typeof testUser;
  handlers?: Record<string, Handler>;
} = {}) {
  const events = userEvent.setup();
  const view = renderApp('/groups', { user, handlers });
  answerByQuery(view.fetchMock, 'GET /api/groups', (params) => ({
    status: 200,
    body: params.get('all') === 'true' ? everyGroup() : mine(),
  }));
  return { events, ...view };
}

const cardOf = async (name: string) => {
  const link = await screen.findByRole('link', { name }, { timeout: 5000 });
  const card = link.closest('li');
  if (!card) throw new Error(`No card for ${name}`);
  return within(card);
};

describe('groups screen', { timeout: 20_000 }, () => {
  it('shows a user their groups with description, member count and their role; managers may edit', async () => {
    const { fetchMock } = renderGroups();
    const design = await cardOf('Design');
    expect(design.getByRole('link', { name: 'Design' })).toHaveAttribute('href', '/groups/1');
    expect(design.getByText('Prompts for the design team')).toBeInTheDocument();
    expect(design.getByText('3 members')).toBeInTheDocument();
    expect(design.getByText('Manager')).toBeInTheDocument();
    expect(design.getByRole('button', { name: 'Edit Design' })).toBeInTheDocument();
    expect(design.queryByRole('button', { name: 'Delete Design' })).not.toBeInTheDocument();

    const support = await cardOf('Support');
    expect(support.getByText('1 member')).toBeInTheDocument();
    expect(support.getByText('Member')).toBeInTheDocument();
    expect(support.queryByRole('button', { name: 'Edit Support' })).not.toBeInTheDocument();

    expect(screen.queryByRole('link', { name: 'Legal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create group' })).not.toBeInTheDocument();
    expect(queriesTo(fetchMock, '/api/groups').map((q) => q.get('all'))).toEqual([null]);
  });

  it('tells a user in no group so', async () => {
    const view = renderApp('/groups', { user: testUser });
    answerByQuery(view.fetchMock, 'GET /api/groups', () => ({ status: 200, body: [] }));
    expect(
      await screen.findByText('You are not in any group yet', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows an admin every group (all=true), with Edit and Delete on each', async () => {
    const { fetchMock } = renderGroups({ user: admin });
    const legal = await cardOf('Legal');
    expect(legal.getByText('0 members')).toBeInTheDocument();
    expect(legal.getByText('legal-dept')).toBeInTheDocument();
    expect(legal.getByRole('button', { name: 'Edit Legal' })).toBeInTheDocument();
    expect(legal.getByRole('button', { name: 'Delete Legal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create group' })).toBeInTheDocument();
    expect(queriesTo(fetchMock, '/api/groups').map((q) => q.get('all'))).toEqual(['true']);
  });

  it('creates a group with its SSO name, and keeps the dialog open with the 409 message', async () => {
    const sent: unknown[] = [];
    const { events } = renderGroups({
      user: admin,
      handlers: {
        'POST /api/groups': (init) => {
          const body = JSON.parse(String(init?.body));
          sent.push(body);
          return body.name === 'Design'
            ? { status: 409, body: { statusCode: 409, error: 'Conflict', message: GROUP_MSG.nameTaken } }
            : {
                status: 201,
                body: group(9, body.name, { ssoName: body.ssoName, myRole: null, memberCount: 0 }),
              };
        },
      },
    });
    await cardOf('Design');
    await events.click(screen.getByRole('button', { name: 'Create group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create group' });
    expect(
      within(dialog).getByText("The value of the identity provider's groups claim that makes people members"),
    ).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByText(GROUP_MSG.nameMin)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await events.type(within(dialog).getByLabelText('Name'), 'Design');
    await events.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText(GROUP_MSG.nameTaken)).toBeInTheDocument();
    expect(screen.getByText('Failed to create the group')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create group' })).toBeInTheDocument();

    await events.clear(within(dialog).getByLabelText('Name'));
    await events.type(within(dialog).getByLabelText('Name'), 'Research');
    await events.type(within(dialog).getByLabelText('Description (optional)'), 'Lab notes');
    await events.type(within(dialog).getByLabelText('SSO name (optional)'), 'research-team');
    await events.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Group Research created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.at(-1)).toEqual({ name: 'Research', description: 'Lab notes', ssoName: 'research-team' });
  });

  it('lets a manager edit name and description, without the SSO name', async () => {
    let sent: unknown;
    const { events } = renderGroups({
      handlers: {
        'PUT /api/groups/1': (init) => {
          sent = JSON.parse(String(init?.body));
          return { status: 200, body: group(1, 'Design Team', { myRole: 'manager' }) };
        },
      },
    });
    await events.click((await cardOf('Design')).getByRole('button', { name: 'Edit Design' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Design' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Design');
    expect(within(dialog).getByLabelText('Description (optional)')).toHaveValue(
      'Prompts for the design team',
    );
    expect(within(dialog).queryByLabelText('SSO name (optional)')).not.toBeInTheDocument();
    await events.clear(within(dialog).getByLabelText('Name'));
    await events.type(within(dialog).getByLabelText('Name'), 'Design Team');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Group Design Team saved')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Design Team', description: 'Prompts for the design team' });
  });

  it('lets an admin edit the SSO name, and clear it', async () => {
    let sent: unknown;
    const { events } = renderGroups({
      user: admin,
      handlers: {
        'PUT /api/groups/3': (init) => {
          sent = JSON.parse(String(init?.body));
          return { status: 200, body: group(3, 'Legal', { myRole: null }) };
        },
      },
    });
    await events.click((await cardOf('Legal')).getByRole('button', { name: 'Edit Legal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Legal' });
    expect(within(dialog).getByLabelText('SSO name (optional)')).toHaveValue('legal-dept');
    await events.clear(within(dialog).getByLabelText('SSO name (optional)'));
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Group Legal saved')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Legal', description: '', ssoName: null });
  });

  it('deletes a group after confirming', async () => {
    let deleted = false;
    const { events } = renderGroups({
      user: admin,
      handlers: {
        'DELETE /api/groups/2': () => {
          deleted = true;
          return { status: 204 };
        },
      },
    });
    await events.click((await cardOf('Support')).getByRole('button', { name: 'Delete Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Support?' });
    expect(deleted).toBe(false);
    await events.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    expect(await screen.findByText('Group Support deleted')).toBeInTheDocument();
    expect(deleted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
