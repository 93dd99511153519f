import type { PostDetail } from '@pretoire/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const postKey = (id: string) => ['post', id] as const;
export const getPost = (id: string, request = api) => request<PostDetail>(`/posts/${id}`);
export const usePost = (id: string) => useQuery({ queryKey: postKey(id), queryFn: () => getPost(id), enabled: !!id });
