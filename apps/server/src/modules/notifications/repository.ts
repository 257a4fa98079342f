// Notifications (issue 29): all their SQL but the writes of notify.ts. An account reads its own,
// newest first. A notice about a prompt is shown only while its reader may see the prompt (visibility.ts
// visibleTo, in the statement, so pages and counts agree): one about a prompt made private since, or
// deleted, is not shown, except a resolved report's, which then names no prompt; nor is one about a
// comment a moderator hid (visibility.ts commentVisibleTo).
import type { I18n } from '@lingui/core';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_NOTIFICATION_DELIVERY,
  isAdminRole,
  isLanguageCode,
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationDelivery,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationType,
} from '@prompt-lib/contract';
import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  groups,
  notificationPreferences,
  notifications,
  promptComments,
  prompts,
  users,
} from '../../db/schema.ts';
import { isStorableId } from '../../db/values.ts';
import { i18nFor } from '../../i18n.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { callerColumns } from '../groups/membership.ts';
import { commentVisibleTo, visibleTo } from '../prompts/visibility.ts';
import { ABOUT_NO_PROMPT, describe, type NotificationRow } from './texts.ts';

type Reader = Pick<AuthUser, 'id' | 'role' | 'groupIds'>;

const actors = alias(users, 'actor');

/** Whether the reader may see the notice's prompt (false without one). */
const promptSeen = (reader: Reader) =>
  sql<boolean>`coalesce(${prompts.id} is not null and ${visibleTo(reader)}, false)`;

/** The reader's notices that may be shown (`unread`: only those not yet read). */
const shownTo = (reader: Reader, unread: boolean): SQL | undefined =>
  and(
    eq(notifications.userId, reader.id),
    or(inArray(notifications.type, ABOUT_NO_PROMPT), promptSeen(reader)),
    // A comment a moderator hid since is not shown through its notices either.
    commentVisibleTo(reader),
    unread ? isNull(notifications.readAt) : undefined,
  );

const rowColumns = (reader: Reader) => ({
  id: notifications.id,
  type: notifications.type,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
  actorId: notifications.actorId,
  actorName: actors.username,
  count: notifications.count,
  promptId: notifications.promptId,
  promptTitle: sql<string | null>`case when ${promptSeen(reader)} then ${prompts.title} end`,
  groupId: notifications.groupId,
  groupName: groups.name,
});

/** The reader's notices as rows for describe(), their prompt, actor and group joined. */
const selectRows = (db: Db, reader: Reader) =>
  db
    .select(rowColumns(reader))
    .from(notifications)
    .leftJoin(prompts, eq(prompts.id, notifications.promptId))
    .leftJoin(promptComments, eq(promptComments.id, notifications.commentId))
    .leftJoin(actors, eq(actors.id, notifications.actorId))
    .leftJoin(groups, eq(groups.id, notifications.groupId));

export const toNotification = (i18n: I18n, row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type as NotificationType,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
  actor: row.actorId === null || row.actorName === null ? null : { id: row.actorId, username: row.actorName },
  ...describe(i18n, row),
});

const countOf = async (db: Db, where: SQL | undefined) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .leftJoin(prompts, eq(prompts.id, notifications.promptId))
    .leftJoin(promptComments, eq(promptComments.id, notifications.commentId))
    .where(where);
  return row?.n ?? 0;
};

/** The reader's unread notices that may be shown: the bell's count. */
export const unreadCount = (db: Db, reader: Reader) => countOf(db, shownTo(reader, true));

/** A page of the reader's notices, newest first, with their number and the unread number. */
export async function listNotifications(
  db: Db,
  reader: Reader,
  query: { unread: boolean; page: number; size: number },
  i18n: I18n,
): Promise<NotificationPage> {
  const where = shownTo(reader, query.unread);
  const [rows, totalCount, unread] = await Promise.all([
    selectRows(db, reader)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.size)
      .offset(query.page * query.size),
    countOf(db, where),
    query.unread ? null : unreadCount(db, reader),
  ]);
  return {
    list: rows.map((row) => toNotification(i18n, row)),
    totalCount,
    unreadCount: unread ?? totalCount,
  };
}

/**
 * The notifications of `ids` whose recipients chose to have them by e-mail too, each as its recipient
 * reads it (one statement per recipient: a notice is one event's, so they are few).
 */
export async function emailedNotices(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const recipients = await db
    .select({ ...callerColumns, email: users.email, language: users.language, notice: notifications.id })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(
      notificationPreferences,
      and(
        eq(notificationPreferences.userId, notifications.userId),
        eq(notificationPreferences.type, notifications.type),
      ),
    )
    .where(and(inArray(notifications.id, ids), eq(notificationPreferences.delivery, 'app+email')));
  const notices = await Promise.all(
    recipients.map(async (recipient) => {
      // In the language the recipient chose for the interface, English until they choose one.
      const language = isLanguageCode(recipient.language) ? recipient.language : DEFAULT_LANGUAGE;
      const reader = {
        ...recipient,
        role: isAdminRole(recipient.role) ? ('admin' as const) : ('user' as const),
      };
      const [row] = await selectRows(db, reader).where(
        and(eq(notifications.id, recipient.notice), shownTo(reader, false)),
      );
      return (
        row && {
          to: { id: recipient.id, email: recipient.email, username: recipient.username, language },
          notification: toNotification(i18nFor(language), row),
        }
      );
    }),
  );
  return notices.filter((notice) => notice !== undefined);
}

/** Marks the reader's notices of `ids` read, or all of them without `ids`; others' ids change nothing. */
export async function markRead(db: Db, userId: number, sent: number[] | undefined): Promise<void> {
  // An id no row can have (past the integer column's range) is one of nobody's.
  const ids = sent?.filter(isStorableId);
  if (ids !== undefined && ids.length === 0) return;
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === undefined ? undefined : inArray(notifications.id, ids),
      ),
    );
}

/** Every type's delivery for the account: the default unless it chose another. */
export async function readPreferences(db: Db, userId: number): Promise<NotificationPreferences> {
  const chosen = await db
    .select({ type: notificationPreferences.type, delivery: notificationPreferences.delivery })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const preferences = Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type, DEFAULT_NOTIFICATION_DELIVERY]),
  ) as NotificationPreferences;
  for (const row of chosen) {
    if ((NOTIFICATION_TYPES as readonly string[]).includes(row.type)) {
      preferences[row.type as NotificationType] = row.delivery;
    }
  }
  return preferences;
}

/** The types named take their delivery; only those other than the default are stored. */
export async function changePreferences(
  db: Db,
  userId: number,
  change: Partial<Record<NotificationType, NotificationDelivery>>,
): Promise<void> {
  const entries = Object.entries(change) as [NotificationType, NotificationDelivery][];
  if (entries.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.delete(notificationPreferences).where(
      and(
        eq(notificationPreferences.userId, userId),
        inArray(
          notificationPreferences.type,
          entries.map(([type]) => type),
        ),
      ),
    );
    const differing = entries.filter(([, delivery]) => delivery !== DEFAULT_NOTIFICATION_DELIVERY);
    if (differing.length > 0) {
      await tx
        .insert(notificationPreferences)
        .values(differing.map(([type, delivery]) => ({ userId, type, delivery })));
    }
  });
}
