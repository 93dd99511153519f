import type { PostDetail } from '@pretoire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { postKey } from './get-post';
import { postsKeys } from './get-posts';
import { withRating } from './thread';

export const markSatisfactory = (postId: string, replyId: string, rating: number) =>
  api<PostDetail>(`/posts/${postId}/replies/${replyId}/satisfactory`, { method: 'PUT', body: { rating } });

/** Optimistic: only the question's author sees the stars, and a refusal rolls the thread back. */
export function useMarkSatisfactory(postId: string) {
  const qc = useQueryClient();
  const key = postKey(postId);
  return useMutation({
    mutationKey: ['posts', 'satisfactory'],
    mutationFn: ({ replyId, rating }: { replyId: string; rating: number }) => markSatisfactory(postId, replyId, rating),
    onMutate: async ({ replyId, rating }) => {
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<PostDetail>(key);
      if (previous) qc.setQueryData(key, withRating(previous, replyId, rating));
      return { previous };
    },
    onError: (_e, _v, ctx) => ctx?.previous && qc.setQueryData(key, ctx.previous),
    onSuccess: (post) => qc.setQueryData(key, post),
    onSettled: () => qc.invalidateQueries({ queryKey: postsKeys.lists }),
  });
}
