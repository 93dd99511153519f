import type { PendingReward } from '@pretoire/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { pendingRewardsQuery, rewardsKey, rewardToShow } from '../api/get-rewards';
import { isPostMutation } from '../api/triggers';

const RewardDialog = lazy(() => import('./reward-dialog').then((m) => ({ default: m.RewardDialog })));

/**
 * Mounted for signed-in lawyers: collects pending rewards at sign-in and after every post mutation,
 * and shows the last one. Fetch errors stay silent (spec §8).
 */
export function RewardWatcher({ userId }: { userId: string }) {
  const qc = useQueryClient();
  const [reward, setReward] = useState<PendingReward | null>(null);
  const query = useQuery({
    ...pendingRewardsQuery(userId),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a refetch with equal data (structural sharing) must still show the reward: dataUpdatedAt changes then.
  useEffect(() => {
    const found = rewardToShow(query.data);
    if (found) setReward(found);
  }, [query.data, query.dataUpdatedAt]);

  useEffect(
    () =>
      qc.getMutationCache().subscribe((e) => {
        if (e.type === 'updated' && e.action.type === 'success' && isPostMutation(e.mutation)) {
          void qc.invalidateQueries({ queryKey: rewardsKey });
        }
      }),
    [qc],
  );

  if (!reward) return null;
  return (
    <Suspense fallback={null}>
      <RewardDialog reward={reward} onClose={() => setReward(null)} />
    </Suspense>
  );
}
