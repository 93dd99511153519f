import { DESK_LABELS, EVENT_DATE_MIN, formatFrenchDate } from '@pretoire/contracts';
import { type FormEvent, useState } from 'react';
import { useCorrectDeadline, useDeadlineNotice } from '../api/desk';
import { DeadlineFrame } from './deadline-frame';
import { eventDateError } from './event-date-field';

/**
 * The calm notice of a legal deadline on the question page, for its author and approved lawyers (the server refuses
 * others, so the caller only mounts it for them). Nothing at all when no rule matched. A lawyer who answered may
 * correct its start or say none applies (the server checks the same and keeps an audit row).
 */
export function DeadlineNotice({ postId, forLawyer, mayCorrect = false }: { postId: string; forLawyer: boolean; mayCorrect?: boolean }) {
  const q = useDeadlineNotice(postId, true);
  const d = q.data?.deadline;
  if (!d) return null;
  const read =
    d.eventDateSource === 'form'
      ? ', date indiquée dans la question'
      : d.eventDateSource === 'lawyer'
        ? ', date corrigée par un avocat'
        : d.eventDateText
          ? `, d\u2019après « ${d.eventDateText} »`
          : '';
  return (
    <DeadlineFrame as="aside" title={DESK_LABELS.noticeTitle} testId="deadline-notice">
      <p className="mt-2">{d.notice}</p>
      {d.endDate && (
        <p className="mt-2">
          Fin estimée du délai : <strong>{`${d.approximate ? 'vers le ' : ''}${formatFrenchDate(d.endDate)}`}</strong>
          {d.eventDate && ` (départ ${d.approximate ? 'vers le ' : 'le '}${formatFrenchDate(d.eventDate)}${read})`}.
        </p>
      )}
      {forLawyer && <p className="mt-2 text-xs text-sky-900">{d.summary}</p>}
      {mayCorrect && <CorrectDeadline postId={postId} current={d.eventDate} />}
      <p className="mt-3 border-t border-sky-800/15 pt-2 text-xs text-sky-900">{d.disclaimer}</p>
    </DeadlineFrame>
  );
}

function CorrectDeadline({ postId, current }: { postId: string; current: string | null }) {
  const correct = useCorrectDeadline(postId);
  const [date, setDate] = useState(current ?? '');
  const [done, setDone] = useState(false);
  const problem = date ? eventDateError(date) : undefined;
  const save = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!date || problem) return;
    correct.mutate(date, { onSuccess: () => setDone(true) });
  };
  return (
    <details className="mt-3">
      <summary className="min-h-11 cursor-pointer py-2 font-medium text-sky-900">{DESK_LABELS.correctTitle}</summary>
      <form onSubmit={save} noValidate className="mt-2 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="deadline-correct-date" className="block font-medium">
            {DESK_LABELS.correctDate}
          </label>
          <input
            id="deadline-correct-date"
            type="date"
            min={EVENT_DATE_MIN}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            aria-invalid={!!problem}
            className="mt-1 rounded-md border border-ink/20 bg-white px-3 py-2"
          />
        </div>
        <button
          type="submit"
          disabled={correct.isPending || !date}
          className="min-h-11 rounded-md bg-ink px-4 py-2 text-white disabled:opacity-60"
        >
          {DESK_LABELS.correctSave}
        </button>
        <button
          type="button"
          disabled={correct.isPending}
          onClick={() => correct.mutate(null)}
          className="min-h-11 rounded-md px-3 py-2 text-sky-900 underline underline-offset-2"
        >
          {DESK_LABELS.correctNone}
        </button>
      </form>
      {problem && <p className="mt-1 text-red-800">{problem}</p>}
      {correct.isError && (
        <p role="alert" className="mt-1 text-red-800">
          {correct.error.message}
        </p>
      )}
      {done && !correct.isPending && (
        <p role="status" className="mt-1">
          {DESK_LABELS.corrected}
        </p>
      )}
    </details>
  );
}
