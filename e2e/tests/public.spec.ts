// A visitor's journeys through the public screens: landing → explorer (debounced search, category,
// Trending, Load More) → prompt detail → customize and copy; the image gallery; the legal pages; and an
// axe-core scan of landing, explorer and detail.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, screenshot, test } from '../fixtures.ts';

type Prompt = { id: number; title: string; content: string; imageUrls: string[]; usesCount: number };
type Category = { id: number; name: string };

const PLACEHOLDER = /\[([^[\]]+)\]/g;
const placeholders = (content: string) => [
  ...new Set([...content.matchAll(PLACEHOLDER)].map((m) => m[1]?.trim()).filter((n): n is string => !!n)),
];

async function newestPrompts(page: Page, size = 100): Promise<Prompt[]> {
  const res = await page.request.get(`/api/prompts?size=${size}&sort=createdAt,desc`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { list: Prompt[] }).list;
}

/** The explorer's result cards (not the tag lists inside them). */
const cards = (page: Page) => page.getByRole('list', { name: 'Prompts', exact: true }).locator(':scope > li');

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a visitor browses, searches, filters, loads more, and copies a customized prompt', async ({ page }) => {
  const prompts = await newestPrompts(page);
  const categories = (await (await page.request.get('/api/categories')).json()) as Category[];
  expect(prompts.length).toBeGreaterThan(12);
  expect(categories.length).toBeGreaterThan(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('10K+')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trending prompts' })).toBeVisible();
  await screenshot(page, 'public-landing');
  await page.getByRole('main').getByRole('link', { name: 'Browse Prompts' }).first().click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Prompts' })).toBeVisible();
  await expect(cards(page)).toHaveCount(12);

  // Typing alone applies the search once the typing pauses.
  const word = (prompts[0]?.title.split(/\s+/).find((w) => /^[a-z]{4,}$/i.test(w)) ?? 'prompt').toLowerCase();
  await page.getByRole('searchbox', { name: 'Search prompts' }).pressSequentially(word, { delay: 40 });
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Search results for "${word}"` })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();

  const category = categories[0] as Category;
  await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: category.name }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]category=${category.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${category.name} Prompts` })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search prompts' })).toHaveValue('');

  await page.getByRole('button', { name: 'Trending' }).click();
  await expect(page).toHaveURL(/[?&]trending=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trending Prompts' })).toBeVisible();
  await expect(page.getByRole('button', { name: category.name, pressed: false })).toBeVisible();

  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(cards(page)).toHaveCount(12);
  // Dispatched rather than clicked: scrolling the button into view would also reveal the sentinel, and
  // the page it loads would move the button away mid-click.
  await page.getByRole('button', { name: 'Load More' }).dispatchEvent('click');
  await expect.poll(() => cards(page).count()).toBeGreaterThan(12);
  // Scrolling the end of the list into view loads the next page too (the sentinel).
  const loaded = await cards(page).count();
  if (loaded < prompts.length) {
    await cards(page).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(loaded);
  }
  await screenshot(page, 'public-explorer');

  // The newest prompt with placeholders is among the loaded cards: one with plain blanks only, one text
  // box each (a default "[x: y]" or a choice "[x: a | b]", as other journeys make meanwhile, fills
  // otherwise).
  const target = prompts
    .slice(0, 24)
    .find(
      (p) =>
        placeholders(p.content).length > 0 && placeholders(p.content).every((name) => !/[:|]/.test(name)),
    );
  expect(target, 'a demo prompt with [placeholders]').toBeDefined();
  const prompt = target as Prompt;
  await page.getByRole('link', { name: prompt.title, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/explorer/prompt/${prompt.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: prompt.title })).toBeVisible();
  await expect(page.getByText(`Uses: ${prompt.usesCount}`)).toBeVisible();

  await page.getByRole('button', { name: 'Copy to Clipboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize Prompt' });
  await expect(dialog).toBeVisible();
  const copyButton = dialog.getByRole('button', { name: 'Copy Customized Prompt' });
  await expect(copyButton).toBeDisabled();
  const values: Record<string, string> = {};
  for (const [index, name] of placeholders(prompt.content).entries()) {
    values[name] = `value ${index + 1}`;
    await dialog.getByRole('textbox').nth(index).fill(values[name]);
  }
  const expected = prompt.content.replace(PLACEHOLDER, (whole, raw: string) => values[raw.trim()] ?? whole);
  await expect(dialog.getByTestId('customize-preview')).toHaveText(expected);
  await screenshot(page, 'public-customize');
  await copyButton.click();
  await expect(page.getByText('Prompt copied to clipboard!')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  await expect(page.getByText(`Uses: ${prompt.usesCount + 1}`)).toBeVisible();
});

test('the gallery opens full size and steps with the arrow keys, wrapping around', async ({ page }) => {
  const prompt = (await newestPrompts(page)).find((p) => p.imageUrls.length > 1);
  expect(prompt, 'a demo prompt with several images').toBeDefined();
  const { id, imageUrls } = prompt as Prompt;
  const total = imageUrls.length;
  await page.goto(`/explorer/prompt/${id}`);
  await expect(page.getByRole('heading', { name: 'Prompt Results' })).toBeVisible();
  await page.getByRole('button', { name: `Open image 1 / ${total} full size` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`1 / ${total}`)).toBeVisible();
  await expect(dialog.getByText('Use ← → arrow keys or swipe to navigate')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText(`${total} / ${total}`)).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAttribute('src', imageUrls[total - 1] as string);
  await screenshot(page, 'public-gallery');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a missing prompt says so and links back', async ({ page }) => {
  await page.goto('/explorer/prompt/99999999');
  await expect(page.getByRole('heading', { name: 'Prompt not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/main$/);
});

test('the legal pages show today as "Last updated" and the support e-mail', async ({ page }) => {
  const today = new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
  for (const [path, title] of [
    ['/legal/privacy', 'Privacy Policy'],
    ['/legal/terms', 'Terms of Service'],
    ['/legal/cookies', 'Cookie Policy'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
    await expect(page.getByRole('article').getByRole('link', { name: /@/ }).first()).toHaveAttribute(
      'href',
      /^mailto:/,
    );
  }
  await screenshot(page, 'public-legal-cookies');
});

test('landing, explorer and detail have no serious or critical accessibility violation', async ({ page }) => {
  const prompt = (await newestPrompts(page)).find((p) => p.imageUrls.length > 0);
  for (const path of ['/', '/main', `/explorer/prompt/${prompt?.id ?? 1}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).analyze();
    const severe = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(severe).toEqual([]);
  }
});
