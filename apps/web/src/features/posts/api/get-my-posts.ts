import type { PaginatedPosts } from '@pretoire/contracts';
import { DEFAULT_POST_PAGE_SIZE, DEFAULT_POST_SORT } from '@pretoire/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type PostsParams, postsKeys } from './get-posts';

export const myPostsKey = (p: PostsParams) => [...postsKeys.all, 'mine', p] as const;
export const getMyPosts = (p: PostsParams) =>
  api<PaginatedPosts>('/posts/my-posts', {
    query: { status: p.status, page: p.page ?? 1, limit: DEFAULT_POST_PAGE_SIZE, sortBy: p.sortBy ?? DEFAULT_POST_SORT },
  });
export const myPostsQuery = (p: PostsParams) => queryOptions({ queryKey: myPostsKey(p), queryFn: () => getMyPosts(p) });
export const useMyPosts = (p: PostsParams, enabled: boolean) =>
  useQuery({ ...myPostsQuery(p), placeholderData: keepPreviousData, enabled });
