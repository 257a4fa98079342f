// Sending notifications (issue 29): what other modules call, right after the write a notice is about
// has committed. Each call is one event; its notices are stored in order, one INSERT ... SELECT each,
// and an account hears of the event once, by the first notice that reaches it (so a prompt's owner
// mentioned in a comment on it gets the mention, not also the comment). Nobody hears of their own
// action, a disabled account hears nothing, and a type its account turned off is not stored.
// A group reaches its members, at most NOTIFY_GROUP_MEMBERS_MAX of them (the first by id): a notice
// is a courtesy, and a group of thousands would make one share a large write.
//
// Notices are a side effect no request fails on: an error is logged and the request goes on. The
// e-mails of those who chose `app+email` are sent after the answer (app.mailer.later), when mail is on.
//
// For other modules (reports included): `await notify(request, [{ type, actorId, to, ... }])`
// after their own write; for a resolved report, `{ type: 'report.resolved', actorId: <who resolved
// it>, to: { userIds: [<reporter>] }, promptId: <the reported prompt, if any>, reportId }`.
import { NOTIFY_GROUP_MEMBERS_MAX, type NotificationType } from '@prompt-lib/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { queryRows } from '../../db/client.ts';
import { publicBase } from '../seo/public-url.ts';
import { sendNotificationEmails } from './email.ts';
import { ABOUT_NO_PROMPT } from './texts.ts';

export type Notice = {
  type: NotificationType;
  /** Who did it: never notified of it. */
  actorId: number | null;
  /** Who hears of it: accounts, and the members of groups. */
  to: { userIds?: number[]; groupIds?: number[] };
  promptId?: number | null;
  commentId?: number | null;
  suggestionId?: number | null;
  groupId?: number | null;
  reportId?: number | null;
};

const intArray = (ids: number[]) => `{${ids.filter(Number.isSafeInteger).join(',')}}`;

/** Stores one notice for each of its recipients not in `heard`; answers the notifications written. */
async function store(app: FastifyInstance, notice: Notice, heard: number[]) {
  const { userIds = [], groupIds = [] } = notice.to;
  if (userIds.length === 0 && groupIds.length === 0) return [];
  const needsPrompt = !ABOUT_NO_PROMPT.includes(notice.type);
  const prompt = notice.promptId ?? null;
  return queryRows<{ id: number; userId: number }>(
    app.db,
    sql`insert into notifications (user_id, type, actor_id, prompt_id, comment_id, suggestion_id, group_id, report_id)
      select u.id, ${notice.type}, ${notice.actorId}::int, (select id from prompts where id = ${prompt}::int),
        ${notice.commentId ?? null}::int, ${notice.suggestionId ?? null}::int, ${notice.groupId ?? null}::int,
        ${notice.reportId ?? null}::int
      from users u
      where (u.id = any(${intArray(userIds)}::int[]) or u.id in (select gm.user_id from group_members gm
          where gm.group_id = any(${intArray(groupIds)}::int[]) order by gm.user_id limit ${NOTIFY_GROUP_MEMBERS_MAX}))
        and u.status = 'active'
        and u.id is distinct from ${notice.actorId}::int
        and u.id <> all(${intArray(heard)}::int[])
        and not exists (select 1 from notification_preferences np
          where np.user_id = u.id and np.type = ${notice.type} and np.delivery = 'off')
        and (${!needsPrompt} or exists (select 1 from prompts where id = ${prompt}::int))
      returning id, user_id as "userId"`,
  );
}

/** The e-mails of notifications just written, after the answer, when mail is on. */
function emailLater(request: FastifyRequest, ids: number[]) {
  const app: FastifyInstance = request.server;
  if (!app.mailer.enabled) return;
  const base = publicBase(request);
  app.mailer.later(() => sendNotificationEmails(app, ids, base));
}

/** Stores the event's notices (see the top of this file); never throws. */
export async function notify(request: FastifyRequest, notices: Notice[]): Promise<void> {
  const app = request.server;
  try {
    const heard: number[] = [];
    const written: number[] = [];
    for (const notice of notices) {
      for (const row of await store(app, notice, heard)) {
        heard.push(row.userId);
        written.push(row.id);
      }
    }
    if (written.length > 0) emailLater(request, written);
  } catch (error) {
    app.log.error({ err: error, types: notices.map((notice) => notice.type) }, 'notification not stored');
  }
}

/**
 * The prompt's owner hears that `actorId` rated it (never their own rating): one notice per prompt and UTC day, whose count is
 * how many people rated it that day (a changed rating counts once). It is unread again, and newer,
 * when the count grows; the day's first is e-mailed to those who chose it.
 */
export async function notifyRating(
  request: FastifyRequest,
  rating: { promptId: number; actorId: number },
): Promise<void> {
  const app = request.server;
  try {
    const today = sql`(now() at time zone 'utc')::date`;
    const rows = await queryRows<{ id: number; first: boolean }>(
      app.db,
      sql`insert into notifications as n (user_id, type, actor_id, prompt_id, day, count)
        select u.id, 'rating.on-my-prompt', ${rating.actorId}::int, ${rating.promptId}::int, ${today},
          (select count(*)::int from prompt_ratings r where r.prompt_id = ${rating.promptId}::int
            and coalesce(r.updated_at, r.created_at) >= (${today})::timestamp at time zone 'utc')
        from prompts p join users u on u.id = p.created_by
        where p.id = ${rating.promptId}::int and u.id <> ${rating.actorId}::int and u.status = 'active'
          and not exists (select 1 from notification_preferences np
            where np.user_id = u.id and np.type = 'rating.on-my-prompt' and np.delivery = 'off')
        on conflict (user_id, prompt_id, day) where day is not null do update set
          actor_id = excluded.actor_id,
          count = greatest(n.count, excluded.count),
          created_at = case when excluded.count > n.count then now() else n.created_at end,
          read_at = case when excluded.count > n.count then null else n.read_at end
        returning n.id, (n.xmax::text = '0') as first`,
    );
    const first = rows.filter((row) => row.first).map((row) => row.id);
    if (first.length > 0) emailLater(request, first);
  } catch (error) {
    app.log.error({ err: error, promptId: rating.promptId }, 'rating notification not stored');
  }
}
