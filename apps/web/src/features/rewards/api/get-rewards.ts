import type { PendingReward } from '@pretoire/contracts';
import { api } from '@/lib/api-client';

/** Prefix of the pending-reward query; invalidating it fetches (and so collects) new rewards. */
export const rewardsKey = ['rewards', 'pending'] as const;

/** Each pending reward is handed out once by the server, oldest first. */
export const getPendingRewards = () => api<{ pendingRewards: PendingReward[] }>('/posts/lawyer/rewards').then((r) => r.pendingRewards);

/** Spec §4: when several are pending, the last one is shown. */
export const rewardToShow = (list: PendingReward[] | undefined): PendingReward | null => list?.at(-1) ?? null;
