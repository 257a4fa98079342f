// The production mark in the history (issue 29): the "Production" badge on the marked version for
// every reader, and "Mark as production" / "Remove production mark" for those who may edit the prompt.
import type { Prompt, PromptVersion, PromptVersionSummary } from '@prompt-lib/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast.ts';
import { makePrompt } from '../../test/prompt-fixture.ts';
import { type Handler, renderApp, testUser } from '../../test/render-app.tsx';

const current = makePrompt({
  id: 5,
  title: 'Launch email v3',
  content: 'Write a short launch email for [product].',
  createdBy: testUser.id,
  canEdit: true,
  version: 3,
  productionVersion: 2,
});
const version = (n: number): PromptVersion => ({
  version: n,
  createdAt: '2024-03-05T10:00:00.000Z',
  editedBy: { id: testUser.id, username: 'jane_doe' },
  acceptedBy: null,
  title: n === 3 ? current.title : 'Launch email',
  content: `Write a launch email for [product], take ${n}.`,
  previewText: current.previewText,
  categories: current.categories,
  tags: current.tags,
  imageUrls: [],
  changed: n === 1 ? [] : ['content'],
});
const summaries: PromptVersionSummary[] = [3, 2, 1].map((n) => {
  const { content: _c, previewText: _p, categories: _k, tags: _t, imageUrls: _i, ...summary } = version(n);
  return summary;
});
const ok =
  (body: unknown): Handler =>
  () => ({ status: 200, body });
const history: Record<string, Handler> = {
  'GET /api/prompts/5/versions': ok({ content: summaries, totalElements: 3 }),
  'GET /api/prompts/5/versions/1': ok(version(1)),
  'GET /api/prompts/5/versions/2': ok(version(2)),
};
const slow = { timeout: 5000 };

async function openHistory(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'History' }, slow));
  const dialog = await screen.findByRole('dialog', { name: 'Version history' });
  await within(dialog).findByRole('list', { name: 'Versions' });
  return dialog;
}

/** Each version's number and its badges, as the list shows them. */
const badges = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Versions' }))
    .getAllByRole('button')
    .map((item) => item.textContent?.match(/^Version \d+(Current)?(Production)?/)?.[0]);

describe('the production mark in the history', () => {
  it('shows the mark on its version and lets an editor move it to another', { timeout: 15_000 }, async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    let prompt: Prompt = current;
    const { fetchMock } = renderApp('/myprompts/5', {
      user: testUser,
      handlers: {
        'GET /api/prompts/5': () => ({ status: 200, body: prompt }),
        ...history,
        'PUT /api/prompts/5/versions/1/label': () => {
          prompt = { ...prompt, productionVersion: 1 };
          return { status: 200, body: prompt };
        },
      },
    });
    const dialog = await openHistory(user);
    expect(badges(dialog)).toEqual(['Version 3Current', 'Version 2Production', 'Version 1']);

    await user.click(within(dialog).getByRole('button', { name: /^Version 1/ }));
    const one = await screen.findByRole('dialog', { name: 'Version 1' });
    expect(within(one).queryByRole('button', { name: 'Remove production mark' })).not.toBeInTheDocument();
    await user.click(await within(one).findByRole('button', { name: 'Mark as production' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Version 1 marked as production'));
    const put = fetchMock.mock.calls.find(
      ([url, init]) => init?.method === 'PUT' && String(url).endsWith('/label'),
    );
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ label: 'production' });
    // The prompt is read again: this version now carries the mark.
    expect(await within(one).findByRole('button', { name: 'Remove production mark' })).toBeInTheDocument();
    expect(within(one).getByText(/AI tools \(MCP clients\) get this version/)).toBeInTheDocument();

    await user.click(within(one).getByRole('button', { name: 'All versions' }));
    const list = await screen.findByRole('dialog', { name: 'Version history' });
    await waitFor(() =>
      expect(badges(list)).toEqual(['Version 3Current', 'Version 2', 'Version 1Production']),
    );
  });

  it('takes the mark off the marked version', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    let prompt: Prompt = current;
    const { fetchMock } = renderApp('/myprompts/5', {
      user: testUser,
      handlers: {
        'GET /api/prompts/5': () => ({ status: 200, body: prompt }),
        ...history,
        'DELETE /api/prompts/5/versions/2/label': () => {
          prompt = { ...prompt, productionVersion: null };
          return { status: 200, body: prompt };
        },
      },
    });
    const dialog = await openHistory(user);
    await user.click(within(dialog).getByRole('button', { name: /^Version 2/ }));
    const two = await screen.findByRole('dialog', { name: 'Version 2' });
    await user.click(await within(two).findByRole('button', { name: 'Remove production mark' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Production mark removed'));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
    expect(await within(two).findByRole('button', { name: 'Mark as production' })).toBeInTheDocument();
    expect(within(two).queryByText(/AI tools \(MCP clients\)/)).not.toBeInTheDocument();
  });

  it('says why the mark could not move', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    renderApp('/myprompts/5', {
      user: testUser,
      handlers: {
        'GET /api/prompts/5': ok(current),
        ...history,
        'PUT /api/prompts/5/versions/1/label': () => ({
          status: 403,
          body: { message: 'You do not have permission to do this' },
        }),
      },
    });
    const dialog = await openHistory(user);
    await user.click(within(dialog).getByRole('button', { name: /^Version 1/ }));
    const one = await screen.findByRole('dialog', { name: 'Version 1' });
    await user.click(await within(one).findByRole('button', { name: 'Mark as production' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('You do not have permission to do this'));
    expect(within(one).getByRole('button', { name: 'Mark as production' })).toBeEnabled();
  });

  it('shows a reader which version is in production, without the buttons to move it', async () => {
    const user = userEvent.setup();
    renderApp('/explorer/prompt/5', {
      handlers: { 'GET /api/prompts/5': ok({ ...current, createdBy: 77, canEdit: false }), ...history },
    });
    const dialog = await openHistory(user);
    expect(badges(dialog)).toEqual(['Version 3Current', 'Version 2Production', 'Version 1']);
    await user.click(within(dialog).getByRole('button', { name: /^Version 2/ }));
    const two = await screen.findByRole('dialog', { name: 'Version 2' });
    expect(await within(two).findByText(/AI tools \(MCP clients\) get this version/)).toBeInTheDocument();
    expect(within(two).queryByRole('button', { name: /production/i })).not.toBeInTheDocument();
    expect(within(two).queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();
  });
});
