import {
  detectPersonalData,
  PERSONAL_DATA_FORM_NOTICE,
  PERSONAL_DATA_LABELS,
  type PersonalDataKind,
  type PersonalDataMatch,
  sensitiveTopics,
} from '@pretoire/contracts';
import { EyeOff, HeartPulse } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';

/** Context kept around each highlighted detail, so the person sees where it is without the whole text again. */
const AROUND = 30;

function Excerpt({ text, m }: { text: string; m: PersonalDataMatch }) {
  const from = Math.max(0, m.start - AROUND);
  const to = Math.min(text.length, m.end + AROUND);
  return (
    <span className="break-words">
      {from > 0 && '…'}
      {text.slice(from, m.start)}
      <mark className="rounded bg-amber-200 px-0.5 text-ink">{m.match}</mark>
      {text.slice(m.end, to)}
      {to < text.length && '…'}
    </span>
  );
}

/**
 * The same detector as the server, run as the person types (deferred, so typing never waits). It shows what
 * will be masked, why, and a gentle warning for health or criminal-record words (never a block).
 */
export function PersonalDataHints({ text, id }: { text: string; id?: string }) {
  const deferred = useDeferredValue(text);
  const found = useMemo(() => detectPersonalData(deferred), [deferred]);
  const warning = useMemo(() => sensitiveTopics(deferred).warning, [deferred]);
  if (found.length === 0 && !warning) return null;
  const kinds = [...new Set(found.map((f) => f.kind))] as PersonalDataKind[];
  return (
    <div id={id} aria-live="polite" className="space-y-2 text-sm" data-testid="personal-data-hints">
      {found.length > 0 && (
        <div className="rounded-lg bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-700/20">
          <p className="flex items-start gap-2 font-medium">
            <EyeOff aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            {PERSONAL_DATA_FORM_NOTICE}
          </p>
          <ul className="mt-2 space-y-1">
            {found.slice(0, 6).map((m) => (
              <li key={`${m.start}-${m.kind}`}>
                <span className="font-medium">{PERSONAL_DATA_LABELS[m.kind].label} :</span> <Excerpt text={deferred} m={m} />
              </li>
            ))}
          </ul>
          <ul className="mt-2 list-disc space-y-0.5 pl-5 text-amber-900">
            {kinds.map((k) => (
              <li key={k}>{PERSONAL_DATA_LABELS[k].explanation}</li>
            ))}
          </ul>
        </div>
      )}
      {warning && (
        <p className="flex items-start gap-2 rounded-lg bg-sky-50 p-3 text-sky-950 ring-1 ring-sky-700/20">
          <HeartPulse aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          {warning}
        </p>
      )}
    </div>
  );
}
