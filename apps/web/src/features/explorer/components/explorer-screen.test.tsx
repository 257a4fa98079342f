import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCategory, makePrompts, page } from '../../../test/prompt-fixture.ts';
import { type Handler, renderApp, testUser } from '../../../test/render-app.tsx';

const categories = [makeCategory(1, 'Writing'), makeCategory(2, 'Marketing')];
const listAnswer: Handler = () => ({ status: 200, body: page(makePrompts(12), 30) });
const handlers: Record<string, Handler> = {
  'GET /api/categories': () => ({ status: 200, body: categories }),
  'GET /api/prompts': listAnswer,
  'GET /api/prompts/trending': listAnswer,
  'GET /api/prompts/featured': listAnswer,
  'GET /api/prompts/new': listAnswer,
  'GET /api/prompts/search': () => ({ status: 200, body: page([]) }),
};

/** The prompt-list URLs fetched so far. */
const listCalls = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/prompts'));

afterEach(() => {
  vi.useRealTimers();
});

describe('explorer filters', () => {
  it('reads the mode from the query string and shows its heading', async () => {
    const { fetchMock } = renderApp('/main?category=2', { handlers });
    // The first render also loads the lazy route module.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Marketing Prompts' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findAllByRole('heading', { level: 2, name: /Prompt \d+/ })).toHaveLength(12);
    expect(listCalls(fetchMock)).toContain('/api/prompts?size=12&sort=createdAt%2Cdesc&category=2&page=0');
    expect(screen.getByRole('button', { name: 'Marketing', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All', pressed: false })).toBeInTheDocument();
  });

  it('keeps one filter at a time in the URL', async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = renderApp('/main?trending=true', { handlers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trending Prompts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Trending', pressed: true })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Writing' }));
    expect(router.state.location.search).toBe('?category=1');
    expect(screen.getByRole('button', { name: 'Trending', pressed: false })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Writing Prompts' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Featured' }));
    expect(router.state.location.search).toBe('?featured=true');
    expect(screen.getByRole('button', { name: 'Writing', pressed: false })).toBeInTheDocument();
    await waitFor(() =>
      expect(listCalls(fetchMock)).toContain('/api/prompts/featured?size=12&sort=createdAt%2Cdesc&page=0'),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search prompts' }), 'email{Enter}');
    expect(router.state.location.search).toBe('?q=email');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for "email"' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Featured', pressed: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All', pressed: false })).toBeInTheDocument();
    expect(await screen.findByText('No results found for "email"')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New' }));
    expect(router.state.location.search).toBe('?new=true');
    expect(screen.getByRole('searchbox', { name: 'Search prompts' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'New' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore Prompts' })).toBeInTheDocument();
  });

  it('sorts by Newest, Most used, Top rated or Popular now, kept in the URL across filters', async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = renderApp('/main?sort=rating', { handlers });
    const sort = await screen.findByRole('combobox', { name: 'Sort by' }, { timeout: 5000 });
    expect(sort).toHaveValue('rating');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest', 'Most used', 'Top rated', 'Popular now']);
    await waitFor(() =>
      expect(listCalls(fetchMock)).toContain('/api/prompts?size=12&sort=rating%2Cdesc&page=0'),
    );

    await user.click(screen.getByRole('button', { name: 'Trending' }));
    expect(router.state.location.search).toBe('?trending=true&sort=rating');
    await waitFor(() =>
      expect(listCalls(fetchMock)).toContain('/api/prompts/trending?size=12&sort=rating%2Cdesc&page=0'),
    );

    await user.selectOptions(sort, 'Most used');
    expect(router.state.location.search).toBe('?trending=true&sort=uses');
    await waitFor(() =>
      expect(listCalls(fetchMock)).toContain('/api/prompts/trending?size=12&sort=usesCount%2Cdesc&page=0'),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search prompts' }), 'email{Enter}');
    expect(router.state.location.search).toBe('?q=email&sort=uses');
    await waitFor(() =>
      expect(listCalls(fetchMock)).toContain(
        '/api/prompts/search?size=12&sort=usesCount%2Cdesc&query=email&page=0',
      ),
    );

    await user.selectOptions(sort, 'Popular now');
    expect(router.state.location.search).toBe('?q=email&sort=popular');
    await waitFor(() =>
      expect(listCalls(fetchMock)).toContain(
        '/api/prompts/search?size=12&sort=popular%2Cdesc&query=email&page=0',
      ),
    );

    await user.selectOptions(sort, 'Newest');
    expect(router.state.location.search).toBe('?q=email');
  });

  it('lists the prompts of one language, kept in the URL across filters (issue 31)', async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = renderApp('/main', { handlers });
    const language = await screen.findByRole('combobox', { name: 'Language' }, { timeout: 5000 });
    expect(language).toHaveValue('');
    expect(within(language).getByRole('option', { name: 'German' })).toBeInTheDocument();

    await user.selectOptions(language, 'German');
    expect(router.state.location.search).toBe('?language=de');
    await waitFor(() =>
      expect(listCalls(fetchMock)).toContain('/api/prompts?size=12&sort=createdAt%2Cdesc&language=de&page=0'),
    );
    await user.click(screen.getByRole('button', { name: 'Trending' }));
    expect(router.state.location.search).toBe('?trending=true&language=de');

    await user.selectOptions(language, 'All languages');
    expect(router.state.location.search).toBe('?trending=true');
  });

  it('applies typed text 300 ms after the last keystroke', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderApp('/main?category=1', { handlers });
    const box = await screen.findByRole('searchbox', { name: 'Search prompts' });
    await user.type(box, 'cover');
    act(() => vi.advanceTimersByTime(250));
    expect(router.state.location.search).toBe('?category=1');
    act(() => vi.advanceTimersByTime(100));
    expect(router.state.location.search).toBe('?q=cover');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for "cover"' }),
    ).toBeInTheDocument();

    await user.click(await screen.findByRole('link', { name: 'Clear Search' }));
    expect(router.state.location.search).toBe('');
    expect(box).toHaveValue('');
  });

  it('loads the next page with "Load More" until every prompt is shown', async () => {
    const user = userEvent.setup();
    const pages = [page(makePrompts(12, 1), 14), page(makePrompts(2, 13), 14)];
    renderApp('/main', {
      handlers: { ...handlers, 'GET /api/prompts': () => ({ status: 200, body: pages.shift() }) },
    });
    expect(await screen.findByText('Showing 12 of 14 prompts')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Showing 14 of 14 prompts')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Prompt 14' })).toBeInTheDocument();
  });

  it('says "at least" of a search count that is a lower bound, until a page counts exactly (issue 32)', async () => {
    const user = userEvent.setup();
    const pages = [
      { ...page(makePrompts(12, 1), 1000), totalCountExact: false },
      { ...page(makePrompts(12, 13), 1400), totalCountExact: true },
    ];
    renderApp('/main?q=email', {
      handlers: { ...handlers, 'GET /api/prompts/search': () => ({ status: 200, body: pages.shift() }) },
    });
    expect(await screen.findByText('Showing 12 of 1,000+ prompts')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Showing 24 of 1,400 prompts')).toBeInTheDocument();
  });

  it('loads the next page when the sentinel under the list becomes 10 % visible', async () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
    const pages = [page(makePrompts(12, 1), 14), page(makePrompts(2, 13), 14)];
    renderApp('/main', {
      handlers: { ...handlers, 'GET /api/prompts': () => ({ status: 200, body: pages.shift() }) },
    });
    expect(await screen.findByText('Showing 12 of 14 prompts', {}, { timeout: 5000 })).toBeInTheDocument();
    const observer = observers.at(-1);
    expect(observer?.options?.threshold).toBe(0.1);
    act(() =>
      observer?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(await screen.findByText('Showing 14 of 14 prompts')).toBeInTheDocument();
  });

  it('shows the empty and error states', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderApp('/main', {
      handlers: {
        ...handlers,
        'GET /api/prompts': () =>
          fail ? { status: 400, body: { message: 'Bad' } } : { status: 200, body: page([]) },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Error loading prompts' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'No prompts found' })).toBeInTheDocument();
    expect(screen.getByText('No prompts are available at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clear Search' })).not.toBeInTheDocument();
  });
});

describe('explorer Library', () => {
  const groups: Handler = () => ({
    status: 200,
    body: [{ id: 5, name: 'Design', description: '', ssoName: null, memberCount: 3, myRole: 'member' }],
  });

  it('lets a signed-in user list all, public, a group’s or shared prompts, kept in the URL', async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = renderApp('/main?trending=true', {
      user: testUser,
      handlers: { ...handlers, 'GET /api/groups': groups },
    });
    const library = await screen.findByRole('combobox', { name: 'Library' }, { timeout: 5000 });
    expect(library).toHaveValue('all');
    await waitFor(() =>
      expect(
        within(library)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All', 'Public', 'Design', 'Shared with me']),
    );

    await user.selectOptions(library, 'Design');
    expect(router.state.location.search).toBe('?trending=true&scope=group%3A5');
    await waitFor(() =>
      expect(listCalls(fetchMock)).toContain(
        '/api/prompts/trending?size=12&sort=createdAt%2Cdesc&scope=group%3A5&page=0',
      ),
    );

    // Another filter keeps the Library; the list starts again from its first page.
    await user.type(screen.getByRole('searchbox', { name: 'Search prompts' }), 'email{Enter}');
    expect(router.state.location.search).toBe('?q=email&scope=group%3A5');
    await waitFor(() =>
      expect(listCalls(fetchMock)).toContain(
        '/api/prompts/search?size=12&sort=createdAt%2Cdesc&query=email&scope=group%3A5&page=0',
      ),
    );

    await user.selectOptions(library, 'Shared with me');
    expect(router.state.location.search).toBe('?q=email&scope=shared');
    await user.selectOptions(library, 'All');
    expect(router.state.location.search).toBe('?q=email');
  });

  it('is not offered to visitors', async () => {
    renderApp('/main', { handlers });
    expect(await screen.findByRole('combobox', { name: 'Sort by' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Library' })).not.toBeInTheDocument();
  });
});
