// All SQL about users: lookup for sign-in, the public user view with its counts, create and update.
import type { ProfileUpdateInput, RegisterInput, User } from '@prompt-lib/contract';
import { isAdminRole, isLanguageCode } from '@prompt-lib/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promptUsages, revokedSessions, users } from '../../db/schema.ts';
import { withoutNul } from '../../db/values.ts';
import { groupIdsOf } from '../groups/membership.ts';
import { countSaved } from '../saved-prompts/repository.ts';

export type UserWithHash = {
  id: number;
  passwordHash: string | null;
  role: 'user' | 'admin';
  status: string;
  emailVerified: boolean;
};

const userView = (db: Db) => ({
  id: users.id,
  username: users.username,
  email: users.email,
  avatarUrl: users.avatarUrl,
  bio: users.bio,
  language: users.language,
  role: users.role,
  createdAt: users.createdAt,
  promptsUsed: db.$count(promptUsages, eq(promptUsages.userId, users.id)),
  groupIds: groupIdsOf,
});

type UserRow = Omit<User, 'role' | 'createdAt' | 'promptsSaved' | 'language'> & {
  role: string;
  language: string | null;
  createdAt: Date;
  groupIds: number[];
};

/**
 * The account as the contract shows it; `promptsSaved` counts the saves it can see, as its saved list
 * does (a saved prompt that stopped being visible to it stays saved but is not counted).
 */
async function toUser(db: Db, { groupIds, ...row }: UserRow): Promise<User> {
  const role = isAdminRole(row.role) ? 'admin' : 'user';
  const promptsSaved = await countSaved(db, { id: row.id, role, groupIds });
  const language = isLanguageCode(row.language) ? row.language : null;
  return { ...row, role, language, promptsSaved, createdAt: row.createdAt.toISOString() };
}

/** An account's e-mail, compared case-insensitively (its unique index is on lower(email)). */
export const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export async function findUser(db: Db, id: number): Promise<User | null> {
  const [row] = await db.select(userView(db)).from(users).where(eq(users.id, id));
  return row ? toUser(db, row) : null;
}

/** The stored hash for sign-in; e-mail compared case-insensitively. */
export async function findCredentials(db: Db, email: string): Promise<UserWithHash | null> {
  const [row] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      role: users.role,
      status: users.status,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(sameEmail(email));
  if (!row) return null;
  const { emailVerifiedAt, ...rest } = row;
  return { ...rest, role: isAdminRole(row.role) ? 'admin' : 'user', emailVerified: emailVerifiedAt !== null };
}

/** The stored hash and sign-in facts of one account. */
export async function findCredentialsById(
  db: Db,
  id: number,
): Promise<(UserWithHash & { lastSignInAt: Date | null; sessionVersion: number }) | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) return null;
  return {
    id: row.id,
    passwordHash: row.passwordHash,
    role: isAdminRole(row.role) ? 'admin' : 'user',
    status: row.status,
    emailVerified: row.emailVerifiedAt !== null,
    lastSignInAt: row.lastSignInAt,
    sessionVersion: row.sessionVersion,
  };
}

/**
 * Throws the database's unique violation when the e-mail or username is taken. `emailVerified: false`
 * leaves the account unable to sign in until its address is verified.
 */
export async function insertUser(
  db: Db,
  input: Omit<RegisterInput, 'password'> & {
    passwordHash: string | null;
    role?: 'user' | 'admin';
    emailVerified?: boolean;
  },
): Promise<User> {
  const [row] = await db
    .insert(users)
    .values({
      username: withoutNul(input.username),
      email: input.email,
      passwordHash: input.passwordHash,
      role: input.role ?? 'user',
      emailVerifiedAt: input.emailVerified === false ? null : new Date(),
    })
    .returning({ id: users.id });
  const user = row && (await findUser(db, row.id));
  if (!user) throw new Error('inserted user not found');
  return user;
}

/**
 * `email`, `avatarUrl` and `bio` left undefined keep their value; a null avatarUrl clears it, and so
 * does a null or blank bio (the contract has trimmed it).
 */
export async function updateUser(db: Db, id: number, input: ProfileUpdateInput): Promise<User | null> {
  const [row] = await db
    .update(users)
    .set({
      username: input.username && withoutNul(input.username),
      language: input.language,
      email: input.email,
      avatarUrl: input.avatarUrl && withoutNul(input.avatarUrl),
      bio: input.bio === undefined ? undefined : input.bio ? withoutNul(input.bio) : null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return row ? findUser(db, row.id) : null;
}

/**
 * Makes the account with this e-mail an admin with this password, creating it when there is none.
 * The username only applies to a new account.
 */
export async function upsertAdmin(
  db: Db,
  input: { email: string; username: string; passwordHash: string },
): Promise<'created' | 'promoted'> {
  const [promoted] = await db
    .update(users)
    .set({
      role: 'admin',
      passwordHash: input.passwordHash,
      // The way back in: an operator's command re-enables the account and ends its other sessions.
      status: 'active',
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(sameEmail(input.email))
    .returning({ id: users.id });
  if (promoted) return 'promoted';
  await db.insert(users).values({ ...input, role: 'admin' });
  return 'created';
}

/**
 * Ends every sign-in session of the account at once (plugins/auth.ts compares the version), and sets
 * a new password hash when one is given. Answers the new session version.
 */
export async function endSessions(db: Db, id: number, passwordHash?: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, passwordHash, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ version: users.sessionVersion });
  return row?.version ?? 0;
}

/** Revokes one sign-in token until it would have expired anyway. */
export async function revokeSession(db: Db, jti: string, expiresAt: Date): Promise<void> {
  await db.insert(revokedSessions).values({ jti, expiresAt }).onConflictDoNothing();
}

export async function markSignedIn(db: Db, id: number): Promise<void> {
  await db.update(users).set({ lastSignInAt: sql`now()` }).where(eq(users.id, id));
}
