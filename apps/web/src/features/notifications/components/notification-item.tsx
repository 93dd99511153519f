import { APPEAL_PAGE_PATH, APPEAL_TEXTS, NOTIFICATION_TYPE_LABELS, type Notification } from '@pretoire/contracts';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { timeAgo } from './time-ago';

/** One notification: open it with the main button, or only mark it read with the check. */
export function NotificationItem({ n, onOpen, onMarkRead }: { n: Notification; onOpen: () => void; onMarkRead: () => void }) {
  return (
    <div className={`flex items-start gap-2 rounded-md px-2 py-2 ${n.isRead ? '' : 'bg-accent/5'}`}>
      <span aria-hidden className={`mt-2 h-2 w-2 shrink-0 rounded-full ${n.isRead ? 'bg-transparent' : 'bg-accent'}`} />
      <div className="min-w-0 flex-1">
        <button type="button" onClick={onOpen} className="w-full rounded text-left hover:underline">
          <span className="block text-xs font-semibold uppercase tracking-wide text-accent">
            {NOTIFICATION_TYPE_LABELS[n.type] ?? NOTIFICATION_TYPE_LABELS.other}
            <span className="sr-only">{n.isRead ? ' (lue)' : ' (non lue)'}</span>
          </span>
          <span className={`block text-sm ${n.isRead ? 'text-ink-soft' : 'font-medium'}`}>{n.content}</span>
          <span className="block text-xs text-ink-soft">
            <time dateTime={n.createdAt}>{timeAgo(n.createdAt)}</time>
          </span>
        </button>
        {/* A moderation decision's note: the recipient may contest it (DSA art. 20), as from the hidden item itself. */}
        {n.appealReport && (
          <Link to={`${APPEAL_PAGE_PATH}?report=${n.appealReport}`} className="text-sm font-medium text-accent underline">
            {APPEAL_TEXTS.contest}
          </Link>
        )}
      </div>
      {!n.isRead && (
        <button
          type="button"
          onClick={onMarkRead}
          aria-label={`Marquer comme lue : ${n.content}`}
          title="Marquer comme lue"
          className="shrink-0 rounded-md p-1.5 text-ink-soft hover:bg-ink/10"
        >
          <Check aria-hidden className="h-4 w-4" />
        </button>
      )}
    </div>
  );
}
