import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface BadgesResult {
  satisfactoryAnswers: number;
  earned: { threshold: number; name: string; credits: number; awardedAt: string }[];
  milestones: { threshold: number; name: string; credits: number; earned: boolean; awardedAt: string | null; progress: number }[];
}
export const getBadges = () => api<BadgesResult>('/users/badges');
export const useBadges = (enabled: boolean) => useQuery({ queryKey: ['profile', 'badges'], queryFn: getBadges, enabled, staleTime: 0 });
