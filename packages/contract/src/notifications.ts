// Notifications (issue 29): what happened to a signed-in account's prompts, comments, suggestions,
// groups and reports, with who did it. The server stores the facts and writes `text` and `link` when
// they are read, so a renamed prompt or account reads as it is now (server modules/notifications).
import { z } from 'zod';
import { template } from './message-template.ts';
import { pagingQuerySchema } from './schemas.ts';

export const NOTIFICATION_TYPES = [
  'suggestion.received',
  'suggestion.accepted',
  'suggestion.declined',
  'comment.on-my-prompt',
  'comment.reply',
  'mention',
  'rating.on-my-prompt',
  'group.added',
  'report.resolved',
  'share.received',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** How an account hears of one type: in the app, in the app and by e-mail (when mail is on), or not. */
export const NOTIFICATION_DELIVERIES = ['app', 'app+email', 'off'] as const;
export const notificationDeliverySchema = z.enum(NOTIFICATION_DELIVERIES, {
  error: 'Delivery must be app, app+email or off',
});
export type NotificationDelivery = z.infer<typeof notificationDeliverySchema>;

/** A type's delivery until its account chooses another. */
export const DEFAULT_NOTIFICATION_DELIVERY: NotificationDelivery = 'app';

/** Notifications of one kind a group's sharing reaches: the group's first members, by id. */
export const NOTIFY_GROUP_MEMBERS_MAX = 500;

export const NOTIFICATION_MSG = {
  idsMax: 'ids must name at most 100 notifications',
  unknownType: template('Unknown notification type: {type}', (type: string) => ({ type })),
} as const;

const id = z.number().int().positive();

export const notificationSchema = z.object({
  id,
  type: notificationTypeSchema,
  createdAt: z.string().describe('ISO 8601 date-time; for gathered ratings, the latest'),
  readAt: z.string().nullable().describe('When it was marked read; null while unread'),
  actor: z
    .object({ id, username: z.string() })
    .nullable()
    .describe('Who did it; null when unknown (a deleted account)'),
  text: z.string().describe('What happened, in a sentence, as of now'),
  link: z.string().nullable().describe('The web app path that shows it'),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  list: z.array(notificationSchema),
  totalCount: z.number().int(),
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** `GET /api/notifications`: newest first, paged like the other lists; `unread=true` for unread ones. */
export const notificationQuerySchema = pagingQuerySchema.extend({
  unread: z
    .enum(['true', 'false'], { error: 'unread must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});
export type NotificationQuery = z.input<typeof notificationQuerySchema>;

/** `POST /api/notifications/read`: those of `ids` (the caller's own), or every one when it is absent. */
export const notificationReadSchema = z.object({
  ids: z
    .array(id, { error: 'ids must be a list of notification ids' })
    .max(100, NOTIFICATION_MSG.idsMax)
    .optional(),
});
export type NotificationRead = z.input<typeof notificationReadSchema>;

export const notificationReadResultSchema = z.object({ unreadCount: z.number().int() });

/** Every type with its delivery: `GET` answers all of them, `PUT` changes those it names. */
export const notificationPreferencesSchema = z.record(notificationTypeSchema, notificationDeliverySchema);
export type NotificationPreferences = Record<NotificationType, NotificationDelivery>;

export const notificationPreferencesInputSchema = z.partialRecord(
  notificationTypeSchema,
  notificationDeliverySchema,
);
export type NotificationPreferencesInput = z.input<typeof notificationPreferencesInputSchema>;

export const notificationPreferencesAnswerSchema = z.object({
  preferences: notificationPreferencesSchema,
  emailEnabled: z.boolean().describe('Whether this instance sends e-mail; app+email is app alone without it'),
});
export type NotificationPreferencesAnswer = z.infer<typeof notificationPreferencesAnswerSchema>;
