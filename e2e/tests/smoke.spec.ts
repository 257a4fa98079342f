import { expect, test } from '../fixtures.ts';

test('the built app is served, and a client-side route survives a reload', async ({ page }) => {
  await page.goto('/legal/terms');
  await expect(page).toHaveTitle('Prompt Lib');
  await expect(page.getByRole('link', { name: 'Prompt Lib' })).toHaveAttribute('href', '/');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign In / Sign Up' })).toBeVisible();
});
