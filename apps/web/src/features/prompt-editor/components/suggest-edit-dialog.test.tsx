import type { PromptDetail, Suggestion } from '@prompt-lib/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCategory, makePrompt } from '../../../test/prompt-fixture.ts';
import { sentBody } from '../../../test/public-settings.ts';
import { type Handler, renderApp, testUser } from '../../../test/render-app.tsx';

// The first render also loads the lazy route module.
const slow = { timeout: 5000 };

const detail = (canEdit: boolean): PromptDetail => ({
  ...makePrompt({
    id: 7,
    title: 'Launch email',
    content: 'Write a launch email for [product].',
    previewText: null,
    categories: ['Marketing'],
    tags: ['email'],
    createdBy: 77,
    createdByName: 'olivia',
    canEdit,
  }),
  myRating: null,
});

function api(canEdit: boolean): Record<string, Handler> {
  return {
    'GET /api/prompts/7': () => ({ status: 200, body: detail(canEdit) }),
    'GET /api/categories': () => ({
      status: 200,
      body: [makeCategory(1, 'Marketing'), makeCategory(2, 'Writing')],
    }),
    'GET /api/tags': () => ({
      status: 200,
      body: ['email', 'launch'].map((name, i) => ({
        id: i + 1,
        name,
        createdAt: '2024-01-01T00:00:00.000Z',
      })),
    }),
    'POST /api/prompts/7/suggestions': (init) => ({
      status: 201,
      body: { ...(sentBody(init) as object), id: 1, status: 'open' } as Suggestion,
    }),
  };
}

describe('suggest an edit', () => {
  it("opens the editor's fields filled with the prompt, asks for a message, and sends the suggestion", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/explorer/prompt/7', { user: testUser, handlers: api(false) });
    await user.click(await screen.findByRole('button', { name: 'Suggest an edit' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Suggest an edit' });
    const title = await within(dialog).findByRole('textbox', { name: 'Title' }, slow);
    expect(title).toHaveValue('Launch email');
    expect(within(dialog).getByRole('textbox', { name: 'Content' })).toHaveValue(
      'Write a launch email for [product].',
    );
    expect(await within(dialog).findByRole('checkbox', { name: 'Marketing' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Writing' })).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Send Suggestion' }));
    expect(await within(dialog).findByText('Message must say what you changed and why')).toBeInTheDocument();

    await user.clear(title);
    await user.type(title, 'Launch email that lands');
    await user.click(within(dialog).getByRole('checkbox', { name: 'launch' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'A clearer title');
    await user.click(within(dialog).getByRole('button', { name: 'Send Suggestion' }));
    expect(await screen.findByText('Suggestion sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url, init]) => [url, sentBody(init)])).toEqual([
      [
        '/api/prompts/7/suggestions',
        {
          title: 'Launch email that lands',
          content: 'Write a launch email for [product].',
          previewText: null,
          categories: ['Marketing'],
          tags: ['email', 'launch'],
          message: 'A clearer title',
        },
      ],
    ]);
  });

  it('is not offered to a visitor, nor to someone who may edit the prompt', async () => {
    renderApp('/explorer/prompt/7', { handlers: api(false) });
    expect(await screen.findByRole('heading', { name: 'Launch email' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suggest an edit' })).not.toBeInTheDocument();
  });

  it('is not offered to an editor', async () => {
    renderApp('/explorer/prompt/7', {
      user: testUser,
      handlers: {
        ...api(true),
        'GET /api/prompts/7/suggestions': () => ({ status: 200, body: { list: [], totalCount: 0 } }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Launch email' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suggest an edit' })).not.toBeInTheDocument();
  });
});
