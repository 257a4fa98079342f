// All SQL about users: lookup for sign-in, the public user view with its counts, create and update.
import type { ProfileUpdateInput, RegisterInput, User } from '@prompt-lib/contract';
import { isAdminRole } from '@prompt-lib/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promptUsages, users } from '../../db/schema.ts';

export type UserWithHash = { id: number; passwordHash: string | null; role: 'user' | 'admin' };

// Written as plain SQL because Drizzle leaves columns unqualified in a one-table select.
// The saves the user can see (the saved-prompts list's totalElements): a saved prompt that its owner
// turned into a draft stays saved but is not counted until it is published again.
const savedCount = sql<number>`(
  select count(*)::int from saved_prompts s join prompts p on p.id = s.prompt_id
  where s.user_id = "users"."id"
    and (p.status = 'published' or p.created_by = "users"."id" or lower("users"."role") = 'admin')
)`.mapWith(Number);

const userView = (db: Db) => ({
  id: users.id,
  username: users.username,
  email: users.email,
  avatarUrl: users.avatarUrl,
  role: users.role,
  createdAt: users.createdAt,
  promptsUsed: db.$count(promptUsages, eq(promptUsages.userId, users.id)),
  promptsSaved: savedCount,
});

type UserRow = Omit<User, 'role' | 'createdAt'> & { role: string; createdAt: Date };

const toUser = (row: UserRow): User => ({
  ...row,
  role: isAdminRole(row.role) ? 'admin' : 'user',
  createdAt: row.createdAt.toISOString(),
});

const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export async function findUser(db: Db, id: number): Promise<User | null> {
  const [row] = await db.select(userView(db)).from(users).where(eq(users.id, id));
  return row ? toUser(row) : null;
}

/** The stored hash for sign-in; e-mail compared case-insensitively. */
export async function findCredentials(db: Db, email: string): Promise<UserWithHash | null> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, role: users.role })
    .from(users)
    .where(sameEmail(email));
  return row ? { ...row, role: isAdminRole(row.role) ? 'admin' : 'user' } : null;
}

/** Throws the database's unique violation when the e-mail or username is taken. */
export async function insertUser(db: Db, input: RegisterInput & { passwordHash: string }): Promise<User> {
  const [row] = await db
    .insert(users)
    .values({ username: input.username, email: input.email, passwordHash: input.passwordHash })
    .returning({ id: users.id });
  const user = row && (await findUser(db, row.id));
  if (!user) throw new Error('inserted user not found');
  return user;
}

/** `email` and `avatarUrl` left undefined keep their value; a null avatarUrl clears it. */
export async function updateUser(db: Db, id: number, input: ProfileUpdateInput): Promise<User | null> {
  const [row] = await db
    .update(users)
    .set({ username: input.username, email: input.email, avatarUrl: input.avatarUrl, updatedAt: new Date() })
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
    .set({ role: 'admin', passwordHash: input.passwordHash, updatedAt: new Date() })
    .where(sameEmail(input.email))
    .returning({ id: users.id });
  if (promoted) return 'promoted';
  await db.insert(users).values({ ...input, role: 'admin' });
  return 'created';
}
