import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageNumbers } from '../../../components/pagination.tsx';
import { queriesTo } from '../../../test/answer-by-query.ts';
import { makePrompt, makePrompts, page } from '../../../test/prompt-fixture.ts';
import { renderApp, testUser } from '../../../test/render-app.tsx';
import { listSource } from '../api/list-source.ts';

describe('list source by path', () => {
  it('titles each path and scopes flag lists with scope=mine', () => {
    expect(listSource('/promptslist', false)).toEqual({ title: 'Prompts List', list: '' });
    expect(listSource('/promptslist/trending', true)).toEqual({
      title: 'Trending Prompts',
      list: 'my-trending',
    });
    expect(listSource('/myprompts/featured', false)).toEqual({ title: 'Featured Prompts', list: 'featured' });
    expect(listSource('/promptslist/saved', false)).toEqual({ title: 'Saved Prompts', list: 'saved' });
    expect(listSource('/promptslist/my-prompts', false)).toEqual({ title: 'My Prompts', list: 'my-prompts' });
    expect(listSource('/promptslist/shared', false)).toEqual({
      title: 'Shared with me',
      list: '',
      scope: 'shared',
    });
  });

  it('numbers pages around the current one', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
  });
});

describe('prompt list screen', () => {
  it('pages by 10 with Previous/Next and searches from the first page', async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = renderApp('/promptslist?page=2', {
      user: testUser,
      handlers: { 'GET /api/prompts': () => ({ status: 200, body: page(makePrompts(10, 11), 25) }) },
    });
    expect(
      await screen.findByRole('heading', { name: 'Prompts List' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('25 prompts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.type(screen.getByRole('searchbox', { name: 'Search prompts' }), 'letter');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=letter'));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url]) => String(url).includes('search=letter') && String(url).includes('page=0'),
        ),
      ).toBe(true),
    );
  });

  it('says so when nothing is found', async () => {
    renderApp('/promptslist/featured?scope=mine', {
      user: testUser,
      handlers: { 'GET /api/prompts/my-featured': () => ({ status: 200, body: page([], 0) }) },
    });
    expect(
      await screen.findByRole('heading', { name: 'Featured Prompts' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No prompts found')).toBeInTheDocument();
  });
});

describe('Shared with me', () => {
  it('lists what others shared with the user, opening the editor where they may edit', async () => {
    const shared = [
      makePrompt({
        id: 3,
        title: 'Team brief',
        createdBy: 42,
        visibility: 'private',
        canEdit: true,
        sharedWith: [],
      }),
      makePrompt({ id: 4, title: 'Launch notes', createdBy: 42, visibility: 'private' }),
    ];
    const { fetchMock } = renderApp('/promptslist/shared', {
      user: testUser,
      handlers: { 'GET /api/prompts': () => ({ status: 200, body: page(shared) }) },
    });
    expect(
      await screen.findByRole('heading', { name: 'Shared with me' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Team brief' })).toHaveAttribute(
      'href',
      '/myprompts/edit/3',
    );
    expect(screen.getByRole('link', { name: 'Launch notes' })).toHaveAttribute('href', '/myprompts/4');
    expect(screen.getByText('Shared with you')).toBeInTheDocument();
    expect(queriesTo(fetchMock, '/api/prompts').map((query) => query.get('scope'))).toEqual(['shared']);
  });
});
