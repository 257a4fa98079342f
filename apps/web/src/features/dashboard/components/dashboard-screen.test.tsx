import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePrompt, page } from '../../../test/prompt-fixture.ts';
import { renderApp, testUser } from '../../../test/render-app.tsx';

const totals: Record<string, number> = { '': 61, trending: 12, featured: 9, new: 0 };
const mine: Record<string, number> = { 'my-prompts': 2, 'my-trending': 1, 'my-featured': 0, 'my-new': 2 };

function handlers(counts: Record<string, number>) {
  return Object.fromEntries(
    Object.entries(counts).map(([list, total]) => [
      `GET /api/prompts${list ? `/${list}` : ''}`,
      () => ({
        status: 200,
        body: page(
          total ? [makePrompt({ id: total, title: `${list || 'all'} prompt`, createdBy: 42 })] : [],
          total,
        ),
      }),
    ]),
  );
}

describe('dashboards', () => {
  it('shows library totals on cards that open the matching lists, and section empty texts', async () => {
    renderApp('/dashboard', { user: testUser, handlers: handlers(totals) });
    expect(
      await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const stats = screen.getByRole('list', { name: 'Statistics' });
    const expected = [
      ['Total Prompts', '61', '/promptslist'],
      ['Trending', '12', '/myprompts/trending'],
      ['Featured', '9', '/myprompts/featured'],
      ['New', '0', '/myprompts/new'],
    ];
    for (const [label, number, href] of expected) {
      const link = await within(stats).findByRole('link', { name: new RegExp(`^${label}${number}`) });
      expect(link).toHaveAttribute('href', href);
    }
    expect(await screen.findByText('No new prompts found')).toBeInTheDocument();
    expect(screen.getByText('All prompts in the library')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shared with me' })).toHaveAttribute(
      'href',
      '/promptslist/shared',
    );
    // Someone else's prompt opens read-only.
    expect(screen.getByRole('link', { name: 'trending prompt' })).toHaveAttribute('href', '/myprompts/12');
  });

  it('shows the user’s own totals linking to the scoped lists', async () => {
    renderApp('/myprompts', { user: testUser, handlers: handlers(mine) });
    expect(
      await screen.findByRole('heading', { name: 'My Prompts', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const stats = screen.getByRole('list', { name: 'Statistics' });
    expect(await within(stats).findByRole('link', { name: /^Total Prompts2/ })).toHaveAttribute(
      'href',
      '/promptslist/my-prompts',
    );
    expect(within(stats).getByRole('link', { name: /^Featured0/ })).toHaveAttribute(
      'href',
      '/promptslist/featured?scope=mine',
    );
    expect(await screen.findByText('No featured prompts found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Prompts' })).toHaveAttribute('href', '/promptslist');
  });

  it('falls back to zeros and empty sections, with one toast, when the calls fail', async () => {
    renderApp('/dashboard', { user: testUser, handlers: {} });
    expect(
      await screen.findByText('Error loading dashboard data', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No trending prompts found')).toBeInTheDocument();
    expect(screen.getByTestId('stat-total')).toHaveTextContent('0');
  });
});
