// The admin's categories and tags screens, and what a non-admin sees of them.
import { DEMO_ADMIN, expect, registerViaApi, screenshot, signInViaApi, test } from '../fixtures.ts';

for (const kind of [
  { path: '/categories', one: 'Category', many: 'Categories', hasOrder: true },
  { path: '/tags', one: 'Tag', many: 'Tags', hasOrder: false },
]) {
  test(`an admin adds, renames and deletes a ${kind.one.toLowerCase()}`, async ({ page }) => {
    await signInViaApi(page, DEMO_ADMIN);
    await page.goto('/main');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: kind.many }).click();
    await expect(page).toHaveURL(new RegExp(`${kind.path}$`));
    await expect(page.getByRole('heading', { name: kind.many, level: 1 })).toBeVisible();

    const name = `E2E ${kind.one} ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: `Add ${kind.one}` }).click();
    const add = page.getByRole('dialog', { name: `Add ${kind.one}` });
    await add.getByRole('button', { name: `Add ${kind.one}` }).click();
    await expect(add.getByText('Name must be at least 2 characters')).toBeVisible();
    await add.getByLabel('Name').fill(name);
    if (kind.hasOrder) await expect(add.getByLabel('Display Order')).not.toHaveValue('');
    await screenshot(page, `admin-${kind.many.toLowerCase()}-dialog`);
    await add.getByRole('button', { name: `Add ${kind.one}` }).click();
    await expect(page.getByText(`${kind.one} created successfully`)).toBeVisible();
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${kind.one}` });
    await edit.getByLabel('Name').fill(`${name} renamed`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(`${kind.one} updated successfully`)).toBeVisible();
    await expect(page.getByRole('cell', { name: `${name} renamed`, exact: true })).toBeVisible();
    await screenshot(page, `admin-${kind.many.toLowerCase()}`);

    await page.getByRole('button', { name: `Delete ${name} renamed` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${kind.one}` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`${kind.one} deleted successfully`)).toBeVisible();
    await expect(page.getByRole('cell', { name: `${name} renamed`, exact: true })).toHaveCount(0);
  });
}

test('a duplicate category name is refused with the server’s reason', async ({ page }) => {
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/categories');
  await page.getByRole('button', { name: 'Add Category' }).click();
  const add = page.getByRole('dialog', { name: 'Add Category' });
  await add.getByLabel('Name').fill('writing');
  await add.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByText('Failed to save category')).toBeVisible();
  await expect(page.getByText('A category with this name already exists')).toBeVisible();
});

test('a non-admin sees no admin entries and is refused on /categories and /tags', async ({ page }) => {
  const account = await registerViaApi(page);
  await signInViaApi(page, account);
  await page.goto('/main');
  await page.getByRole('button', { name: /Account menu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Profile Settings' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Categories' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Tags' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  for (const [path, text] of [
    ['/categories', 'Only admins can manage categories.'],
    ['/tags', 'Only admins can manage tags.'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText('Access denied')).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  await screenshot(page, 'admin-refused');
});
