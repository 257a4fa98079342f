import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrompts, page } from '../../../test/prompt-fixture.ts';
import { type Handler, renderApp } from '../../../test/render-app.tsx';

const profile = {
  username: 'jane_doe',
  avatarUrl: null,
  bio: 'Writes <b>launch</b> e-mails.\nAnd release notes.',
  joinedAt: '2024-03-05T10:00:00.000Z',
  promptCount: 14,
  ratingAverage: 4.5,
  ratingCount: 12,
};
const answer =
  (body: unknown, status = 200): Handler =>
  () => ({ status, body });
// The first render also loads the lazy route module.
const slow = { timeout: 5000 };

describe('public profile', () => {
  it('shows the avatar, username, bio as plain text, joined date, counts and the prompts with Load More', async () => {
    const user = userEvent.setup();
    const pages = [page(makePrompts(12, 1), 14), page(makePrompts(2, 13), 14)];
    const asked: string[] = [];
    const { container, fetchMock } = renderApp('/u/jane_doe', {
      handlers: {
        'GET /api/users/jane_doe/profile': answer(profile),
        'GET /api/users/jane_doe/prompts': () => {
          const next = pages[asked.length] ?? page([], 14);
          asked.push('page');
          return { status: 200, body: next };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'jane_doe' }, slow)).toBeInTheDocument();
    // The bio's markup stays text: no <b> element is made from it.
    expect(screen.getByText(/Writes <b>launch<\/b> e-mails\./)).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('Joined March 5, 2024')).toBeInTheDocument();
    expect(screen.getByText('14 prompts')).toBeInTheDocument();
    expect(screen.getByText('4.5')).toBeInTheDocument();
    expect(screen.getByText('(12 ratings)')).toBeInTheDocument();
    expect(document.title).toBe('jane_doe – Prompt Lib');

    const list = await screen.findByRole('list', { name: 'Prompts' });
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(12);
    expect(within(list).getByRole('link', { name: /Prompt 1\b/ })).toHaveAttribute(
      'href',
      '/explorer/prompt/1',
    );
    expect(screen.getByText('Showing 12 of 14 prompts')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Showing 14 of 14 prompts')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/users/jane_doe/prompts?page=1&size=12&sort=createdAt%2Cdesc');
  });

  it('says when a profile has no prompts the caller may see, and no ratings', async () => {
    renderApp('/u/nina', {
      handlers: {
        'GET /api/users/nina/profile': answer({
          ...profile,
          username: 'nina',
          bio: null,
          promptCount: 0,
          ratingAverage: null,
          ratingCount: 0,
        }),
        'GET /api/users/nina/prompts': answer(page([], 0)),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'nina' }, slow)).toBeInTheDocument();
    expect(screen.getByText('0 prompts')).toBeInTheDocument();
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
    expect(await screen.findByText('No prompts are available at the moment.')).toBeInTheDocument();
  });

  it('says "User not found" for an unknown or disabled account', async () => {
    renderApp('/u/ghost', {
      handlers: { 'GET /api/users/ghost/profile': answer({ message: 'User not found' }, 404) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'User not found' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/main');
  });
});
