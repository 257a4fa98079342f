// Ratings and version history: a user rates a demo prompt and withdraws the rating, a visitor who
// picks a star signs in and comes back to it, and an owner compares an old version with the current
// prompt and restores it.
import type { Page } from '@playwright/test';
import { expect, newAccount, registerViaApi, screenshot, signInViaApi, test } from '../fixtures.ts';

type ApiPrompt = { id: number; title: string; rating: number; ratingCount: number; createdByName: string };

const countText = (n: number) => (n === 0 ? 'No ratings yet' : n === 1 ? '1 rating' : `${n} ratings`);

/** A prompt of the demo data (journeys running meanwhile add, change and delete prompts of their own). */
async function demoPrompt(page: Page): Promise<ApiPrompt> {
  const res = await page.request.get('/api/prompts', { params: { size: 100, sort: 'createdAt,desc' } });
  const demo = ((await res.json()) as { list: ApiPrompt[] }).list.filter((p) =>
    ['admin', 'demo'].includes(p.createdByName),
  );
  const [prompt] = demo;
  if (!prompt) throw new Error('the demo data has no prompts');
  return prompt;
}

const fetchPrompt = async (page: Page, id: number) =>
  (await (await page.request.get(`/api/prompts/${id}`)).json()) as ApiPrompt;

test('a user rates a demo prompt, sees the average and count change, and withdraws the rating', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const prompt = await demoPrompt(page);
  await signInViaApi(page, await registerViaApi(page));
  await page.goto(`/explorer/prompt/${prompt.id}`);
  const header = page.locator('header', { has: page.getByRole('heading', { level: 1 }) });
  await expect(header.getByText(`(${countText(prompt.ratingCount)})`)).toBeVisible();

  const stars = page.getByRole('radiogroup', { name: 'Rate this prompt' });
  // A click, then the state: check() gives up if the first click lands while the control re-renders.
  // The count shows before the server answers, so the reads below wait for its answer.
  const rating = (method: string) =>
    page.waitForResponse((res) => res.url().endsWith('/rating') && res.request().method() === method);
  const rated4 = rating('PUT');
  await stars.getByRole('radio', { name: '4 stars' }).click();
  await rated4;
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(page.getByText('Your rating: 4')).toBeVisible();
  await expect(header.getByText(`(${countText(prompt.ratingCount + 1)})`)).toBeVisible();
  const rated = await fetchPrompt(page, prompt.id);
  expect(rated.ratingCount).toBe(prompt.ratingCount + 1);
  await expect(header.getByText(rated.rating.toFixed(1), { exact: true })).toBeVisible();

  // The arrow keys move the choice, and each choice is saved.
  await stars.getByRole('radio', { name: '4 stars' }).focus();
  const rated5 = rating('PUT');
  await page.keyboard.press('ArrowRight');
  await rated5;
  await expect(stars.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await expect(page.getByText('Your rating: 5')).toBeVisible();
  await expect(header.getByText(`(${countText(prompt.ratingCount + 1)})`)).toBeVisible();
  await screenshot(page, 'ratings-control-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'ratings-control-phone');

  // A reload shows the user's own rating from the server.
  await page.reload();
  await expect(stars.getByRole('radio', { name: '5 stars' })).toBeChecked();

  const withdrawn = rating('DELETE');
  await page.getByRole('button', { name: 'Remove my rating' }).click();
  await withdrawn;
  await expect(page.getByText('Choose a star to rate')).toBeVisible();
  await expect(header.getByText(`(${countText(prompt.ratingCount)})`)).toBeVisible();
  expect((await fetchPrompt(page, prompt.id)).ratingCount).toBe(prompt.ratingCount);
});

test('a visitor who picks a star signs in and comes back to the prompt', async ({ page }) => {
  const prompt = await demoPrompt(page);
  const account = await registerViaApi(page, newAccount());
  await page.goto(`/explorer/prompt/${prompt.id}`);
  await page
    .getByRole('radiogroup', { name: 'Rate this prompt' })
    .getByRole('radio', { name: '3 stars' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/explorer/prompt/${prompt.id}$`));
  await expect(page.getByText('Choose a star to rate')).toBeVisible();
});

test('an owner compares an old version with the current prompt and restores it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const token = await signInViaApi(page, await registerViaApi(page));
  const headers = { authorization: `Bearer ${token}` };
  const names = async (path: string) =>
    ((await (await page.request.get(path)).json()) as { name: string }[]).map(({ name }) => name);
  const [category] = await names('/api/categories');
  const [tag, otherTag] = await names('/api/tags');
  const first = {
    title: 'Weekly team update',
    content: 'Write a weekly update for [team] that lists the wins, the risks and the next steps.',
    categories: [category],
    tags: [tag],
  };
  const created = await page.request.post('/api/prompts', { headers, data: first });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const edits = [
    { ...first, title: 'Weekly team update for managers' },
    {
      ...first,
      title: 'Weekly team update for managers',
      content: 'Write a short weekly update for [team] that lists the wins and the next steps.',
      tags: [tag, otherTag],
    },
  ];
  for (const edit of edits) {
    expect((await page.request.put(`/api/prompts/${id}`, { headers, data: edit })).ok()).toBe(true);
  }

  await page.goto(`/myprompts/${id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Weekly team update for managers' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'Version history' });
  const versions = dialog.getByRole('list', { name: 'Versions' }).getByRole('button');
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText('Version 3');
  await expect(versions.nth(0)).toContainText('Current');
  await expect(versions.nth(0)).toContainText('Changed: Content, Tags');
  await expect(versions.nth(1)).toContainText('Changed: Title');
  await expect(versions.nth(2)).toContainText('Created');
  await screenshot(page, 'history-list-desktop');

  await versions.nth(2).click();
  const compare = page.getByRole('dialog', { name: 'Version 1' });
  await expect(compare.locator('ins').filter({ hasText: 'short' })).toBeVisible();
  await expect(compare.locator('del').filter({ hasText: 'the risks' })).toBeVisible();
  await expect(compare.locator('ins').filter({ hasText: 'managers' })).toBeVisible();
  await screenshot(page, 'history-diff-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'history-diff-phone');

  await compare.getByRole('button', { name: 'Restore this version' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restore version 1?' });
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Version 1 restored')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Versions' }).getByRole('button')).toHaveCount(4);
  await screenshot(page, 'history-list-phone');
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Weekly team update', exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText('Write a weekly update for [team] that lists the wins, the risks'),
  ).toBeVisible();
});

test('the explorer sorts by Top rated, kept in the URL', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/main');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Top rated');
  await expect(page).toHaveURL(/\/main\?sort=rating$/);
  const top = await page.request.get('/api/prompts', { params: { size: 1, sort: 'rating,desc' } });
  const [best] = ((await top.json()) as { list: ApiPrompt[] }).list;
  await expect(page.getByRole('list', { name: 'Prompts' }).getByRole('heading').first()).toHaveText(
    best?.title ?? '',
  );
  await screenshot(page, 'explorer-sort-phone');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating');
});
