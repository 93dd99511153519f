import type { Category } from '@pretoire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const categoriesKey = ['categories'] as const;
export const CATEGORIES_STALE_MS = 5 * 60_000;
export const getCategories = (request = api) => request<Category[]>('/categories');
export const categoriesQuery = (request = api) =>
  queryOptions({ queryKey: categoriesKey, queryFn: () => getCategories(request), staleTime: CATEGORIES_STALE_MS });
export const useCategories = () => useQuery(categoriesQuery());

/** The route param may be the id (our links) or the slug (readable links); both are accepted by the API. */
export const findCategory = (list: Category[] | undefined, idOrSlug: string | undefined) =>
  idOrSlug ? list?.find((c) => c._id === idOrSlug || c.slug === idOrSlug) : undefined;
