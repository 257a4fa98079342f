// Shared fixtures: every page fails its test on an unexpected console.error, and each journey can
// save a screenshot under e2e/screenshots/ for a person to look at.
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

const screenshotDir = path.join(import.meta.dirname, 'screenshots');

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // Chromium logs every non-2xx answer; the app's own handling of those is what the test checks.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource:')) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

let counter = 0;
/** A unique new account for one journey. */
export function newAccount() {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
  return { username: `user_${id}`, email: `user_${id}@example.com`, password: 'secret-pass-1' };
}

export async function registerViaApi(page: Page, account = newAccount()) {
  const res = await page.request.post('/auth/register', { data: account });
  expect(res.status()).toBe(201);
  return account;
}

/** Signs in through the API and stores the token the way the web app does. */
export async function signInViaApi(page: Page, account: { email: string; password: string }) {
  const res = await page.request.post('/auth/login', { data: account });
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript((value) => window.localStorage.setItem('authToken', value), token);
  return token;
}

export const DEMO_ADMIN = { email: 'admin@promptlib.local', password: 'admin12345' };
export const DEMO_USER = { email: 'demo@promptlib.local', password: 'demo12345' };

export { expect };
