import { CONSULTATION_TEXTS as T } from '@pretoire/contracts';
import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useConsultations } from '../api/consultations';

/**
 * «Mes consultations» in the top bar with the unread messages of both sides; the socket's consultation_update
 * refetches the count (components/layout/use-realtime.ts). A new request also rings the bell (its notification).
 */
export function ConsultationsLink({ desktop }: { desktop: boolean }) {
  const unread = useConsultations().data?.unread ?? 0;
  const label = unread ? `${T.mine}, ${unread} message${unread > 1 ? 's' : ''} non lu${unread > 1 ? 's' : ''}` : T.mine;
  return (
    <Link
      to={paths.consultations()}
      aria-label={label}
      className="flex items-center gap-1.5 rounded-md px-2 py-1.5 hover:bg-ink/5"
      data-testid="consultations-link"
    >
      <MessagesSquare aria-hidden className="h-5 w-5 md:h-4 md:w-4" />
      {desktop && <span aria-hidden>{T.mine}</span>}
      {unread > 0 && (
        <span aria-hidden data-testid="consultations-unread" className="rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
