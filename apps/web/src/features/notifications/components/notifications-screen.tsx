// The notifications page at /notifications (issue 29): every notification, newest first, all or unread
// only (?filter=unread, so it can be linked), twenty a page, with "Mark all as read"; choosing one marks
// it read and follows its link. Below, how the user hears of each kind (preferences-section.tsx).
import { useLingui } from '@lingui/react';
import type { Notification } from '@prompt-lib/contract';
import { CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { ListState } from '../../../components/list-state.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Tabs, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { NOTIFICATION_PAGE_SIZE, useNotificationPage } from '../api/list-notifications.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { NOTIFICATIONS_TEXT as T } from '../texts.ts';
import { NotificationContent } from './notification-content.tsx';
import { PreferencesSection } from './preferences-section.tsx';

export function NotificationsScreen() {
  useLingui(); // Re-renders on a language change: texts below are read during render.
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get('filter') === 'unread';
  const [page, setPage] = useState(0);
  const query = useNotificationPage(unreadOnly, page);
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const list = query.data?.list ?? [];
  const pageCount = Math.ceil((query.data?.totalCount ?? 0) / NOTIFICATION_PAGE_SIZE);
  const onFail = (error: unknown) => toast.error(errorText(error, T.markFailed));
  const select = (next: string) => {
    setPage(0);
    setParams(next === 'unread' ? { filter: 'unread' } : {}, { replace: true });
  };
  const open = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate([notification.id], { onError: onFail });
    if (notification.link) navigate(notification.link);
  };
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        title={T.title}
        description={T.description}
        actions={
          <Button
            variant="secondary"
            disabled={(query.data?.unreadCount ?? 0) === 0}
            loading={markRead.isPending && markRead.variables === undefined}
            onClick={() => markRead.mutate(undefined, { onError: onFail })}
          >
            <CheckCheck aria-hidden="true" />
            {T.markAllRead}
          </Button>
        }
      />
      <Tabs value={unreadOnly ? 'unread' : 'all'} onValueChange={select}>
        <TabsList>
          <TabsTrigger value="all">{T.all}</TabsTrigger>
          <TabsTrigger value="unread">
            {T.unread}
            {(query.data?.unreadCount ?? 0) > 0 && (
              <span className="rounded-full bg-indigo-600 px-1.5 text-xs text-white">
                {query.data?.unreadCount}
              </span>
            )}
          </TabsTrigger>
        </TabsList>
      </Tabs>
      <ListState
        loading={query.isPending}
        error={query.isError ? errorText(query.error, T.loadFailed) : null}
        empty={list.length === 0}
        onRetry={() => void query.refetch()}
        errorTitle={T.loadFailed}
        emptyTitle={unreadOnly ? T.emptyUnread : T.empty}
      />
      {list.length > 0 && (
        <ul
          aria-label={T.title}
          className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-surface shadow-sm"
        >
          {list.map((notification) => (
            <li key={notification.id}>
              <button
                type="button"
                onClick={() => open(notification)}
                className="flex w-full items-start gap-3 px-4 py-3 text-start text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500"
              >
                <NotificationContent notification={notification} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page + 1} pageCount={pageCount} onPage={(next) => setPage(next - 1)} />
      <PreferencesSection />
    </PageContainer>
  );
}
