import type { Suggestion } from '@prompt-lib/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../../test/render-app.tsx';

// The first render also loads the lazy route module.
const slow = { timeout: 5000 };

const suggestion = (id: number, overrides: Partial<Suggestion> = {}): Suggestion => ({
  id,
  promptId: 7,
  promptTitle: 'Launch email',
  baseVersion: 1,
  status: 'open',
  author: { id: 2, username: 'rita' },
  message: 'A clearer title',
  title: 'Launch email that lands',
  content: 'Write a launch email for [product].',
  previewText: null,
  categories: ['Marketing'],
  tags: ['email'],
  declineReason: null,
  decidedAt: null,
  createdAt: '2024-03-05T10:00:00.000Z',
  ...overrides,
});

describe('the Suggestions inbox', () => {
  it('shows received suggestions leading to their prompt, and sent ones with their state, reason and Withdraw', async () => {
    const user = userEvent.setup();
    const received = [suggestion(1)];
    let sent = [
      suggestion(2, {
        promptId: 8,
        promptTitle: 'Cover letter',
        author: { id: testUser.id, username: testUser.username },
      }),
      suggestion(3, {
        promptTitle: 'Launch email',
        status: 'declined',
        declineReason: 'Not our tone',
        author: { id: testUser.id, username: testUser.username },
      }),
    ];
    renderApp('/suggestions', {
      user: testUser,
      handlers: {
        'GET /api/suggestions': (_init, url) => {
          const list = url.includes('box=sent') ? sent : received;
          return { status: 200, body: { list, totalCount: list.length } };
        },
        'DELETE /api/suggestions/2': () => {
          sent = sent.map((x) => (x.id === 2 ? { ...x, status: 'withdrawn' as const } : x));
          return { status: 204 };
        },
      },
    });

    expect(await screen.findByRole('heading', { name: 'Suggestions', level: 1 }, slow)).toBeInTheDocument();
    const inbox = await screen.findByRole('list', { name: 'Received' });
    const item = within(inbox).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Launch email' })).toHaveAttribute(
      'href',
      '/explorer/prompt/7',
    );
    expect(within(item).getByText('rita')).toBeInTheDocument();
    expect(within(item).getByText('A clearer title')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Review' })).toHaveAttribute('href', '/explorer/prompt/7');

    await user.click(screen.getByRole('tab', { name: 'Sent' }));
    const outbox = await screen.findByRole('list', { name: 'Sent' });
    const [open, declined] = within(outbox).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(open).getByText('Open')).toBeInTheDocument();
    expect(within(declined).getByText('Declined')).toBeInTheDocument();
    expect(within(declined).getByText('Not our tone')).toBeInTheDocument();
    expect(within(declined).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    await user.click(within(open).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Suggestion withdrawn')).toBeInTheDocument();
    await waitFor(() => expect(within(open).getByText('Withdrawn')).toBeInTheDocument());
    expect(within(open).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('is reached from the avatar menu', async () => {
    const events = userEvent.setup();
    const { router } = renderApp('/main', {
      user: testUser,
      handlers: { 'GET /api/suggestions': () => ({ status: 200, body: { list: [], totalCount: 0 } }) },
    });
    await events.click(await screen.findByRole('button', { name: /Account menu/ }, slow));
    await events.click(await screen.findByRole('menuitem', { name: 'Suggestions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/suggestions'));
    expect(await screen.findByRole('tab', { name: 'Received' }, slow)).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('says when a box is empty', async () => {
    renderApp('/suggestions', {
      user: testUser,
      handlers: { 'GET /api/suggestions': () => ({ status: 200, body: { list: [], totalCount: 0 } }) },
    });
    expect(
      await screen.findByText('No suggestions are waiting for you', undefined, slow),
    ).toBeInTheDocument();
  });
});
