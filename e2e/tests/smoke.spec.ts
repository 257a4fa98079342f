import { expect, screenshot, test } from '../fixtures.ts';

test('the built app is served, and a client-side route survives a reload', async ({ page }) => {
  await page.goto('/legal/terms');
  await expect(page).toHaveTitle('Prompt Lib');
  await expect(page.getByRole('link', { name: 'Prompt Lib' })).toHaveAttribute('href', '/');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign In / Sign Up' })).toBeVisible();
});

// DESIGN §6: under 150 KB of JavaScript, compressed, for the landing page (routes load lazily).
test('the landing page loads its JavaScript compressed, under 150 KB in all', async ({ page }) => {
  const scripts: { url: string; encoding?: string; bytes: Promise<number> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({
      url: response.url(),
      encoding: response.headers()['content-encoding'],
      bytes: response
        .request()
        .sizes()
        .then((sizes) => sizes.responseBodySize),
    });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Trending prompts' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(1);
  const sizes = await Promise.all(scripts.map((script) => script.bytes));
  // Files under 1 KB are not worth compressing; every other one arrives as Brotli.
  scripts.forEach((script, i) => {
    if ((sizes[i] ?? 0) >= 1024) expect(script.encoding, script.url).toBe('br');
  });
  const total = sizes.reduce((a, b) => a + b, 0);
  expect(total).toBeLessThan(150 * 1024);
});

// README: every call is documented at /api/docs, browsable (swagger-ui, bundled into the server).
test('the API documentation opens in the browser and lists the calls', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Prompt Lib API/ })).toBeVisible();
  await expect(page.getByText('/api/prompts/{id}', { exact: true }).first()).toBeVisible();
  await screenshot(page, 'api-docs-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'api-docs-phone');
});
