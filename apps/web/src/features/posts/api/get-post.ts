import type { PostDetail } from '@pretoire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const postKey = (id: string) => ['post', id] as const;
export const getPost = (id: string, request = api) => request<PostDetail>(`/posts/${id}`);
export const postQuery = (id: string, request = api) => queryOptions({ queryKey: postKey(id), queryFn: () => getPost(id, request) });
export const usePost = (id: string) => useQuery({ ...postQuery(id), enabled: !!id });
