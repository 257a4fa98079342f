// Issue 10 "Fast on a phone": the JavaScript budgets of the explorer and a prompt page (the landing
// page's is in smoke.spec.ts), responsive images, and the handoff from the server's page to the app
// without a spinner, a skeleton or a shift.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/** The compressed bytes of every script the page loads until the network is idle. */
async function scriptBytes(page: Page, path: string, ready: () => Promise<void>) {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(
      response
        .request()
        .sizes()
        .then((s) => s.responseBodySize),
    );
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  return (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
}

async function firstPromptId(page: Page): Promise<number> {
  const { list } = await (await page.request.get('/api/prompts?size=1')).json();
  return list[0].id;
}

test('the explorer loads under 150 KB of JavaScript, compressed', async ({ page }) => {
  const total = await scriptBytes(page, '/main', () =>
    expect(page.getByRole('searchbox').first()).toBeVisible(),
  );
  expect(total).toBeLessThan(150 * 1024);
});

// More than the explorer: the copy dialog, History and the date formatting come with the page.
test('a prompt page loads under 170 KB of JavaScript, compressed, with no form library', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const id = await firstPromptId(page);
  const total = await scriptBytes(page, `/explorer/prompt/${id}`, () =>
    expect(page.getByRole('button', { name: 'Copy to Clipboard' })).toBeVisible(),
  );
  expect(total).toBeLessThan(170 * 1024);
  expect(scripts.filter((url) => /collection-form|add-to-collection-dropdown/.test(url))).toEqual([]);
});

test('the app takes over the server page in one step: no spinner, no skeleton, no layout shift', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen = { busy: false, shift: 0 };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[aria-busy="true"], [role="status"][aria-label="Loading"]'))
        seen.busy = true;
    }).observe(document, { subtree: true, childList: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        seen.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/main');
  await expect(page.getByRole('searchbox').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const seen = await page.evaluate(
    () => (window as unknown as { seen: { busy: boolean; shift: number } }).seen,
  );
  expect(seen.busy).toBe(false);
  expect(seen.shift).toBeLessThan(0.01);
});

test('card images come as WebP copies sized by srcset, with their dimensions set', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/main');
  const image = page.getByRole('list', { name: 'Prompts' }).locator('img').first();
  await expect(image).toHaveAttribute('srcset', /\?w=320 320w/);
  await expect(image).toHaveAttribute('width', '640');
  await expect(image).toHaveAttribute('height', '360');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\?w=\d+$/);
  const response = await page.request.get(await image.evaluate((img: HTMLImageElement) => img.currentSrc));
  expect(response.headers()['content-type']).toBe('image/webp');
});
