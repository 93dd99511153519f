import type { PaginatedPosts } from '@pretoire/contracts';
import { DEFAULT_POST_PAGE_SIZE, DEFAULT_POST_SORT } from '@pretoire/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PostsParams } from './get-posts';

export const myPostsKey = (p: PostsParams) => ['posts', 'mine', p] as const;
export const getMyPosts = (p: PostsParams) =>
  api<PaginatedPosts>('/posts/my-posts', {
    query: { status: p.status, page: p.page ?? 1, limit: DEFAULT_POST_PAGE_SIZE, sortBy: p.sortBy ?? DEFAULT_POST_SORT },
  });
export const useMyPosts = (p: PostsParams, enabled: boolean) =>
  useQuery({ queryKey: myPostsKey(p), queryFn: () => getMyPosts(p), placeholderData: keepPreviousData, enabled });
