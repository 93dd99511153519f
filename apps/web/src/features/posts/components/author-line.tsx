import { type AuthorSummary, lawyerTitle, ROLE_LABELS } from '@pretoire/contracts';
import { Award, BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('') || '?';

/** Who wrote a question or a reply: lawyers as «Maître Prénom Nom» with their bar association and badges. */
export function AuthorLine({ author, tag, children }: { author: AuthorSummary; tag?: string; children?: ReactNode }) {
  const name = lawyerTitle(author);
  const lawyer = author.role === 'lawyer' && !author.isDeleted;
  return (
    <div className="flex items-start gap-3">
      <span
        aria-hidden
        className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${lawyer ? 'bg-ink text-white' : 'bg-accent/15 text-accent'}`}
      >
        {initials(name.replace(/^Maître /, ''))}
      </span>
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold">{name}</span>
          {lawyer && (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-800">
              <BadgeCheck aria-hidden className="h-3.5 w-3.5" />
              {ROLE_LABELS.lawyer}
            </span>
          )}
          {tag && <span className="rounded bg-paper px-1.5 py-0.5 text-xs text-ink-soft ring-1 ring-ink/10">{tag}</span>}
        </p>
        {(lawyer && author.barAssociation) || children ? (
          <p className="text-xs text-ink-soft">
            {lawyer && author.barAssociation}
            {lawyer && author.barAssociation && children ? ' · ' : ''}
            {children}
          </p>
        ) : null}
        {lawyer && author.badges.length > 0 && (
          <ul aria-label="Badges" className="mt-1 flex flex-wrap gap-1">
            {author.badges.map((b) => (
              <li
                key={b}
                className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs text-amber-900 ring-1 ring-amber-700/20"
              >
                <Award aria-hidden className="h-3 w-3" />
                {b}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
