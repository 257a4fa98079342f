// Access tokens: created in profile settings, the secret read once from the screen, used as a bearer
// token on the REST API, and refused at once after it is revoked in the UI.
import { expect, registerViaApi, screenshot, signInViaApi, test } from '../fixtures.ts';

test('a user creates an access token, uses it on the API, and revokes it', async ({ page, baseURL }) => {
  const account = await registerViaApi(page);
  await signInViaApi(page, account);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/profile/settings');
  await expect(page.getByRole('heading', { name: 'Access tokens' })).toBeVisible();
  await expect(page.getByText(`${baseURL}/mcp`)).toBeVisible();
  await expect(page.getByText('You have no access tokens yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByText('Give the token a name')).toBeVisible();
  await page.getByLabel('Token name').fill('E2E script');
  await page.getByLabel('Expires').selectOption({ label: '30 days' });
  await page.getByRole('button', { name: 'Create token' }).click();
  const box = page.getByRole('region', { name: 'New access token' });
  await expect(box).toBeVisible();
  const secret = (await box.getByTestId('new-token-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^plib_\S+$/);
  const row = page.getByRole('list', { name: 'Your access tokens' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('E2E script');
  await expect(row).toContainText('Last usedNever');
  await screenshot(page, 'access-tokens-created');

  const asToken = () =>
    page.request.get('/api/prompts/my-prompts', { headers: { authorization: `Bearer ${secret}` } });
  expect((await asToken()).status()).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'access-tokens-created-phone');

  // Shown once: dismissed, and not there after a reload either; the use is now on record.
  await box.getByRole('button', { name: 'Done' }).click();
  await expect(box).toBeHidden();
  await page.reload();
  await expect(row).toContainText('E2E script');
  await expect(row).not.toContainText('Last usedNever');
  await expect(page.getByText(secret)).toHaveCount(0);
  await screenshot(page, 'access-tokens-used-phone');

  await page.getByRole('button', { name: 'Revoke E2E script' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke access token' });
  await expect(dialog).toContainText('E2E script');
  await screenshot(page, 'access-tokens-revoke-phone');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Access token revoked')).toBeVisible();
  await expect(page.getByText('You have no access tokens yet.')).toBeVisible();
  expect((await asToken()).status()).toBe(401);
});
