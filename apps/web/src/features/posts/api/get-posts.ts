import type { PaginatedPosts, PostSort, PostStatus } from '@pretoire/contracts';
import { DEFAULT_POST_PAGE_SIZE, DEFAULT_POST_SORT } from '@pretoire/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface PostsParams {
  category?: string;
  status?: PostStatus;
  page?: number;
  sortBy?: PostSort;
  q?: string;
  limit?: number;
}

export const postsKey = (p: PostsParams) => ['posts', 'list', p] as const;

// `request`: the server renderer passes its own client (src/ssr/loaders.ts).
export const getPosts = (p: PostsParams, request = api) =>
  request<PaginatedPosts>('/posts', {
    query: { ...p, page: p.page ?? 1, limit: p.limit ?? DEFAULT_POST_PAGE_SIZE, sortBy: p.sortBy ?? DEFAULT_POST_SORT },
  });

// keepPreviousData: changing page or filter keeps the old list on screen (dimmed) instead of flashing skeletons.
export const usePosts = (p: PostsParams, enabled = true) =>
  useQuery({ queryKey: postsKey(p), queryFn: () => getPosts(p), placeholderData: keepPreviousData, enabled });
