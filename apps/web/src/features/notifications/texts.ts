// The texts of the notifications bell, page and preferences (issue 29). A notification's own sentence
// comes from the server, written when it is read.
import type { NotificationDelivery, NotificationType } from '@prompt-lib/contract';

export const NOTIFICATIONS_TEXT = {
  title: 'Notifications',
  description: 'Suggested edits, comments, mentions, ratings and shares that concern you.',
  bell: (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`),
  markAllRead: 'Mark all as read',
  seeAll: 'See all',
  all: 'All',
  unread: 'Unread',
  unreadMark: 'Unread',
  empty: 'No notifications yet',
  emptyUnread: "You're all caught up",
  loadFailed: 'Failed to load notifications',
  markFailed: 'Failed to mark notifications as read',
  preferences: 'Preferences',
  preferencesDescription: 'Choose how you hear of each kind of notification.',
  emailOff: 'E-mail is not set up on this server, so notifications show in the app only.',
  saved: 'Preferences saved',
  saveFailed: 'Failed to save preferences',
} as const;

export const TYPE_LABELS: Record<NotificationType, string> = {
  'suggestion.received': 'Suggested edits to my prompts',
  'suggestion.accepted': 'My suggestions accepted',
  'suggestion.declined': 'My suggestions declined',
  'comment.on-my-prompt': 'Comments on my prompts',
  'comment.reply': 'Replies to my comments',
  mention: 'Mentions of me',
  'rating.on-my-prompt': 'Ratings of my prompts (one a day per prompt)',
  'group.added': 'Added to a group',
  'report.resolved': 'My reports resolved',
  'share.received': 'Prompts shared with me',
};

export const DELIVERY_LABELS: Record<NotificationDelivery, string> = {
  app: 'In the app',
  'app+email': 'In the app and by e-mail',
  off: 'Off',
};
