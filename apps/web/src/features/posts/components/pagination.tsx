import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

/** Pages to show: first, last, and two around the current one, with gaps as null. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const keep = new Set([1, total, current - 1, current, current + 1].filter((n) => n >= 1 && n <= total));
  const sorted = [...keep].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] > 1) out.push(null);
    out.push(n);
  });
  return out;
}

/** Links, not buttons: each page has its own URL, so it can be opened in a new tab and the back button works. */
export function Pagination({ page, totalPages, href }: { page: number; totalPages: number; href: (page: number) => string }) {
  if (totalPages <= 1) return null;
  const item = 'inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm';
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1.5 pt-2">
      {page > 1 && (
        <Link to={href(page - 1)} className={`${item} border-ink/20 bg-white hover:border-ink`} rel="prev">
          <ChevronLeft aria-hidden className="h-4 w-4" />
          <span>Précédent</span>
        </Link>
      )}
      <ul className="flex items-center gap-1.5">
        {pageWindow(page, totalPages).map((n, i, all) =>
          n === null ? (
            <li key={`gap-after-${all[i - 1]}`} aria-hidden className="px-1 text-ink-soft">
              …
            </li>
          ) : (
            <li key={n} className={n === page ? '' : 'hidden sm:block'}>
              <Link
                to={href(n)}
                aria-label={`Page ${n} sur ${totalPages}`}
                aria-current={n === page ? 'page' : undefined}
                className={`${item} ${n === page ? 'border-ink bg-ink text-white' : 'border-ink/20 bg-white hover:border-ink'}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < totalPages && (
        <Link to={href(page + 1)} className={`${item} border-ink/20 bg-white hover:border-ink`} rel="next">
          <span>Suivant</span>
          <ChevronRight aria-hidden className="h-4 w-4" />
        </Link>
      )}
    </nav>
  );
}
