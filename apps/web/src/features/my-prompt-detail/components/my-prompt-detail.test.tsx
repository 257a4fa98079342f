import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePrompt } from '../../../test/prompt-fixture.ts';
import { renderApp, testUser } from '../../../test/render-app.tsx';

describe('signed-in prompt detail', () => {
  it('shows the facts, Copy, and Edit and Share for the owner', async () => {
    renderApp('/myprompts/5', {
      user: testUser,
      handlers: {
        'GET /api/prompts/5': () => ({
          status: 200,
          body: makePrompt({ id: 5, createdBy: testUser.id, canEdit: true, sharedWith: [] }),
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Write a cover letter' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Uses: 12')).toBeInTheDocument();
    expect(screen.getByText('Created: March 5, 2024')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Prompts' })).toHaveAttribute('href', '/prompts');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/myprompts/edit/5');
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('shows Edit, but not Share, to someone the prompt is shared with to edit', async () => {
    const shared = makePrompt({
      id: 5,
      createdBy: 77,
      canEdit: true,
      visibility: 'private',
      sharedWith: [{ kind: 'group', id: 3, name: 'Marketing', canEdit: true }],
    });
    renderApp('/myprompts/5', {
      user: testUser,
      handlers: { 'GET /api/prompts/5': () => ({ status: 200, body: shared }) },
    });
    expect(await screen.findByRole('link', { name: 'Edit' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/myprompts/edit/5',
    );
    expect(screen.getByText('Shared with Marketing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('hides Edit from other users, and says when a prompt does not exist', async () => {
    renderApp('/myprompts/5', {
      user: testUser,
      handlers: { 'GET /api/prompts/5': () => ({ status: 200, body: makePrompt({ id: 5, createdBy: 77 }) }) },
    });
    expect(await screen.findByRole('button', { name: 'Copy' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('says "Prompt not found" for a missing prompt', async () => {
    renderApp('/myprompts/404', { user: testUser });
    expect(await screen.findByText('Prompt not found', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
