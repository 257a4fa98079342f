// Signed-in journeys: a prompt's whole life with images, saving, the dashboards, the profile, and an
// admin's highlight flags.
import path from 'node:path';
import { DEMO_ADMIN, expect, registerViaApi, screenshot, signInViaApi, test } from '../fixtures.ts';

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);

test('a user creates a prompt with two images, finds it, edits it, reorders images and deletes it', async ({
  page,
}) => {
  const account = await registerViaApi(page);
  await signInViaApi(page, account);
  await page.goto('/main');
  await page.getByRole('link', { name: 'Create Prompt' }).click();
  await expect(page.getByRole('heading', { name: 'Create New Prompt' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Prompt' }).click();
  await expect(page.getByText('Title must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Select at least one tag')).toBeVisible();

  const title = `Journey prompt ${Date.now().toString(36)}`;
  await page.locator('input[type=file]').setInputFiles([fixture('sample.png'), fixture('sample.jpg')]);
  await expect(page.getByRole('img', { name: 'Upload 2' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page
    .getByLabel('Content')
    .fill('Write a friendly welcome e-mail for [customer name] about [product].');
  await page.getByLabel('Preview Text').fill('A warm welcome e-mail in seconds.');
  await page.getByRole('checkbox', { name: 'Writing', exact: true }).click();
  await page.getByRole('checkbox', { name: 'email', exact: true }).click();
  await screenshot(page, 'signed-in-editor');
  await page.getByRole('button', { name: 'Create Prompt' }).click();
  await expect(page.getByText('Prompt created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/myprompts$/);

  // My Prompts: the new prompt counts and shows under New.
  await expect(page.getByRole('heading', { name: 'My Prompts', level: 1 })).toBeVisible();
  await expect(page.getByTestId('stat-total')).toHaveText('1');
  await screenshot(page, 'signed-in-my-prompts');

  // The explorer finds it.
  await page.goto('/main');
  await page.getByRole('searchbox').fill(title);
  await expect(page.getByRole('heading', { name: `Search results for "${title}"` })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  await page.goto('/myprompts');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: 'Edit Prompt' })).toBeVisible();

  // Edit: a new title, and the second image moved first with the keyboard.
  const first = await page.getByRole('img', { name: 'Upload 1' }).getAttribute('src');
  const second = await page.getByRole('img', { name: 'Upload 2' }).getAttribute('src');
  await page.getByRole('button', { name: 'Move image 2', exact: true }).focus();
  // dnd-kit measures between key presses: lift, move one place left, drop.
  for (const key of ['Space', 'ArrowLeft', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  }
  await expect(page.getByRole('img', { name: 'Upload 1' })).toHaveAttribute('src', second ?? '');
  await page.getByLabel('Title').fill(`${title} edited`);
  await page.getByRole('button', { name: 'Update Prompt' }).click();
  await expect(page.getByText('Prompt updated successfully')).toBeVisible();
  const mine = await page.request.get('/api/prompts/my-prompts', {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('authToken'))}` },
  });
  const [saved] = ((await mine.json()) as { list: { title: string; imageUrls: string[] }[] }).list;
  expect(saved?.title).toBe(`${title} edited`);
  expect(saved?.imageUrls).toEqual([second, first]);

  // Delete through the dialog.
  await page.getByRole('link', { name: `${title} edited` }).click();
  await page.getByRole('button', { name: 'Delete Prompt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Prompt' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete this prompt? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Prompt deleted successfully')).toBeVisible();
  await expect(page.getByTestId('stat-total')).toHaveText('0');
  await expect(page.getByText('No new prompts found')).toBeVisible();
});

test('a user saves a prompt and finds it under Saved, then unsaves it', async ({ page }) => {
  const account = await registerViaApi(page);
  await signInViaApi(page, account);
  await page.goto('/explorer/prompt/2');
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  await page.goto('/promptslist/saved');
  await expect(page.getByRole('heading', { name: 'Saved Prompts' })).toBeVisible();
  await expect(page.getByRole('link', { name: title ?? '' })).toBeVisible();
  await screenshot(page, 'signed-in-saved');
  await page.getByRole('button', { name: `Unsave ${title}` }).click();
  await expect(page.getByText('No prompts found')).toBeVisible();
});

test('each My Prompts number equals the total of the list it opens', async ({ page }) => {
  // A fresh user's own lists, which journeys running beside this one cannot change.
  const account = await registerViaApi(page);
  const token = await signInViaApi(page, account);
  for (const title of ['First own prompt', 'Second own prompt']) {
    const created = await page.request.post('/api/prompts', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title,
        content: 'Summarise [text] in three bullet points.',
        categories: ['Writing'],
        tags: ['email'],
      },
    });
    expect(created.status()).toBe(201);
  }
  await page.goto('/myprompts');
  await screenshot(page, 'signed-in-dashboard');
  for (const [key, expected] of [
    ['total', '2'],
    ['trending', '0'],
    ['featured', '0'],
    ['new', '2'],
  ] as const) {
    await page.goto('/myprompts');
    await expect(page.getByTestId(`stat-${key}`)).toHaveText(expected);
    await page.getByTestId(`stat-${key}`).click();
    await expect(page.getByText(new RegExp(`^${expected} prompts?$`))).toBeVisible();
  }
  await screenshot(page, 'signed-in-list');
});

test('a user changes username and avatar on the profile', async ({ page }) => {
  const account = await registerViaApi(page);
  await signInViaApi(page, account);
  await page.goto('/profile/settings');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await page.getByLabel('Username').fill(`${account.username}_x`);
  await page.locator('input[type=file]').setInputFiles(fixture('sample.png'));
  await expect(page.getByText('Image uploaded successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully (username, avatar)')).toBeVisible();
  await expect(page.getByText(`${account.username}_x`, { exact: true }).first()).toBeVisible();
  await screenshot(page, 'signed-in-profile');
});

test('an admin marks a prompt Featured and finds it under Featured', async ({ page }) => {
  await signInViaApi(page, DEMO_ADMIN);
  // The demo's third prompt is not featured.
  const prompt = (await (await page.request.get('/api/prompts/3')).json()) as {
    title: string;
    featured: boolean;
  };
  expect(prompt.featured).toBe(false);
  await page.goto('/myprompts/edit/3');
  await page.getByRole('checkbox', { name: 'Featured' }).click();
  await page.getByRole('button', { name: 'Update Prompt' }).click();
  await expect(page.getByText('Prompt updated successfully')).toBeVisible();
  await page.goto('/main?featured=true');
  await expect(page.getByRole('heading', { name: 'Featured Prompts' })).toBeVisible();
  await expect(page.getByRole('link', { name: prompt.title })).toBeVisible();
  // Put it back for other journeys on the same server.
  await page.goto('/myprompts/edit/3');
  await page.getByRole('checkbox', { name: 'Featured' }).click();
  await page.getByRole('button', { name: 'Update Prompt' }).click();
  await expect(page.getByText('Prompt updated successfully')).toBeVisible();
});
