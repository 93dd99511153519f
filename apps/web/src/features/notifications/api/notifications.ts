import {
  NOTIFICATION_DROPDOWN_SIZE,
  NOTIFICATION_PAGE_SIZE,
  type Notification,
  type NotificationsPage,
  type ReadAllResult,
  type UnreadCount,
} from '@pretoire/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { NotificationsPage };

export const notificationKeys = {
  all: ['notifications'] as const,
  /** The dropdown's list: page 1 of 5, then pushed items prepended (at most 50 kept). */
  latest: ['notifications', 'latest'] as const,
  unread: ['notifications', 'unread-count'] as const,
  pages: ['notifications', 'page'] as const,
  page: (page: number) => ['notifications', 'page', page] as const,
};

export const getNotifications = (page = 1, limit = NOTIFICATION_PAGE_SIZE) =>
  api<NotificationsPage>('/notifications', { query: { page, limit } });
export const getLatestNotifications = () => getNotifications(1, NOTIFICATION_DROPDOWN_SIZE).then((r) => r.notifications);
export const getUnreadCount = () => api<UnreadCount>('/notifications/unread-count').then((r) => r.count);
export const markNotificationRead = (id: string) => api<Notification>(`/notifications/${id}/read`, { method: 'PUT' });
export const markAllNotificationsRead = () => api<ReadAllResult>('/notifications/read-all', { method: 'PUT' });

export const notificationsPageQuery = (page: number) =>
  queryOptions({ queryKey: notificationKeys.page(page), queryFn: () => getNotifications(page, NOTIFICATION_PAGE_SIZE) });
export const latestNotificationsQuery = () => queryOptions({ queryKey: notificationKeys.latest, queryFn: getLatestNotifications });
export const unreadCountQuery = () => queryOptions({ queryKey: notificationKeys.unread, queryFn: getUnreadCount });
