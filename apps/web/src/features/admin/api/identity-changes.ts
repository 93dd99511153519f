import type { IdentityChangeView } from '@pretoire/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUsersKeys } from './admin-users';
import { downloadLicense } from './license-document';

/** GET /admin/identity-changes: approved lawyers' pending requests to change name or bar. */
export const identityChangesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'identity-changes'] as const,
    queryFn: () => api<{ requests: IdentityChangeView[] }>('/admin/identity-changes'),
  });
export const useIdentityChanges = () => useQuery({ ...identityChangesQuery(), select: (r) => r.requests });

/** PUT /admin/identity-changes/{id}: approve or refuse. */
export function useDecideIdentityChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'refuse' }) =>
      api<{ message: string }>(`/admin/identity-changes/${id}`, { method: 'PUT', body: { decision } }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: identityChangesQuery().queryKey }),
        qc.invalidateQueries({ queryKey: adminUsersKeys.all }),
      ]),
  });
}

/** The licence sent with the request, fetched with the token like a registration's. */
export const downloadIdentityLicense = (userId: string) => downloadLicense(userId, { path: `identity-changes/${userId}` });
