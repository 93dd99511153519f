import { CONSULTATION_UPDATE_EVENT, MODERATION_REPORT_EVENT, type Role } from '@pretoire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { consultationKeys } from '@/features/consultations';
import { notificationKeys } from '@/features/notifications/api/notifications';
import { pushNotification } from '@/features/notifications/hooks/use-notifications';
import { rewardsKey } from '@/features/rewards/api/get-rewards';
import { REWARD_NOTIFICATION_TYPES } from '@/features/rewards/api/triggers';
import { adminKeys } from '@/features/trust/api/trust-api';
import { TOKEN_KEY } from '@/lib/api-client';
import { connectRealtime, type Realtime } from './realtime-client';

/**
 * One Socket.IO connection per signed-in user (spec §7, §9): token in the handshake, register_user once connected,
 * new_notification pushed into the notification cache. A lawyer whose answer was marked or rated collects the reward live.
 * The client library is loaded only for signed-in users.
 */
export function useRealtime(user: { id: string; role: Role } | null) {
  const qc = useQueryClient();
  const userId = user?.id;
  const role = user?.role;
  // Another person may sign in on this tab: never show them the previous person's notifications.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset must run when the signed-in person changes (userId), not only on unmount.
  useEffect(
    () => () => {
      void qc.resetQueries({ queryKey: notificationKeys.all });
    },
    [qc, userId],
  );
  // Read at render: a new token (e.g. after a password change) reconnects with it.
  const token = typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY);
  useEffect(() => {
    if (!userId || !token) return;
    let live: Realtime | undefined;
    let closed = false;
    void import('socket.io-client')
      .then(({ io }) => {
        if (closed) return;
        live = connectRealtime(io, {
          url: window.location.origin,
          token,
          userId,
          onNotification: (n) => {
            pushNotification(qc, n);
            if (role === 'lawyer' && REWARD_NOTIFICATION_TYPES.includes(n.type)) void qc.invalidateQueries({ queryKey: rewardsKey });
          },
        });
        // A consultation changed (request, answer, message, closing): its list, thread and unread badge refetch.
        live.socket.on(CONSULTATION_UPDATE_EVENT, () => void qc.invalidateQueries({ queryKey: consultationKeys.all }));
        // A report arrived or was decided: the «Signalements» tab refetches its queue and count.
        if (role === 'admin') live.socket.on(MODERATION_REPORT_EVENT, () => void qc.invalidateQueries({ queryKey: adminKeys.reports }));
      })
      .catch(() => undefined);
    return () => {
      closed = true;
      live?.close();
    };
  }, [qc, userId, role, token]);
}
