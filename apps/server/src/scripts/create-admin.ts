// `npm run create-admin -- --email E --password P [--username U]`: creates an admin, or promotes the
// account with that e-mail (and sets its password), in the database the server would use (DATA_DIR or
// DATABASE_URL). The server need not run; on the embedded engine it must not, since PGlite has one writer.
import { loginSchema, registerSchema } from '@prompt-lib/contract';
import { loadConfig } from '../config.ts';
import { configuredTarget, openDatabase } from '../db/client.ts';
import { conflictOnDuplicate } from '../db/unique-violation.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { upsertAdmin } from '../modules/auth/repository.ts';
import { fail, readArgs } from './cli.ts';

const USAGE =
  'Usage: npm run create-admin -- --email you@example.com --password "at least 8 characters" [--username you]';
const MIN_ADMIN_PASSWORD = 8;

const args = readArgs(USAGE, {
  options: { email: { type: 'string' }, password: { type: 'string' }, username: { type: 'string' } },
}).values;
if (!args.email || !args.password) fail(USAGE, 'Both --email and --password are required.');
const credentials = loginSchema.safeParse({ email: args.email, password: args.password });
if (!credentials.success) fail(USAGE, credentials.error.issues.map((issue) => issue.message).join('; '));
if (args.password.length < MIN_ADMIN_PASSWORD) {
  fail(USAGE, `An admin password must be at least ${MIN_ADMIN_PASSWORD} characters.`);
}
const username = args.username ?? credentials.data.email.split('@')[0] ?? 'admin';
const account = registerSchema.safeParse({ ...credentials.data, username });
if (!account.success) fail(USAGE, account.error.issues.map((issue) => issue.message).join('; '));

const config = loadConfig();
const database = await openDatabase(configuredTarget(config));
try {
  await database.migrate();
  const action = await upsertAdmin(database.db, {
    email: account.data.email,
    username: account.data.username,
    passwordHash: await hashPassword(account.data.password),
  }).catch(
    conflictOnDuplicate(`The username "${account.data.username}" is taken; choose another with --username.`),
  );
  console.log(
    action === 'created'
      ? `Created admin ${account.data.email} (username ${account.data.username}).`
      : `Promoted ${account.data.email} to admin and set the new password.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
