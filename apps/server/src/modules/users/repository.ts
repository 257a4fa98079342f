// The admins' view of accounts (issue 27): search and filters, role and status changes that keep one
// active admin, and creation of an account that sets its own password through a link.
import type { AdminUser } from '@prompt-lib/contract';
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { isStorableId, withoutNul } from '../../db/values.ts';
import { isLastActiveAdmin } from '../account/delete.ts';

const promptCount =
  sql<number>`(select count(*)::int from prompts p where p.created_by = "users"."id")`.mapWith(Number);

const columns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  status: users.status,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  lastSignInAt: users.lastSignInAt,
  promptCount,
};

type Row = {
  id: number;
  username: string;
  email: string;
  role: string;
  status: string;
  emailVerifiedAt: Date | null;
  createdAt: Date;
  lastSignInAt: Date | null;
  promptCount: number;
};

const toAdminUser = (row: Row): AdminUser => ({
  id: row.id,
  username: row.username,
  email: row.email,
  role: row.role.toLowerCase() === 'admin' ? 'admin' : 'user',
  status: row.status === 'disabled' ? 'disabled' : row.emailVerifiedAt === null ? 'unverified' : 'active',
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  promptCount: row.promptCount,
});

type Filter = {
  query: string;
  role?: 'user' | 'admin' | undefined;
  status?: AdminUser['status'] | undefined;
};

function conditions({ query, role, status }: Filter): SQL | undefined {
  const parts: SQL[] = [];
  if (query) {
    const pattern = `%${withoutNul(query)
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(lower(${users.username}) like ${pattern} or lower(${users.email}) like ${pattern})`);
  }
  if (role) parts.push(sql`lower(${users.role}) = ${role}`);
  if (status === 'disabled') parts.push(eq(users.status, 'disabled'));
  if (status === 'active')
    parts.push(and(eq(users.status, 'active'), isNotNull(users.emailVerifiedAt)) as SQL);
  if (status === 'unverified')
    parts.push(and(eq(users.status, 'active'), isNull(users.emailVerifiedAt)) as SQL);
  return parts.length > 0 ? and(...parts) : undefined;
}

/** Newest accounts first. */
export async function listUsers(
  db: Db,
  filter: Filter & { page: number; size: number },
): Promise<{ list: AdminUser[]; totalCount: number }> {
  const where = conditions(filter);
  const rows = await db
    .select(columns)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(filter.size)
    .offset(filter.page * filter.size);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { list: rows.map(toAdminUser), totalCount: total?.n ?? 0 };
}

export async function findAdminUser(db: Db, id: number): Promise<AdminUser | null> {
  if (!isStorableId(id)) return null;
  const [row] = await db.select(columns).from(users).where(eq(users.id, id));
  return row ? toAdminUser(row) : null;
}

/**
 * Changes role and/or status. A role change or a disabling ends the account's sessions at once (its
 * session version rises); the last active admin keeps both.
 */
export async function changeUser(
  db: Db,
  id: number,
  change: { role?: 'user' | 'admin' | undefined; status?: 'active' | 'disabled' | undefined },
): Promise<{ before: AdminUser; after: AdminUser } | 'not-found' | 'last-admin'> {
  if (!isStorableId(id)) return 'not-found';
  return db.transaction(async (tx) => {
    const before = await findAdminUser(tx, id);
    if (!before) return 'not-found';
    const demotes = change.role === 'user' && before.role === 'admin';
    const disables = change.status === 'disabled' && before.status !== 'disabled';
    if ((demotes || disables) && (await isLastActiveAdmin(tx, id))) return 'last-admin';
    const endsSessions = (change.role !== undefined && change.role !== before.role) || disables;
    await tx
      .update(users)
      .set({
        role: change.role,
        status: change.status,
        sessionVersion: endsSessions ? sql`${users.sessionVersion} + 1` : undefined,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    const after = await findAdminUser(tx, id);
    return after ? { before, after } : 'not-found';
  });
}
