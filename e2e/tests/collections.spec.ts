// Collections and starter packs: a user makes a collection, adds two prompts from their pages,
// reorders them, makes it public and a visitor opens its link; a visitor presses Get Pack on the
// landing, signs in and finds the pack copied into a collection of their own.
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, registerViaApi, screenshot, signInViaApi, test } from '../fixtures.ts';

type ApiPrompt = { id: number; title: string };

async function demoPrompts(page: Page, count: number): Promise<ApiPrompt[]> {
  const res = await page.request.get('/api/prompts', { params: { size: count, sort: 'title,asc' } });
  return ((await res.json()) as { list: ApiPrompt[] }).list;
}

/** A screenshot of one part of the page (the landing is too long to look at whole). */
const shoot = (part: Locator, name: string) =>
  part.screenshot({ path: path.join(import.meta.dirname, '..', 'screenshots', `${name}.png`) });

const cardTitles = (page: Page) =>
  page.getByRole('list', { name: 'Prompts in this collection' }).getByRole('heading').allTextContents();

test('a user collects two prompts, reorders them, makes the collection public and a visitor opens its link', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const [first, second] = await demoPrompts(page, 2);
  if (!first || !second) throw new Error('the demo data has too few prompts');
  await signInViaApi(page, await registerViaApi(page));

  // From the avatar menu to Collections, and a new one.
  await page.goto('/main');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Collections' }).click();
  await expect(page.getByRole('heading', { name: 'No collections yet' })).toBeVisible();
  await page.getByRole('button', { name: 'New collection' }).click();
  await page.getByLabel('Name').fill('Launch kit');
  await page.getByLabel('Description (optional)').fill('Prompts for launch week');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Launch kit' })).toBeVisible();

  // One prompt from the public detail, one from the signed-in detail.
  await page.goto(`/explorer/prompt/${first.id}`);
  await page.getByRole('button', { name: 'Add to collection' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: /Launch kit/ })).toBeVisible();
  await screenshot(page, 'collections-add-menu-desktop');
  await page.getByRole('menuitemcheckbox', { name: /Launch kit/ }).click();
  await expect(page.getByText('Added to "Launch kit"')).toBeVisible();
  // Adding saved it too.
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/myprompts/${second.id}`);
  await page.getByRole('button', { name: 'Add to collection' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: /Launch kit/ })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await screenshot(page, 'collections-add-menu-phone');
  await page.getByRole('menuitemcheckbox', { name: /Launch kit/ }).click();
  await expect(page.getByText('Added to "Launch kit"')).toBeVisible();

  await page.goto('/collections');
  await expect(page.getByText('2 prompts')).toBeVisible();
  await screenshot(page, 'collections-list-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'collections-list-desktop');
  await page.getByRole('link', { name: 'Launch kit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Launch kit' })).toBeVisible();
  await expect.poll(() => cardTitles(page)).toEqual([first.title, second.title]);

  // Reorder with the keyboard on the second card's handle: the new order is kept by the server.
  const handle = page.getByRole('button', { name: `Move "${second.title}" (position 2)` });
  await handle.focus();
  await page.keyboard.press('Space');
  // The drag has begun once the handle says it is pressed; then one step left, and drop.
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // Dropped only once the card is over the first one's place, as the drag's live region tells. A step
  // taken before dnd-kit has measured the places leaves the card where it is, so it is taken again
  // (from the first place, a step left goes nowhere).
  await expect(async () => {
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(
      `was moved over droppable area ${first.id}.`,
      { timeout: 1_000 },
    );
  }).toPass();
  await page.keyboard.press('Space');
  await expect.poll(() => cardTitles(page)).toEqual([second.title, first.title]);
  await expect(page.getByRole('button', { name: `Move "${second.title}" (position 1)` })).toBeVisible();
  await page.reload();
  await expect.poll(() => cardTitles(page)).toEqual([second.title, first.title]);

  // Public, and the link opens for a visitor.
  const publicSwitch = page.getByRole('switch', { name: 'Public' });
  await expect(publicSwitch).toHaveAttribute('aria-checked', 'false');
  await publicSwitch.click();
  await expect(publicSwitch).toHaveAttribute('aria-checked', 'true');
  await screenshot(page, 'collection-page-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'collection-page-phone');
  const link = page.url();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(link);
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Launch kit' })).toBeVisible();
  await expect(visitorPage.getByText('Prompts for launch week')).toBeVisible();
  await expect.poll(() => cardTitles(visitorPage)).toEqual([second.title, first.title]);
  await expect(visitorPage.getByRole('button', { name: 'Copy to my collections' })).toBeVisible();
  await expect(visitorPage.getByRole('switch')).toHaveCount(0);
  await visitor.close();

  // Private again: the link is "not found" to others.
  await publicSwitch.click();
  await expect(publicSwitch).toHaveAttribute('aria-checked', 'false');
  const hidden = await page.request.get(link.replace(/.*\/collections\//, '/api/collections/'), {
    headers: {},
  });
  expect(hidden.status()).toBe(404);
});

test('a visitor presses Get Pack on the landing, signs in, and gets the pack as a collection', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const account = await registerViaApi(page);
  await page.goto('/');
  const packs = page.locator('section', { has: page.getByRole('heading', { name: 'Starter packs' }) });
  await expect(packs.getByRole('heading', { name: 'Developer Pack' })).toBeVisible();
  await expect(packs.getByText('18 prompts')).toBeVisible();
  await packs.scrollIntoViewIfNeeded();
  await shoot(packs, 'landing-packs-desktop');
  const popular = page.locator('section', { has: page.getByRole('heading', { name: 'Popular now' }) });
  await expect(popular.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/main?sort=popular');
  await shoot(popular, 'landing-popular-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(packs, 'landing-packs-phone');

  await packs.getByRole('button', { name: 'Get Pack: Developer Pack' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/collections\/\d+$/);
  await expect(page.getByText('"Developer Pack" is now in your collections')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Developer Pack' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Public' })).toHaveAttribute('aria-checked', 'false');
  await expect.poll(async () => (await cardTitles(page)).length).toBe(18);
  await page.getByRole('link', { name: 'All collections' }).click();
  await expect(page.getByRole('link', { name: 'Developer Pack' })).toBeVisible();
  await expect(page.getByText('18 prompts', { exact: true })).toBeVisible();
});
