import { useState } from 'react';

export type QueueStatus = 'open' | 'decided';

/** A moderation list's status and page: changing the status goes back to the first page. */
export function useQueueStatus() {
  const [status, setStatus] = useState<QueueStatus>('open');
  const [page, setPage] = useState(1);
  const show = (s: QueueStatus) => {
    setStatus(s);
    setPage(1);
  };
  return { status, page, setPage, show };
}

/** The two toggle buttons over a moderation list: what awaits a decision, and what was decided. */
export function StatusFilter({
  status,
  onChange,
  legend,
  labels,
}: {
  status: QueueStatus;
  onChange: (s: QueueStatus) => void;
  legend: string;
  labels: Record<QueueStatus, string>;
}) {
  return (
    <fieldset className="flex gap-2">
      <legend className="sr-only">{legend}</legend>
      {(['open', 'decided'] as const).map((s) => (
        <button
          key={s}
          type="button"
          aria-pressed={status === s}
          onClick={() => onChange(s)}
          className="rounded-full border border-ink/20 px-3 py-1 text-sm aria-pressed:bg-ink aria-pressed:text-white"
        >
          {labels[s]}
        </button>
      ))}
    </fieldset>
  );
}
