import type { UserStats } from '@pretoire/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type LawyerOwnStats = Extract<UserStats, { role: 'lawyer' }>;
export interface MilestoneProgress {
  threshold: number;
  name: string;
  credits: number;
  earned: boolean;
  awardedAt: string | null;
  progress: number;
}
/** GET /users/badges (contracts `badgesResult`). */
export interface BadgesResult {
  satisfactoryAnswers: number;
  earned: { threshold: number; name: string; credits: number; awardedAt: string }[];
  milestones: MilestoneProgress[];
}

/** Totals and next milestone (GET /users/stats) and every milestone with progress (GET /users/badges). */
export const useOwnStats = () => useQuery({ queryKey: ['users', 'stats'], queryFn: () => api<LawyerOwnStats>('/users/stats') });
export const useOwnBadges = () => useQuery({ queryKey: ['users', 'badges'], queryFn: () => api<BadgesResult>('/users/badges') });
