// Accounts and access (issue 27): a forgotten password reset by e-mail, an invitation that lets
// someone in, an account an admin disables while its owner is signed in, and an account its owner
// deletes.
import type { Page } from '@playwright/test';
import {
  expect,
  newAccount,
  newAdminViaApi,
  registerViaApi,
  screenshot,
  signInViaApi,
  test,
} from '../fixtures.ts';

async function openUsers(page: Page) {
  await page.goto('/main');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('a forgotten password: the link arrives by e-mail, a new password is set, and it signs in', async ({
  page,
  mailbox,
  baseURL,
}) => {
  const account = await registerViaApi(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(`If an account exists for ${account.email}, we have sent a link`),
  ).toBeVisible();

  const mail = await mailbox.next(account.email);
  expect(mail.subject).toBe('Reset your Prompt Lib password');
  expect(mail.text).toContain(`Hello ${account.username},`);
  expect(mail.link).toMatch(new RegExp(`^${baseURL}/reset-password\\?token=`));

  await page.goto(mail.link ?? '');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const newPassword = 'a-new-secret-2';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await screenshot(page, 'accounts-reset-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed. Sign in with it.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, account);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, { email: account.email, password: newPassword });
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('button', { name: `Account menu for ${account.username}` })).toBeVisible();

  // The link worked once.
  await page.goto(mail.link ?? '');
  await page.getByLabel('New password', { exact: true }).fill('yet-another-3');
  await page.getByLabel('Confirm new password').fill('yet-another-3');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});

test('an invitation link registers someone, who lands signed in', async ({ page, newBrowserPage }) => {
  const admin = await newAdminViaApi(page);
  await signInViaApi(page, admin);
  await openUsers(page);
  await page.getByRole('tab', { name: 'Invitations' }).click();
  await expect(page).toHaveURL(/\/admin\/users\?tab=invitations$/);
  await page.getByRole('button', { name: 'Create invitation' }).click();
  const created = page.getByRole('region', { name: 'New invitation link' });
  await expect(created).toContainText('Invitation created');
  const link = (await created.locator('code').textContent()) ?? '';
  expect(link).toMatch(/\/register\?invitation=/);
  await screenshot(page, 'accounts-invitation-created');

  const guest = await newBrowserPage();
  const account = newAccount();
  await guest.goto(link);
  await expect(guest.getByText(`Invited by ${admin.username}`)).toBeVisible();
  await guest.getByLabel('Username').fill(account.username);
  await guest.getByLabel('Email').fill(account.email);
  await guest.getByLabel('Password', { exact: true }).fill(account.password);
  await guest.getByLabel('Confirm Password').fill(account.password);
  await guest.getByRole('button', { name: 'Register' }).click();
  await expect(guest.getByText('Account created successfully')).toBeVisible();
  await expect(guest).toHaveURL(/\/main$/);
  await expect(guest.getByRole('button', { name: `Account menu for ${account.username}` })).toBeVisible();

  // The admin's list shows the invitation used up (other journeys' admins make invitations too).
  await page.reload();
  const row = page
    .getByRole('table', { name: 'Invitations' })
    .getByRole('row')
    .filter({ hasText: admin.username });
  await expect(row).toContainText('Used up');
  await expect(row).toContainText('1 / 1');
});

test('an admin disables an account, and its open session ends at its next call', async ({
  page,
  newBrowserPage,
}) => {
  const user = await newBrowserPage();
  const account = await registerViaApi(user);
  await signInViaApi(user, account);
  await user.goto('/myprompts');
  await expect(user.getByRole('button', { name: `Account menu for ${account.username}` })).toBeVisible();

  const admin = await newAdminViaApi(page);
  await signInViaApi(page, admin);
  await openUsers(page);
  await page.getByLabel('Search', { exact: true }).fill(account.username);
  const row = page.getByRole('row').filter({ hasText: account.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: `Actions for ${account.username}` }).click();
  await page.getByRole('menuitem', { name: 'Disable' }).click();
  await expect(page.getByText(`${account.username} disabled`)).toBeVisible();
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
  await screenshot(page, 'accounts-user-disabled');

  // The user's page asks the API for their collections: refused, signed out, sent to sign in.
  await user.getByRole('button', { name: `Account menu for ${account.username}` }).click();
  await user.getByRole('menuitem', { name: 'Collections' }).click();
  await expect(user).toHaveURL(/\/login$/);
  await expect(user.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await signIn(user, account);
  await expect(user.getByText('This account is disabled')).toBeVisible();
  await expect(user).toHaveURL(/\/login$/);
});

test('a user deletes their account with their password, is signed out, and cannot sign in again', async ({
  page,
}) => {
  const account = await registerViaApi(page);
  await page.goto('/login');
  await signIn(page, account);
  await page.getByRole('button', { name: `Account menu for ${account.username}` }).click();
  await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
  await expect(page).toHaveURL(/\/profile\/settings$/);

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Password is incorrect')).toBeVisible();
  await screenshot(page, 'accounts-delete-wrong-password');
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In / Sign Up' })).toBeVisible();

  await page.goto('/login');
  await signIn(page, account);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
