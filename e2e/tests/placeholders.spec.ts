// Richer placeholders in the customize dialog: defaults and choices, values remembered across prompts
// in this browser, and a share link that opens the dialog prefilled for someone else.
import type { Page } from '@playwright/test';
import { expect, registerViaApi, screenshot, signInViaApi, test } from '../fixtures.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A fresh user's prompts, created through the API; returns their ids in order. */
async function createPrompts(page: Page, contents: string[]) {
  const token = await signInViaApi(page, await registerViaApi(page));
  const names = async (path: string) =>
    ((await (await page.request.get(path)).json()) as { name: string }[]).map(({ name }) => name);
  const [category] = await names('/api/categories');
  const [tag] = await names('/api/tags');
  const ids: number[] = [];
  for (const [index, content] of contents.entries()) {
    const created = await page.request.post('/api/prompts', {
      headers: { authorization: `Bearer ${token}` },
      data: { title: `Placeholder journey ${index + 1}`, content, categories: [category], tags: [tag] },
    });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { id: number }).id);
  }
  return ids;
}

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('the dialog prefills defaults, offers choices in a select and asks once for a repeated name', async ({
  page,
}) => {
  const [id] = await createPrompts(page, [
    'Write a [tone: formal | casual | playful] product description of [product: green tea] for [target_audience]. Keep the [tone] voice throughout and mention [product] twice.',
  ]);
  await page.goto(`/explorer/prompt/${id}`);
  await page.getByRole('button', { name: 'Copy to Clipboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize Prompt' });
  const tone = dialog.getByRole('combobox', { name: 'Tone' });
  await expect(tone).toHaveValue('formal');
  await expect(dialog.getByRole('textbox', { name: 'Product' })).toHaveValue('green tea');
  await expect(dialog.getByRole('textbox')).toHaveCount(2);
  const preview = dialog.getByTestId('customize-preview');
  await expect(preview).toHaveText(
    'Write a formal product description of green tea for [target_audience]. Keep the formal voice throughout and mention green tea twice.',
  );
  await expect(dialog.getByRole('button', { name: 'Copy Customized Prompt' })).toBeDisabled();

  await tone.selectOption('playful');
  await dialog.getByRole('textbox', { name: 'Target Audience' }).fill('busy parents');
  const expected =
    'Write a playful product description of green tea for busy parents. Keep the playful voice throughout and mention green tea twice.';
  await expect(preview).toHaveText(expected);
  await screenshot(page, 'placeholders-dialog-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'placeholders-dialog-phone');

  await dialog.getByRole('button', { name: 'Copy Customized Prompt' }).click();
  await expect(page.getByText('Prompt copied to clipboard!')).toBeVisible();
  expect(await readClipboard(page)).toBe(expected);
});

test('values typed for one prompt come prefilled on another prompt with the same name, until cleared', async ({
  page,
}) => {
  const [first, second] = await createPrompts(page, [
    'Draft a cold e-mail from [company] introducing [product].',
    'Write a press release announcing a partnership between [company] and [partner].',
  ]);
  await page.goto(`/explorer/prompt/${first}`);
  await page.getByRole('button', { name: 'Copy to Clipboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize Prompt' });
  await expect(dialog.getByRole('button', { name: 'Clear remembered values' })).toBeHidden();
  await dialog.getByRole('textbox', { name: 'Company' }).fill('Acme Teas');
  await dialog.getByRole('textbox', { name: 'Product' }).fill('a sampler box');
  await dialog.getByRole('button', { name: 'Copy Customized Prompt' }).click();
  await expect(page.getByText('Prompt copied to clipboard!')).toBeVisible();

  await page.goto(`/explorer/prompt/${second}`);
  await page.getByRole('button', { name: 'Copy to Clipboard' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Company' })).toHaveValue('Acme Teas');
  await expect(dialog.getByRole('textbox', { name: 'Partner' })).toHaveValue('');
  await screenshot(page, 'placeholders-remembered-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'placeholders-remembered-phone');

  await dialog.getByRole('button', { name: 'Clear remembered values' }).click();
  await expect(page.getByText('Remembered values cleared')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Company' })).toHaveValue('');
  await page.reload();
  await page.getByRole('button', { name: 'Copy to Clipboard' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Company' })).toHaveValue('');
});

test('a share link opens the prompt with the dialog prefilled for another visitor', async ({
  page,
  browser,
}) => {
  const [id] = await createPrompts(page, [
    'Plan a [days: 3]-day trip to [city] for a [budget: low | medium | high] budget.',
  ]);
  await page.goto(`/explorer/prompt/${id}`);
  await page.getByRole('button', { name: 'Copy to Clipboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize Prompt' });
  await dialog.getByRole('textbox', { name: 'City' }).fill('São Paulo & Rio');
  await dialog.getByRole('combobox', { name: 'Budget' }).selectOption('high');
  await dialog.getByRole('button', { name: 'Copy share link' }).click();
  await expect(page.getByText('Share link copied to clipboard!')).toBeVisible();
  const link = await readClipboard(page);
  expect(link).toMatch(new RegExp(`/explorer/prompt/${id}#fill=`));

  // Someone else, signed out, with nothing remembered.
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  const requests: string[] = [];
  other.on('request', (request) => requests.push(request.url()));
  await other.goto(link);
  const shared = other.getByRole('dialog', { name: 'Customize Prompt' });
  await expect(shared).toBeVisible();
  await expect(shared.getByRole('textbox', { name: 'City' })).toHaveValue('São Paulo & Rio');
  await expect(shared.getByRole('combobox', { name: 'Budget' })).toHaveValue('high');
  await expect(shared.getByRole('textbox', { name: 'Days' })).toHaveValue('3');
  await expect(shared.getByTestId('customize-preview')).toHaveText(
    'Plan a 3-day trip to São Paulo & Rio for a high budget.',
  );
  // The fragment never leaves the browser.
  expect(requests.some((url) => url.includes('Paulo'))).toBe(false);
  await visitor.close();
});

test('typed fields: a text area, a number, a date picker and checkboxes, with an optional field left out', async ({
  page,
}) => {
  const [id] = await createPrompts(page, [
    'Plan [days#number: 3] days from [start#date] for [travellers#multi: adults | children | pets]. Notes: [notes#long]. [extra?] Thanks, [@me].',
  ]);
  await page.goto(`/explorer/prompt/${id}`);
  await page.getByRole('button', { name: 'Copy to Clipboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize Prompt' });
  const copyButton = dialog.getByRole('button', { name: 'Copy Customized Prompt' });
  await expect(dialog.getByRole('spinbutton', { name: 'Days' })).toHaveValue('3');
  await expect(dialog.getByLabel('Start')).toHaveAttribute('type', 'date');
  await expect(dialog.getByRole('textbox', { name: 'Extra (optional)' })).toHaveValue('');
  // Signed in, "[@me]" is filled in, never asked for.
  await expect(dialog.getByRole('textbox', { name: 'Me' })).toHaveCount(0);

  await dialog.getByLabel('Start').fill('2026-12-24');
  await dialog.getByRole('checkbox', { name: 'pets' }).check();
  await dialog.getByRole('checkbox', { name: 'adults' }).check();
  await dialog.getByRole('textbox', { name: 'Notes' }).fill('Quiet places\nNo museums');
  await expect(copyButton).toBeEnabled();
  await dialog.getByRole('spinbutton', { name: 'Days' }).fill('');
  await expect(copyButton).toBeDisabled();
  await dialog.getByRole('spinbutton', { name: 'Days' }).fill('4');
  await dialog.getByText('Placeholder syntax').click();
  await expect(dialog.getByText('[[prompt: 42]]')).toBeVisible();
  await screenshot(page, 'placeholders-typed-desktop');

  await copyButton.click();
  await expect(page.getByText('Prompt copied to clipboard!')).toBeVisible();
  const copied = await readClipboard(page);
  expect(copied).toMatch(
    /^Plan 4 days from 2026-12-24 for adults, pets\. Notes: Quiet places\nNo museums\. Thanks, user\w+\.$/,
  );
});

test('an included prompt’s fields join the dialog, a shared name asked once', async ({ page }) => {
  const [included] = await createPrompts(page, ['Keep the tone [tone: warm | dry] for [audience], always.']);
  const [id] = await createPrompts(page, [
    `Write a newsletter for [audience] about [topic]. [[prompt: ${included}]]`,
  ]);

  await page.goto(`/explorer/prompt/${id}`);
  await page.getByRole('button', { name: 'Copy to Clipboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize Prompt' });
  await expect(dialog.getByRole('textbox')).toHaveCount(2);
  await dialog.getByRole('textbox', { name: 'Audience' }).fill('gardeners');
  await dialog.getByRole('textbox', { name: 'Topic' }).fill('spring bulbs');
  await dialog.getByRole('combobox', { name: 'Tone' }).selectOption('dry');
  const expected =
    'Write a newsletter for gardeners about spring bulbs. Keep the tone dry for gardeners, always.';
  await expect(dialog.getByTestId('customize-preview')).toHaveText(expected);
  await dialog.getByRole('button', { name: 'Copy Customized Prompt' }).click();
  await expect(page.getByText('Prompt copied to clipboard!')).toBeVisible();
  expect(await readClipboard(page)).toBe(expected);
});
