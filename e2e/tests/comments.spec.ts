// Comments (issue 29): one user comments on a demo prompt, another replies to the comment mentioning
// them, and both are there after a reload, the reply under its comment; the prompt's count follows, and
// the mentioned user finds the mention under the header's bell, which leads back to the prompt.
import type { Page } from '@playwright/test';
import { expect, registerViaApi, screenshot, signInViaApi, test } from '../fixtures.ts';

type ApiPrompt = { id: number; title: string; createdByName: string; commentCount: number };

/** A prompt of the demo data (journeys running meanwhile add, change and delete prompts of their own). */
async function demoPrompt(page: Page): Promise<ApiPrompt> {
  const res = await page.request.get('/api/prompts', { params: { size: 100, sort: 'createdAt,asc' } });
  const [prompt] = ((await res.json()) as { list: ApiPrompt[] }).list.filter((p) =>
    ['admin', 'demo'].includes(p.createdByName),
  );
  if (!prompt) throw new Error('the demo data has no prompts');
  return prompt;
}

/** Scrolls to the comments, below the prompt, which load as the reader nears them. */
async function toComments(page: Page) {
  await page.getByRole('button', { name: 'Copy to Clipboard' }).waitFor();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
}

test('a comment with a reply and a mention', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const prompt = await demoPrompt(page);
  const author = await registerViaApi(page);
  await signInViaApi(page, author);
  await page.goto(`/explorer/prompt/${prompt.id}`);
  await toComments(page);
  const comments = page.getByRole('list', { name: 'Comments' });
  const body = `Used it for our launch notes, see https://example.com/notes ${author.username}`;
  await page.getByRole('textbox', { name: 'Add a comment' }).fill(body);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  const mine = comments.getByRole('listitem').filter({ hasText: author.username }).first();
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('link', { name: 'https://example.com/notes' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );

  // Another account replies, in a browser of its own.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const replier = await other.newPage();
  const second = await registerViaApi(replier);
  await signInViaApi(replier, second);
  await replier.goto(`/explorer/prompt/${prompt.id}`);
  await toComments(replier);
  const theirView = replier
    .getByRole('list', { name: 'Comments' })
    .getByRole('listitem')
    .filter({ hasText: author.username })
    .first();
  await theirView.getByRole('button', { name: 'Reply' }).click();
  await theirView.getByRole('textbox', { name: 'Your reply' }).fill(`Thanks @${author.username}!`);
  await theirView.getByRole('button', { name: 'Post Reply' }).click();
  await expect(theirView.getByText(`Thanks @${author.username}!`)).toBeVisible();
  await other.close();

  await page.reload();
  await toComments(page);
  await expect(mine.getByText(body.split(' see ')[0] ?? '')).toBeVisible();
  await mine.getByRole('button', { name: 'View 1 reply' }).click();
  const replies = mine.getByRole('list', { name: `Replies to ${author.username}` });
  await expect(replies.getByText(`Thanks @${author.username}!`)).toBeVisible();
  await expect(replies.getByRole('link', { name: second.username })).toBeVisible();
  const after = (await (await page.request.get(`/api/prompts/${prompt.id}`)).json()) as ApiPrompt;
  expect(after.commentCount).toBeGreaterThanOrEqual(prompt.commentCount + 2);
  await screenshot(page, 'comments-with-reply');

  // The mentioned author hears of it once (a mention, not also a reply), under the bell.
  await page.evaluate(() => window.scrollTo(0, 0));
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await bell.click();
  const notice = page.getByRole('menuitem', {
    name: `${second.username} mentioned you in a comment on “${prompt.title}”`,
  });
  await expect(notice).toBeVisible();
  await screenshot(page, 'notifications-mention');
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/explorer/prompt/${prompt.id}$`));
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});
