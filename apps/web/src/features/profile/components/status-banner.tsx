import { GUARD_MESSAGES } from '@pretoire/contracts';
import { CircleCheck, CircleX, Clock } from 'lucide-react';

/** Where the lawyer's application stands: pending, rejected (with the admin's reason) or active. */
export function StatusBanner({ status, reason }: { status: string; reason: string | null }) {
  if (status === 'active') {
    return (
      <p role="status" className="flex items-center gap-2 rounded-xl border border-emerald-700/30 bg-emerald-50 p-4 text-emerald-900">
        <CircleCheck aria-hidden className="h-5 w-5 shrink-0" /> Compte avocat approuvé : vous pouvez répondre aux questions.
      </p>
    );
  }
  if (status === 'rejected') {
    return (
      <div role="status" className="flex gap-2 rounded-xl border border-red-700/30 bg-red-50 p-4 text-red-900">
        <CircleX aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
        <div>
          <p className="font-medium">Votre inscription a été refusée.</p>
          {reason && <p className="mt-1">Motif : {reason}</p>}
          <p className="mt-1 text-sm">
            Vous pouvez envoyer un nouveau document de licence ci-dessous ; votre dossier repassera en vérification.
          </p>
        </div>
      </div>
    );
  }
  return (
    <p role="status" className="flex gap-2 rounded-xl border border-amber-700/30 bg-amber-50 p-4 text-amber-950">
      <Clock aria-hidden className="mt-0.5 h-5 w-5 shrink-0" /> {GUARD_MESSAGES.pending}
    </p>
  );
}
