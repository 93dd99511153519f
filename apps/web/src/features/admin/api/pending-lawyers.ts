import type { PrivateUser } from '@pretoire/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminStatsKey } from './get-stats';

/** `_id` arrives renamed to `id` on /lawyers paths (spec §7). */
export type AdminUser = Omit<PrivateUser, '_id'> & { id: string };
export type PendingLawyer = AdminUser & { licenseMime: string | null };

export const pendingKey = ['admin', 'lawyers', 'pending'] as const;
export const usePendingLawyers = () =>
  useQuery({ queryKey: pendingKey, queryFn: () => api<{ lawyers: PendingLawyer[] }>('/admin/lawyers/pending'), select: (r) => r.lawyers });

function useReview<V>(call: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: pendingKey }),
        qc.invalidateQueries({ queryKey: adminStatsKey }),
        qc.invalidateQueries({ queryKey: ['admin', 'users'] }),
      ]),
  });
}

export const useApproveLawyer = () =>
  useReview((id: string) => api<{ user: AdminUser }>(`/admin/lawyers/${id}/approve`, { method: 'PUT' }));
export const useRejectLawyer = () =>
  useReview(({ id, reason }: { id: string; reason: string }) =>
    api<{ user: AdminUser }>(`/admin/lawyers/${id}/reject`, { method: 'PUT', body: { reason } }),
  );
