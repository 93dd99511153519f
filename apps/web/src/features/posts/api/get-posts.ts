import type { PaginatedPosts, PostSort, PostStatus } from '@pretoire/contracts';
import { DEFAULT_POST_PAGE_SIZE, DEFAULT_POST_SORT } from '@pretoire/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface PostsParams {
  category?: string;
  status?: PostStatus;
  page?: number;
  sortBy?: PostSort;
  q?: string;
  limit?: number;
}

/** Prefixes: `all` covers every list of questions (public, mine, similar); `lists` the public lists. */
export const postsKeys = { all: ['posts'] as const, lists: ['posts', 'list'] as const };
export const postsKey = (p: PostsParams) => [...postsKeys.lists, p] as const;

// `request`: the server renderer passes its own client (src/ssr/loaders.ts).
export const getPosts = (p: PostsParams, request = api) =>
  request<PaginatedPosts>('/posts', {
    query: { ...p, page: p.page ?? 1, limit: p.limit ?? DEFAULT_POST_PAGE_SIZE, sortBy: p.sortBy ?? DEFAULT_POST_SORT },
  });

export const postsQuery = (p: PostsParams, request = api) => queryOptions({ queryKey: postsKey(p), queryFn: () => getPosts(p, request) });

// keepPreviousData: changing page or filter keeps the old list on screen (dimmed) instead of flashing skeletons.
export const usePosts = (p: PostsParams, enabled = true) => useQuery({ ...postsQuery(p), placeholderData: keepPreviousData, enabled });
