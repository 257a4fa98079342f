import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { makePrompt } from '../../../test/prompt-fixture.ts';
import { type Handler, renderApp, testUser } from '../../../test/render-app.tsx';

const prompt = makePrompt({
  id: 7,
  title: 'Launch email',
  content: 'Write a launch email for [product].',
  previewText: 'Announce a product in one email.',
  rating: 4.25,
  usesCount: 31,
  createdByName: 'jane_doe',
  createdAt: '2024-03-05T10:00:00.000Z',
  updatedAt: '2024-04-10T10:00:00.000Z',
  trending: true,
  tags: ['email', 'launch'],
  categories: ['Marketing'],
  imageUrls: ['/img/1', '/img/2'],
});
const answer =
  (body: unknown, status = 200): Handler =>
  () => ({ status, body });
// The first render also loads the lazy route module.
const slow = { timeout: 5000 };

describe('public prompt detail', () => {
  it('shows the prompt, its facts, badges, overview, gallery and content', async () => {
    renderApp('/explorer/prompt/7', { handlers: { 'GET /api/prompts/7': answer(prompt) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Launch email' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Explorer' })).toHaveAttribute('href', '/main');
    expect(screen.getByText('4.3')).toBeInTheDocument();
    expect(screen.getByText('Uses: 31')).toBeInTheDocument();
    // The author's name opens their public profile (issue 29); the words stay the spec's.
    expect(screen.getByRole('link', { name: 'Created By: jane_doe' })).toHaveAttribute('href', '/u/jane_doe');
    expect(screen.getByText('Updated: April 10, 2024')).toBeInTheDocument();
    expect(screen.getByText('Trending')).toBeInTheDocument();
    expect(screen.getByText('Marketing')).toBeInTheDocument();
    expect(screen.getByText('#email')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('Announce a product in one email.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Prompt Results' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Thumbnails' })).toBeInTheDocument();
    const content = screen.getByRole('heading', { name: 'Prompt Content' }).parentElement;
    expect(content).toHaveTextContent('Write a launch email for [product].');
    expect(screen.getByText('[product]').tagName).toBe('MARK');
  });

  it("lays out the prompt's own text by its direction, not the interface's (issue 31)", async () => {
    const hebrew = {
      ...prompt,
      language: 'he',
      title: 'מכתב תודה ללקוחות',
      previewText: 'מכתב קצר שמודה ללקוחות על ההזמנה.',
      content: 'כתוב מכתב תודה קצר ללקוחות על ההזמנה שלהם.',
    };
    renderApp('/explorer/prompt/7', { handlers: { 'GET /api/prompts/7': answer(hebrew) } });
    const title = await screen.findByRole('heading', { level: 1, name: hebrew.title }, slow);
    expect(title).toHaveAttribute('dir', 'auto');
    expect(screen.getByText(hebrew.previewText)).toHaveAttribute('dir', 'auto');
    const section = screen.getByRole('heading', { name: 'Prompt Content' }).parentElement as HTMLElement;
    expect(within(section).getByText(hebrew.content)).toHaveAttribute('dir', 'auto');
  });

  it('shows the created date when never updated, and no overview or gallery when absent', async () => {
    const plain = { ...prompt, updatedAt: null, previewText: null, imageUrls: [], createdByName: null };
    renderApp('/explorer/prompt/7', { handlers: { 'GET /api/prompts/7': answer(plain) } });
    expect(await screen.findByText('Created: March 5, 2024', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText(/Created By/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Overview' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Prompt Results' })).not.toBeInTheDocument();
  });

  it('says "Prompt not found" for a missing prompt or an impossible id', async () => {
    const { router } = renderApp('/explorer/prompt/99', {
      handlers: { 'GET /api/prompts/99': answer({ message: 'Prompt not found' }, 404) },
    });
    expect(await screen.findByRole('heading', { name: 'Prompt not found' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/main');
    await router.navigate('/explorer/prompt/abc');
    expect(await screen.findByRole('heading', { name: 'Prompt not found' })).toBeInTheDocument();
  });

  it('goes to /main with a toast when loading fails otherwise', async () => {
    const error = vi.spyOn(toast, 'error');
    const { router } = renderApp('/explorer/prompt/7', {
      handlers: { 'GET /api/prompts/7': answer({ message: 'Forbidden' }, 403) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'), slow);
    expect(error).toHaveBeenCalledWith('Failed to load prompt details');
  });

  it('sends a visitor who presses Save to /login', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/explorer/prompt/7', {
      handlers: { 'GET /api/prompts/7': answer(prompt) },
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('lets a signed-in user save and unsave the prompt', async () => {
    const user = userEvent.setup();
    let saved = false;
    const { fetchMock } = renderApp('/explorer/prompt/7', {
      user: testUser,
      handlers: {
        'GET /api/prompts/7': answer(prompt),
        'GET /api/saved-prompts/check/7': () => ({ status: 200, body: saved }),
        'POST /api/saved-prompts/7': () => {
          saved = true;
          return { status: 201, body: {} };
        },
        'DELETE /api/saved-prompts/7': () => {
          saved = false;
          return { status: 204 };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save', pressed: false }, slow));
    expect(await screen.findByRole('button', { name: 'Saved', pressed: true })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Saved' }));
    expect(await screen.findByRole('button', { name: 'Save', pressed: false })).toBeInTheDocument();
    const methods = fetchMock.mock.calls
      .filter(([url]) => String(url) === '/api/saved-prompts/7')
      .map(([, init]) => init?.method);
    expect(methods).toEqual(['POST', 'DELETE']);
  });
});
