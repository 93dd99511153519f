import { RESEND_COUNTDOWN_S } from '@pretoire/contracts';

/** Whole seconds left before a new code may be asked for; 0 when allowed. Computed from the clock, not by ticking, so a slow tab never drifts. */
export function secondsLeft(sentAt: number | null, now: number, total = RESEND_COUNTDOWN_S): number {
  if (sentAt === null) return 0;
  return Math.max(0, Math.ceil((sentAt + total * 1000 - now) / 1000));
}

export const resendLabel = (left: number) => (left > 0 ? `Renvoyer le code (${left} s)` : 'Renvoyer le code');
