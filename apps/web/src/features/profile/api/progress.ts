import type { BadgesResult, UserStats } from '@pretoire/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The caller's own figures, read by the profile page and the lawyers' activities page under one key each.
// Under the 'profile' prefix, so clearing the profile's queries (account deletion) clears them too.

export const profileKeys = { all: ['profile'] as const };

/** GET /users/stats: members' questions, lawyers' answers, ratings, credits and next milestone. */
export const ownStatsQuery = () =>
  queryOptions({ queryKey: [...profileKeys.all, 'stats'] as const, queryFn: () => api<UserStats>('/users/stats'), staleTime: 0 });

/** GET /users/badges: every milestone with its progress. */
export const ownBadgesQuery = () =>
  queryOptions({ queryKey: [...profileKeys.all, 'badges'] as const, queryFn: () => api<BadgesResult>('/users/badges'), staleTime: 0 });
