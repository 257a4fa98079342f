// The notices of other modules' events (issue 29): whom a comment, a sharing change and a new group
// member reach, worked out here so their routes each make one call after their write (notify.ts).

import { isAdminRole } from '@prompt-lib/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notifications, promptComments, users } from '../../db/schema.ts';
import { mentionedUsernames } from '../comments/mentions.ts';
import { callerColumns } from '../groups/membership.ts';
import type { PromptRow } from '../prompts/prompt-rows.ts';
import { type Audienced, canRead, type ShareRef } from '../prompts/visibility.ts';
import { type Notice, notify } from './notify.ts';

type Comment = { id: number; parentId: number | null; body: string };

/** The accounts of the usernames (any case) that may read the prompt. */
async function readersNamed(request: FastifyRequest, names: string[], prompt: Audienced): Promise<number[]> {
  if (names.length === 0) return [];
  const lower = names.map((name) => name.toLowerCase());
  const found = await request.server.db
    .select(callerColumns)
    .from(users)
    .where(and(inArray(sql`lower(${users.username})`, lower), eq(users.status, 'active')));
  return found
    .filter((user) => canRead(prompt, { ...user, role: isAdminRole(user.role) ? 'admin' : 'user' }))
    .map((user) => user.id);
}

/**
 * A new comment: those it mentions who may read the prompt, the author of the comment it replies to,
 * and the prompt's owner, in that order, each once (notify.ts). An edited comment notifies only the
 * names it mentions now and did not before.
 */
export async function notifyComment(
  request: FastifyRequest,
  prompt: PromptRow,
  comment: Comment,
  authorId: number,
  edited = false,
): Promise<void> {
  const db = request.server.db;
  let mentioned = await readersNamed(request, mentionedUsernames(comment.body), prompt);
  if (edited) {
    const before = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.commentId, comment.id), eq(notifications.type, 'mention')));
    const heard = new Set(before.map((row) => row.userId));
    mentioned = mentioned.filter((id) => !heard.has(id));
  }
  const about = { actorId: authorId, promptId: prompt.id, commentId: comment.id };
  const notices: Notice[] = [{ type: 'mention', to: { userIds: mentioned }, ...about }];
  if (!edited) {
    const [parent] =
      comment.parentId === null
        ? []
        : await db
            .select({ authorId: promptComments.authorId })
            .from(promptComments)
            .where(eq(promptComments.id, comment.parentId));
    if (parent) notices.push({ type: 'comment.reply', to: { userIds: [parent.authorId] }, ...about });
    if (prompt.createdBy !== null) {
      notices.push({ type: 'comment.on-my-prompt', to: { userIds: [prompt.createdBy] }, ...about });
    }
  }
  await notify(request, notices);
}

/**
 * A prompt's sharing changed (or a prompt was created shared): the people and groups it is newly
 * shared with hear of it, a group through its members (at most NOTIFY_GROUP_MEMBERS_MAX).
 */
export async function notifyShared(
  request: FastifyRequest,
  promptId: number,
  actorId: number,
  before: ShareRef[],
  after: ShareRef[] | undefined,
): Promise<void> {
  if (!after) return;
  const had = new Set(before.map((share) => `${share.kind} ${share.id}`));
  const added = after.filter((share) => !had.has(`${share.kind} ${share.id}`));
  const ids = (kind: ShareRef['kind']) =>
    added.filter((share) => share.kind === kind).map((share) => share.id);
  if (added.length === 0) return;
  await notify(request, [
    { type: 'share.received', actorId, promptId, to: { userIds: ids('user'), groupIds: ids('group') } },
  ]);
}
