import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { notificationsPageQuery } from '../api/notifications';
import { useMarkAllRead, useMarkRead, useUnreadCount } from '../hooks/use-notifications';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NotificationItem } from './notification-item';

/** /notifications: every notification, 10 a page, newest first. */
export function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({
    ...notificationsPageQuery(page),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
  const unread = useUnreadCount(true).data ?? 0;
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const openNotification = useOpenNotification();
  const totalPages = Math.max(1, list.data?.totalPages ?? 1);
  const go = (p: number) => setParams(p > 1 ? { page: String(p) } : {});

  return (
    <section aria-labelledby="notifications-title" className="mx-auto max-w-3xl">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="notifications-title" className="font-serif text-3xl font-semibold">
            Notifications
          </h1>
          <p className="text-sm text-ink-soft">{unread === 0 ? 'Tout est lu.' : `${unread} non lue${unread > 1 ? 's' : ''}`}</p>
        </div>
        <button
          type="button"
          onClick={() => markAll.mutate()}
          disabled={unread === 0}
          className="rounded-md border border-ink/20 bg-white px-3 py-2 text-sm font-medium hover:bg-paper disabled:opacity-60"
        >
          Tout marquer comme lu
        </button>
      </div>
      <div className="rounded-xl border border-ink/10 bg-white p-2 shadow-sm">
        {list.isPending ? (
          <p role="status" className="p-6 text-center text-ink-soft">
            Chargement…
          </p>
        ) : !list.data || list.data.notifications.length === 0 ? (
          <p className="p-6 text-center text-ink-soft">Aucune notification pour le moment.</p>
        ) : (
          <ul className="divide-y divide-ink/5">
            {list.data.notifications.map((n) => (
              <li key={n._id}>
                <NotificationItem n={n} onOpen={() => void openNotification(n)} onMarkRead={() => markRead.mutate(n)} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {totalPages > 1 && (
        <nav aria-label="Pagination des notifications" className="mt-4 flex items-center justify-center gap-3 text-sm">
          <button
            type="button"
            onClick={() => go(page - 1)}
            disabled={page <= 1}
            className="inline-flex items-center gap-1 rounded-md border border-ink/20 bg-white px-3 py-1.5 disabled:opacity-50"
          >
            <ChevronLeft aria-hidden className="h-4 w-4" /> Précédente
          </button>
          <span aria-current="page">
            Page {page} sur {totalPages}
          </span>
          <button
            type="button"
            onClick={() => go(page + 1)}
            disabled={page >= totalPages}
            className="inline-flex items-center gap-1 rounded-md border border-ink/20 bg-white px-3 py-1.5 disabled:opacity-50"
          >
            Suivante <ChevronRight aria-hidden className="h-4 w-4" />
          </button>
        </nav>
      )}
    </section>
  );
}
