// What one notification shows, in the bell's menu and on the page: an icon of its kind, its sentence,
// how long ago, and a dot while it is unread (named for screen readers).
import { useLingui } from '@lingui/react';
import type { Notification, NotificationType } from '@prompt-lib/contract';
import {
  AtSign,
  Flag,
  GitPullRequestArrow,
  type LucideIcon,
  MessageSquare,
  MessageSquareReply,
  Share2,
  Star,
  UsersRound,
} from 'lucide-react';
import { whenLabel } from '../../../components/prompt-history/version-labels.ts';
import { NOTIFICATIONS_TEXT as T } from '../texts.ts';

const ICONS: Record<NotificationType, LucideIcon> = {
  'suggestion.received': GitPullRequestArrow,
  'suggestion.accepted': GitPullRequestArrow,
  'suggestion.declined': GitPullRequestArrow,
  'comment.on-my-prompt': MessageSquare,
  'comment.reply': MessageSquareReply,
  mention: AtSign,
  'rating.on-my-prompt': Star,
  'group.added': UsersRound,
  'report.resolved': Flag,
  'share.received': Share2,
};

export function NotificationContent({ notification }: { notification: Notification }) {
  useLingui(); // Re-renders on a language change: texts below are read during render.
  const Icon = ICONS[notification.type];
  const when = whenLabel(notification.createdAt);
  const unread = notification.readAt === null;
  return (
    <>
      <span
        className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-indigo-600"
        aria-hidden="true"
      >
        <Icon className="size-4" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span
          dir="auto"
          className={unread ? 'font-medium break-words text-slate-900' : 'break-words text-slate-600'}
        >
          {notification.text}
        </span>
        <time dateTime={notification.createdAt} title={when.full} className="text-xs text-slate-500">
          {when.relative}
        </time>
      </span>
      {unread && (
        <span className="mt-2 size-2 shrink-0 rounded-full bg-indigo-600">
          <span className="sr-only">{T.unreadMark}</span>
        </span>
      )}
    </>
  );
}
