import type { PendingLawyerView } from '@pretoire/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pendingLawyersView, sessionUserResult } from '@/lib/user-views';
import { adminUsersKeys } from './admin-users';
import { adminStatsQuery } from './get-stats';

export type PendingLawyer = PendingLawyerView;

export const pendingLawyersQuery = () =>
  queryOptions({
    queryKey: ['admin', 'lawyers', 'pending'] as const,
    queryFn: () => api('/admin/lawyers/pending', { schema: pendingLawyersView }),
  });
export const usePendingLawyers = () => useQuery({ ...pendingLawyersQuery(), select: (r) => r.lawyers });

function useReview<V>(call: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: pendingLawyersQuery().queryKey }),
        qc.invalidateQueries({ queryKey: adminStatsQuery().queryKey }),
        qc.invalidateQueries({ queryKey: adminUsersKeys.all }),
      ]),
  });
}

export const useApproveLawyer = () =>
  useReview((id: string) => api(`/admin/lawyers/${id}/approve`, { method: 'PUT', schema: sessionUserResult }));
export const useRejectLawyer = () =>
  useReview(({ id, reason }: { id: string; reason: string }) =>
    api(`/admin/lawyers/${id}/reject`, { method: 'PUT', body: { reason }, schema: sessionUserResult }),
  );
