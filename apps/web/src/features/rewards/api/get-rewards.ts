import type { PendingReward, PendingRewards } from '@pretoire/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Prefix of the pending-reward query; invalidating it fetches (and so collects) new rewards. */
export const rewardsKey = ['rewards', 'pending'] as const;

/** Each pending reward is handed out once by the server, oldest first. */
export const getPendingRewards = () => api<PendingRewards>('/posts/lawyer/rewards').then((r) => r.pendingRewards);

/** Per signed-in lawyer, under the `rewardsKey` prefix. */
export const pendingRewardsQuery = (userId: string) =>
  queryOptions({ queryKey: [...rewardsKey, userId] as const, queryFn: getPendingRewards });

/** Spec §4: when several are pending, the last one is shown. */
export const rewardToShow = (list: PendingReward[] | undefined): PendingReward | null => list?.at(-1) ?? null;
