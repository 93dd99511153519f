import { APPEAL_MESSAGES, APPEAL_WINDOW_MONTHS } from '@pretoire/contracts';
import { badRequest } from '../../lib/errors';

/** The last moment a decision may be contested: six calendar months after it was taken. */
export function appealDeadline(decidedAt: Date): Date {
  const d = new Date(decidedAt);
  d.setUTCMonth(d.getUTCMonth() + APPEAL_WINDOW_MONTHS);
  return d;
}

export function assertInTime(decidedAt: Date, now: Date) {
  if (now > appealDeadline(decidedAt))
    throw badRequest(APPEAL_MESSAGES.tooLate, `Délai expiré le ${appealDeadline(decidedAt).toISOString().slice(0, 10)}.`);
}

// Who may decide a complaint is moderation's conflict policy (features/moderation/policy.ts).
