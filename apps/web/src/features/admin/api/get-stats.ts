import type { AdminStats } from '@pretoire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const adminStatsQuery = () =>
  queryOptions({ queryKey: ['admin', 'stats'] as const, queryFn: () => api<AdminStats>('/admin/stats') });
export const useAdminStats = () => useQuery(adminStatsQuery());
