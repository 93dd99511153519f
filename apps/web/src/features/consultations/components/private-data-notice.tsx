import { detectPersonalData, PRIVATE_MESSAGE_NOTICE, privateMessageWarning } from '@pretoire/contracts';
import { useDeferredValue, useMemo } from 'react';

/**
 * Under a consultation's message box: a private message is never masked (docs/decisions/trust-personal-data.md,
 * «Consultation messages»), so the sender is told so, and warned before sending when the draft holds a personal detail.
 */
export function PrivateDataNotice({ text, id }: { text: string; id?: string }) {
  const deferred = useDeferredValue(text);
  const warning = useMemo(() => privateMessageWarning(detectPersonalData(deferred)), [deferred]);
  return (
    <div id={id} className="space-y-1 text-sm" aria-live="polite">
      <p className="text-ink-soft">{PRIVATE_MESSAGE_NOTICE}</p>
      {warning && (
        <p className="rounded bg-amber-50 p-2 text-amber-950 ring-1 ring-amber-700/20" data-testid="private-data-warning">
          {warning}
        </p>
      )}
    </div>
  );
}
