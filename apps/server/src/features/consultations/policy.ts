import type { ConsultationRow } from './present';

/** The two parties, and nobody else: administrators and moderators included (professional secrecy). */
export const isParty = (c: ConsultationRow, userId: string) => c.askerId === userId || c.lawyerId === userId;

/** Requests still waiting or accepted count towards a member's open requests. */
export const OPEN_STATUSES = ['requested', 'accepted'] as const;

export type Transition = 'accepted' | 'declined' | 'closed';

/** Accepting and declining are the lawyer's, from a waiting request; either party closes a live one. */
export function transitionRefusal(
  c: ConsultationRow,
  userId: string,
  to: Transition,
): 'lawyerDecides' | 'notRequested' | 'alreadyClosed' | null {
  if (to === 'closed') return c.status === 'requested' || c.status === 'accepted' ? null : 'alreadyClosed';
  if (c.lawyerId !== userId) return 'lawyerDecides';
  return c.status === 'requested' ? null : 'notRequested';
}
