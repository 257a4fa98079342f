// The header's bell (issue 29), for signed-in users: the unread count as a badge (asked again every 30
// seconds), and a menu of the latest notifications with "Mark all as read" and "See all". Choosing one
// marks it read and follows its link. Loaded lazily by the header, so visitors' pages carry none of it.
import { useLingui } from '@lingui/react';
import { Bell, CheckCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { useLatestNotifications } from '../api/list-notifications.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { NOTIFICATIONS_TEXT as T } from '../texts.ts';
import { NotificationContent } from './notification-content.tsx';

export function NotificationBell() {
  useLingui(); // Re-renders on a language change: texts below are read during render.
  const latest = useLatestNotifications();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const unread = latest.data?.unreadCount ?? 0;
  const list = latest.data?.list ?? [];
  const onFail = (error: unknown) => toast.error(errorText(error, T.markFailed));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(buttonClass('ghost', 'icon'), 'relative size-9 rounded-full')}
        aria-label={T.bell(unread)}
      >
        <Bell aria-hidden="true" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -end-0.5 -top-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-surface"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-[min(24rem,calc(100vw-1.5rem))] p-0" aria-label={T.title}>
        <div className="flex items-center justify-between gap-2 px-3 py-2">
          <DropdownMenuLabel className="px-0 text-sm font-semibold text-slate-900">
            {T.title}
          </DropdownMenuLabel>
          {unread > 0 && (
            <DropdownMenuItem
              className="px-2 py-1 text-xs font-medium text-indigo-700"
              onSelect={(event) => {
                event.preventDefault();
                markRead.mutate(undefined, { onError: onFail });
              }}
            >
              <CheckCheck aria-hidden="true" />
              {T.markAllRead}
            </DropdownMenuItem>
          )}
        </div>
        <DropdownMenuSeparator className="mx-0 my-0" />
        <div className="max-h-[min(28rem,70vh)] overflow-y-auto p-1.5">
          {latest.isPending && <Skeleton className="h-14 w-full" />}
          {!latest.isPending && list.length === 0 && (
            <p className="px-3 py-6 text-center text-sm text-slate-500">
              {latest.isError ? T.loadFailed : T.empty}
            </p>
          )}
          {list.map((notification) => (
            <DropdownMenuItem
              key={notification.id}
              className="items-start gap-3 py-2.5"
              onSelect={() => {
                if (notification.readAt === null) markRead.mutate([notification.id], { onError: onFail });
                if (notification.link) navigate(notification.link);
              }}
            >
              <NotificationContent notification={notification} />
            </DropdownMenuItem>
          ))}
        </div>
        <DropdownMenuSeparator className="mx-0 my-0" />
        <DropdownMenuItem asChild className="justify-center rounded-none py-2.5 font-medium text-indigo-700">
          <Link to="/notifications">{T.seeAll}</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
