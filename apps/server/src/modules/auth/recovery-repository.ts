// The SQL of account recovery: finding the account an e-mail address names, setting a password from a
// reset link, marking an address verified, and counting e-mails asked for one address.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { countHit } from '../../plugins/rate-limit-store.ts';
import { hashToken } from '../tokens/repository.ts';
import { sameEmail } from './repository.ts';

export type RecoveryAccount = {
  id: number;
  email: string;
  username: string;
  /** The interface language the account chose (issue 31), which its e-mails are written in. */
  language: string | null;
  active: boolean;
  emailVerified: boolean;
};

const recoveryColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  language: users.language,
  status: users.status,
  emailVerifiedAt: users.emailVerifiedAt,
};

const toAccount = ({
  status,
  emailVerifiedAt,
  ...row
}: { status: string; emailVerifiedAt: Date | null } & Pick<
  RecoveryAccount,
  'id' | 'email' | 'username' | 'language'
>): RecoveryAccount => ({ ...row, active: status === 'active', emailVerified: emailVerifiedAt !== null });

/** The account with this e-mail address, compared case-insensitively. */
export async function findAccountByEmail(db: Db, email: string): Promise<RecoveryAccount | null> {
  const [row] = await db.select(recoveryColumns).from(users).where(sameEmail(email));
  return row ? toAccount(row) : null;
}

export async function findAccount(db: Db, id: number): Promise<RecoveryAccount | null> {
  const [row] = await db.select(recoveryColumns).from(users).where(eq(users.id, id));
  return row ? toAccount(row) : null;
}

/**
 * Sets the password from a reset link. Raising the session version ends every sign-in session at once
 * (plugins/auth.ts); following the link proved the address, so it counts as verified.
 */
export async function setPasswordFromLink(db: Db, id: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
}

export async function markEmailVerified(db: Db, id: number): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/**
 * Counts one e-mail of this kind asked for this address and answers whether it is within `max` per
 * window. Kept in rate_limits (plugins/rate-limit-store.ts), so every instance counts against one
 * budget; the key holds the address's SHA-256, not the address.
 */
export async function withinAddressLimit(
  db: Db,
  kind: 'reset' | 'verify',
  email: string,
  limit: { max: number; windowMs: number },
): Promise<boolean> {
  const key = `address:${kind}:${hashToken(email.toLowerCase())}`;
  const { current } = await countHit(db, key, limit.windowMs);
  return current <= limit.max;
}
