import type { PromptDetail, Suggestion } from '@prompt-lib/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrompt } from '../../../test/prompt-fixture.ts';
import { sentBody } from '../../../test/public-settings.ts';
import { type Handler, renderApp, testUser } from '../../../test/render-app.tsx';

// The first render also loads the lazy route module.
const slow = { timeout: 5000 };

const prompt: PromptDetail = {
  ...makePrompt({
    id: 7,
    title: 'Launch email',
    content: 'Write a launch email for [product].',
    previewText: null,
    categories: ['Marketing'],
    tags: ['email'],
    createdBy: testUser.id,
    canEdit: true,
    version: 3,
  }),
  myRating: null,
};

const suggestion = (id: number, overrides: Partial<Suggestion> = {}): Suggestion => ({
  id,
  promptId: 7,
  promptTitle: 'Launch email',
  baseVersion: 3,
  status: 'open',
  author: { id: 2, username: 'rita' },
  message: 'Shorter, and names the product',
  title: 'Launch email',
  content: 'Write a short launch email for [product].',
  previewText: null,
  categories: ['Marketing'],
  tags: ['email', 'launch'],
  declineReason: null,
  decidedAt: null,
  createdAt: '2024-03-05T10:00:00.000Z',
  ...overrides,
});

/** The prompt with its open suggestions, answering accept with `acceptAnswers` in turn. */
function api(open: Suggestion[], acceptAnswers: { status: number; body?: unknown }[] = []) {
  let list = [...open];
  const answers = [...acceptAnswers];
  const handlers: Record<string, Handler> = {
    'GET /api/prompts/7': () => ({ status: 200, body: prompt }),
    'GET /api/prompts/7/suggestions': () => ({ status: 200, body: { list, totalCount: list.length } }),
  };
  for (const s of open) {
    handlers[`POST /api/suggestions/${s.id}/accept`] = () => {
      const answer = answers.shift() ?? { status: 200, body: prompt };
      if (answer.status === 200) list = list.filter((x) => x.id !== s.id);
      return answer;
    };
    handlers[`POST /api/suggestions/${s.id}/decline`] = () => {
      list = list.filter((x) => x.id !== s.id);
      return { status: 200, body: { ...s, status: 'declined' } };
    };
  }
  return handlers;
}

const stale = {
  status: 409,
  body: {
    statusCode: 409,
    error: 'PromptChanged',
    message: 'The prompt changed since this suggestion was made.',
  },
};

describe('the Suggestions section of a prompt one may edit', () => {
  it('shows each open suggestion as a word diff against the current text, with who and why', async () => {
    renderApp('/explorer/prompt/7', { user: testUser, handlers: api([suggestion(1)]) });
    const list = await screen.findByRole('list', { name: 'Suggestions' }, slow);
    const item = await within(list).findByText('Shorter, and names the product');
    const card = item.closest('li') as HTMLElement;
    expect(within(card).getByText('rita')).toBeInTheDocument();
    const content = within(card).getByRole('heading', { name: 'Content' }).parentElement as HTMLElement;
    expect(content.querySelector('ins')).toHaveTextContent('Added: short (end)');
    const tags = within(card).getByRole('heading', { name: 'Tags' }).parentElement as HTMLElement;
    expect(tags.querySelector('ins')).toHaveTextContent('Added: launch');
    expect(within(card).queryByRole('heading', { name: 'Categories' })).not.toBeInTheDocument();
    expect(screen.getByText('(1 open suggestion)')).toBeInTheDocument();
  });

  it('accepts one, and when the prompt changed since, asks before accepting it anyway', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/explorer/prompt/7', {
      user: testUser,
      handlers: api([suggestion(1, { baseVersion: 2 })], [stale]),
    });
    const list = await screen.findByRole('list', { name: 'Suggestions' }, slow);
    expect(
      await within(list).findByText('Suggested on version 2; the prompt has changed since (now version 3).'),
    ).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Accept' }));
    const confirm = await screen.findByRole('dialog', { name: 'The prompt changed since' });
    await user.click(within(confirm).getByRole('button', { name: 'Accept Anyway' }));
    expect(await screen.findByText('Suggestion accepted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Suggestions' })).not.toBeInTheDocument());
    const accepts = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url]) => String(url));
    expect(accepts).toEqual(['/api/suggestions/1/accept', '/api/suggestions/1/accept?force=true']);
  });

  it('declines one with a reason', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/explorer/prompt/7', {
      user: testUser,
      handlers: api([suggestion(1), suggestion(2, { message: 'Another idea', title: 'Launch mail' })]),
    });
    const list = await screen.findByRole('list', { name: 'Suggestions' }, slow);
    const card = (await within(list).findByText('Another idea')).closest('li') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Suggestion' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Not our tone');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Suggestion declined')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('Another idea')).not.toBeInTheDocument());
    expect(within(list).getByText('Shorter, and names the product')).toBeInTheDocument();
    const declines = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/suggestions/2/decline');
    expect(declines.map(([, init]) => sentBody(init))).toEqual([{ reason: 'Not our tone' }]);
  });
});
