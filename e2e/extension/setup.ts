// What the extension's journeys in both browsers share: the built extension, and an account with an
// access token to connect it with.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type PlaywrightWorkerArgs } from '@playwright/test';
import { newAccount } from '../fixtures.ts';

export const EXTENSION_DIR = path.join(import.meta.dirname, '../../apps/extension');

/** Builds the extension (`npm run build:extension`); the unpacked build of `browser`. */
export function buildExtension(browser: 'chromium' | 'firefox'): string {
  execFileSync('npm', ['run', 'build:extension'], { cwd: path.join(EXTENSION_DIR, '../..'), stdio: 'pipe' });
  return path.join(EXTENSION_DIR, 'dist', browser);
}

export type ExtensionAccount = { username: string; token: string };

/** A new account and an access token of its own, made through the API. */
export async function extensionAccount(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
): Promise<ExtensionAccount> {
  const api = await playwright.request.newContext({ baseURL });
  const account = newAccount();
  expect((await api.post('/auth/register', { data: account })).status()).toBe(201);
  const login = await api.post('/auth/login', { data: account });
  const session = ((await login.json()) as { token: string }).token;
  const created = await api.post('/api/tokens', {
    data: { name: 'Browser extension' },
    headers: { authorization: `Bearer ${session}` },
  });
  expect(created.status()).toBe(201);
  const { token } = (await created.json()) as { token: string };
  await api.dispose();
  return { username: account.username, token };
}
