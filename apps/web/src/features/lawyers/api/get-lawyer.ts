import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Lawyer } from './get-lawyers';

export interface LawyerDetail {
  lawyer: Lawyer;
  recentAnswers: { postId: string; title: string; answeredAt: string }[];
}

export const lawyerKey = (id: string) => ['lawyers', 'one', id] as const;
export const getLawyer = (id: string, request = api) => request<LawyerDetail>(`/users/lawyer/${id}`);
export const useLawyer = (id: string) => useQuery({ queryKey: lawyerKey(id), queryFn: () => getLawyer(id), retry: false });
