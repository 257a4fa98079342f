// "Open in…" (issue 30): a filled prompt opens in an assistant in a new tab, with its text in the
// address; an admin adds the company's own assistant in Settings. The assistants' sites are answered
// by the browser context (route), so nothing leaves the machine.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, newAdminViaApi, registerViaApi, screenshot, signInViaApi, test } from '../fixtures.ts';

/** A new user's prompt, created through the API; its id. */
async function createPrompt(page: Page, content: string) {
  const token = await signInViaApi(page, await registerViaApi(page));
  const first = async (path: string) =>
    ((await (await page.request.get(path)).json()) as { name: string }[])[0]?.name;
  const created = await page.request.post('/api/prompts', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: 'Open in journey',
      content,
      categories: [await first('/api/categories')],
      tags: [await first('/api/tags')],
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** Answers every request to `origin` with a stand-in page, and gives the next tab the app opens. */
function standIn(context: BrowserContext, origin: string) {
  void context.route(`${origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Assistant stand-in</title>' }),
  );
  return context.waitForEvent('page');
}

test('Open in ChatGPT asks for the placeholders, opens the filled text, and counts as a use', async ({
  page,
  context,
}) => {
  const id = await createPrompt(page, 'Plan a [days#number: 3]-day trip to [city]. [notes?]');
  await page.goto(`/explorer/prompt/${id}`);
  await expect(page.getByText('Uses: 0')).toBeVisible();
  await page.getByRole('button', { name: 'Open in…' }).click();
  await page.getByRole('menuitem', { name: 'ChatGPT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize Prompt' });
  const open = dialog.getByRole('button', { name: 'Open in ChatGPT' });
  await expect(open).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'City' }).fill('Lisbon');
  await screenshot(page, 'open-in-dialog-desktop');
  const tab = standIn(context, 'https://chatgpt.com');
  await open.click();
  const assistant = await tab;
  await assistant.waitForLoadState();
  expect(assistant.url()).toBe('https://chatgpt.com/?q=Plan%20a%203-day%20trip%20to%20Lisbon.');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Uses: 1')).toBeVisible();
});

test("an admin adds the company's own assistant in Settings, and a prompt opens in it", async ({
  page,
  context,
}) => {
  const id = await createPrompt(page, 'Summarise the meeting notes below in five bullet points.');
  const admin = await newAdminViaApi(page);
  await signInViaApi(page, admin);
  await page.goto('/admin/settings');
  const form = page.getByRole('form', { name: 'Settings' });
  await form.getByRole('button', { name: 'Add an assistant' }).click();
  await form.getByLabel('Name').fill('Team Chat');
  await form.getByLabel('URL template').fill('https://chat.team.example/?q={text}');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await screenshot(page, 'open-in-settings-desktop');

  // The menu reads the settings once per page load.
  await page.goto(`/explorer/prompt/${id}`);
  await page.getByRole('button', { name: 'Open in…' }).click();
  const tab = standIn(context, 'https://chat.team.example');
  await page.getByRole('menuitem', { name: 'Team Chat' }).click();
  const assistant = await tab;
  await assistant.waitForLoadState();
  expect(assistant.url()).toBe(
    'https://chat.team.example/?q=Summarise%20the%20meeting%20notes%20below%20in%20five%20bullet%20points.',
  );
});
