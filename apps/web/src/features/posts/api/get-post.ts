import type { PostDetail } from '@pretoire/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const postKey = (id: string) => ['post', id] as const;
export const getPost = (id: string) => api<{ post: PostDetail } | PostDetail>(`/posts/${id}`);
export const usePost = (id: string) =>
  useQuery({
    queryKey: postKey(id),
    queryFn: async () => {
      const r = await getPost(id);
      return 'post' in r ? r.post : r;
    },
  });
