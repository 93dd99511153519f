import { DEFAULT_POST_SORT, POST_SORTS, POST_STATUSES, type PostSort, type PostStatus } from '@pretoire/contracts';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParams {
  status: PostStatus | 'all';
  sortBy: PostSort;
  q: string;
  page: number;
}

/** Reads the list filters from a query string; anything unknown falls back to the default. */
export function parseListParams(search: URLSearchParams): ListParams {
  const status = search.get('status') ?? '';
  const sort = search.get('sort') ?? '';
  const page = Number.parseInt(search.get('page') ?? '', 10);
  return {
    status: (POST_STATUSES as readonly string[]).includes(status) ? (status as PostStatus) : 'all',
    sortBy: (POST_SORTS as readonly string[]).includes(sort) ? (sort as PostSort) : DEFAULT_POST_SORT,
    q: (search.get('q') ?? '').trim(),
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** Writes filters back, leaving defaults out so shared links stay short. */
export function listSearch(p: ListParams): string {
  const s = new URLSearchParams();
  if (p.q) s.set('q', p.q);
  if (p.status !== 'all') s.set('status', p.status);
  if (p.sortBy !== DEFAULT_POST_SORT) s.set('sort', p.sortBy);
  if (p.page > 1) s.set('page', String(p.page));
  const qs = s.toString();
  return qs ? `?${qs}` : '';
}

/**
 * Filters live in the URL: a list can be shared, reloaded, and the back button walks through filter changes.
 * Any change other than the page sends the reader back to page 1. Changes made before the URL has followed (a status
 * tapped, then a sort picked while the list loads, or both replayed at once after hydration: early taps) add up
 * instead of the last one dropping the others.
 */
export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseListParams(search), [search]);
  // The changes asked for since the URL was last `search`; a new URL starts afresh.
  const pending = useRef<{ from: URLSearchParams; change: Partial<ListParams> } | null>(null);
  const update = useCallback(
    (change: Partial<ListParams>) => {
      const before = pending.current?.from === search ? pending.current.change : {};
      pending.current = { from: search, change: { ...before, ...change } };
      const next = { ...params, ...pending.current.change, page: change.page ?? 1 };
      setSearch(new URLSearchParams(listSearch(next)));
    },
    [search, params, setSearch],
  );
  return { params, update };
}
