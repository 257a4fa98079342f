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
});
const first: PromptVersion = {
  version: 1,
  createdAt: '2024-03-05T10:00:00.000Z',
  editedBy: { id: testUser.id, username: 'jane_doe' },
  acceptedBy: null,
  title: 'Launch email',
  content: 'Write a launch email for [product] today.',
  previewText: current.previewText,
  categories: ['Career', 'Marketing'],
  tags: current.tags,
  imageUrls: [],
  changed: [],
};
const summaries: PromptVersionSummary[] = [
  {
    ...first,
    version: 3,
    title: current.title,
    changed: ['title', 'content'],
    // A suggested edit (issue 29): its author made it, the owner accepted it.
    acceptedBy: { id: 9, username: 'olivia' },
  },
  { ...first, version: 2, editedBy: null, changed: ['categories'] },
  first,
];
const ok =
  (body: unknown): Handler =>
  () => ({ status: 200, body });
const versionHandlers: Record<string, Handler> = {
  'GET /api/prompts/5/versions': ok({ content: summaries, totalElements: 3 }),
  'GET /api/prompts/5/versions/1': ok(first),
};
// The first render also loads the lazy route module.
const slow = { timeout: 5000 };

async function openFirstVersion(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'History' }, slow));
  const dialog = await screen.findByRole('dialog', { name: 'Version history' });
  const items = within(await within(dialog).findByRole('list', { name: 'Versions' })).getAllByRole('button');
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringMatching(/^Version 3Current.*By jane_doe, accepted by olivia · Changed: Title, Content$/),
    expect.stringMatching(/^Version 2.*By a deleted account · Changed: Categories$/),
    expect.stringMatching(/^Version 1.*By jane_doe · Created$/),
  ]);
  await user.click(within(dialog).getByRole('button', { name: /^Version 1/ }));
  return screen.findByRole('dialog', { name: 'Version 1' });
}

describe('prompt history', () => {
  it('lists the versions and shows a word diff of one against the current prompt', async () => {
    const user = userEvent.setup();
    renderApp('/myprompts/5', {
      user: testUser,
      handlers: { 'GET /api/prompts/5': ok(current), ...versionHandlers },
    });
    const dialog = await openFirstVersion(user);
    const title = (await within(dialog).findByRole('heading', { name: 'Title' }))
      .parentElement as HTMLElement;
    expect(await within(title).findByText('Launch email', { exact: false })).toBeInTheDocument();
    expect(title.querySelector('ins')).toHaveTextContent('Added: v3');
    const content = within(dialog).getByRole('heading', { name: 'Content' }).parentElement as HTMLElement;
    expect(content.querySelector('ins')).toHaveTextContent('Added: short (end)');
    expect(content.querySelector('del')).toHaveTextContent(/Removed: .*today/);
    const categories = within(dialog).getByRole('heading', { name: 'Categories' })
      .parentElement as HTMLElement;
    expect(categories.querySelector('del')).toHaveTextContent('Removed: Marketing');
    expect(within(dialog).queryByRole('heading', { name: 'Tags' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'All versions' }));
    expect(await screen.findByRole('button', { name: /^Version 1/ })).toHaveFocus();
  });

  it('restores a version after confirmation and shows the prompt as it is now', {
    timeout: 15_000,
  }, async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    let prompt: Prompt = current;
    const { fetchMock } = renderApp('/myprompts/5', {
      user: testUser,
      handlers: {
        'GET /api/prompts/5': () => ({ status: 200, body: prompt }),
        ...versionHandlers,
        'POST /api/prompts/5/versions/1/restore': () => {
          prompt = { ...current, title: first.title, content: first.content, version: 4 };
          return { status: 200, body: prompt };
        },
      },
    });
    const dialog = await openFirstVersion(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Restore this version' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/restore'))).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Restore version 1?' })).getByRole('button', {
        name: 'Restore',
      }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Version 1 restored'));
    // The page behind the dialog (hidden from the accessibility tree while it is open) shows the restore.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Launch email', hidden: true }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Version history' })).toBeInTheDocument();
  });

  it('says why a restore failed', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    renderApp('/myprompts/5', {
      user: testUser,
      handlers: {
        'GET /api/prompts/5': ok(current),
        ...versionHandlers,
        'POST /api/prompts/5/versions/1/restore': () => ({
          status: 403,
          body: { message: 'You do not have permission to do this' },
        }),
      },
    });
    const dialog = await openFirstVersion(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Restore this version' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('You do not have permission to do this'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Launch email v3', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeEnabled();
  });

  it('lets anyone read the history of a public prompt, but only those who may edit it restore', async () => {
    const user = userEvent.setup();
    renderApp('/explorer/prompt/5', {
      handlers: {
        'GET /api/prompts/5': ok({ ...current, createdBy: 77, canEdit: false }),
        ...versionHandlers,
      },
    });
    const dialog = await openFirstVersion(user);
    expect(await within(dialog).findByRole('heading', { name: 'Content' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();
  });
});
