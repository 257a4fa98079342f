// Who may see which prompt (DESIGN §4).
// Decision: the public lists (/, trending, featured, new, search, category, tag) show ONLY published
// prompts, to everybody, admins included, so the explorer looks the same to every visitor. Drafts and
// archived prompts appear in their owner's my-* lists, and the detail call shows them to the owner and
// admins; to anyone else they do not exist (404, never 403, so their existence does not leak).
import { eq, or, type SQL, sql } from 'drizzle-orm';
import { prompts } from '../../db/schema.ts';
import { type AuthUser, canManage } from '../../plugins/auth.ts';

// A literal, not a parameter, so the planner can match it to the partial indexes on published prompts.
export const isPublished = sql`${prompts.status} = 'published'`;

export function canSee(prompt: { status: string; createdBy: number | null }, user: AuthUser | null): boolean {
  return prompt.status === 'published' || canManage(user, prompt.createdBy);
}

/** canSee as a SQL condition, for calls that reach a prompt from elsewhere (saved prompts, usage). */
export function visibleTo(user: AuthUser | null): SQL {
  if (!user) return isPublished;
  if (user.role === 'admin') return sql`true`;
  return or(isPublished, eq(prompts.createdBy, user.id)) ?? isPublished;
}
