import type { PostDetail } from '@pretoire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deskKeys } from '@/features/desk';
import { api } from '@/lib/api-client';
import { postKey } from './get-post';
import { postsKeys } from './get-posts';

export const addReply = (postId: string, content: string, parentId?: string) =>
  api<PostDetail>(`/posts/${postId}/replies${parentId ? `/${parentId}` : ''}`, { method: 'POST', body: { content } });

/**
 * Not optimistic: the server decides who may answer (and the new reply's id and author summary),
 * and it answers with the whole updated thread, which replaces the cached one.
 * The mutationKey starting with 'posts' lets the rewards listener refetch pending rewards.
 */
export function useAddReply(postId: string, parentId?: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['posts', parentId ? 'nested-reply' : 'reply'],
    mutationFn: (content: string) => addReply(postId, content, parentId),
    onSuccess: (post) => {
      qc.setQueryData(postKey(postId), post);
      void qc.invalidateQueries({ queryKey: postsKeys.lists });
      // The lawyers' queue and its top-bar count move when a question gets an answer.
      void qc.invalidateQueries({ queryKey: deskKeys.all });
    },
  });
}
