import { REPORT_DETAILS_MAX, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason, type ReportTargetType } from '@pretoire/contracts';
import { Flag } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useSession } from '@/features/auth';
import { useSendReport } from '../api/trust-api';

const WHAT: Record<ReportTargetType, string> = { post: 'cette question', reply: 'cette réponse', user: 'ce profil' };

/**
 * «Signaler» (DSA notice): a reason, optional details, and for a visitor an e-mail for the outcome. The server refuses
 * one's own content; callers do not show the button there.
 */
export function ReportButton({ targetType, targetId, className }: { targetType: ReportTargetType; targetId: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        data-tap={`report-${targetType}-${targetId}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className={className ?? 'inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-ink-soft hover:bg-paper hover:text-ink'}
      >
        <Flag aria-hidden className="h-4 w-4" />
        Signaler<span className="sr-only"> {WHAT[targetType]}</span>
      </button>
      {mounted && (
        <ReportDialog
          targetType={targetType}
          targetId={targetId}
          open={open}
          onOpenChange={setOpen}
          returnFocus={() => trigger.current?.focus()}
        />
      )}
    </>
  );
}

/**
 * The form, mounted on the first «Signaler» only: a question page shows the button once per answer, and the dialog's
 * hooks (session, mutation, Radix) on each cost about a tenth of the page's server render (docs/PERFORMANCE.md).
 */
function ReportDialog({
  targetType,
  targetId,
  open,
  onOpenChange,
  returnFocus,
}: {
  targetType: ReportTargetType;
  targetId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
}) {
  const { user, loading } = useSession();
  // Only a known visitor is asked for an e-mail: while a stored session is still being checked, a member would
  // otherwise be asked for one (and the form would wait on a field they never fill).
  const visitor = !user && !loading;
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [email, setEmail] = useState('');
  const send = useSendReport();
  const id = useId();
  const reset = (o: boolean) => {
    onOpenChange(o);
    if (!o) {
      setReason('');
      setDetails('');
      send.reset();
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason) return;
    send.mutate({ targetType, targetId, reason, details: details.trim() || undefined, email: visitor ? email.trim() : undefined });
  };
  return (
    <Dialog.Root open={open} onOpenChange={reset}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40 backdrop-blur-[1px]" />
        <Dialog.Content
          // No Radix trigger: focus goes back to the «Signaler» button by hand.
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="font-serif text-xl font-semibold">Signaler {WHAT[targetType]}</Dialog.Title>
          {send.isSuccess ? (
            <div className="mt-3 space-y-4">
              <p role="status" className="rounded-lg bg-emerald-50 p-3 text-emerald-950 ring-1 ring-emerald-700/20">
                {send.data.message}
              </p>
              <div className="flex justify-end">
                <Dialog.Close className="rounded-md bg-ink px-4 py-2 font-medium text-white">Fermer</Dialog.Close>
              </div>
            </div>
          ) : (
            <form onSubmit={submit} className="mt-3 space-y-4">
              <Dialog.Description className="text-sm text-ink-soft">
                Un modérateur examinera votre signalement. Signaler abusivement un contenu peut engager votre responsabilité.
              </Dialog.Description>
              <fieldset className="space-y-1.5">
                <legend className="mb-1 text-sm font-medium">Motif</legend>
                {REPORT_REASONS.map((r) => (
                  <label key={r} className="flex items-start gap-2 text-sm">
                    <input
                      type="radio"
                      name={`${id}-reason`}
                      value={r}
                      checked={reason === r}
                      onChange={() => setReason(r)}
                      required
                      className="mt-1"
                    />
                    {REPORT_REASON_LABELS[r]}
                  </label>
                ))}
              </fieldset>
              <div className="space-y-1">
                <label htmlFor={`${id}-details`} className="block text-sm font-medium">
                  Précisions (facultatif)
                </label>
                <textarea
                  id={`${id}-details`}
                  value={details}
                  onChange={(e) => setDetails(e.target.value)}
                  maxLength={REPORT_DETAILS_MAX}
                  rows={3}
                  className="w-full rounded-md border border-ink/20 bg-white px-3 py-2 text-sm"
                />
              </div>
              {visitor && (
                <div className="space-y-1">
                  <label htmlFor={`${id}-email`} className="block text-sm font-medium">
                    Votre adresse e-mail (pour connaître la décision)
                  </label>
                  <input
                    id={`${id}-email`}
                    type="email"
                    required
                    autoComplete="email"
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                    className="w-full rounded-md border border-ink/20 bg-white px-3 py-2 text-sm"
                  />
                </div>
              )}
              {send.isError && (
                <p role="alert" className="text-sm text-red-700">
                  {send.error.message}
                </p>
              )}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Dialog.Close className="rounded-md border border-ink/20 px-4 py-2 font-medium hover:bg-paper">Annuler</Dialog.Close>
                <button
                  type="submit"
                  disabled={!reason || loading || send.isPending}
                  className="rounded-md bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800 disabled:opacity-60"
                >
                  {send.isPending ? 'Envoi…' : 'Envoyer le signalement'}
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
