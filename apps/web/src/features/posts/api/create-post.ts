import type { CreatePostBody, PostDetail } from '@pretoire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoriesQuery } from '@/features/categories';
import { api } from '@/lib/api-client';
import { postKey } from './get-post';
import { postsKeys } from './get-posts';

/** eventDate: «Date de l'événement», 'YYYY-MM-DD'. */
export type NewPost = CreatePostBody;
export const createPost = (body: NewPost) => api<PostDetail>('/posts', { method: 'POST', body });

export function useCreatePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['posts', 'create'],
    mutationFn: createPost,
    onSuccess: (post) => {
      qc.setQueryData(postKey(post._id), post);
      void qc.invalidateQueries({ queryKey: postsKeys.all });
      void qc.invalidateQueries({ queryKey: categoriesQuery().queryKey });
    },
  });
}
