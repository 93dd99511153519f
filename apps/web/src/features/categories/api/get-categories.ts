import type { Category } from '@pretoire/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const categoriesKey = ['categories'] as const;
export const getCategories = () => api<Category[]>('/categories');
export const useCategories = () => useQuery({ queryKey: categoriesKey, queryFn: getCategories, staleTime: 5 * 60_000 });
