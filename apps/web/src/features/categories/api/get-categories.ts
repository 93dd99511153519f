import type { Category } from '@pretoire/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const categoriesKey = ['categories'] as const;
export const getCategories = () => api<Category[]>('/categories');
export const useCategories = () => useQuery({ queryKey: categoriesKey, queryFn: getCategories, staleTime: 5 * 60_000 });

/** The route param may be the id (our links) or the slug (readable links); both are accepted by the API. */
export const findCategory = (list: Category[] | undefined, idOrSlug: string | undefined) =>
  idOrSlug ? list?.find((c) => c._id === idOrSlug || c.slug === idOrSlug) : undefined;
