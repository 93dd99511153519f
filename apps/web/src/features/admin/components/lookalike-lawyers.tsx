import { type LawyerLookalike, lawyerTitle } from '@pretoire/contracts';

const STATUS: Record<LawyerLookalike['status'], string> = { active: 'approuvé', pending: 'en attente', rejected: 'refusé' };

/** Lawyers already bearing (or imitating) the name under review: an admin checks the licence against them. */
export function LookalikeLawyers({ lawyers, id }: { lawyers: LawyerLookalike[]; id: string }) {
  if (lawyers.length === 0) return null;
  return (
    <div role="note" aria-labelledby={id} className="mt-3 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm">
      <p id={id} className="font-semibold">
        Attention : {lawyers.length === 1 ? 'un avocat inscrit porte' : `${lawyers.length} avocats inscrits portent`} ce nom ou un nom
        semblable
      </p>
      <ul className="mt-1 list-disc pl-5">
        {lawyers.map((l) => (
          <li key={l._id}>
            {lawyerTitle({ role: 'lawyer', firstName: l.firstName, lastName: l.lastName })}, {l.barAssociation ?? '—'} ({STATUS[l.status]})
            {l.sameBar ? ' : même barreau' : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
