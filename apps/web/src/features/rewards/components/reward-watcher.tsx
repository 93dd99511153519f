import type { PendingReward } from '@pretoire/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { pendingRewardsQuery, rewardsKey, rewardToShow } from '../api/get-rewards';
import { isPostMutation } from '../api/triggers';

const RewardDialog = lazy(() => import('./reward-dialog').then((m) => ({ default: m.RewardDialog })));

/** A reply being typed: a focused text box with text in it. The pop-up would cover it and take its focus. */
const typingDraft = () => {
  const el = document.activeElement;
  return el instanceof HTMLTextAreaElement && el.value.trim() !== '';
};

/**
 * False while a draft is being typed, so a reward waits until the draft is sent, emptied or left. Sending clears the
 * box from the app's state (no input event) or removes it: a slow poll catches what the events miss.
 */
function useNoDraft(watching: boolean) {
  const [free, setFree] = useState(true);
  useEffect(() => {
    if (!watching) return;
    const check = () => setFree(!typingDraft());
    check();
    const events = ['focusin', 'focusout', 'input'] as const;
    for (const e of events) document.addEventListener(e, check, true);
    const timer = setInterval(check, 500);
    return () => {
      for (const e of events) document.removeEventListener(e, check, true);
      clearInterval(timer);
    };
  }, [watching]);
  return free;
}

/**
 * Mounted for signed-in lawyers: collects pending rewards at sign-in and after every post mutation,
 * and shows the last one once no reply is being typed. Fetch errors stay silent (spec §8).
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

  const noDraft = useNoDraft(reward !== null);

  if (!reward || !noDraft) return null;
  return (
    <Suspense fallback={null}>
      <RewardDialog reward={reward} onClose={() => setReward(null)} />
    </Suspense>
  );
}
