// `npm run reset-password -- --email E`: prints a password-reset link for the account with that e-mail,
// for an operator to hand over when e-mail is not set up or does not arrive. It is the link the reset
// e-mail carries: it works once, for RESET_LINK_MINUTES, and using it ends the account's sessions.
// Links start with PUBLIC_URL, else http://localhost:PORT. The server need not run; on the embedded
// engine it must not, since PGlite has one writer.
import { emailOnlySchema, RESET_LINK_MINUTES } from '@prompt-lib/contract';
import { loadConfig } from '../config.ts';
import { configuredTarget, openDatabase } from '../db/client.ts';
import { findAccountByEmail } from '../modules/auth/recovery-repository.ts';
import { createResetLink } from '../modules/mail/account-mail.ts';
import { fail, readArgs } from './cli.ts';

const USAGE = 'Usage: npm run reset-password -- --email you@example.com';

const args = readArgs(USAGE, { options: { email: { type: 'string' } } }).values;
if (!args.email) fail(USAGE, '--email is required.');
const input = emailOnlySchema.safeParse({ email: args.email });
if (!input.success) fail(USAGE, input.error.issues.map((issue) => issue.message).join('; '));
const { email } = input.data;

const config = loadConfig();
const base = config.publicUrl ?? `http://localhost:${config.port}`;
const database = await openDatabase(configuredTarget(config));
try {
  await database.migrate();
  const account = await findAccountByEmail(database.db, email);
  if (!account) {
    throw new Error(`No account has the e-mail ${email}.`);
  }
  if (!account.active) {
    throw new Error(`The account ${account.email} is disabled: an admin must enable it first.`);
  }
  const link = await createResetLink(database.db, account.id, base);
  console.log(
    `Password-reset link for ${account.email} (username ${account.username}). It works once, for ${RESET_LINK_MINUTES} minutes (until ${link.expiresAt}):`,
  );
  console.log(link.url);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
