import type { PostDetail } from '@pretoire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { postKey } from './get-post';

export const markSatisfactory = (postId: string, replyId: string, rating: number) =>
  api<PostDetail | { post: PostDetail }>(`/posts/${postId}/replies/${replyId}/satisfactory`, { method: 'PUT', body: { rating } });

export function useMarkSatisfactory(postId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ replyId, rating }: { replyId: string; rating: number }) => markSatisfactory(postId, replyId, rating),
    onSuccess: () => qc.invalidateQueries({ queryKey: postKey(postId) }),
  });
}
