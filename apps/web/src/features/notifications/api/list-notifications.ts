// GET /api/notifications: the bell's latest few (polled every 30 seconds, which keeps its unread count
// fresh without a reload) and the page's paged list, all or unread only. One key root, so that marking
// read refreshes both.
import type { NotificationPage } from '@prompt-lib/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const BELL_SIZE = 8;
export const NOTIFICATION_PAGE_SIZE = 20;
/** How often the bell asks again: the "within 30 seconds". */
export const BELL_REFRESH_MS = 30_000;

export const notificationKeys = {
  all: ['notifications'] as const,
  latest: () => [...notificationKeys.all, 'latest'] as const,
  page: (unread: boolean, page: number) => [...notificationKeys.all, 'page', unread, page] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};

const fetchNotifications = (query: { unread?: boolean; page?: number; size: number }, signal?: AbortSignal) =>
  api.get<NotificationPage>('/api/notifications', { ...query, unread: query.unread || undefined }, signal);

/** The latest notifications and the unread count, for the header's bell. */
export const useLatestNotifications = () =>
  useQuery({
    queryKey: notificationKeys.latest(),
    queryFn: ({ signal }) => fetchNotifications({ size: BELL_SIZE }, signal),
    refetchInterval: BELL_REFRESH_MS,
  });

/** One page of the notifications page's list, newest first. */
export const useNotificationPage = (unread: boolean, page: number) =>
  useQuery({
    queryKey: notificationKeys.page(unread, page),
    queryFn: ({ signal }) => fetchNotifications({ unread, page, size: NOTIFICATION_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
