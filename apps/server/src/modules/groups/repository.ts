// Groups (issue 28) and their members, all SQL of modules/groups: a group as its viewer sees it (its
// member count and the viewer's own role in it), membership changes, the single sign-on groups claim
// applied at a sign-in, and the sign-in-free lookup of accounts by the start of their username.
import type { Group, GroupMember, GroupRole, UserSummary } from '@prompt-lib/contract';
import { USER_LOOKUP_LIMIT } from '@prompt-lib/contract';
import { and, asc, eq, inArray, isNotNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupMembers, groups, users } from '../../db/schema.ts';
import { isStorableId, withoutNul } from '../../db/values.ts';

/** `group:3 Marketing`: how a group is named in the audit log. */
export const groupTarget = (group: { id: number; name: string }) => `group:${group.id} ${group.name}`;

const toRole = (role: string | null): GroupRole | null =>
  role === 'manager' ? 'manager' : role === 'member' ? 'member' : null;

const memberCount =
  sql<number>`(select count(*)::int from ${groupMembers} m where m.group_id = ${groups.id})`.mapWith(Number);
const roleOf = (viewerId: number) =>
  sql<
    string | null
  >`(select m.role from ${groupMembers} m where m.group_id = ${groups.id} and m.user_id = ${viewerId})`;

const columns = (viewerId: number) => ({
  id: groups.id,
  name: groups.name,
  description: groups.description,
  ssoName: groups.ssoName,
  memberCount,
  myRole: roleOf(viewerId),
});

type Row = {
  id: number;
  name: string;
  description: string;
  ssoName: string | null;
  memberCount: number;
  myRole: string | null;
};
const toGroup = (row: Row): Group => ({ ...row, myRole: toRole(row.myRole) });

/** The viewer's groups, or every group (`all`), by name. */
export async function listGroups(db: Db, viewerId: number, all: boolean): Promise<Group[]> {
  const mine = sql`exists (select 1 from ${groupMembers} m where m.group_id = ${groups.id} and m.user_id = ${viewerId})`;
  const rows = await db
    .select(columns(viewerId))
    .from(groups)
    .where(all ? undefined : mine)
    .orderBy(sql`lower(${groups.name})`, asc(groups.id));
  return rows.map(toGroup);
}

export async function findGroup(db: Db, id: number, viewerId: number): Promise<Group | null> {
  if (!isStorableId(id)) return null;
  const [row] = await db.select(columns(viewerId)).from(groups).where(eq(groups.id, id));
  return row ? toGroup(row) : null;
}

/** Managers first, then by username. */
export async function listMembers(db: Db, groupId: number): Promise<GroupMember[]> {
  const rows = await db
    .select({ id: users.id, username: users.username, avatarUrl: users.avatarUrl, role: groupMembers.role })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(sql`${groupMembers.role} = 'manager' desc`, sql`lower(${users.username})`, asc(users.id));
  return rows.map(({ role, ...user }) => ({ user, role: toRole(role) ?? 'member' }));
}

type GroupFields = {
  name?: string | undefined;
  description?: string | undefined;
  ssoName?: string | null | undefined;
};

const clean = (fields: GroupFields) => ({
  name: fields.name === undefined ? undefined : withoutNul(fields.name),
  description: fields.description === undefined ? undefined : withoutNul(fields.description),
  ssoName: fields.ssoName == null ? fields.ssoName : withoutNul(fields.ssoName),
});

/** Throws the unique violation of a taken name or single sign-on name (the caller maps it to a 409). */
export async function createGroup(
  db: Db,
  input: { name: string; description: string; ssoName?: string | null | undefined },
  viewerId: number,
): Promise<Group> {
  const values = clean(input);
  const [row] = await db
    .insert(groups)
    .values({
      name: values.name ?? '',
      description: values.description ?? '',
      ssoName: values.ssoName ?? null,
    })
    .returning({ id: groups.id });
  if (!row) throw new Error('group insert returned no row');
  const group = await findGroup(db, row.id, viewerId);
  if (!group) throw new Error('group vanished after insert');
  return group;
}

/** The fields given change; null when the group does not exist. */
export async function updateGroup(db: Db, id: number, change: GroupFields, viewerId: number) {
  if (!isStorableId(id)) return null;
  const rows = await db
    .update(groups)
    .set({ ...clean(change), updatedAt: new Date() })
    .where(eq(groups.id, id))
    .returning({ id: groups.id });
  return rows.length > 0 ? findGroup(db, id, viewerId) : null;
}

export async function deleteGroup(db: Db, id: number): Promise<{ id: number; name: string } | null> {
  if (!isStorableId(id)) return null;
  const [row] = await db
    .delete(groups)
    .where(eq(groups.id, id))
    .returning({ id: groups.id, name: groups.name });
  return row ?? null;
}

export async function memberRole(db: Db, groupId: number, userId: number): Promise<GroupRole | null> {
  if (!isStorableId(groupId) || !isStorableId(userId)) return null;
  const [row] = await db
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  return row ? toRole(row.role) : null;
}

/** An active account, as others may see it (never its e-mail); null for an unknown or disabled one. */
export async function findActiveUser(db: Db, id: number): Promise<UserSummary | null> {
  if (!isStorableId(id)) return null;
  const [row] = await db
    .select({ id: users.id, username: users.username, avatarUrl: users.avatarUrl })
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, 'active')));
  return row ?? null;
}

/** Adds the account or changes its role; answers the role it had before (null: it was not a member). */
export async function setMember(
  db: Db,
  groupId: number,
  userId: number,
  role: GroupRole,
): Promise<GroupRole | null> {
  return db.transaction(async (tx) => {
    const before = await memberRole(tx, groupId, userId);
    await tx
      .insert(groupMembers)
      .values({ groupId, userId, role })
      .onConflictDoUpdate({ target: [groupMembers.groupId, groupMembers.userId], set: { role } });
    return before;
  });
}

/** Answers the role the account had, or null when it was not a member. */
export async function removeMember(db: Db, groupId: number, userId: number): Promise<GroupRole | null> {
  if (!isStorableId(groupId) || !isStorableId(userId)) return null;
  const [row] = await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .returning({ role: groupMembers.role });
  return row ? toRole(row.role) : null;
}

/**
 * Up to USER_LOOKUP_LIMIT active accounts whose username starts with the query (case-insensitive,
 * the query's LIKE wildcards taken literally), by username: for picking members, so never an e-mail.
 */
export async function lookupUsers(db: Db, query: string): Promise<UserSummary[]> {
  const prefix = withoutNul(query)
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  const where: SQL[] = [eq(users.status, 'active')];
  if (prefix) where.push(sql`lower(${users.username}) like ${`${prefix}%`}`);
  return db
    .select({ id: users.id, username: users.username, avatarUrl: users.avatarUrl })
    .from(users)
    .where(and(...where))
    .orderBy(sql`lower(${users.username})`, asc(users.id))
    .limit(USER_LOOKUP_LIMIT);
}

export type SsoGroupChanges = {
  added: { id: number; name: string }[];
  removed: { id: number; name: string }[];
};

/**
 * A single sign-on's groups claim, applied: the account becomes a member of each group whose
 * ssoName is among `names` and leaves each group with an ssoName that is not, unless it manages it
 * (a manager set by hand stays). Groups without an ssoName are left alone.
 */
export async function applySsoGroups(db: Db, userId: number, names: string[]): Promise<SsoGroupChanges> {
  const wanted = [...new Set(names.map(withoutNul))];
  return db.transaction(async (tx) => {
    const matched =
      wanted.length === 0
        ? []
        : await tx
            .select({ id: groups.id, name: groups.name })
            .from(groups)
            .where(inArray(groups.ssoName, wanted));
    const added =
      matched.length === 0
        ? []
        : await tx
            .insert(groupMembers)
            .values(matched.map((group) => ({ groupId: group.id, userId, role: 'member' })))
            .onConflictDoNothing()
            .returning({ id: groupMembers.groupId });
    const addedIds = new Set(added.map((row) => row.id));
    const stale = await tx
      .select({ id: groups.id, name: groups.name })
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.groupId))
      .where(
        and(
          eq(groupMembers.userId, userId),
          eq(groupMembers.role, 'member'),
          isNotNull(groups.ssoName),
          wanted.length === 0 ? undefined : notInArray(groups.ssoName, wanted),
        ),
      );
    if (stale.length > 0) {
      await tx.delete(groupMembers).where(
        and(
          eq(groupMembers.userId, userId),
          eq(groupMembers.role, 'member'),
          inArray(
            groupMembers.groupId,
            stale.map((group) => group.id),
          ),
        ),
      );
    }
    return { added: matched.filter((group) => addedIds.has(group.id)), removed: stale };
  });
}
