// An account's groups, and whether anything names it, read with the account itself in one statement
// wherever a caller is recognised (plugins/auth.ts, access tokens): part of who sees which prompt
// (modules/prompts/visibility.ts).
// Written as plain SQL because Drizzle leaves columns unqualified in a one-table select.
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';

export const groupIdsOf = sql<number[]>`array(select gm.group_id from group_members gm
  where gm.user_id = "users"."id" order by 1)`;

/** Whether a prompt is the account's or is shared with it by name (visibility.ts audienceKey). */
export const namedOf = sql<boolean>`(exists (select 1 from prompts p where p.created_by = "users"."id")
  or exists (select 1 from prompt_shares s where s.user_id = "users"."id"))`;

/** The caller's columns, as every statement that recognises a caller selects them (AuthUser's). */
export const callerColumns = {
  id: users.id,
  username: users.username,
  role: users.role,
  groupIds: groupIdsOf,
  named: namedOf,
};
