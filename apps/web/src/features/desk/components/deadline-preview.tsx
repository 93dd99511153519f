import { DESK_LABELS, detectDeadline, formatFrenchDate } from '@pretoire/contracts';
import { useDeferredValue, useMemo } from 'react';
import { DeadlineFrame } from './deadline-frame';

interface Props {
  title: string;
  content: string;
  /** The form's «Date de l'événement» ('' when empty); it takes precedence over the text, as on the server. */
  eventDate: string;
  dismissed: boolean;
  onDismissedChange: (dismissed: boolean) => void;
  /** Takes the person to the «Date de l'événement» field, filled with the detected start when it was empty. */
  onCorrectDate: (detected: string | null) => void;
}

/**
 * The deadline the server will store, shown to the asker before publishing (same detector, from contracts): its rule,
 * its start and where the start was read, so a wrong day can be corrected or the deadline declined (desk-deadlines.md).
 */
export function DeadlinePreview(props: Props) {
  const text = useDeferredValue(`${props.title}\u0000${props.content}\u0000${props.eventDate}`);
  const found = useMemo(() => {
    const [title, content, eventDate] = text.split('\u0000');
    return detectDeadline({ title, content, createdAt: new Date(), eventDate: eventDate || null });
  }, [text]);
  if (!found) return null;
  const about = found.approximate ? 'vers le ' : 'le ';
  const read = found.eventDateSource === 'form' ? EVENT_DATE_READ : found.eventDateText;
  return (
    <DeadlineFrame as="section" title={DESK_LABELS.previewTitle} testId="deadline-preview">
      {props.dismissed ? (
        <p className="mt-2">{DESK_LABELS.previewDismissed}</p>
      ) : (
        <>
          <p className="mt-2">
            <strong>{found.rule.title}</strong> ({found.durationText}). {found.notice}
          </p>
          {found.eventDate && found.endDate ? (
            <p className="mt-2" data-testid="deadline-preview-dates">
              {DESK_LABELS.previewStart(`${about}${formatFrenchDate(found.eventDate)}`, read)}.{' '}
              {DESK_LABELS.previewEnd(`${about}${formatFrenchDate(found.endDate)}`)}.
            </p>
          ) : (
            <p className="mt-2">{DESK_LABELS.previewNoStart}</p>
          )}
        </>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2">
        {!props.dismissed && (
          <button
            type="button"
            onClick={() => props.onCorrectDate(found.eventDate)}
            className="min-h-11 font-medium text-sky-900 underline underline-offset-2"
          >
            {DESK_LABELS.previewCorrect}
          </button>
        )}
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            name="noDeadline"
            checked={props.dismissed}
            onChange={(e) => props.onDismissedChange(e.target.checked)}
            className="h-4 w-4"
          />
          {DESK_LABELS.previewNone}
        </label>
      </div>
    </DeadlineFrame>
  );
}

const EVENT_DATE_READ = 'la date de l\u2019événement indiquée';
