// The library behind sign-in (issue 27): an admin switches access to signed-in users only, and a
// visitor sees nothing but sign-in. It changes the whole library, so it runs alone, after every other
// journey of its engine (playwright.config.ts), and puts public access back however it ends.
import type { Page } from '@playwright/test';
import { DEMO_ADMIN, expect, newAdminViaApi, screenshot, signInViaApi, test, tokenOf } from '../fixtures.ts';

async function chooseAccess(page: Page, label: 'Public' | 'Signed-in users only') {
  await page
    .getByRole('group', { name: 'Who can browse the library' })
    .getByRole('radio', { name: label })
    .check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
}

test.afterEach(async ({ page }) => {
  const authorization = `Bearer ${await tokenOf(page, DEMO_ADMIN)}`;
  const current = await page.request.get('/api/settings', { headers: { authorization } });
  const settings = { ...(await current.json()), access: 'public' };
  const res = await page.request.put('/api/settings', { data: settings, headers: { authorization } });
  expect(res.ok()).toBe(true);
});

test('an admin puts the library behind sign-in, and a visitor sees only sign-in', async ({
  page,
  newBrowserPage,
}) => {
  const admin = await newAdminViaApi(page);
  await signInViaApi(page, admin);
  await page.goto('/main');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const access = page.getByRole('group', { name: 'Who can browse the library' });
  await expect(access.getByRole('radio', { name: 'Public' })).toBeChecked();
  await chooseAccess(page, 'Signed-in users only');
  await screenshot(page, 'library-access-settings');

  const visitor = await newBrowserPage();
  await visitor.goto('/main');
  await expect(visitor).toHaveURL(/\/login\?returnTo=%2Fmain$/);
  await expect(visitor.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await visitor.goto('/');
  await expect(visitor).toHaveURL(/\/login$/);
  expect((await visitor.request.get('/api/prompts')).status()).toBe(401);
  await screenshot(visitor, 'library-access-visitor');

  // The admin still browses, and opens the library again.
  await page.goto('/main');
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/admin/settings');
  await chooseAccess(page, 'Public');
  await visitor.goto('/main');
  await expect(visitor).toHaveURL(/\/main$/);
  await expect(visitor.getByRole('link', { name: 'Sign In / Sign Up' })).toBeVisible();
});
