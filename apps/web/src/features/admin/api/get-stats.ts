import type { AdminStats } from '@pretoire/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const adminStatsKey = ['admin', 'stats'] as const;
export const useAdminStats = () => useQuery({ queryKey: adminStatsKey, queryFn: () => api<AdminStats>('/admin/stats') });
