import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCategory, makePrompt } from '../../../test/prompt-fixture.ts';
import { publicSettings, sentBody } from '../../../test/public-settings.ts';
import { renderApp, testUser } from '../../../test/render-app.tsx';

const taxonomy = {
  'GET /api/categories': () => ({
    status: 200,
    body: [makeCategory(1, 'Career'), makeCategory(2, 'Writing')],
  }),
  'GET /api/tags': () => ({
    status: 200,
    body: [{ id: 1, name: 'writing', createdAt: '2024-01-01T00:00:00.000Z' }],
  }),
};

describe('prompt editor', () => {
  it('shows the spec messages for an empty form and creates a valid prompt', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    const { router } = renderApp('/myprompts/create', {
      user: testUser,
      handlers: {
        ...taxonomy,
        'POST /api/prompts': (init) => {
          sent = JSON.parse(String(init?.body));
          return { status: 201, body: makePrompt({ id: 9 }) };
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Create New Prompt' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Prompt' }));
    for (const message of [
      'Title must be at least 3 characters',
      'Content must be at least 10 characters',
      'Select at least one category',
      'Select at least one tag',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Title'), 'Cover letter helper');
    await user.type(screen.getByLabelText('Content'), 'Write a cover letter for [[job title]].');
    await user.click(await screen.findByRole('checkbox', { name: 'Career' }));
    await user.click(screen.getByRole('checkbox', { name: 'writing' }));
    await user.click(screen.getByRole('button', { name: 'Create Prompt' }));
    expect(await screen.findByText('Prompt created successfully')).toBeInTheDocument();
    expect(sent).toMatchObject({
      title: 'Cover letter helper',
      categories: ['Career'],
      tags: ['writing'],
      previewText: null,
    });
    // Nobody chose who sees it: the server's default visibility applies.
    expect(sent).not.toHaveProperty('visibility');
    expect(sent).not.toHaveProperty('sharedWith');
    // Nobody named its language: the server detects it from the text.
    expect(sent).not.toHaveProperty('language');
    await waitFor(() => expect(router.state.location.pathname).toBe('/myprompts'));
  });

  it('sends the language chosen for the prompt, and shows an existing prompt’s (issue 31)', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    const prompt = makePrompt({
      id: 5,
      createdBy: testUser.id,
      canEdit: true,
      sharedWith: [],
      language: 'ja',
    });
    renderApp('/myprompts/edit/5', {
      user: testUser,
      handlers: {
        ...taxonomy,
        'GET /api/prompts/5': () => ({ status: 200, body: prompt }),
        'PUT /api/prompts/5': (init) => {
          sent = JSON.parse(String(init?.body));
          return { status: 200, body: prompt };
        },
      },
    });
    const language = await screen.findByRole('combobox', { name: 'Language' }, { timeout: 5000 });
    expect(language).toHaveValue('ja');
    expect(language).toHaveAccessibleDescription(/recognised from the text when you save/);
    await user.selectOptions(language, 'German');
    await user.click(screen.getByRole('button', { name: 'Update Prompt' }));
    await waitFor(() => expect(sent).toMatchObject({ language: 'de' }));
  });

  it('offers the highlight flags to admins only, and sends only the changed ones after the update', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    const prompt = makePrompt({ id: 5, createdBy: 99, canEdit: true, featured: false, trending: true });
    renderApp('/myprompts/edit/5', {
      user: { ...testUser, role: 'admin' },
      handlers: {
        ...taxonomy,
        'GET /api/prompts/5': () => ({ status: 200, body: prompt }),
        'PUT /api/prompts/5': () => {
          calls.push('update');
          return { status: 200, body: prompt };
        },
        'PUT /api/prompts/5/featured': () => {
          calls.push('featured');
          return { status: 200, body: prompt };
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Edit Prompt' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Trending' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Featured' }));
    await user.click(screen.getByRole('button', { name: 'Update Prompt' }));
    expect(await screen.findByText('Prompt updated successfully')).toBeInTheDocument();
    expect(calls).toEqual(['update', 'featured']);
  });

  it('hides the flags from the owner and deletes through the confirmation dialog', async () => {
    const user = userEvent.setup();
    renderApp('/myprompts/edit/5', {
      user: testUser,
      handlers: {
        ...taxonomy,
        'GET /api/prompts/5': () => ({
          status: 200,
          body: makePrompt({ id: 5, createdBy: testUser.id, canEdit: true, sharedWith: [] }),
        }),
        'DELETE /api/prompts/5': () => ({ status: 204 }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Edit Prompt' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Featured' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Prompt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Prompt' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this prompt? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Prompt deleted successfully')).toBeInTheDocument();
  });

  it('sends the sharing chosen for a new prompt with the create, starting from the default', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderApp('/myprompts/create', {
      user: testUser,
      handlers: {
        ...taxonomy,
        ...publicSettings({ defaultVisibility: 'internal' }),
        'GET /api/groups': () => ({
          status: 200,
          body: [
            { id: 3, name: 'Marketing', description: '', ssoName: null, memberCount: 2, myRole: 'member' },
          ],
        }),
        'POST /api/prompts': (init) => {
          sent = sentBody(init);
          return { status: 201, body: makePrompt({ id: 9 }) };
        },
      },
    });
    expect(await screen.findByText('Everyone signed in', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share prompt' });
    expect(within(dialog).getByRole('radio', { name: /^Everyone signed in/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /^Private/ }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Add people or groups' }), 'mark');
    await user.click(await within(dialog).findByRole('button', { name: 'Marketing, group' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Private, shared with Marketing')).toBeInTheDocument();
    // Saving the dialog does not submit the editor's form around it.
    expect(screen.queryByText('Title must be at least 3 characters')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), 'Cover letter helper');
    await user.type(screen.getByLabelText('Content'), 'Write a cover letter for [[job title]].');
    await user.click(await screen.findByRole('checkbox', { name: 'Career' }));
    await user.click(screen.getByRole('checkbox', { name: 'writing' }));
    await user.click(screen.getByRole('button', { name: 'Create Prompt' }));
    expect(await screen.findByText('Prompt created successfully')).toBeInTheDocument();
    expect(sent).toMatchObject({
      title: 'Cover letter helper',
      visibility: 'private',
      sharedWith: [{ kind: 'group', id: 3, canEdit: false }],
    });
  });

  it('lets someone it is shared with edit the content, without Share or Delete, and sends no sharing', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    const prompt = makePrompt({
      id: 5,
      createdBy: 77,
      canEdit: true,
      visibility: 'private',
      sharedWith: [{ kind: 'user', id: testUser.id, name: 'jane_doe', canEdit: true }],
    });
    renderApp('/myprompts/edit/5', {
      user: testUser,
      handlers: {
        ...taxonomy,
        'GET /api/prompts/5': () => ({ status: 200, body: prompt }),
        'PUT /api/prompts/5': (init) => {
          sent = sentBody(init);
          return { status: 200, body: prompt };
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Edit Prompt' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Private, shared with jane_doe')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Prompt' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), ' (team)');
    await user.click(screen.getByRole('button', { name: 'Update Prompt' }));
    expect(await screen.findByText('Prompt updated successfully')).toBeInTheDocument();
    expect(sent).toMatchObject({ title: 'Write a cover letter (team)' });
    expect(sent).not.toHaveProperty('visibility');
    expect(sent).not.toHaveProperty('sharedWith');
  });

  it('shows someone who may only read a prompt its detail instead of the editor', async () => {
    const { router } = renderApp('/myprompts/edit/5', {
      user: testUser,
      handlers: {
        ...taxonomy,
        'GET /api/prompts/5': () => ({ status: 200, body: makePrompt({ id: 5, createdBy: 77 }) }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Copy' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/myprompts/5');
  });
});
