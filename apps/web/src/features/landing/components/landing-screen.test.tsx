import { SUPPORT_EMAIL } from '@prompt-lib/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCategory, makePrompt, makePrompts, page } from '../../../test/prompt-fixture.ts';
import { renderApp } from '../../../test/render-app.tsx';

const categories = Array.from({ length: 10 }, (_, i) => makeCategory(i + 1, `Category ${i + 1}`));
const pack = (id: number, name: string, promptCount: number, packIcon: string) => ({
  id,
  name,
  description: `${name} description`,
  public: true,
  pack: true,
  packIcon,
  packOrder: id,
  owner: { id: 1, username: 'admin' },
  promptCount,
  createdAt: '2024-03-05T10:00:00.000Z',
  updatedAt: '2024-03-05T10:00:00.000Z',
});
const packs = [
  pack(1, 'Job Hunt Pack', 15, 'briefcase'),
  pack(2, 'Startup Pack', 20, 'rocket'),
  pack(3, 'Content Creator Pack', 25, 'pen'),
  pack(4, 'Developer Pack', 18, 'code'),
];
const handlers = {
  'GET /api/categories': () => ({ status: 200, body: categories }),
  'GET /api/collections/packs': () => ({ status: 200, body: packs }),
  'GET /api/prompts/popular': () => ({ status: 200, body: page([]) }),
  'GET /api/prompts/trending': () => ({ status: 200, body: page(makePrompts(6, 1), 9) }),
  'GET /api/prompts/featured': () => ({
    status: 200,
    body: page([makePrompt({ id: 40, title: 'Featured pick', featured: true })]),
  }),
};

describe('landing page', () => {
  it('offers browsing and submitting, with the marketing figures', async () => {
    renderApp('/', { handlers });
    const hero = (await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).closest('section');
    expect(hero).not.toBeNull();
    const inHero = within(hero as HTMLElement);
    expect(inHero.getByRole('link', { name: 'Browse Prompts' })).toHaveAttribute('href', '/main');
    expect(inHero.getByRole('link', { name: 'Submit a Prompt' })).toHaveAttribute('href', '/login');
    for (const [value, label] of [
      ['10K+', 'Users'],
      ['5K+', 'Prompts'],
      ['4.9/5', 'Rating'],
    ] as const) {
      expect(inHero.getByText(value)).toBeInTheDocument();
      expect(inHero.getByText(label)).toBeInTheDocument();
    }
  });

  it('shows the first 8 categories and the trending and featured prompts with "View All"', async () => {
    renderApp('/', { handlers });
    const tiles = await screen.findAllByRole('link', { name: /^Category \d+$/ }, { timeout: 5000 });
    expect(tiles).toHaveLength(8);
    expect(tiles[0]).toHaveAttribute('href', '/main?category=1');

    const trending = (await screen.findByRole('heading', { name: 'Trending prompts' })).closest('section');
    const inTrending = within(trending as HTMLElement);
    expect(await inTrending.findAllByRole('link', { name: /^Prompt \d/ })).toHaveLength(6);
    expect(inTrending.getByRole('link', { name: /Prompt 1/ })).toHaveAttribute('href', '/explorer/prompt/1');
    expect(inTrending.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/main?trending=true');

    const featured = screen.getByRole('heading', { name: 'Featured prompts' }).closest('section');
    expect(within(featured as HTMLElement).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/main?featured=true',
    );
  });

  it("loads the first trending card's image at once, as a phone's largest paint, and the rest lazily", async () => {
    const pictured = (id: number) =>
      makePrompt({ id, title: `Pictured ${id}`, imageUrls: [`/img/${id}.png`] });
    renderApp('/', {
      handlers: {
        ...handlers,
        'GET /api/prompts/trending': () => ({ status: 200, body: page([pictured(1), pictured(2)]) }),
        'GET /api/prompts/featured': () => ({ status: 200, body: page([pictured(40)]) }),
      },
    });
    await screen.findByRole('heading', { name: 'Pictured 2' });
    await screen.findByRole('heading', { name: 'Pictured 40' });
    const image = (id: number) => document.querySelector(`img[src="/img/${id}.png"]`);
    expect(image(1)).toHaveAttribute('loading', 'eager');
    expect(image(1)).toHaveAttribute('fetchpriority', 'high');
    for (const id of [2, 40]) {
      expect(image(id)).toHaveAttribute('loading', 'lazy');
      expect(image(id)).not.toHaveAttribute('fetchpriority');
    }
  });

  it('shows the starter packs, testimonials and footer links', async () => {
    renderApp('/', { handlers });
    for (const [pack, count] of [
      ['Job Hunt Pack', 15],
      ['Startup Pack', 20],
      ['Content Creator Pack', 25],
      ['Developer Pack', 18],
    ] as const) {
      const card = (await screen.findByRole('heading', { name: pack }, { timeout: 5000 })).closest('li');
      expect(within(card as HTMLElement).getByText(`${count} prompts`)).toBeInTheDocument();
      expect(within(card as HTMLElement).getByRole('button', { name: /Get Pack/ })).toBeInTheDocument();
    }
    expect(screen.getByText('Sarah Chen')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Browse Prompts' })).toHaveAttribute('href', '/main');
    expect(within(footer).getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/legal/privacy',
    );
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/legal/terms',
    );
    expect(within(footer).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/legal/cookies',
    );
  });

  it('Get Pack sends a visitor to sign in, to come back to /collections/get/{id}', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/', { handlers });
    await user.click(
      await screen.findByRole('button', { name: 'Get Pack: Startup Pack' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/collections/get/2' });
  });

  it('leaves out the packs when there are none, and shows Popular now only when prompts were copied', async () => {
    renderApp('/', {
      handlers: {
        ...handlers,
        'GET /api/collections/packs': () => ({ status: 200, body: [] }),
        'GET /api/prompts/popular': () => ({ status: 200, body: page(makePrompts(2, 70)) }),
      },
    });
    const popular = (await screen.findByRole('heading', { name: 'Popular now' }, { timeout: 5000 })).closest(
      'section',
    );
    expect(within(popular as HTMLElement).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/main?sort=popular',
    );
    await screen.findByText('Sarah Chen');
    // The section shows its heading over skeletons while the packs load, and goes once none came.
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Starter packs' })).not.toBeInTheDocument(),
    );
  });
});
