// Starts the real built server for the browser journeys, with demo data, on a fresh database:
// embedded PGlite in a new folder, or (E2E_ENGINE=postgres) a new database beside TEST_DATABASE_URL's.
// The outside parties it talks to run in this process too, each on a port of its own: a mail server
// (mailbox.ts, whose inbox the journeys read at MAILBOX_PORT) and a company's OpenID Connect provider
// ("Acme ID", the server tests' fixture, where any e-mail typed at its sign-in form is a person).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { startOidcProvider } from '../apps/server/src/test/oidc-provider.ts';
import { startMailbox } from './mailbox.ts';

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
const base = `http://localhost:${process.env.PORT}`;
const { smtpUrl } = await startMailbox(Number(process.env.MAILBOX_PORT ?? 0)); // 0: any free port, when run by hand
const idp = await startOidcProvider({
  redirectUris: [`${base}/auth/oidc/corp/callback`],
  enrolUnknownEmails: true,
});
Object.assign(process.env, {
  PUBLIC_URL: base,
  SMTP_URL: smtpUrl,
  MAIL_FROM: 'Prompt Lib <no-reply@promptlib.test>',
  OIDC_PROVIDERS: 'corp',
  OIDC_CORP_NAME: 'Acme ID',
  OIDC_CORP_ISSUER: idp.issuer,
  OIDC_CORP_CLIENT_ID: idp.clientId,
  OIDC_CORP_CLIENT_SECRET: idp.clientSecret,
  OIDC_ALLOW_HTTP: 'true',
});

// The production bundle (`npm run build`), as `npm start` serves it.
await import(pathToFileURL(path.join(import.meta.dirname, '../apps/server/dist/main.js')).href);
