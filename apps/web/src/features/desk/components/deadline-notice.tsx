import { DESK_LABELS, formatFrenchDate } from '@pretoire/contracts';
import { Hourglass } from 'lucide-react';
import { useDeadlineNotice } from '../api/desk';

/**
 * The calm notice of a legal deadline on the question page, for its author and approved lawyers (the server refuses
 * others, so the caller only mounts it for them). Nothing at all when no rule matched.
 */
export function DeadlineNotice({ postId, forLawyer }: { postId: string; forLawyer: boolean }) {
  const q = useDeadlineNotice(postId, true);
  const d = q.data?.deadline;
  if (!d) return null;
  return (
    <aside
      aria-labelledby="deadline-title"
      data-testid="deadline-notice"
      className="rounded-xl border border-sky-800/15 bg-sky-50 p-4 text-sm leading-relaxed text-sky-950 sm:p-5"
    >
      <h2 id="deadline-title" className="flex items-center gap-2 font-serif text-lg">
        <Hourglass aria-hidden className="h-5 w-5 text-sky-800" />
        {DESK_LABELS.noticeTitle}
      </h2>
      <p className="mt-2">{d.notice}</p>
      {d.endDate && (
        <p className="mt-2">
          Fin estimée du délai : <strong>{`${d.approximate ? 'vers le ' : ''}${formatFrenchDate(d.endDate)}`}</strong>
          {d.eventDate &&
            ` (départ ${d.approximate ? 'vers le ' : 'le '}${formatFrenchDate(d.eventDate)}${d.eventDateSource === 'form' ? ', date indiquée dans la question' : d.eventDateText ? `, d\u2019après « ${d.eventDateText} »` : ''})`}
          .
        </p>
      )}
      {forLawyer && <p className="mt-2 text-xs text-sky-900">{d.summary}</p>}
      <p className="mt-3 border-t border-sky-800/15 pt-2 text-xs text-sky-900">{d.disclaimer}</p>
    </aside>
  );
}
