import { type PendingReward, REWARD_TEXTS } from '@pretoire/contracts';
import { Award, Sparkles } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef } from 'react';

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Two bursts from the sides; canvas-confetti is loaded only when a reward shows, never with reduced motion. */
function useConfetti(canvas: React.RefObject<HTMLCanvasElement | null>) {
  useEffect(() => {
    if (reducedMotion() || !canvas.current) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('canvas-confetti').then(({ default: confetti }) => {
      if (cancelled || !canvas.current) return;
      const fire = confetti.create(canvas.current, { resize: true, disableForReducedMotion: true });
      stop = () => fire.reset();
      void fire({ particleCount: 90, spread: 70, angle: 60, origin: { x: 0, y: 0.7 } });
      void fire({ particleCount: 90, spread: 70, angle: 120, origin: { x: 1, y: 0.7 } });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [canvas]);
}

const credits = (n: number) => `${n.toLocaleString('fr-FR')} crédit${Math.abs(n) > 1 ? 's' : ''}`;

export function RewardDialog({ reward, onClose }: { reward: PendingReward; onClose: () => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useConfetti(canvas);
  return (
    <>
      <Dialog.Root
        open
        onOpenChange={(o) => {
          if (!o) onClose();
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-2xl">
            <Sparkles aria-hidden className="mx-auto h-10 w-10 text-accent" />
            <Dialog.Title className="mt-2 font-serif text-2xl font-semibold">{REWARD_TEXTS.title}</Dialog.Title>
            <Dialog.Description className="mt-1 text-ink-soft">{REWARD_TEXTS.description}</Dialog.Description>
            <p className="mt-4 text-3xl font-bold text-accent" data-testid="credits-awarded">
              +{credits(reward.creditsAwarded)}
            </p>
            {reward.milestonesAchieved.length > 0 && (
              <div className="mt-4 rounded-lg bg-paper p-3 text-left">
                <h3 className="text-sm font-semibold">
                  Palier{reward.milestonesAchieved.length > 1 ? 's' : ''} atteint{reward.milestonesAchieved.length > 1 ? 's' : ''}
                </h3>
                <ul className="mt-1 space-y-1">
                  {reward.milestonesAchieved.map((m) => (
                    <li key={m.name} className="flex items-center gap-2 text-sm">
                      <Award aria-hidden className="h-4 w-4 shrink-0 text-accent" />
                      <span className="flex-1">{m.name}</span>
                      <span className="font-semibold">+{credits(m.credits)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <p className="mt-4 text-sm">
              Total : <strong>{credits(reward.totalCredits)}</strong>
            </p>
            <p className="mt-3 text-xs text-ink-soft">{REWARD_TEXTS.rule}</p>
            <Dialog.Close className="mt-6 w-full rounded-md bg-ink px-4 py-2 font-medium text-white hover:bg-ink-soft">
              Continuer
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      {/* Outside the portal so the ref exists on the first effect; decorative, above the dialog, never catches clicks. */}
      <canvas ref={canvas} aria-hidden data-testid="confetti" className="pointer-events-none fixed inset-0 z-[60] h-full w-full" />
    </>
  );
}
