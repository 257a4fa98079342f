import type { Prompt, UserSummary } from '@prompt-lib/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerByQuery } from '../../test/answer-by-query.ts';
import { marketing } from '../../test/group-fixture.ts';
import { makePrompt } from '../../test/prompt-fixture.ts';
import { sentBody } from '../../test/public-settings.ts';
import { type Handler, renderApp, testUser } from '../../test/render-app.tsx';

const people: UserSummary[] = [
  { id: testUser.id, username: 'jane_doe', avatarUrl: null },
  { id: 7, username: 'mark', avatarUrl: null },
  { id: 8, username: 'marta', avatarUrl: null },
];

/** The owner's prompt at /myprompts/5; `onSharing` answers PUT /api/prompts/5/sharing. */
function renderOwnPrompt(
  overrides: Partial<Prompt>,
  onSharing: (body: unknown) => { status: number; body?: unknown },
) {
  const prompt = makePrompt({ id: 5, createdBy: testUser.id, canEdit: true, sharedWith: [], ...overrides });
  const sent: unknown[] = [];
  const sharing: Handler = (init) => {
    sent.push(sentBody(init));
    return onSharing(sentBody(init));
  };
  const view = renderApp('/myprompts/5', {
    user: testUser,
    handlers: {
      'GET /api/prompts/5': () => ({ status: 200, body: prompt }),
      'GET /api/groups': () => ({ status: 200, body: [marketing] }),
      'PUT /api/prompts/5/sharing': sharing,
    },
  });
  answerByQuery(view.fetchMock, 'GET /api/users/lookup', (params) => ({
    status: 200,
    body: people.filter((person) => person.username.startsWith(params.get('query') ?? '')),
  }));
  return { ...view, sent, prompt, events: userEvent.setup() };
}

async function openDialog(events: ReturnType<typeof userEvent.setup>) {
  await events.click(await screen.findByRole('button', { name: 'Share' }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: 'Share prompt' });
}

/** Types into the picker and chooses the match named `name`. */
async function add(
  events: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  text: string,
  name: string,
) {
  await events.type(within(dialog).getByRole('searchbox', { name: 'Add people or groups' }), text);
  const matches = await within(dialog).findByRole('list', { name: 'Matches' });
  await events.click(await within(matches).findByRole('button', { name }));
}

describe('share dialog', { timeout: 20_000 }, () => {
  it('makes a prompt private, shared with a group to view and a person to edit', async () => {
    const { events, sent, prompt } = renderOwnPrompt({}, () => ({ status: 200, body: prompt }));
    const dialog = await openDialog(events);
    expect(within(dialog).getByRole('radio', { name: /^Public/ })).toBeChecked();
    expect(within(dialog).getByText('Not shared with anyone yet.')).toBeInTheDocument();
    expect(within(dialog).getByText(/^People and groups you add see this prompt even/)).toBeInTheDocument();
    await events.click(within(dialog).getByRole('radio', { name: /^Private/ }));

    await add(events, dialog, 'mar', 'Marketing, group');
    await add(events, dialog, 'mar', 'mark, person');
    const list = within(dialog).getByRole('list', { name: 'Shared with' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Marketing (group)'), expect.stringContaining('mark (person)')]);
    // The owner herself and those already added are not offered again.
    await events.type(within(dialog).getByRole('searchbox', { name: 'Add people or groups' }), 'ma');
    const matches = await within(dialog).findByRole('list', { name: 'Matches' });
    await waitFor(() =>
      expect(
        within(matches)
          .getAllByRole('button')
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual(['marta, person']),
    );
    await events.clear(within(dialog).getByRole('searchbox', { name: 'Add people or groups' }));

    expect(within(dialog).getByRole('combobox', { name: 'Access of mark' })).toHaveValue('view');
    await events.selectOptions(within(dialog).getByRole('combobox', { name: 'Access of mark' }), 'Can edit');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Sharing saved')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        visibility: 'private',
        sharedWith: [
          { kind: 'group', id: 3, canEdit: false },
          { kind: 'user', id: 7, canEdit: true },
        ],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('starts from the prompt’s sharing, and removing an entry sends the rest', async () => {
    const { events, sent } = renderOwnPrompt(
      {
        visibility: 'internal',
        sharedWith: [
          { kind: 'group', id: 3, name: 'Marketing', canEdit: true },
          { kind: 'user', id: 7, name: 'mark', canEdit: false },
        ],
      },
      () => ({ status: 200, body: makePrompt({ id: 5 }) }),
    );
    expect(await screen.findByText('Shared with Marketing +1', {}, { timeout: 5000 })).toBeInTheDocument();
    const dialog = await openDialog(events);
    expect(within(dialog).getByRole('radio', { name: /^Everyone signed in/ })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Access of Marketing' })).toHaveValue('edit');
    await events.click(within(dialog).getByRole('button', { name: 'Remove mark' }));
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sharing saved')).toBeInTheDocument();
    expect(sent).toEqual([{ visibility: 'internal', sharedWith: [{ kind: 'group', id: 3, canEdit: true }] }]);
  });

  it('shows the server’s reason in a toast and keeps the dialog open with the choices made', async () => {
    const message = 'The owner is not a member of the group "Marketing"';
    const { events } = renderOwnPrompt({}, () => ({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message },
    }));
    const dialog = await openDialog(events);
    await add(events, dialog, 'Mark', 'Marketing, group');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save sharing')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Share prompt' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Access of Marketing' })).toBeInTheDocument();
  });
});
