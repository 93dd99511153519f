import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCategories } from '../api/get-categories';

/**
 * Category navigation: a wrapping chip row on phones, a vertical list in the desktop sidebar.
 * `search` keeps the status and sort of the current list when moving between categories.
 */
export function CategoryNav({ current, search = '', layout }: { current?: string; search?: string; layout: 'chips' | 'list' }) {
  const categories = useCategories();
  const items = [
    { id: undefined as string | undefined, name: 'Toutes les catégories', count: undefined as number | undefined },
    ...(categories.data ?? []).map((c) => ({ id: c._id, name: c.name, count: c.postCount })),
  ];
  const active = (id?: string) => (id ? id === current : !current);
  if (layout === 'chips') {
    return (
      <nav aria-label="Catégories">
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:thin]">
          {items.map((c) => (
            <li key={c.id ?? 'all'} className="shrink-0">
              <Link
                to={(c.id ? paths.category(c.id) : paths.home) + search}
                aria-current={active(c.id) ? 'page' : undefined}
                className={`inline-block rounded-full border px-3 py-1.5 text-sm ${active(c.id) ? 'border-accent bg-accent text-white' : 'border-ink/15 bg-white hover:border-ink/40'}`}
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  return (
    <nav aria-label="Catégories" className="rounded-xl border border-ink/10 bg-white p-3 shadow-sm">
      <h2 className="px-2 pb-2 text-sm font-semibold uppercase tracking-wide text-ink-soft">Catégories</h2>
      <ul className="space-y-0.5">
        {items.map((c) => (
          <li key={c.id ?? 'all'}>
            <Link
              to={(c.id ? paths.category(c.id) : paths.home) + search}
              aria-current={active(c.id) ? 'page' : undefined}
              className={`flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm ${active(c.id) ? 'bg-accent/10 font-semibold text-accent' : 'hover:bg-paper'}`}
            >
              <span>{c.name}</span>
              {c.count !== undefined && <span className="text-xs text-ink-soft">{c.count}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
