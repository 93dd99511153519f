import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminUser } from './pending-lawyers';

export interface UsersParams {
  role?: 'user' | 'lawyer' | 'admin';
  q?: string;
  page: number;
}
export interface UsersPage {
  users: AdminUser[];
  total: number;
  totalPages: number;
  currentPage: number;
}
export const ADMIN_PAGE_SIZE = 20;

export const useAdminUsers = (p: UsersParams) =>
  useQuery({
    queryKey: ['admin', 'users', p],
    queryFn: () => api<UsersPage>('/admin/users', { query: { ...p, limit: ADMIN_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
