import type { PostDetail } from '@pretoire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { postKey } from './get-post';
import { postsKeys } from './get-posts';
import { withoutReply } from './thread';

export const deleteReply = (postId: string, replyId: string) =>
  api<PostDetail>(`/posts/${postId}/replies/${replyId}`, { method: 'DELETE' });

/** Optimistic (confirmed first in a dialog); the server's thread replaces the preview, an error restores it. */
export function useDeleteReply(postId: string) {
  const qc = useQueryClient();
  const key = postKey(postId);
  return useMutation({
    mutationKey: ['posts', 'delete-reply'],
    mutationFn: (replyId: string) => deleteReply(postId, replyId),
    onMutate: async (replyId) => {
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<PostDetail>(key);
      if (previous) qc.setQueryData(key, withoutReply(previous, replyId));
      return { previous };
    },
    onError: (_e, _v, ctx) => ctx?.previous && qc.setQueryData(key, ctx.previous),
    onSuccess: (post) => qc.setQueryData(key, post),
    onSettled: () => qc.invalidateQueries({ queryKey: postsKeys.lists }),
  });
}
