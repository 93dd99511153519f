import { APPEAL_PAGE_PATH, APPEAL_TEXTS, TRUST_TEXTS } from '@pretoire/contracts';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';

const dateFr = (iso: string) =>
  new Date(iso).toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** «modifié le …» beside a question or an answer that was edited. */
export function EditedMark({ editedAt }: { editedAt?: string | null }) {
  if (!editedAt) return null;
  return (
    <span className="text-xs text-ink-soft">
      · <time dateTime={editedAt}>{TRUST_TEXTS.editedOn(dateFr(editedAt))}</time>
    </span>
  );
}

/** What the author (or an admin) sees on hidden content: it is hidden, and why. The public sees the placeholder text only. */
export function ModerationNotice({ hidden, statement, targetId }: { hidden?: boolean; statement?: string | null; targetId?: string }) {
  if (!hidden || !statement) return null;
  return (
    <div role="note" className="rounded-lg bg-red-50 p-3 text-sm text-red-950 ring-1 ring-red-700/20">
      <p className="flex items-center gap-2 font-medium">
        <ShieldAlert aria-hidden className="h-4 w-4" />
        {TRUST_TEXTS.hiddenForAuthor}
      </p>
      <p className="mt-1">Motif : {statement}</p>
      {targetId && (
        <Link to={`${APPEAL_PAGE_PATH}?target=${targetId}`} className="mt-1 inline-block font-medium underline">
          {APPEAL_TEXTS.contest}
        </Link>
      )}
    </div>
  );
}
