import type { PaginatedPosts, PostStatus } from '@pretoire/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE } from './admin-users';
import { adminStatsKey } from './get-stats';

export interface AdminPostsParams {
  status?: PostStatus;
  q?: string;
  page: number;
}

export const useAdminPosts = (p: AdminPostsParams) =>
  useQuery({
    queryKey: ['admin', 'posts', p],
    queryFn: () => api<PaginatedPosts>('/admin/posts', { query: { ...p, limit: ADMIN_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export function useDeletePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ message: string }>(`/admin/posts/${id}`, { method: 'DELETE' }),
    // Public lists ('posts') show the question too.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['admin', 'posts'] }),
        qc.invalidateQueries({ queryKey: adminStatsKey }),
        qc.invalidateQueries({ queryKey: ['posts'] }),
      ]),
  });
}
