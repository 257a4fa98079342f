import type { Category, Tag } from '@prompt-lib/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../../test/render-app.tsx';

const admin = { ...testUser, role: 'admin' as const };
const category = (id: number, name: string, displayOrder: number): Category => ({
  id,
  name,
  displayOrder,
  createdAt: '2024-03-05T10:00:00.000Z',
  updatedAt: null,
});

describe('categories admin screen', () => {
  it('lists categories with their columns', async () => {
    renderApp('/categories', {
      user: admin,
      handlers: { 'GET /api/categories': () => ({ status: 200, body: [category(1, 'Writing', 0)] }) },
    });
    // The first test also pays for loading the lazy route module.
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Display Order', 'Created', 'Updated', 'Actions']);
    expect(within(table).getByRole('cell', { name: 'Writing' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Mar 5, 2024' })).toBeInTheDocument();
  });

  it('validates the dialog with the spec messages and defaults the order to the count', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderApp('/categories', {
      user: admin,
      handlers: {
        'GET /api/categories': () => ({
          status: 200,
          body: [category(1, 'Writing', 0), category(2, 'Coding', 1)],
        }),
        'POST /api/categories': (init) => {
          sent = JSON.parse(String(init?.body));
          return { status: 201, body: category(3, 'Research', 2) };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    expect(within(dialog).getByLabelText('Display Order')).toHaveValue(2);

    await user.clear(within(dialog).getByLabelText('Display Order'));
    await user.type(within(dialog).getByLabelText('Display Order'), '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(await within(dialog).findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Display order must be a positive number')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), 'Research');
    await user.clear(within(dialog).getByLabelText('Display Order'));
    await user.type(within(dialog).getByLabelText('Display Order'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText('Category created successfully')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Research', displayOrder: 2 });
  });

  it('asks before deleting and reports a refusal', async () => {
    const user = userEvent.setup();
    renderApp('/categories', {
      user: admin,
      handlers: {
        'GET /api/categories': () => ({ status: 200, body: [category(1, 'Writing', 0)] }),
        'DELETE /api/categories/1': () => ({ status: 500, body: { message: 'Internal Server Error' } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Writing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Category' });
    expect(
      within(dialog).getByText(/"Writing"\? Prompts in this category keep everything else\./),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete category')).toBeInTheDocument();
  });

  it('tells a non-admin they lack access, without loading anything', async () => {
    const { fetchMock } = renderApp('/categories', { user: testUser });
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.getByText('Only admins can manage categories.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/categories'))).toBe(false);
  });
});

describe('tags admin screen', () => {
  it('shows the empty state, and a tag dialog without a display order', async () => {
    const user = userEvent.setup();
    const tags: Tag[] = [];
    renderApp('/tags', {
      user: admin,
      handlers: {
        'GET /api/tags': () => ({ status: 200, body: tags }),
        'POST /api/tags': (init) => {
          const tag = {
            id: 1,
            name: JSON.parse(String(init?.body)).name,
            createdAt: '2024-03-05T10:00:00.000Z',
          };
          tags.push(tag);
          return { status: 201, body: tag };
        },
      },
    });
    expect(await screen.findByText('No tags found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create your first tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tag' });
    expect(within(dialog).queryByLabelText('Display Order')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'python');
    await user.click(within(dialog).getByRole('button', { name: 'Add Tag' }));
    expect(await screen.findByText('Tag created successfully')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Name', 'Created', 'Actions']),
    );
    expect(within(table).getByRole('cell', { name: 'python' })).toBeInTheDocument();
  });
});
