import type { Comment, PromptDetail } from '@prompt-lib/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrompt } from '../../../test/prompt-fixture.ts';
import { sentBody } from '../../../test/public-settings.ts';
import { type Handler, renderApp, testUser } from '../../../test/render-app.tsx';

// The first render also loads the lazy route module.
const slow = { timeout: 5000 };
const bob = { id: 2, username: 'bob', avatarUrl: null };
const jane = { id: testUser.id, username: testUser.username, avatarUrl: null };

const comment = (id: number, body: string, overrides: Partial<Comment> = {}): Comment => ({
  id,
  author: bob,
  body,
  createdAt: '2024-03-05T10:00:00.000Z',
  editedAt: null,
  parentId: null,
  replyCount: 0,
  ...overrides,
});

/** A fake comments API over a list the calls change, for prompt 7 (owned by `ownerId`). */
function commentsApi(initial: Comment[], ownerId = 77) {
  let comments = [...initial];
  let nextId = 100;
  const topLevel = () => comments.filter((c) => c.parentId === null);
  const withCounts = (c: Comment) => ({
    ...c,
    replyCount: comments.filter((r) => r.parentId === c.id).length,
  });
  const handlers: Record<string, Handler> = {
    'GET /api/prompts/7': () => ({
      status: 200,
      body: {
        ...makePrompt({ id: 7, title: 'Launch email', createdBy: ownerId }),
        commentCount: comments.length,
        myRating: null,
      } satisfies PromptDetail,
    }),
    'GET /api/prompts/7/comments': () => ({
      status: 200,
      body: { list: topLevel().map(withCounts), totalCount: topLevel().length },
    }),
    'POST /api/prompts/7/comments': (init) => {
      const { body, parentId } = sentBody(init) as { body: string; parentId?: number };
      nextId += 1;
      const made = comment(nextId, body, { author: jane, parentId: parentId ?? null });
      comments.push(made);
      return { status: 201, body: made };
    },
  };
  for (const c of initial) {
    handlers[`GET /api/comments/${c.id}/replies`] = () => {
      const replies = comments.filter((r) => r.parentId === c.id);
      return { status: 200, body: { list: replies, totalCount: replies.length } };
    };
    handlers[`PUT /api/comments/${c.id}`] = (init) => {
      const { body } = sentBody(init) as { body: string };
      comments = comments.map((x) =>
        x.id === c.id ? { ...x, body, editedAt: '2024-03-06T10:00:00.000Z' } : x,
      );
      return { status: 200, body: comments.find((x) => x.id === c.id) };
    };
    handlers[`DELETE /api/comments/${c.id}`] = () => {
      comments = comments.filter((x) => x.id !== c.id && x.parentId !== c.id);
      return { status: 204 };
    };
  }
  return handlers;
}

const commentList = () => screen.findByRole('list', { name: 'Comments' }, slow);

describe('comments on the prompt detail', () => {
  it('shows bodies as plain text with http(s) links clickable, and asks visitors to sign in', async () => {
    renderApp('/explorer/prompt/7', {
      handlers: commentsApi([
        comment(1, 'See https://example.com/guide. <b>bold</b> and javascript:alert(1)'),
      ]),
    });
    const list = await commentList();
    const link = within(list).getByRole('link', { name: 'https://example.com/guide' });
    expect(link).toHaveAttribute('href', 'https://example.com/guide');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(list).getByText(/<b>bold<\/b> and javascript:alert\(1\)/)).toBeInTheDocument();
    expect(list.querySelector('b')).toBeNull();
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/u/bob', 'https://example.com/guide']);
    expect(screen.getByRole('link', { name: 'Sign in to comment' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fexplorer%2Fprompt%2F7',
    );
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('posts a comment, and a reply one level deep that shows under its comment', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/explorer/prompt/7', {
      user: testUser,
      handlers: commentsApi([comment(1, 'Great prompt')]),
    });
    const list = await commentList();
    expect(screen.getByText('(1 comment)')).toBeInTheDocument();

    // The form is loaded when it is first shown.
    await user.click(await screen.findByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Comment must not be empty')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Worked for me');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await within(list).findByText('Worked for me')).toBeInTheDocument();
    expect(screen.getByText('(2 comments)')).toBeInTheDocument();

    const first = within(list).getByText('Great prompt').closest('li') as HTMLElement;
    await user.click(within(first).getByRole('button', { name: 'Reply' }));
    await user.type(await within(first).findByRole('textbox', { name: 'Your reply' }), 'Thanks, @bob!');
    await user.click(within(first).getByRole('button', { name: 'Post Reply' }));
    const replies = await within(first).findByRole('list', { name: 'Replies to bob' });
    expect(await within(replies).findByText('Thanks, @bob!')).toBeInTheDocument();
    // A reply has no Reply of its own: one level deep.
    expect(within(replies).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(
      ([url, init]) => String(url) === '/api/prompts/7/comments' && init?.method === 'POST',
    );
    expect(posts.map(([, init]) => sentBody(init))).toEqual([
      { body: 'Worked for me' },
      { body: 'Thanks, @bob!', parentId: 1 },
    ]);
  });

  it("lets the author edit their comment, and not someone else's", async () => {
    const user = userEvent.setup();
    renderApp('/explorer/prompt/7', {
      user: testUser,
      handlers: commentsApi([comment(1, 'Mine', { author: jane }), comment(2, 'Not mine')]),
    });
    const list = await commentList();
    const others = within(list).getByText('Not mine').closest('li') as HTMLElement;
    expect(within(others).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(others).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    const mine = within(list).getByText('Mine').closest('li') as HTMLElement;
    await user.click(within(mine).getByRole('button', { name: 'Edit' }));
    const box = within(mine).getByRole('textbox', { name: 'Edit comment' });
    expect(box).toHaveValue('Mine');
    await user.clear(box);
    await user.type(box, 'Mine, improved');
    await user.click(within(mine).getByRole('button', { name: 'Save' }));
    expect(await within(list).findByText('Mine, improved')).toBeInTheDocument();
    expect(within(list).getByText('(edited)')).toBeInTheDocument();
  });

  it("lets the prompt's owner delete a comment after confirming, its replies with it", async () => {
    const user = userEvent.setup();
    renderApp('/explorer/prompt/7', {
      user: testUser,
      handlers: commentsApi(
        [comment(1, 'Spam here'), comment(5, 'A reply to spam', { parentId: 1 }), comment(2, 'Useful')],
        testUser.id,
      ),
    });
    const list = await commentList();
    expect(screen.getByText('(3 comments)')).toBeInTheDocument();
    const spam = within(list).getByText('Spam here').closest('li') as HTMLElement;
    await user.click(within(spam).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Comment' });
    expect(within(dialog).getByText(/Its replies are deleted with it/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText('Spam here')).not.toBeInTheDocument());
    expect(within(list).getByText('Useful')).toBeInTheDocument();
    expect(await screen.findByText('(1 comment)')).toBeInTheDocument();
  });
});
