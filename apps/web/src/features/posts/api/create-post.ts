import type { PostDetail } from '@pretoire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const createPost = (body: { title: string; content: string; category: string }) =>
  api<PostDetail>('/posts', { method: 'POST', body });

export function useCreatePost() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createPost, onSuccess: () => qc.invalidateQueries({ queryKey: ['posts'] }) });
}
