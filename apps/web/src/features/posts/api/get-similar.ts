import type { SimilarPosts } from '@pretoire/contracts';
import { SIMILAR_TITLE_MIN } from '@pretoire/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const similarKey = (title: string, category?: string) => ['posts', 'similar', title, category ?? ''] as const;

export const getSimilar = (title: string, category?: string) =>
  api<SimilarPosts>('/posts/similar', { query: { title, ...(category ? { category } : {}) } });

/** Answered questions close to a draft title; nothing is asked below SIMILAR_TITLE_MIN characters. */
export const useSimilarPosts = (title: string, category?: string) =>
  useQuery({
    queryKey: similarKey(title, category),
    queryFn: () => getSimilar(title, category),
    enabled: title.length >= SIMILAR_TITLE_MIN,
    staleTime: 60_000,
  });
