import { useQuery } from '@tanstack/react-query';
import { ownBadgesQuery, ownStatsQuery } from '@/features/profile';

/** Totals and next milestone (GET /users/stats, a lawyer's own) and every milestone with progress (GET /users/badges). */
export const useOwnStats = () => useQuery({ ...ownStatsQuery(), select: (s) => (s.role === 'lawyer' ? s : null) });
export const useOwnBadges = () => useQuery(ownBadgesQuery());
