// Test harness: the real app on a fresh database, plus helpers to make users and sign them in.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { createTestDatabase, testEngine } from './database.ts';

export type TestContext = { app: App; database: Database; close: () => Promise<void> };

/** The JWT_SECRET of every test app, for tests that sign tokens of their own. */
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret';

export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'promptlib-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    // On PostgreSQL a test's own SQL writes reach the response cache a moment after they commit (by
    // NOTIFY), so a read straight after one could still be answered from before it; tests of the
    // cache itself turn it on. PGlite announces a commit before the writing call returns.
    RESPONSE_CACHE_MB: testEngine === 'postgres' ? '0' : '32',
    ...env,
  });
  const app = await buildApp({ config, db: database.db, listen: database.listen, stats: database.stats });
  try {
    await app.ready();
  } catch (error) {
    // An app that fails to start (a port in use) leaves no database behind.
    await app.close().catch(() => {});
    await database.close();
    throw error;
  }
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Another instance of the app on the context's database, as a deployment's second server: it hears
 * the first one's changes only through the database. Its caller closes it.
 */
export const secondInstance = (ctx: TestContext): Promise<App> =>
  buildApp({ config: ctx.app.config, db: ctx.database.db, listen: ctx.database.listen });

let counter = 0;

/** Inserts a user straight into the database and returns it with a bearer token. */
export async function createUser(
  ctx: TestContext,
  options: { role?: 'user' | 'admin'; username?: string; email?: string; password?: string } = {},
): Promise<{
  id: number;
  username: string;
  email: string;
  password: string;
  token: string;
  auth: { authorization: string };
}> {
  counter += 1;
  const username = options.username ?? `user${counter}_${Date.now() % 100000}`;
  const email = options.email ?? `${username}@example.com`;
  const password = options.password ?? 'secret-password';
  const [row] = await ctx.database.db
    .insert(users)
    .values({ username, email, passwordHash: await hash(password), role: options.role ?? 'user' })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert failed');
  const token = await ctx.app.signToken({ id: row.id, role: options.role ?? 'user' });
  return { id: row.id, username, email, password, token, auth: { authorization: `Bearer ${token}` } };
}
