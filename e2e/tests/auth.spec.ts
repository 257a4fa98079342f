// Sign-up, sign-in and sign-out journeys, form validation, and the route guards.
import { expect, newAccount, screenshot, test } from '../fixtures.ts';

test('register, land signed in, log out, and sign in again', async ({ page }) => {
  const account = newAccount();
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In / Sign Up' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Register' }).click();

  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByText('Account created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('link', { name: 'Create Prompt' })).toBeVisible();
  await page.getByRole('button', { name: /Account menu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(account.username);
  await expect(menu).toContainText(account.email);
  await expect(menu.getByRole('menuitem', { name: 'Categories' })).toHaveCount(0);
  await screenshot(page, 'auth-signed-in-menu');
  await menu.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In / Sign Up' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/main$/);

  // The session survives a reload: the stored token is used to load the user again.
  await page.reload();
  await expect(page.getByRole('button', { name: `Account menu for ${account.username}` })).toBeVisible();
});

test('the sign-in form shows the spec messages for bad input', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Email').fill('someone@example.com');
  await expect(page.getByText('Invalid email address')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

test('the sign-up form shows the spec messages for bad input', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('one');
  await page.getByLabel('Confirm Password').fill('two');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await screenshot(page, 'auth-register-errors');
  await page.getByLabel('Confirm Password').fill('one');
  await expect(page.getByText('Passwords do not match')).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a protected URL sends a visitor to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('an unknown URL shows the 404 page', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/main$/);
});
