import type { MessageBody, PaginatedPosts, PostStatus } from '@pretoire/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { postsKeys } from '@/features/posts';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE } from './admin-users';
import { adminStatsQuery } from './get-stats';

export interface AdminPostsParams {
  status?: PostStatus;
  q?: string;
  page: number;
}

export const adminPostsKeys = { all: ['admin', 'posts'] as const };
export const adminPostsQuery = (p: AdminPostsParams) =>
  queryOptions({
    queryKey: [...adminPostsKeys.all, p] as const,
    queryFn: () => api<PaginatedPosts>('/admin/posts', { query: { ...p, limit: ADMIN_PAGE_SIZE } }),
  });
export const useAdminPosts = (p: AdminPostsParams) => useQuery({ ...adminPostsQuery(p), placeholderData: keepPreviousData });

export function useDeletePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<MessageBody>(`/admin/posts/${id}`, { method: 'DELETE' }),
    // Public lists ('posts') show the question too.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: adminPostsKeys.all }),
        qc.invalidateQueries({ queryKey: adminStatsQuery().queryKey }),
        qc.invalidateQueries({ queryKey: postsKeys.all }),
      ]),
  });
}
