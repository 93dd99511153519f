import type { ROLES } from '@pretoire/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUsersView } from '@/lib/user-views';

export interface UsersParams {
  role?: (typeof ROLES)[number];
  q?: string;
  page: number;
}
export const ADMIN_PAGE_SIZE = 20;

/** Prefix of every page of the user list, for invalidation. */
export const adminUsersKeys = { all: ['admin', 'users'] as const, page: (p: UsersParams) => ['admin', 'users', p] as const };
export const adminUsersQuery = (p: UsersParams) =>
  queryOptions({
    queryKey: adminUsersKeys.page(p),
    queryFn: () => api('/admin/users', { query: { ...p, limit: ADMIN_PAGE_SIZE }, schema: adminUsersView }),
  });
export const useAdminUsers = (p: UsersParams) => useQuery({ ...adminUsersQuery(p), placeholderData: keepPreviousData });

/** Marks or unmarks a member as a trusted flagger; the list is read again. */
export function useSetTrustedFlagger() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, trusted }: { id: string; trusted: boolean }) =>
      api<{ trustedFlagger: boolean; message: string }>(`/admin/users/${id}/trusted-flagger`, { method: 'PUT', body: { trusted } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: adminUsersKeys.all });
    },
  });
}
