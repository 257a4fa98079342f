// All SQL of single sign-on: the identities (provider, subject) linked to accounts, the accounts that
// single sign-on creates.
import { ACCOUNT_MSG, USERNAME_MAX, USERNAME_MIN } from '@prompt-lib/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userIdentities, users } from '../../db/schema.ts';
import { violatedUniqueIndex } from '../../db/unique-violation.ts';
import { forbidden } from '../../http-errors.ts';
import { sameEmail } from '../auth/repository.ts';
import { useInvitation } from '../invitations/repository.ts';

export type SsoAccount = { id: number; username: string; email: string; role: string; status: string };

const accountColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  status: users.status,
};

export type Identity = { provider: string; subject: string };

/** The account this identity is linked to. */
export async function findIdentityAccount(db: Db, identity: Identity): Promise<SsoAccount | null> {
  const [row] = await db
    .select(accountColumns)
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, identity.provider), eq(userIdentities.subject, identity.subject)));
  return row ?? null;
}

/** The account with this e-mail, compared case-insensitively. */
export async function findAccountByEmail(db: Db, email: string): Promise<SsoAccount | null> {
  const [row] = await db.select(accountColumns).from(users).where(sameEmail(email));
  return row ?? null;
}

/** Links the identity to the account; the provider vouched for the address, so it counts as verified. */
export async function linkIdentity(db: Db, identity: Identity, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(userIdentities)
      .values({ ...identity, userId })
      .onConflictDoNothing();
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, userId));
  });
}

/** Usernames to try for a new account, in order: the name itself, then numbered. */
function usernameCandidates(name: string): string[] {
  const base = name.replace(/\s+/g, ' ').trim() || 'user';
  const fit = (suffix: string) => base.slice(0, USERNAME_MAX - suffix.length) + suffix;
  const numbered = Array.from({ length: 19 }, (_, i) => fit(`-${i + 2}`));
  return base.length >= USERNAME_MIN ? [fit(''), ...numbered] : numbered;
}

const randomSuffix = () => `-${Math.random().toString(36).slice(2, 8)}`;

/**
 * A new account without a password, linked to the identity. The username is `name` made unique (case
 * does not count); the e-mail must not be taken (the unique index throws otherwise).
 */
export async function createSsoAccount(
  db: Db,
  input: {
    name: string;
    email: string;
    role: 'user' | 'admin';
    emailVerified: boolean;
    identity: Identity;
    /** An invitation's token, used up with the account's creation. */
    invitation?: string | undefined;
  },
): Promise<SsoAccount> {
  const candidates = usernameCandidates(input.name);
  const taken = new Set(
    (
      await db
        .select({ name: sql<string>`lower(${users.username})` })
        .from(users)
        .where(
          inArray(
            sql`lower(${users.username})`,
            candidates.map((c) => c.toLowerCase()),
          ),
        )
    ).map((row) => row.name),
  );
  let username = candidates.find((c) => !taken.has(c.toLowerCase()));
  for (let attempt = 0; ; attempt++) {
    username ??= (candidates[0] ?? 'user').slice(0, USERNAME_MAX - 7) + randomSuffix();
    try {
      return await insertAccount(db, { ...input, username });
    } catch (error) {
      // Someone took the name meanwhile: another one, with a random ending.
      if (violatedUniqueIndex(error) !== 'users_username_lower_idx' || attempt >= 2) throw error;
      username = undefined;
    }
  }
}

async function insertAccount(
  db: Db,
  input: {
    username: string;
    email: string;
    role: 'user' | 'admin';
    emailVerified: boolean;
    identity: Identity;
    invitation?: string | undefined;
  },
): Promise<SsoAccount> {
  return db.transaction(async (tx) => {
    if (input.invitation !== undefined && !(await useInvitation(tx, input.invitation))) {
      throw forbidden(ACCOUNT_MSG.invalidInvitation);
    }
    const [row] = await tx
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        passwordHash: null,
        role: input.role,
        emailVerifiedAt: input.emailVerified ? sql`now()` : null,
      })
      .returning(accountColumns);
    if (!row) throw new Error('inserted user not returned');
    await tx.insert(userIdentities).values({ ...input.identity, userId: row.id });
    return row;
  });
}

/** Whether the account exists and may sign in. */
export async function isActive(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId));
  return row?.status === 'active';
}
