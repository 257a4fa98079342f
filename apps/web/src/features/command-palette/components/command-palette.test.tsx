import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberRecentPrompt } from '../../../lib/recent-prompts.ts';
import { toast } from '../../../lib/toast.ts';
import { queriesTo } from '../../../test/answer-by-query.ts';
import { makePrompt, page } from '../../../test/prompt-fixture.ts';
import { publicSettings } from '../../../test/public-settings.ts';
import { renderApp, testUser } from '../../../test/render-app.tsx';

const mine = makePrompt({
  id: 7,
  title: 'Cover letter opener',
  content: 'Write an opening line for a cover letter.',
  createdBy: testUser.id,
});
const filled = makePrompt({ id: 8, title: 'Cover letter for a job', content: 'Write to [company].' });
const library = makePrompt({ id: 9, title: 'Covering a meeting', content: 'Summarise the meeting.' });

function setup(path = '/legal/terms', signedIn = true) {
  const user = userEvent.setup();
  const view = renderApp(path, {
    user: signedIn ? testUser : undefined,
    handlers: {
      ...publicSettings(),
      'GET /api/saved-prompts': () => ({
        status: 200,
        body: {
          content: [{ id: 1, createdAt: '2024-03-05T10:00:00.000Z', prompt: filled }],
          totalElements: 1,
        },
      }),
      'GET /api/collections': () => ({ status: 200, body: { list: [], totalCount: 0 } }),
      'GET /api/prompts/my-prompts': () => ({ status: 200, body: page([mine]) }),
      'GET /api/prompts/search': () => ({ status: 200, body: page([library, mine]) }),
      'GET /api/prompts/7': () => ({ status: 200, body: mine }),
      'GET /api/prompts/8': () => ({ status: 200, body: filled }),
      'GET /api/prompts/9': () => ({ status: 200, body: library }),
      'POST /api/prompt-usage/record': () => ({
        status: 201,
        body: { promptId: 7, actionType: 'COPY', usesCount: 13 },
      }),
    },
  });
  return { user, ...view };
}

const palette = () => screen.findByRole('combobox', { name: 'Search prompts and commands' });
const group = (name: string) => screen.getByRole('group', { name });
/** The first screen (a lazy route) can be slow to come on a loaded machine. */
const screenShown = () => screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });

let success: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.stubGlobal('isSecureContext', true);
  // cmdk scrolls the selected option into view; jsdom lays nothing out.
  Element.prototype.scrollIntoView ??= () => {};
  success = vi.spyOn(toast, 'success');
});

describe('command palette', { timeout: 40_000 }, () => {
  it('opens with Ctrl+K, searches as you type and copies the chosen prompt with Enter', async () => {
    const { user, fetchMock } = setup();
    await screenShown();
    await user.keyboard('{Control>}k{/Control}');
    const input = await palette();
    expect(input).toHaveFocus();
    expect(screen.getByRole('listbox')).toBeInTheDocument();

    await user.type(input, 'cov');
    const mineGroup = await screen.findByRole('group', { name: 'My prompts' });
    expect(within(mineGroup).getByRole('option', { name: 'Cover letter opener' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The saved prompt matches locally; the library leaves out what an earlier group has.
    expect(within(group('Saved')).getByRole('option')).toHaveTextContent('Cover letter for a job');
    expect(
      within(group('Library'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Covering a meeting']);
    // Asked once the typing rests (a slow typist's first letters may be asked for too).
    await waitFor(() => {
      expect(queriesTo(fetchMock, '/api/prompts/my-prompts').at(-1)?.get('search')).toBe('cov');
      expect(queriesTo(fetchMock, '/api/prompts/search').at(-1)?.get('query')).toBe('cov');
    });

    await user.keyboard('{Enter}');
    await waitFor(() => expect(success).toHaveBeenCalledWith('Prompt copied to clipboard!'));
    expect(await navigator.clipboard.readText()).toBe('Write an opening line for a cover letter.');
    expect(screen.queryByRole('combobox', { name: 'Search prompts and commands' })).not.toBeInTheDocument();

    // Copied, it is recent: shown at once on the next opening, before any server answer.
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    expect(within(group('Recent')).getByRole('option')).toHaveTextContent('Cover letter opener');
  });

  it('opens the fill dialog in place of the palette when the prompt has fields', async () => {
    const { user } = setup();
    await screenShown();
    await user.click(screen.getByRole('button', { name: 'Search prompts and commands (Ctrl+K)' }));
    await user.type(await palette(), 'job');
    await user.click(await screen.findByRole('option', { name: 'Cover letter for a job' }));
    expect(await screen.findByRole('dialog', { name: 'Customize Prompt' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Search prompts and commands' })).not.toBeInTheDocument();
    expect(success).not.toHaveBeenCalled();
  });

  it('opens the prompt page with Shift+Enter, and works while typing in a field', async () => {
    const { user, router } = setup('/main');
    const search = await screen.findByRole('searchbox', {}, { timeout: 15_000 });
    await user.click(search);
    await user.keyboard('{Control>}k{/Control}');
    const input = await palette();
    await user.type(input, 'cov');
    await screen.findByRole('option', { name: 'Covering a meeting' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Shift>}{Enter}{/Shift}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/explorer/prompt/9'));
  });

  it('leaves "/" to the explorer search, outside the palette and not inside it', async () => {
    const { user } = setup('/main');
    const search = await screen.findByRole('searchbox', {}, { timeout: 15_000 });
    await user.keyboard('/');
    expect(search).toHaveFocus();
    await user.keyboard('{Control>}k{/Control}');
    const input = await palette();
    await user.type(input, 'a/b');
    expect(input).toHaveValue('a/b');
    expect(input).toHaveFocus();
  });

  it('lists the "Open in…" targets with Alt+Enter and opens the prompt in the one chosen', async () => {
    const { user } = setup();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await screenShown();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await palette(), 'cov');
    await screen.findByRole('option', { name: 'Cover letter opener' });
    await user.keyboard('{Alt>}{Enter}{/Alt}');
    expect(await screen.findByRole('option', { name: 'ChatGPT' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    const [url] = open.mock.calls[0] ?? [];
    expect(decodeURIComponent(String(url))).toBe(`https://chatgpt.com/?q=${mine.content}`);
  });

  it('gives visitors the library, the theme and sign-in, and no screens of their own', async () => {
    rememberRecentPrompt({ id: 9, title: 'Covering a meeting' });
    const { user, fetchMock } = setup('/legal/terms', false);
    await screenShown();
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    const commands = within(group('Commands')).getAllByRole('option');
    expect(commands.map((option) => option.textContent)).toEqual([
      'Sign in',
      'Theme: System',
      'Theme: Light',
      'Theme: Dark',
    ]);
    expect(within(group('Recent')).getByRole('option')).toHaveTextContent('Covering a meeting');
    await user.click(screen.getByRole('option', { name: 'Theme: Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    document.documentElement.classList.remove('dark');
    expect(queriesTo(fetchMock, '/api/saved-prompts')).toHaveLength(0);
    expect(queriesTo(fetchMock, '/api/prompts/my-prompts')).toHaveLength(0);
  });
});
