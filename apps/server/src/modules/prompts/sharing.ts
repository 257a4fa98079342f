// Whom a prompt or a collection is shared with (issue 28): what a client sends checked, then written,
// and read back with names. An unknown group or person, or a group the owner is not a member of
// (unless the owner is an admin), is a 400 naming it, and nothing changes.
import { isAdminRole, SHARING_MSG, type Share, type ShareInput, type Visibility } from '@prompt-lib/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupMembers, groups, users } from '../../db/schema.ts';
import { isStorableId } from '../../db/values.ts';
import { badRequest } from '../../http-errors.ts';
import type { AudienceColumns, ShareRef } from './visibility.ts';

/** An entry as the contract parsed it (`canEdit` defaulted). */
export type ShareEntry = Required<ShareInput>;

/** Throws the 400 that the first entry that cannot be calls for. `ownerId`: the prompt's or collection's owner. */
export async function checkShares(db: Db, ownerId: number | null, shares: ShareEntry[]): Promise<void> {
  const seen = new Set<string>();
  for (const share of shares) {
    const key = `${share.kind} ${share.id}`;
    if (seen.has(key)) throw badRequest(SHARING_MSG.sharedTwice[share.kind](share.id));
    seen.add(key);
  }
  const ids = (kind: ShareEntry['kind']) =>
    shares.filter((share) => share.kind === kind && isStorableId(share.id)).map((share) => share.id);
  const [groupIds, sharedUserIds] = [ids('group'), ids('user')];
  // Each read only when an entry needs it: a prompt shared with nobody, as most are, reads nothing.
  const [foundGroups, foundUsers, owner] = await Promise.all([
    groupIds.length > 0
      ? db.select({ id: groups.id, name: groups.name }).from(groups).where(inArray(groups.id, groupIds))
      : [],
    sharedUserIds.length > 0
      ? db.select({ id: users.id }).from(users).where(inArray(users.id, sharedUserIds))
      : [],
    ownerId === null || groupIds.length === 0
      ? null
      : db
          .select({ role: users.role, groupId: groupMembers.groupId })
          .from(users)
          .leftJoin(groupMembers, eq(groupMembers.userId, users.id))
          .where(eq(users.id, ownerId)),
  ]);
  const groupNames = new Map(foundGroups.map((group) => [group.id, group.name]));
  const userIds = new Set(foundUsers.map((user) => user.id));
  // Only an owner who is not an admin is held to their own groups.
  const ownerGroups =
    owner && owner.length > 0 && !isAdminRole(owner[0]?.role ?? '')
      ? new Set(owner.map((row) => row.groupId))
      : null;
  for (const share of shares) {
    if (share.kind === 'user') {
      if (!userIds.has(share.id)) throw badRequest(SHARING_MSG.unknownUser(share.id));
      continue;
    }
    const name = groupNames.get(share.id);
    if (name === undefined) throw badRequest(SHARING_MSG.unknownGroup(share.id));
    if (ownerGroups && !ownerGroups.has(share.id)) throw badRequest(SHARING_MSG.notInGroup(name));
  }
}

/** The shares of prompt or collection `id` (`of`: visibility.ts) become `shares` (checked before). */
export async function replaceShares(
  tx: Db,
  of: AudienceColumns,
  id: number,
  shares: ShareEntry[],
): Promise<void> {
  await tx.delete(of.shares).where(eq(of.sharedId, id));
  if (shares.length === 0) return;
  await tx.execute(
    sql`insert into ${of.shares} (${sql.identifier(of.sharedId.name)}, group_id, user_id, can_edit)
        select ${id}::int, (share ->> 'groupId')::int, (share ->> 'userId')::int, (share ->> 'canEdit')::boolean
        from jsonb_array_elements(${sharesJson(shares)}::jsonb) as share`,
  );
}

/**
 * A column for a statement that reads prompts or collections (`of`): whom each is shared with, with
 * the group's or the person's name; groups first, then by name.
 */
export const shareList = (of: AudienceColumns) => sql<Share[]>`(select coalesce(json_agg(json_build_object(
    'kind', case when s.group_id is null then 'user' else 'group' end,
    'id', coalesce(s.group_id, s.user_id),
    'name', coalesce(g.name, u.username),
    'canEdit', s.can_edit) order by s.group_id is null, lower(coalesce(g.name, u.username))), '[]'::json)
  from ${of.shares} s left join groups g on g.id = s.group_id left join users u on u.id = s.user_id
  where s.${sql.identifier(of.sharedId.name)} = ${of.id})`;

/** The shares as create_prompt (migration 0033) and replaceShares take them. */
export const sharesJson = (shares: ShareEntry[]) =>
  JSON.stringify(
    shares.map((share) => ({
      [share.kind === 'group' ? 'groupId' : 'userId']: share.id,
      canEdit: share.canEdit,
    })),
  );

/**
 * The parts of a sent sharing that change what the prompt has: an editor's form may send the
 * prompt's visibility and shares back as they are, which changes nothing and needs no right to.
 */
export function sharingChange(
  current: { visibility: string; shares: ShareRef[] },
  sent: { visibility?: Visibility; sharedWith?: ShareEntry[] },
): { visibility?: Visibility; sharedWith?: ShareEntry[] } {
  const keyOf = (share: ShareRef) => `${share.kind} ${share.id} ${share.canEdit}`;
  const same = (shares: ShareEntry[]) => {
    const had = new Set(current.shares.map(keyOf));
    return shares.length === had.size && shares.every((share) => had.has(keyOf(share)));
  };
  return {
    ...(sent.visibility !== undefined && sent.visibility !== current.visibility
      ? { visibility: sent.visibility }
      : {}),
    ...(sent.sharedWith !== undefined && !same(sent.sharedWith) ? { sharedWith: sent.sharedWith } : {}),
  };
}
