// A fresh, migrated database for one test file, on the engine the test project names:
// in-memory PGlite, or a new PostgreSQL database on TEST_DATABASE_URL's server, dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';

export const testEngine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export async function createTestDatabase(): Promise<Database> {
  if (testEngine === 'pglite') {
    const database = await openDatabase({ memory: true });
    await database.migrate();
    return database;
  }
  const fresh = await createPostgresDatabase();
  const database = await openDatabase({ url: fresh.url });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}

/** An empty PostgreSQL database beside TEST_DATABASE_URL's, for tests that start the server themselves. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `promptlib_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdminClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
