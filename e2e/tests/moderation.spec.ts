// Reports and moderation (issue 29): a user reports a spam prompt from its "More" menu, an admin opens
// the Reports screen and hides it with a note, it is gone for a visitor, and its owner sees "Hidden by
// a moderator" with the note.
import {
  expect,
  newAdminViaApi,
  registerViaApi,
  screenshot,
  signInViaApi,
  test,
  tokenOf,
} from '../fixtures.ts';

test('a report hidden by an admin', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost').origin;
  const open = async () => {
    const context = await browser.newContext({ baseURL: origin });
    return { context, page: await context.newPage() };
  };

  // The owner's spam prompt, made through the API.
  const owner = await registerViaApi(page);
  const title = `Cheap followers ${Date.now().toString(36)}`;
  const names = async (path: string) =>
    ((await (await page.request.get(path)).json()) as { name: string }[]).map(({ name }) => name);
  const [category] = await names('/api/categories');
  const [tag] = await names('/api/tags');
  const created = await page.request.post('/api/prompts', {
    data: { title, content: 'Buy cheap followers at example.com', categories: [category], tags: [tag] },
    headers: { authorization: `Bearer ${await tokenOf(page, owner)}` },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // Another user reports it from the prompt's "More" menu.
  const reporter = await registerViaApi(page);
  await signInViaApi(page, reporter);
  await page.goto(`/explorer/prompt/${id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report prompt' });
  await dialog.getByRole('radio', { name: /^Spam/ }).check();
  await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill('Advertises a follower shop');
  await screenshot(page, 'moderation-report-dialog');
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(page.getByText('Thanks for your report. A moderator will look at it.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // An admin hides it from the Reports screen, with a note for its owner.
  const admin = await open();
  const moderator = await newAdminViaApi(admin.page);
  await signInViaApi(admin.page, moderator);
  await admin.page.setViewportSize({ width: 1280, height: 900 });
  await admin.page.goto('/admin/reports');
  await expect(admin.page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  const card = admin.page.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('Advertises a follower shop')).toBeVisible();
  await expect(card.getByText(`Reported by ${reporter.username}`)).toBeVisible();
  await card
    .getByRole('textbox', { name: 'Note to the owner (optional)' })
    .fill('Advertising is not allowed');
  await screenshot(admin.page, 'moderation-reports-screen');
  await card.getByRole('button', { name: 'Hide' }).click();
  await expect(admin.page.getByText('Content hidden')).toBeVisible();
  await expect(card).toBeHidden();
  await admin.page.getByRole('tab', { name: 'Resolved' }).click();
  const resolved = admin.page.getByRole('listitem').filter({ hasText: title });
  await expect(resolved.getByText(`Hidden by ${moderator.username}`, { exact: true })).toBeVisible();
  await expect(resolved.getByRole('button', { name: 'Unhide' })).toBeVisible();
  await admin.context.close();

  // A visitor no longer finds it.
  const visitor = await open();
  await visitor.page.goto(`/explorer/prompt/${id}`);
  await expect(visitor.page.getByRole('heading', { name: 'Prompt not found' })).toBeVisible();
  const search = await visitor.page.request.get('/api/prompts/search', { params: { query: title } });
  expect(((await search.json()) as { list: { id: number }[] }).list.map((p) => p.id)).not.toContain(id);
  await visitor.context.close();

  // Its owner still sees it, with the notice and the note.
  const mine = await open();
  await signInViaApi(mine.page, owner);
  await mine.page.setViewportSize({ width: 1280, height: 900 });
  await mine.page.goto(`/explorer/prompt/${id}`);
  await expect(mine.page.getByRole('heading', { name: title })).toBeVisible();
  const notice = mine.page.getByRole('status').filter({ hasText: 'Hidden by a moderator' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText('Moderator’s note: Advertising is not allowed')).toBeVisible();
  await screenshot(mine.page, 'moderation-owner-notice');
  await mine.context.close();
});
