// Import & Export: user A exports their own prompts as CSV from the screen; user B checks that file
// with a dry run (after a broken copy of it shows its errors), imports it and finds the prompts under
// My Prompts.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, registerViaApi, screenshot, signInViaApi, test } from '../fixtures.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Full-page screenshots at desktop then phone width, back at desktop afterwards. */
async function shoot(page: Page, name: string) {
  // From the top: a full-page shot of a scrolled page draws the sticky header in the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize(DESKTOP);
  await screenshot(page, name);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

test('a user exports their prompts as CSV and another user imports them', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const titles = [`Export journey ${stamp} one`, `Export journey ${stamp} two`];

  // User A, with two prompts of their own.
  const tokenA = await signInViaApi(page, await registerViaApi(page));
  const names = async (path: string) =>
    ((await (await page.request.get(path)).json()) as { name: string }[]).map(({ name }) => name);
  const [category] = await names('/api/categories');
  const [tag] = await names('/api/tags');
  for (const title of titles) {
    const created = await page.request.post('/api/prompts', {
      headers: { authorization: `Bearer ${tokenA}` },
      data: { title, content: `Write a short note about ${title}.`, categories: [category], tags: [tag] },
    });
    expect(created.status()).toBe(201);
  }

  await page.setViewportSize(DESKTOP);
  await page.goto('/main');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Import & Export' }).click();
  await expect(page.getByRole('heading', { name: 'Import & Export' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Export prompts' });
  await expect(form.getByRole('radio', { name: /Published library/ })).toHaveCount(0);
  await expect(form.getByRole('radio', { name: /My prompts/ })).toBeChecked();
  await form.getByRole('radio', { name: /CSV/ }).check();
  const downloading = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^prompt-lib-mine-.*\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  for (const title of titles) expect(csv).toContain(title);
  await expect(page.getByText('Export downloaded')).toBeVisible();

  // User B, in a fresh session: their token's init script runs after A's, so B is the one signed in.
  await signInViaApi(page, await registerViaApi(page));
  await page.goto('/import-export');
  await expect(page.getByRole('button', { name: 'Check file' })).toBeDisabled();
  await expect(page.getByText(/such rows are errors and are not imported/)).toBeVisible();
  await shoot(page, 'import-export-empty');

  // A broken copy first: one more row without category or tag is an error for a user.
  const fileInput = page.getByLabel('File to import');
  const eol = csv.includes('\r\n') ? '\r\n' : '\n';
  const broken = `${csv.trimEnd()}${eol}"A row without a home","Content that has no category or tag.",,,,draft,,,${eol}`;
  await fileInput.setInputFiles({ name: 'broken.csv', mimeType: 'text/csv', buffer: Buffer.from(broken) });
  await expect(page.getByText('broken.csv')).toBeVisible();
  await page.getByRole('button', { name: 'Check file' }).click();
  const check = page.getByRole('region', { name: /Check of the file/ });
  await expect(check).toContainText('The file has 3 prompts.');
  const errors = check.getByRole('table', { name: 'Rows with errors' });
  await expect(errors.getByRole('row').nth(1)).toContainText(`3No category`);
  await shoot(page, 'import-export-check');

  // Then the file as it was exported.
  await fileInput.setInputFiles({
    name: download.suggestedFilename(),
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(check).toBeHidden();
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(check).toContainText('The file has 2 prompts.');
  await expect(check.getByRole('table')).toHaveCount(0);
  await check.getByRole('button', { name: 'Import 2 prompts' }).click();

  const result = page.getByRole('region', { name: 'Import finished' });
  await expect(result).toBeVisible();
  await expect(result.getByRole('definition').first()).toHaveText('2');
  await shoot(page, 'import-export-done');

  await result.getByRole('link', { name: 'Go to My Prompts' }).click();
  await expect(page.getByRole('heading', { name: 'My Prompts' })).toBeVisible();
  for (const title of titles) await expect(page.getByRole('link', { name: title })).toBeVisible();
});
