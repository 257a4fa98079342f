// Suggested edits (issue 29): one user suggests an edit of another's prompt from its detail, the owner
// finds it in the Suggestions inbox, opens the diff on the prompt's detail and accepts it; the prompt
// then reads as suggested and its history credits the suggester, accepted by the owner. The second
// journey goes by the notifications: the owner sees the bell, opens the diff from it and accepts, and
// the suggester's bell, on a page left open, counts the acceptance without a reload.
import { expect, registerViaApi, screenshot, signInViaApi, test, tokenOf } from '../fixtures.ts';

test('one user suggests an edit, the owner opens the diff and accepts it', async ({
  page,
  newBrowserPage,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = await registerViaApi(page);
  const created = await page.request.post('/api/prompts', {
    headers: { authorization: `Bearer ${await tokenOf(page, owner)}` },
    data: {
      title: `Launch email ${owner.username}`,
      content: 'Write a launch email for [product] to our customers.',
      categories: ['Writing'],
      tags: ['email'],
    },
  });
  expect(created.status()).toBe(201);
  const prompt = (await created.json()) as { id: number; title: string };

  // The suggester, in a browser of their own.
  const theirs = await newBrowserPage();
  await theirs.setViewportSize({ width: 1280, height: 900 });
  const suggester = await registerViaApi(theirs);
  await signInViaApi(theirs, suggester);
  await theirs.goto(`/explorer/prompt/${prompt.id}`);
  await theirs.getByRole('button', { name: 'Suggest an edit' }).click();
  const dialog = theirs.getByRole('dialog', { name: 'Suggest an edit' });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(prompt.title);
  await dialog
    .getByRole('textbox', { name: 'Content' })
    .fill('Write a short launch email for [product] to our customers, ending on one question.');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Shorter, and it invites a reply');
  await dialog.getByRole('button', { name: 'Send Suggestion' }).click();
  await expect(theirs.getByText('Suggestion sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The owner finds it in the inbox and reviews it on the prompt's detail.
  await signInViaApi(page, owner);
  await page.goto('/main');
  await page.getByRole('button', { name: `Account menu for ${owner.username}` }).click();
  await page.getByRole('menuitem', { name: 'Suggestions' }).click();
  const received = page.getByRole('list', { name: 'Received' });
  const item = received.getByRole('listitem').filter({ hasText: 'Shorter, and it invites a reply' });
  await expect(item.getByText(suggester.username)).toBeVisible();
  await screenshot(page, 'suggestions-inbox');
  await item.getByRole('link', { name: 'Review' }).click();
  const suggestions = page.getByRole('list', { name: 'Suggestions' });
  const suggestion = suggestions.getByRole('listitem').filter({ hasText: 'Shorter, and it invites a reply' });
  await expect(suggestion.locator('ins').filter({ hasText: 'short' }).first()).toBeVisible();
  await screenshot(page, 'suggestions-diff');
  await suggestion.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Suggestion accepted')).toBeVisible();
  await expect(suggestions).toBeHidden();
  await expect(page.getByText('ending on one question.')).toBeVisible();

  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Version history' });
  await expect(
    history
      .getByRole('button', { name: /^Version 2/ })
      .getByText(`By ${suggester.username}, accepted by ${owner.username}`, { exact: false }),
  ).toBeVisible();
});

test('one user suggests an edit, the owner sees the bell, opens the diff and accepts it, and the suggester is notified', async ({
  page,
  newBrowserPage,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = await registerViaApi(page);
  const created = await page.request.post('/api/prompts', {
    headers: { authorization: `Bearer ${await tokenOf(page, owner)}` },
    data: {
      title: `Welcome email ${owner.username}`,
      content: 'Write a welcome email for [product] to new customers.',
      categories: ['Writing'],
      tags: ['email'],
    },
  });
  expect(created.status()).toBe(201);
  const prompt = (await created.json()) as { id: number; title: string };

  // The suggester suggests an edit, and keeps the library open.
  const theirs = await newBrowserPage();
  await theirs.setViewportSize({ width: 1280, height: 900 });
  const suggester = await registerViaApi(theirs);
  await signInViaApi(theirs, suggester);
  await theirs.goto(`/explorer/prompt/${prompt.id}`);
  await theirs.getByRole('button', { name: 'Suggest an edit' }).click();
  const dialog = theirs.getByRole('dialog', { name: 'Suggest an edit' });
  await dialog
    .getByRole('textbox', { name: 'Content' })
    .fill('Write a warm welcome email for [product] to new customers, in three sentences.');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Warmer and shorter');
  await dialog.getByRole('button', { name: 'Send Suggestion' }).click();
  await expect(theirs.getByText('Suggestion sent')).toBeVisible();
  await theirs.goto('/main');
  await expect(theirs.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The owner sees the bell, and opens the suggestion from it.
  await signInViaApi(page, owner);
  await page.goto('/main');
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await screenshot(page, 'notifications-bell');
  await page
    .getByRole('menuitem', { name: `${suggester.username} suggested an edit to “${prompt.title}”` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/explorer/prompt/${prompt.id}$`));
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  const suggestion = page
    .getByRole('list', { name: 'Suggestions' })
    .getByRole('listitem')
    .filter({ hasText: 'Warmer and shorter' });
  await expect(suggestion.locator('ins').filter({ hasText: 'warm' }).first()).toBeVisible();
  await suggestion.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Suggestion accepted')).toBeVisible();

  // The suggester's open page counts it within 30 seconds, without a reload.
  const bell = theirs.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible({ timeout: 40_000 });
  await bell.click();
  await expect(
    theirs.getByRole('menuitem', {
      name: `${owner.username} accepted your suggested edit to “${prompt.title}”`,
    }),
  ).toBeVisible();
  await theirs.getByRole('menuitem', { name: 'See all' }).click();
  await expect(theirs.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await theirs.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(theirs.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await screenshot(theirs, 'notifications-page');
});
