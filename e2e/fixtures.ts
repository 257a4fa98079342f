// Shared fixtures: every page fails its test on an unexpected console.error, each journey can save a
// screenshot under e2e/screenshots/ for a person to look at, and `mailbox` reads the e-mail the server
// sent (mailbox.ts).
import path from 'node:path';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

const screenshotDir = path.join(import.meta.dirname, 'screenshots');

export type E2eOptions = {
  /** The inbox window of this engine's mail server (set per project in playwright.config.ts). */
  mailboxUrl: string;
};

export type ReceivedMail = { from: string; to: string; subject: string; text: string; link: string | null };

/** Collects what a page writes to console.error, but for Chromium's own line about each non-2xx answer. */
function watchConsole(page: Page, errors: string[]) {
  page.on('console', (message) => {
    // Chromium logs every non-2xx answer; the app's own handling of those is what the test checks.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource:')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
}

export const test = base.extend<
  {
    consoleErrors: string[];
    /** Someone else's browser: a page in a context of its own, held to the same console rule. */
    newBrowserPage: () => Promise<Page>;
    mailbox: { next: (to: string) => Promise<ReceivedMail> };
  },
  E2eOptions
>({
  mailboxUrl: ['', { option: true, scope: 'worker' }],
  newBrowserPage: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    const errors: string[] = [];
    await use(async () => {
      const context = await browser.newContext({ baseURL });
      contexts.push(context);
      const page = await context.newPage();
      watchConsole(page, errors);
      return page;
    });
    for (const context of contexts) await context.close();
    expect(errors, 'unexpected console errors in the other browser').toEqual([]);
  },
  mailbox: async ({ mailboxUrl }, use) => {
    await use({
      // The next message delivered to `to`; the mail server waits for it a few seconds.
      next: async (to) => {
        const res = await fetch(`${mailboxUrl}/mail?to=${encodeURIComponent(to)}`);
        if (!res.ok) throw new Error(`no e-mail for ${to}: ${await res.text()}`);
        return (await res.json()) as ReceivedMail;
      },
    });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      watchConsole(page, errors);
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

/** A new admin of the journey's own: admins cannot register, so the demo admin invites one. */
export async function newAdminViaApi(page: Page) {
  const res = await page.request.post('/api/invitations', {
    data: { role: 'admin' },
    headers: { authorization: `Bearer ${await tokenOf(page, DEMO_ADMIN)}` },
  });
  expect(res.status()).toBe(201);
  const { url } = (await res.json()) as { url: string };
  const account = newAccount();
  const invitation = new URL(url).searchParams.get('invitation');
  const registered = await page.request.post('/auth/register', { data: { ...account, invitation } });
  expect(registered.status()).toBe(201);
  return account;
}

/** A sign-in token for API calls made on the account's behalf (not stored in the page). */
export async function tokenOf(page: Page, account: { email: string; password: string }) {
  const res = await page.request.post('/auth/login', { data: account });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

export const DEMO_ADMIN = { email: 'admin@promptlib.local', password: 'admin12345' };
export const DEMO_USER = { email: 'demo@promptlib.local', password: 'demo12345' };

export { expect };
