// What a crawler or a link preview sees: the server's HTML of a prompt page, read with JavaScript
// off, then the same page once the app has taken over; robots.txt, the sitemap and the preview image.
import type { APIRequestContext } from '@playwright/test';
import { expect, registerViaApi, test } from '../fixtures.ts';

async function createPrompt(request: APIRequestContext, token: string, title: string, status?: string) {
  const categories = (await (await request.get('/api/categories')).json()) as { name: string }[];
  const tags = (await (await request.get('/api/tags')).json()) as { name: string }[];
  const res = await request.post('/api/prompts', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      content: 'Summarise [document] in three bullet points for [audience].',
      previewText: 'Three bullet points that say what matters.',
      categories: categories.slice(0, 1).map((category) => category.name),
      tags: tags.slice(0, 1).map((tag) => tag.name),
    },
  });
  expect(res.status()).toBe(201);
  const prompt = (await res.json()) as { id: number };
  if (status) {
    const changed = await request.put(`/api/prompts/${prompt.id}/status?status=${status}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(changed.ok()).toBe(true);
  }
  return prompt;
}

async function signedInToken(request: APIRequestContext, page: Parameters<typeof registerViaApi>[0]) {
  const account = await registerViaApi(page);
  const login = await request.post('/auth/login', { data: account });
  return ((await login.json()) as { token: string }).token;
}

test('a prompt page shows its title and content from the server, before any script runs', async ({
  browser,
  page,
}, testInfo) => {
  const token = await signedInToken(page.request, page);
  const title = `Meeting summary <b>${Date.now()}</b>`;
  const prompt = await createPrompt(page.request, token, title);

  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: testInfo.project.use.baseURL,
  });
  const reader = await noScript.newPage();
  const res = await reader.goto(`/explorer/prompt/${prompt.id}`);
  expect(res?.status()).toBe(200);
  await expect(reader).toHaveTitle(`${title} – Prompt Lib`);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByText('Three bullet points that say what matters.')).toBeVisible();
  await expect(reader.getByText('Summarise [document] in three bullet points for [audience].')).toBeVisible();
  await expect(reader.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`/og/prompt/${prompt.id}\\.png\\?v=1$`),
  );

  // A draft is a 404 that shows the readable page and none of the draft.
  const draft = await createPrompt(page.request, token, `Hidden draft ${Date.now()}`, 'draft');
  const missing = await reader.goto(`/explorer/prompt/${draft.id}`);
  expect(missing?.status()).toBe(404);
  await expect(reader.getByRole('heading', { name: 'Prompt not found' })).toBeVisible();
  await expect(reader.getByText('Hidden draft')).toHaveCount(0);
  await noScript.close();

  // With scripts, the app replaces the server's content with its own screen: one title, and the app's buttons.
  await page.goto(`/explorer/prompt/${prompt.id}`);
  await expect(page.getByRole('button', { name: 'Copy to Clipboard' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('robots.txt, the sitemap and the preview image answer crawlers', async ({ page }) => {
  const token = await signedInToken(page.request, page);
  const prompt = await createPrompt(page.request, token, `Sitemap entry ${Date.now()}`);

  const robots = await page.request.get('/robots.txt');
  expect(await robots.text()).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);

  const index = await (await page.request.get('/sitemap.xml')).text();
  const pageUrl = /<loc>(http:\/\/localhost:\d+\/sitemap\/prompts-1\.xml)<\/loc>/.exec(index)?.[1];
  expect(pageUrl).toBeTruthy();
  expect((await page.request.get(pageUrl ?? '')).status()).toBe(200);
  const image = await page.request.get(`/og/prompt/${prompt.id}.png`);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(image.headers().etag).toMatch(/^"og-/);
  const again = await page.request.get(`/og/prompt/${prompt.id}.png`, {
    headers: { 'if-none-match': image.headers().etag ?? '' },
  });
  expect(again.status()).toBe(304);
});
