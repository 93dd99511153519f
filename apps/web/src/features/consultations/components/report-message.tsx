import { REPORT_DETAILS_MAX, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '@pretoire/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useReportMessage } from '../api/consultations';

/**
 * «Signaler ce message» under the other party's message: a disclosure (works with the keyboard, no dialog to trap
 * focus). The moderators then see that message and nothing else of the consultation.
 */
export function ReportMessage({ consultationId, messageId }: { consultationId: string; messageId: string }) {
  const send = useReportMessage(consultationId);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const id = useId();
  if (send.isSuccess)
    return (
      <p role="status" className="mt-1 text-xs text-ink-soft">
        {send.data.message}
      </p>
    );
  return (
    <details className="mt-1 text-sm">
      <summary className="cursor-pointer text-ink-soft underline-offset-2 hover:underline">Signaler ce message</summary>
      <form
        className="mt-2 space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (reason) send.mutate({ messageId, reason, details: details.trim() || undefined });
        }}
      >
        <label htmlFor={`${id}-reason`} className="block font-medium">
          Motif
        </label>
        <select
          id={`${id}-reason`}
          required
          value={reason}
          onChange={(e) => setReason(e.target.value as ReportReason)}
          className="rounded border border-ink/20 bg-white p-1.5"
        >
          <option value="">Choisissez un motif</option>
          {REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {REPORT_REASON_LABELS[r]}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-details`} className="block font-medium">
          Précisions (facultatif)
        </label>
        <textarea
          id={`${id}-details`}
          maxLength={REPORT_DETAILS_MAX}
          value={details}
          onChange={(e) => setDetails(e.target.value)}
          className="min-h-16 w-full rounded border border-ink/20 p-2"
        />
        {send.isError && <p role="alert">{send.error.message}</p>}
        <Button type="submit" size="sm" variant="outline" disabled={send.isPending}>
          Envoyer le signalement
        </Button>
      </form>
    </details>
  );
}
