// Starts the real built server for the browser journeys, with demo data, on a fresh database:
// embedded PGlite in a new folder, or (E2E_ENGINE=postgres) a new database beside TEST_DATABASE_URL's.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'promptlib-e2e-'));
process.env.NODE_ENV = 'production';
process.env.SEED_DEMO = 'true';
process.env.LOG_LEVEL = 'warn';
delete process.env.DATABASE_URL;

if (process.env.E2E_ENGINE === 'postgres') {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('E2E_ENGINE=postgres needs TEST_DATABASE_URL');
  // One fixed name, recreated at every start: a run that was killed leaves nothing that grows.
  const name = `promptlib_e2e_${process.env.PORT ?? 'run'}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
// The production bundle (`npm run build`), as `npm start` serves it.
await import(pathToFileURL(path.join(import.meta.dirname, '../apps/server/dist/main.js')).href);
