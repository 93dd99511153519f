import type { LawyerProfile } from '@pretoire/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The client renames `_id` to `id` on /users paths (spec §7). */
export type Lawyer = Omit<LawyerProfile, '_id'> & { id: string };
export interface LawyersParams {
  specialization?: string;
  barAssociation?: string;
  q?: string;
  page: number;
}
export interface LawyersPage {
  lawyers: Lawyer[];
  total: number;
  totalPages: number;
  currentPage: number;
}

export const lawyersKey = (p: LawyersParams) => ['lawyers', p] as const;
export const getLawyers = (p: LawyersParams, request = api) => request<LawyersPage>('/users/lawyers', { query: { ...p } });
export const useLawyers = (p: LawyersParams) =>
  useQuery({ queryKey: lawyersKey(p), queryFn: () => getLawyers(p), placeholderData: keepPreviousData });
