import { NOTIFICATIONS_KEPT_LOCALLY, type Notification, UNREAD_POLL_INTERVAL_MS } from '@pretoire/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  latestNotificationsQuery,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationsPage,
  notificationKeys,
  unreadCountQuery,
} from '../api/notifications';

// Spec §8: notification fetch errors stay silent, so no retries and no error UI; the last good data stays.
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    ...unreadCountQuery(),
    enabled,
    refetchInterval: UNREAD_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    retry: false,
    staleTime: 0,
  });
}

export function useLatestNotifications(enabled: boolean) {
  return useQuery({ ...latestNotificationsQuery(), enabled, retry: false, staleTime: 0 });
}

/** A pushed notification goes on top (at most 50 kept) and raises the count (spec §4). */
export function pushNotification(qc: QueryClient, n: Notification) {
  qc.setQueryData<Notification[]>(notificationKeys.latest, (old = []) =>
    [n, ...old.filter((x) => x._id !== n._id)].slice(0, NOTIFICATIONS_KEPT_LOCALLY),
  );
  qc.setQueryData<number>(notificationKeys.unread, (c = 0) => c + 1);
  void qc.invalidateQueries({ queryKey: notificationKeys.pages });
}

const setRead = (list: Notification[] | undefined, id?: string) => list?.map((n) => (!id || n._id === id ? { ...n, isRead: true } : n));

function setReadEverywhere(qc: QueryClient, id?: string) {
  qc.setQueryData<Notification[]>(notificationKeys.latest, (old) => setRead(old, id));
  qc.setQueriesData<NotificationsPage>(
    { queryKey: notificationKeys.pages },
    (old) => old && { ...old, notifications: setRead(old.notifications, id) ?? [] },
  );
}

/** Marks one read: isRead set everywhere, count lowered, never below 0. */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (n: Notification) => markNotificationRead(n._id),
    onMutate: (n) => {
      if (n.isRead) return;
      setReadEverywhere(qc, n._id);
      qc.setQueryData<number>(notificationKeys.unread, (c = 0) => Math.max(0, c - 1));
    },
    onError: () => void qc.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** Marks every notification read (one call, so unloaded ones too); the count goes to 0. */
export function useMarkAllRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => {
      setReadEverywhere(qc);
      qc.setQueryData<number>(notificationKeys.unread, 0);
    },
    onError: () => void qc.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
