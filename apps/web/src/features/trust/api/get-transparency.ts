import type { TransparencyResult } from '@pretoire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface TransparencyParams {
  from?: string;
  to?: string;
}

/** The period in the page's address (`?from=AAAA-MM-JJ&to=AAAA-MM-JJ`); the server picks the last twelve months without it. */
export const transparencyParams = (search: URLSearchParams): TransparencyParams => ({
  from: search.get('from') || undefined,
  to: search.get('to') || undefined,
});

// `request`: the server renderer passes its own client (src/ssr/loaders.ts).
export const transparencyQuery = (p: TransparencyParams, request = api) =>
  queryOptions({
    queryKey: ['transparency', p.from ?? '', p.to ?? ''] as const,
    queryFn: () => request<TransparencyResult>('/transparency', { query: { ...p } }),
  });
export const useTransparency = (p: TransparencyParams) => useQuery(transparencyQuery(p));

/** The CSV of the same period (a plain link: it downloads without the app). */
export const transparencyCsvUrl = (p: TransparencyParams) => {
  const q = new URLSearchParams(Object.entries(p).filter((e): e is [string, string] => Boolean(e[1])));
  return `/api/transparency.csv${q.size ? `?${q}` : ''}`;
};
