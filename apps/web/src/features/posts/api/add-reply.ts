import type { PostDetail } from '@pretoire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { postKey } from './get-post';

export const addReply = (postId: string, content: string, parentId?: string) =>
  api<PostDetail | { post: PostDetail }>(`/posts/${postId}/replies${parentId ? `/${parentId}` : ''}`, { method: 'POST', body: { content } });

export function useAddReply(postId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ content, parentId }: { content: string; parentId?: string }) => addReply(postId, content, parentId),
    onSuccess: () => qc.invalidateQueries({ queryKey: postKey(postId) }),
  });
}
