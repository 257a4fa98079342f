// Dark mode and keyboard shortcuts (issue 10): the theme choice survives a reload with no light frame
// first, the system setting is followed until a choice is made, "/" focuses the explorer search from
// any page, Esc clears it, and "?" lists the shortcuts.
import { expect, screenshot, test } from '../fixtures.ts';

// Records, from before the first byte of the page is parsed, whether <html> was ever without "dark"
// once <body> existed (the first paint can only come after that).
const recordLightFrames = () => {
  const seen = { lightAfterHead: false };
  (window as unknown as { themeFrames: typeof seen }).themeFrames = seen;
  const check = () => {
    if (document.body && !document.documentElement.classList.contains('dark')) seen.lightAfterHead = true;
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
};

test('the theme choice persists across a reload without a flash of the light theme', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(recordLightFrames);
  await page.goto('/main');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Prompts' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/dark/);

  await page.getByRole('button', { name: 'Theme' }).click();
  await page.locator('label', { hasText: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeHidden();
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(248, 250, 252)');

  await page.reload({ waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Prompts' })).toBeVisible();
  const frames = await page.evaluate(() => (window as unknown as { themeFrames: unknown }).themeFrames);
  expect(frames).toEqual({ lightAfterHead: false });
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
  await screenshot(page, 'theme-explorer-dark-desktop');

  // Back to following the system, which says light here.
  await page.getByRole('button', { name: 'Theme' }).click();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await page.locator('label', { hasText: 'System' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('on System the page follows the operating system setting, also while open', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(recordLightFrames);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Trending prompts' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => (window as unknown as { themeFrames: unknown }).themeFrames)).toEqual({
    lightAfterHead: false,
  });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('"/" focuses the explorer search from any public page, Esc clears it, "?" lists the shortcuts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Trending prompts' })).toBeVisible();
  await page.keyboard.press('/');
  await expect(page).toHaveURL(/\/main$/);
  const search = page.getByRole('searchbox', { name: 'Search prompts' });
  await expect(search).toBeFocused();

  await search.fill('email');
  await expect(page).toHaveURL(/q=email/);
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');
  await expect(page).not.toHaveURL(/q=/);

  // Typing "/" into a field is just typing.
  await search.fill('a/b');
  await expect(search).toHaveValue('a/b');
  await page.keyboard.press('Escape');

  // From a prompt's page: back to the explorer with the search focused.
  await page.locator('a[href^="/explorer/prompt/"]').first().click();
  await expect(page).toHaveURL(/\/explorer\/prompt\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Prompt Content' })).toBeVisible();
  await page.keyboard.press('/');
  await expect(page).toHaveURL(/\/main$/);
  await expect(search).toBeFocused();

  await search.blur();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByText('Search prompts')).toBeVisible();
  await screenshot(page, 'theme-shortcuts-phone');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});
