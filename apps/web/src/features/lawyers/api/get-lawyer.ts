import type { LawyerDetailView } from '@pretoire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lawyerDetailView } from '@/lib/user-views';

export type LawyerDetail = LawyerDetailView;

export const lawyerKey = (id: string) => ['lawyers', 'one', id] as const;
export const getLawyer = (id: string, request = api) => request(`/users/lawyer/${id}`, { schema: lawyerDetailView });
export const lawyerQuery = (id: string, request = api) => queryOptions({ queryKey: lawyerKey(id), queryFn: () => getLawyer(id, request) });
export const useLawyer = (id: string) => useQuery({ ...lawyerQuery(id), retry: false });
