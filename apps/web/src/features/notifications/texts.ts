// The texts of the notifications bell, page and preferences (issue 29). A notification's own sentence
// comes from the server, written when it is read.
// Getters and descriptors: each reading translates into the active language (issue 31).
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { NotificationDelivery, NotificationType } from '@prompt-lib/contract';

export const NOTIFICATIONS_TEXT = {
  get title() {
    return t`Notifications`;
  },
  get description() {
    return t`Suggested edits, comments, mentions, ratings and shares that concern you.`;
  },
  bell: (unread: number) => plural(unread, { 0: 'Notifications', other: 'Notifications, # unread' }),
  get markAllRead() {
    return t`Mark all as read`;
  },
  get seeAll() {
    return t`See all`;
  },
  get all() {
    return t`All`;
  },
  get unread() {
    return t({ message: 'Unread', context: 'notifications filter' });
  },
  get unreadMark() {
    return t({ message: 'Unread', context: 'one notification' });
  },
  get empty() {
    return t`No notifications yet`;
  },
  get emptyUnread() {
    return t`You're all caught up`;
  },
  get loadFailed() {
    return t`Failed to load notifications`;
  },
  get markFailed() {
    return t`Failed to mark notifications as read`;
  },
  get preferences() {
    return t`Preferences`;
  },
  get preferencesDescription() {
    return t`Choose how you hear of each kind of notification.`;
  },
  get emailOff() {
    return t`E-mail is not set up on this server, so notifications show in the app only.`;
  },
  get saved() {
    return t`Preferences saved`;
  },
  get saveFailed() {
    return t`Failed to save preferences`;
  },
} as const;

export const TYPE_LABELS: Record<NotificationType, MessageDescriptor> = {
  'suggestion.received': msg`Suggested edits to my prompts`,
  'suggestion.accepted': msg`My suggestions accepted`,
  'suggestion.declined': msg`My suggestions declined`,
  'comment.on-my-prompt': msg`Comments on my prompts`,
  'comment.reply': msg`Replies to my comments`,
  mention: msg`Mentions of me`,
  'rating.on-my-prompt': msg`Ratings of my prompts (one a day per prompt)`,
  'group.added': msg`Added to a group`,
  'report.resolved': msg`My reports resolved`,
  'share.received': msg`Prompts shared with me`,
};

export const DELIVERY_LABELS: Record<NotificationDelivery, MessageDescriptor> = {
  app: msg`In the app`,
  'app+email': msg`In the app and by e-mail`,
  off: msg({ message: 'Off', context: 'notification delivery' }),
};
