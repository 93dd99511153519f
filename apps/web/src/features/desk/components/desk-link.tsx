import { DESK_LABELS } from '@pretoire/contracts';
import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDeskCount } from '../api/desk';

/** Top-bar link to «Questions à traiter» with the queue's count; approved lawyers only (the caller checks). */
export function DeskLink({ desktop }: { desktop: boolean }) {
  const count = useDeskCount(true).data?.count;
  const countText = count === undefined ? '' : count > 999 ? '999+' : String(count);
  return (
    <Link to={paths.desk} className="flex items-center gap-1.5 rounded-md px-2 py-1.5 hover:bg-ink/5" data-testid="desk-link">
      <Inbox aria-hidden className="h-5 w-5 md:h-4 md:w-4" />
      {/* The visible text is the accessible name (axe: label-content-name-mismatch); on phones it is for screen readers. */}
      <span className={desktop ? undefined : 'sr-only'}>{DESK_LABELS.title}</span>
      {countText && <span className="rounded-full bg-accent px-1.5 text-xs font-semibold text-white">{countText}</span>}
    </Link>
  );
}
