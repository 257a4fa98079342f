import type { Collection } from '@prompt-lib/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { marketing } from '../../../test/group-fixture.ts';
import { makePrompt } from '../../../test/prompt-fixture.ts';
import { sentBody } from '../../../test/public-settings.ts';
import { renderApp, testUser } from '../../../test/render-app.tsx';

const collection = (overrides: Partial<Collection> = {}): Collection => ({
  id: 5,
  name: 'Launch week',
  description: 'Everything for the launch',
  public: false,
  visibility: 'private',
  canEdit: true,
  pack: false,
  packIcon: null,
  packOrder: null,
  owner: { id: testUser.id, username: testUser.username },
  promptCount: 2,
  createdAt: '2024-03-05T10:00:00.000Z',
  updatedAt: '2024-03-05T10:00:00.000Z',
  prompts: [makePrompt({ id: 1, title: 'First prompt' }), makePrompt({ id: 2, title: 'Second prompt' })],
  ...overrides,
});

describe('collection page', () => {
  it('lets the owner make it public, and remove a prompt', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const { fetchMock } = renderApp('/collections/5', {
      user: testUser,
      handlers: {
        'GET /api/collections/5': () => ({ status: 200, body: collection() }),
        'PUT /api/collections/5': (init) => {
          sent.push(JSON.parse(String(init?.body)));
          return { status: 200, body: collection({ public: true }) };
        },
        'DELETE /api/collections/5/prompts/2': () => ({ status: 204 }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Launch week' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Prompts in this collection' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['First prompt', 'Second prompt']);
    const publicSwitch = screen.getByRole('switch', { name: 'Public' });
    expect(publicSwitch).toHaveAttribute('aria-checked', 'false');
    await user.click(publicSwitch);
    await waitFor(() => expect(sent).toEqual([{ public: true }]));
    await user.click(screen.getByRole('button', { name: 'Remove "Second prompt" from the collection' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => init?.method === 'DELETE' && String(url).endsWith('/prompts/2'),
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Move "First prompt" (position 1)' })).toBeInTheDocument();
  });

  it('shows someone else’s public pack read-only, with Get Pack sending a visitor to sign in', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/collections/5', {
      handlers: {
        'GET /api/collections/5': () => ({
          status: 200,
          body: collection({ public: true, pack: true, canEdit: false, owner: { id: 9, username: 'admin' } }),
        }),
      },
    });
    expect(await screen.findByText(/by admin/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Pack' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/collections/get/5' });
  });

  it('lets the owner share it with a group who may change its prompts', async () => {
    const events = userEvent.setup();
    const sent: unknown[] = [];
    renderApp('/collections/5', {
      user: testUser,
      handlers: {
        'GET /api/collections/5': () => ({ status: 200, body: collection({ sharedWith: [] }) }),
        'GET /api/groups': () => ({ status: 200, body: [marketing] }),
        'GET /api/users/lookup': () => ({ status: 200, body: [] }),
        'PUT /api/collections/5/sharing': (init) => {
          sent.push(sentBody(init));
          return {
            status: 200,
            body: collection({ sharedWith: [{ kind: 'group', id: 3, name: 'Marketing', canEdit: true }] }),
          };
        },
      },
    });
    expect(await screen.findByText('Private', undefined, { timeout: 5000 })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share collection' });
    expect(within(dialog).getByRole('radio', { name: /^Private/ })).toBeChecked();
    await events.type(within(dialog).getByRole('searchbox', { name: 'Add people or groups' }), 'Mar');
    const matches = await within(dialog).findByRole('list', { name: 'Matches' });
    await events.click(await within(matches).findByRole('button', { name: 'Marketing, group' }));
    await events.selectOptions(within(dialog).getByLabelText('Access of Marketing'), 'Can edit');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { visibility: 'private', sharedWith: [{ kind: 'group', id: 3, canEdit: true }] },
      ]),
    );
    expect(await screen.findByText('Sharing saved')).toBeInTheDocument();
  });

  it('lets an editor reorder and remove prompts, but not rename, share or delete', async () => {
    renderApp('/collections/5', {
      user: testUser,
      handlers: {
        'GET /api/collections/5': () => ({
          status: 200,
          body: collection({ canEdit: true, owner: { id: 9, username: 'lead' } }),
        }),
      },
    });
    expect(await screen.findByText(/by lead/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove "Second prompt" from the collection' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move "First prompt" (position 1)' })).toBeInTheDocument();
    for (const name of ['Share', 'Rename', 'Delete'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('says "Collection not found" for a private or missing one', async () => {
    renderApp('/collections/77', {
      handlers: {
        'GET /api/collections/77': () => ({ status: 404, body: { message: 'Collection not found' } }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Collection not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('add to collection', () => {
  it('lists the user’s collections with a check on those holding the prompt, and adds to another', async () => {
    const user = userEvent.setup();
    const added: string[] = [];
    const summary = (id: number, name: string, contains: boolean) => {
      const { prompts: _prompts, ...rest } = collection({ id, name });
      return { ...rest, contains };
    };
    renderApp('/explorer/prompt/1', {
      user: testUser,
      handlers: {
        'GET /api/prompts/1': () => ({
          status: 200,
          body: { ...makePrompt({ id: 1, title: 'A prompt' }), myRating: null },
        }),
        'GET /api/saved-prompts/check/1': () => ({ status: 200, body: false }),
        'GET /api/collections': () => ({
          status: 200,
          body: { list: [summary(5, 'Launch week', true), summary(6, 'Reading list', false)], totalCount: 2 },
        }),
        'PUT /api/collections/6/prompts/1': () => {
          added.push('6');
          return { status: 201, body: summary(6, 'Reading list', true) };
        },
      },
    });
    // Disabled until the menu's code (loaded once someone is signed in) has arrived.
    const menuButton = () => screen.getByRole('button', { name: 'Add to collection' });
    await waitFor(() => expect(menuButton()).toBeEnabled(), { timeout: 5000 });
    await user.click(menuButton());
    const launch = await screen.findByRole('menuitemcheckbox', { name: /Launch week/ });
    expect(launch).toHaveAttribute('aria-checked', 'true');
    const reading = screen.getByRole('menuitemcheckbox', { name: /Reading list/ });
    expect(reading).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('menuitem', { name: 'New collection…' })).toBeInTheDocument();
    await user.click(reading);
    await waitFor(() => expect(added).toEqual(['6']));
    expect(await screen.findByText('Added to "Reading list"')).toBeInTheDocument();
  });
});
