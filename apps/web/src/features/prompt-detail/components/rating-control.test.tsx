import type { PromptDetail, RatingResult } from '@prompt-lib/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { makePrompt } from '../../../test/prompt-fixture.ts';
import { type Handler, renderApp, testUser } from '../../../test/render-app.tsx';

const detail = (overrides: Partial<PromptDetail> = {}): PromptDetail => ({
  ...makePrompt({ id: 7, title: 'Launch email', rating: 4, ratingCount: 2, createdBy: 77 }),
  myRating: null,
  ...overrides,
});
const result = (rating: number, ratingCount: number, myRating: number | null): RatingResult => ({
  promptId: 7,
  rating,
  ratingCount,
  myRating,
});
// The first render also loads the lazy route module.
const slow = { timeout: 5000 };
const stars = () => screen.findByRole('radiogroup', { name: 'Rate this prompt' }, slow);
const ratingCalls = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/prompts/7/rating')
    .map(([, init]) => `${init?.method} ${init?.body ?? ''}`.trim());

describe('rating a prompt', () => {
  it('rates with a click or the arrow keys, shows the new average and count, and withdraws', async () => {
    const user = userEvent.setup();
    const answers: Record<string, Handler> = {
      'PUT /api/prompts/7/rating': (init) => {
        const { value } = JSON.parse(String(init?.body)) as { value: number };
        return { status: 200, body: result((8 + value) / 3, 3, value) };
      },
      'DELETE /api/prompts/7/rating': () => ({ status: 200, body: result(4, 2, null) }),
    };
    const { fetchMock } = renderApp('/explorer/prompt/7', {
      user: testUser,
      handlers: { 'GET /api/prompts/7': () => ({ status: 200, body: detail() }), ...answers },
    });
    const group = await stars();
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByText('(2 ratings)')).toBeInTheDocument();
    expect(screen.getByText('Choose a star to rate')).toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: '2 stars' }));
    expect(await screen.findByText('Your rating: 2')).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(await screen.findByText('(3 ratings)')).toBeInTheDocument();
    expect(screen.getByText('3.3')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: '3 stars' })).toHaveFocus();
    expect(await screen.findByText('Your rating: 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('3.7')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Remove my rating' }));
    expect(await screen.findByText('Choose a star to rate')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { checked: true })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('(2 ratings)')).toBeInTheDocument());
    expect(ratingCalls(fetchMock)).toEqual(['PUT {"value":2}', 'PUT {"value":3}', 'DELETE']);
  });

  it('shows the choice at once and puts it back with the server message when saving fails', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    renderApp('/explorer/prompt/7', {
      user: testUser,
      handlers: {
        'GET /api/prompts/7': () => ({ status: 200, body: detail() }),
        'PUT /api/prompts/7/rating': () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      },
    });
    const group = await stars();
    await user.click(within(group).getByRole('radio', { name: '5 stars' }));
    // Optimistic: the star, the caller's rating and an estimated mean and count before any answer.
    expect(within(group).getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(screen.getByText('Your rating: 5')).toBeInTheDocument();
    expect(screen.getByText('(3 ratings)')).toBeInTheDocument();
    expect(screen.getByText('4.3')).toBeInTheDocument();

    answer({ status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'Rating is closed' } });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Rating is closed'));
    await waitFor(() => expect(within(group).getByRole('radio', { name: '5 stars' })).not.toBeChecked());
    expect(screen.getByText('Choose a star to rate')).toBeInTheDocument();
    expect(screen.getByText('(2 ratings)')).toBeInTheDocument();
    expect(screen.getByText('4.0')).toBeInTheDocument();
  });

  it('shows the caller’s earlier rating', async () => {
    renderApp('/explorer/prompt/7', {
      user: testUser,
      handlers: { 'GET /api/prompts/7': () => ({ status: 200, body: detail({ myRating: 4 }) }) },
    });
    expect(within(await stars()).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByText('Your rating: 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove my rating' })).toBeInTheDocument();
  });

  it('sends a visitor who picks a star to sign in, then back to the prompt', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const { router, fetchMock } = renderApp('/explorer/prompt/7', {
      handlers: {
        'GET /api/prompts/7': () => ({ status: 200, body: detail() }),
        'POST /auth/login': () => {
          signedIn = true;
          return { status: 200, body: { token: 'tok', user: testUser } };
        },
        'GET /auth/me': () => (signedIn ? { status: 200, body: testUser } : { status: 401 }),
      },
    });
    expect(screen.queryByText('Sign in to rate')).not.toBeInTheDocument();
    await user.click(within(await stars()).getByRole('radio', { name: '3 stars' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(ratingCalls(fetchMock)).toEqual([]);

    await user.type(await screen.findByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/explorer/prompt/7'));
    expect(await stars()).toBeInTheDocument();
  });

  it('shows the owner the average and a note instead of stars', async () => {
    renderApp('/explorer/prompt/7', {
      user: testUser,
      handlers: {
        'GET /api/prompts/7': () => ({ status: 200, body: detail({ createdBy: testUser.id }) }),
      },
    });
    expect(await screen.findByText(/you cannot rate it yourself/, {}, slow)).toBeInTheDocument();
    expect(screen.getByText('(2 ratings)')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });
});
