import type { LawyersPageView, LawyerView } from '@pretoire/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lawyersPageView } from '@/lib/user-views';

/** A lawyer as the web holds it: `_id` renamed to `id` by the contracts schema (spec §7). */
export type Lawyer = LawyerView;
export type LawyersPage = LawyersPageView;
export interface LawyersParams {
  specialization?: string;
  barAssociation?: string;
  q?: string;
  page: number;
}

export const lawyersKey = (p: LawyersParams) => ['lawyers', p] as const;
// `request`: the server renderer passes its own client (src/ssr/loaders.ts).
export const getLawyers = (p: LawyersParams, request = api) => request('/users/lawyers', { query: { ...p }, schema: lawyersPageView });
export const lawyersQuery = (p: LawyersParams, request = api) =>
  queryOptions({ queryKey: lawyersKey(p), queryFn: () => getLawyers(p, request) });
export const useLawyers = (p: LawyersParams) => useQuery({ ...lawyersQuery(p), placeholderData: keepPreviousData });
