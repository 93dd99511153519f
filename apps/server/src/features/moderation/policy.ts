import {
  APPEAL_MESSAGES,
  CONFLICT_MESSAGES,
  type Decision,
  type ModeratedTargetType,
  type Role,
  TRUST_MESSAGES,
} from '@pretoire/contracts';

/**
 * Nobody decides their own case (docs/decisions/moderation-conflicts.md): the one policy of every route that decides a
 * report, a complaint or a suspension, and of the queues that tell a person why an item waits for someone else.
 * Pure: the facts come from parties.ts.
 */

/** Who decides: an admin, or a member or lawyer appointed moderator. */
export interface Decider {
  id: string;
  role: Role;
}

/** The people a report group or a complaint is about. */
export interface ModerationCase {
  targetType: ModeratedTargetType;
  /** The content's author, or the reported profile. */
  ownerId: string | null;
  /** The members who reported this target, whatever became of their report. */
  reporterIds: readonly (string | null)[];
  /** A complaint: every member who contested the decision. */
  appellantIds?: readonly (string | null)[];
  /** A complaint: who took the contested decision. */
  decisionActorId?: string | null;
}

const allow: Decision = { allowed: true };
const deny = (message: string): Decision => ({ allowed: false, message });

/** Whether a private consultation's messages reach this decider at all: a lawyer would judge a competitor. */
export const seesPrivateMessages = (d: Decider) => d.role !== 'lawyer';

export function mayDecide(d: Decider, c: ModerationCase): Decision {
  if (c.ownerId === d.id) return deny(CONFLICT_MESSAGES.ownContent);
  if (c.reporterIds.includes(d.id)) return deny(CONFLICT_MESSAGES.ownReport);
  if (c.appellantIds?.includes(d.id)) return deny(CONFLICT_MESSAGES.ownAppeal);
  if (c.decisionActorId === d.id) return deny(APPEAL_MESSAGES.ownDecision);
  if (c.targetType === 'consultation_message' && !seesPrivateMessages(d)) return deny(CONFLICT_MESSAGES.lawyerPrivateMessage);
  return allow;
}

/** The queue's notice: why this person may not decide the item (null: they may). */
export function conflictOf(d: Decider, c: ModerationCase): string | null {
  const r = mayDecide(d, c);
  return r.allowed ? null : r.message;
}

/**
 * Suspending an account (or lifting its suspension): never oneself nor an admin (the last admin can never be locked
 * out, docs/decisions/trust-moderation.md); a moderator's account is for admins only, as moderators are peers.
 */
export function maySuspend(d: Decider, target: { id: string; role: Role; moderator: boolean }, lifting = false): Decision {
  if (!lifting && target.id === d.id) return deny(TRUST_MESSAGES.suspendSelf);
  if (!lifting && target.role === 'admin') return deny(TRUST_MESSAGES.suspendAdmin);
  if ((target.moderator || target.role === 'admin') && d.role !== 'admin') return deny(CONFLICT_MESSAGES.suspendPeer);
  return allow;
}
