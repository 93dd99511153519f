import type { PostDetail } from '@pretoire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { postKey } from './get-post';

export interface NewPost {
  title: string;
  content: string;
  category: string;
  /** Issue 18: «Date de l'événement», 'YYYY-MM-DD'. */
  eventDate?: string;
}
export const createPost = (body: NewPost) => api<PostDetail>('/posts', { method: 'POST', body });

export function useCreatePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['posts', 'create'],
    mutationFn: createPost,
    onSuccess: (post) => {
      qc.setQueryData(postKey(post._id), post);
      void qc.invalidateQueries({ queryKey: ['posts'] });
      void qc.invalidateQueries({ queryKey: ['categories'] });
    },
  });
}
