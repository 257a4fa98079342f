import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../lib/i18n.ts';
import { wrapper } from '../test/i18n-wrapper.tsx';
import { makePrompts, page } from '../test/prompt-fixture.ts';
import { PromptCardList, type PromptPagesOptions } from './prompt-card-list.tsx';

/** A list whose first page holds 12 of 69 prompts, with more to load. */
const options: PromptPagesOptions<['prompts']> = {
  queryKey: ['prompts'],
  queryFn: () => Promise.resolve(page(makePrompts(12), 69)),
  initialPageParam: 0,
  getNextPageParam: (_last, pages) => pages.length,
};

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    { path: '/', element: <PromptCardList options={options} empty={{ text: 'Nothing' }} /> },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { wrapper },
  );
}

describe('PromptCardList', () => {
  afterEach(() => activateLanguage('en'));

  it('counts the shown prompts in English as before', async () => {
    renderList();
    expect(await screen.findByText('Showing 12 of 69 prompts')).toBeInTheDocument();
  });

  it("writes both numbers of the count in the reader's digits (issue 31)", async () => {
    await activateLanguage('fa');
    renderList();
    const persian = new Intl.NumberFormat('fa');
    const count = await screen.findByText(new RegExp(persian.format(69)));
    expect(count).toHaveTextContent(persian.format(12));
    expect(count.textContent).not.toMatch(/[0-9]/);
  });
});
