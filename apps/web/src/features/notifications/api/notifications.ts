import { NOTIFICATION_DROPDOWN_SIZE, NOTIFICATION_PAGE_SIZE, type Notification } from '@pretoire/contracts';
import { api } from '@/lib/api-client';

export type NotificationsPage = { notifications: Notification[]; totalPages: number; currentPage: number; total: number };

export const notificationKeys = {
  all: ['notifications'] as const,
  /** The dropdown's list: page 1 of 5, then pushed items prepended (at most 50 kept). */
  latest: ['notifications', 'latest'] as const,
  unread: ['notifications', 'unread-count'] as const,
  page: (page: number) => ['notifications', 'page', page] as const,
};

export const getNotifications = (page = 1, limit = NOTIFICATION_PAGE_SIZE) =>
  api<NotificationsPage>('/notifications', { query: { page, limit } });
export const getLatestNotifications = () => getNotifications(1, NOTIFICATION_DROPDOWN_SIZE).then((r) => r.notifications);
export const getUnreadCount = () => api<{ count: number }>('/notifications/unread-count').then((r) => r.count);
export const markNotificationRead = (id: string) => api<Notification>(`/notifications/${id}/read`, { method: 'PUT' });
export const markAllNotificationsRead = () => api<{ updated: number }>('/notifications/read-all', { method: 'PUT' });
