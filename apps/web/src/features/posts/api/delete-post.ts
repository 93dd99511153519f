import type { MessageBody } from '@pretoire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoriesQuery } from '@/features/categories';
import { api } from '@/lib/api-client';
import { postKey } from './get-post';
import { postsKeys } from './get-posts';

/** The author deletes through /posts/{id}; an admin through /admin/posts/{id} (spec §7). */
export const deletePost = (postId: string, asAdmin: boolean) =>
  api<MessageBody>(asAdmin ? `/admin/posts/${postId}` : `/posts/${postId}`, { method: 'DELETE' });

export function useDeletePost(postId: string, asAdmin: boolean) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['posts', 'delete-post'],
    mutationFn: () => deletePost(postId, asAdmin),
    onSuccess: () => {
      qc.removeQueries({ queryKey: postKey(postId) });
      void qc.invalidateQueries({ queryKey: postsKeys.all });
      void qc.invalidateQueries({ queryKey: categoriesQuery().queryKey });
    },
  });
}
