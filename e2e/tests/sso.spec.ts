// Single sign-on (issue 27): the login screen's "Sign in with Acme ID" goes to the company's provider
// (the OpenID Connect fixture that start-server.ts runs), whose form takes an e-mail, and back into the
// app signed in; a new person gets an account on the way.
import { expect, newAccount, screenshot, test } from '../fixtures.ts';

test('sign in with the company provider and come back signed in', async ({ page }) => {
  const { email } = newAccount();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByText('or', { exact: true })).toBeVisible();
  await screenshot(page, 'sso-login');
  await page.getByRole('link', { name: 'Sign in with Acme ID' }).click();

  await expect(page.getByRole('heading', { name: 'Sign in to the test identity provider' })).toBeVisible();
  await page.getByLabel('E-mail or user id').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByText('Logged in successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/main$/);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menu')).toContainText(email);
});

test('a single sign-on keeps the screen to return to across the provider', async ({ page }) => {
  const { email } = newAccount();
  await page.goto(`/login?returnTo=${encodeURIComponent('/collections')}`);
  await page.getByRole('link', { name: 'Sign in with Acme ID' }).click();
  await page.getByLabel('E-mail or user id').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/collections$/);
  await expect(page.getByRole('heading', { name: 'Collections', level: 1 })).toBeVisible();
});
