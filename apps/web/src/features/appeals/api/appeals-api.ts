import type {
  AdminAppealsResult,
  AppealCreated,
  CreateAppealBody,
  DecideAppealBody,
  DecideAppealResult,
  PrivateUser,
} from '@pretoire/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Complaints against moderation decisions, and the moderator role.

export const sendAppeal = (body: CreateAppealBody) => api<AppealCreated>('/appeals', { method: 'POST', body });
export const useSendAppeal = () => useMutation({ mutationFn: sendAppeal });

/** Under the admin prefix: a decision on a complaint moves the report queue too. */
export const appealsKey = (status: 'open' | 'decided', page: number) => ['admin', 'appeals', status, page] as const;
export const appealsQuery = (status: 'open' | 'decided', page: number) =>
  queryOptions({
    queryKey: appealsKey(status, page),
    queryFn: () => api<AdminAppealsResult>('/admin/appeals', { query: { status, page, limit: 20 } }),
  });
export const useAppeals = (status: 'open' | 'decided', page: number) => useQuery(appealsQuery(status, page));

export function useDecideAppeal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DecideAppealBody }) =>
      api<DecideAppealResult>(`/admin/appeals/${id}`, { method: 'PUT', body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

export function useSetModerator() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, moderator }: { id: string; moderator: boolean }) =>
      api<{ user: PrivateUser }>(`/admin/users/${id}/role`, { method: 'PUT', body: { role: moderator ? 'moderator' : 'user' } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
}

/** From a hidden item's «Contester la décision»: the report through which the signed-in person contests. */
export const useContestableReport = (targetId: string | null) =>
  useQuery({
    queryKey: ['appeals', 'target', targetId],
    queryFn: () => api<{ reportId: string }>(`/appeals/target/${targetId}`),
    enabled: Boolean(targetId),
  });
