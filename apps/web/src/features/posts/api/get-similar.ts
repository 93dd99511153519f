import type { SimilarPosts } from '@pretoire/contracts';
import { SIMILAR_TITLE_MIN } from '@pretoire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { postsKeys } from './get-posts';

export const similarKey = (title: string, category?: string) => [...postsKeys.all, 'similar', title, category ?? ''] as const;

export const getSimilar = (title: string, category?: string) =>
  api<SimilarPosts>('/posts/similar', { query: { title, ...(category ? { category } : {}) } });

/** Answered questions close to a draft title; nothing is asked below SIMILAR_TITLE_MIN characters. */
export const similarQuery = (title: string, category?: string) =>
  queryOptions({ queryKey: similarKey(title, category), queryFn: () => getSimilar(title, category) });
export const useSimilarPosts = (title: string, category?: string) =>
  useQuery({
    ...similarQuery(title, category),
    enabled: title.length >= SIMILAR_TITLE_MIN,
    staleTime: 60_000,
  });
