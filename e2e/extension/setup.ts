// What the extension's journeys in both browsers share: the built extension, and an account with an
// access token to connect it with.
import { execFileSync } from 'node:child_process';
import { closeSync, cpSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type PlaywrightWorkerArgs } from '@playwright/test';
import { newAccount } from '../fixtures.ts';

export const EXTENSION_DIR = path.join(import.meta.dirname, '../../apps/extension');

const LOCK = path.join(tmpdir(), 'promptlib-extension-build.lock');
/** How long a build may hold the lock before another takes it over (a run that died holding it). */
const LOCK_STALE_MS = 120_000;

/**
 * Builds the extension (`npm run build:extension`) and copies the unpacked build of `browser` to a
 * directory of its own, which the caller may change and removes. The journeys of both browsers run
 * beside each other: a lock file keeps their builds from writing dist/ at once.
 */
export async function buildExtension(browser: 'chromium' | 'firefox'): Promise<string> {
  const waitingSince = Date.now();
  for (;;) {
    try {
      closeSync(openSync(LOCK, 'wx'));
      break;
    } catch {
      if (Date.now() - waitingSince > LOCK_STALE_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    execFileSync('npm', ['run', 'build:extension'], {
      cwd: path.join(EXTENSION_DIR, '../..'),
      stdio: 'pipe',
    });
    const dir = mkdtempSync(path.join(tmpdir(), `promptlib-extension-${browser}-`));
    cpSync(path.join(EXTENSION_DIR, 'dist', browser), dir, { recursive: true });
    return dir;
  } finally {
    rmSync(LOCK, { force: true });
  }
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

/**
 * A library prompt of `account`'s titled "{word} reply", `word` one no other prompt has (`stem` and
 * the time: each journey its own stem, so that no search of one finds the other's), filed under the
 * library's first category and tag.
 */
export async function libraryPrompt(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  account: ExtensionAccount,
  stem: string,
  content: string,
): Promise<{ word: string; title: string }> {
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${account.token}` },
  });
  const [category] = (await (await api.get('/api/categories')).json()) as { name: string }[];
  const [tag] = (await (await api.get('/api/tags')).json()) as { name: string }[];
  const word = `${stem}${Date.now().toString(36)}`;
  const title = `${word} reply`;
  const created = await api.post('/api/prompts', {
    data: { title, content, categories: [category?.name], tags: [tag?.name] },
  });
  expect(created.status()).toBe(201);
  await api.dispose();
  return { word, title };
}
