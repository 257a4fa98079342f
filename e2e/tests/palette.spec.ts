// The command palette (issue 30): from any screen, Ctrl+K, three letters and Enter put a filled
// prompt on the clipboard.
import { expect, registerViaApi, screenshot, signInViaApi, test } from '../fixtures.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the palette from the dashboard, down to a copied prompt', async ({ page }) => {
  const token = await signInViaApi(page, await registerViaApi(page));
  const names = async (path: string) =>
    ((await (await page.request.get(path)).json()) as { name: string }[]).map(({ name }) => name);
  const [category] = await names('/api/categories');
  const [tag] = await names('/api/tags');
  const content = 'List three xylographic techniques a beginner can try this weekend.';
  const created = await page.request.post('/api/prompts', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Xylograph starter ideas', content, categories: [category], tags: [tag] },
  });
  expect(created.status()).toBe(201);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+K');
  const input = page.getByRole('combobox', { name: 'Search prompts and commands' });
  await expect(input).toBeFocused();
  await input.pressSequentially('xyl');
  const option = page
    .getByRole('group', { name: 'My prompts' })
    .getByRole('option', { name: 'Xylograph starter ideas' });
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await screenshot(page, 'palette-results');
  await page.keyboard.press('Enter');

  await expect(page.getByText('Prompt copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(content);
  await expect(input).toBeHidden();

  // Copied, it is recent: the next palette shows it at once, and the header's button opens it too.
  await page.getByRole('button', { name: 'Search prompts and commands (Ctrl+K)' }).click();
  await expect(
    page.getByRole('group', { name: 'Recent' }).getByRole('option', { name: 'Xylograph starter ideas' }),
  ).toBeVisible();
});
