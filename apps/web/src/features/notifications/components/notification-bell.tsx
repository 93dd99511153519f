import { NOTIFICATION_DROPDOWN_SIZE } from '@pretoire/contracts';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { badgeLabel } from '../api/badge-label';
import { useLatestNotifications, useMarkAllRead, useMarkRead, useUnreadCount } from '../hooks/use-notifications';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NotificationItem } from './notification-item';

/** Bell with the unread badge and the latest 5 (Radix Popover: Escape and outside click close it). */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const count = useUnreadCount(true).data ?? 0;
  const latest = useLatestNotifications(true);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const openNotification = useOpenNotification();
  const badge = badgeLabel(count);
  const items = (latest.data ?? []).slice(0, NOTIFICATION_DROPDOWN_SIZE);

  return (
    <Popover.Root
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) void latest.refetch();
      }}
    >
      <Popover.Trigger
        className="relative rounded-full p-2 hover:bg-ink/5"
        aria-label={count ? `Notifications, ${count} non lues` : 'Notifications'}
      >
        <Bell aria-hidden className="h-5 w-5" />
        {badge && (
          <span
            aria-hidden
            data-testid="unread-badge"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-bold leading-5 text-white"
          >
            {badge}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label="Notifications récentes"
          className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-xl border border-ink/10 bg-white p-2 shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 border-b border-ink/10 px-2 pb-2">
            <h2 className="font-serif text-lg font-semibold">Notifications</h2>
            <button
              type="button"
              disabled={count === 0 && items.every((n) => n.isRead)}
              onClick={() => markAll.mutate()}
              className="rounded-md px-2 py-1 text-sm font-medium text-accent hover:bg-accent/10 disabled:text-ink-soft disabled:hover:bg-transparent"
            >
              Tout marquer comme lu
            </button>
          </div>
          {items.length === 0 ? (
            <p className="px-2 py-6 text-center text-sm text-ink-soft">
              {latest.isPending ? 'Chargement…' : 'Aucune notification pour le moment.'}
            </p>
          ) : (
            <ul className="max-h-[60vh] overflow-y-auto py-1">
              {items.map((n) => (
                <li key={n._id}>
                  <NotificationItem
                    n={n}
                    onOpen={() => {
                      setOpen(false);
                      void openNotification(n);
                    }}
                    onMarkRead={() => markRead.mutate(n)}
                  />
                </li>
              ))}
            </ul>
          )}
          <Link
            to={paths.notifications}
            onClick={() => setOpen(false)}
            className="block border-t border-ink/10 px-2 pt-2 text-center text-sm font-medium text-accent hover:underline"
          >
            Voir toutes les notifications
          </Link>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
