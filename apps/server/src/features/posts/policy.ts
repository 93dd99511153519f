import { POLICY_MESSAGES, SERVER_MESSAGES } from '@pretoire/contracts';
import { forbidden } from '../../lib/errors';
import type { UserRow } from '../../plugins/auth';

/** A decision with the French reason shown to the caller when refused. */
export type Decision = { allowed: true } | { allowed: false; message: string };
const allow: Decision = { allowed: true };
const deny = (message: string): Decision => ({ allowed: false, message });

export const POST_NOT_FOUND = SERVER_MESSAGES.postNotFound;
export const REPLY_NOT_FOUND = SERVER_MESSAGES.replyNotFound;
export { POLICY_MESSAGES };

/** Throws 403 with the decision's French reason when it refuses. */
export function enforce(d: Decision) {
  if (!d.allowed) throw forbidden(d.message);
}

const isApprovedLawyer = (u: Pick<UserRow, 'role' | 'status'>) => u.role === 'lawyer' && u.status === 'active';

/** Why a lawyer account cannot answer yet, or null when it is approved. */
function lawyerRefusal(u: UserRow): string | null {
  if (u.status === 'pending') return POLICY_MESSAGES.lawyerPending;
  if (u.status === 'rejected') return POLICY_MESSAGES.lawyerRejected;
  return null;
}

export function canAsk(u: UserRow): Decision {
  return u.role === 'user' ? allow : deny(POLICY_MESSAGES.membersAsk);
}

/** Top-level answers: approved lawyers only. */
export function canAnswer(u: UserRow): Decision {
  if (isApprovedLawyer(u)) return allow;
  if (u.role === 'lawyer') return deny(lawyerRefusal(u) ?? POLICY_MESSAGES.lawyerPending);
  if (u.role === 'admin') return deny(POLICY_MESSAGES.adminCannotAnswer);
  return deny(POLICY_MESSAGES.memberCannotAnswer);
}

/** Nested answers: approved lawyers and the question's author. */
export function canAnswerReply(u: UserRow, post: { authorId: string }): Decision {
  if (isApprovedLawyer(u)) return allow;
  if (u.role === 'user' && u.id === post.authorId) return allow;
  if (u.role === 'lawyer') return deny(lawyerRefusal(u) ?? POLICY_MESSAGES.nestedNotAllowed);
  return deny(POLICY_MESSAGES.nestedNotAllowed);
}

export function canDeletePost(u: UserRow, post: { authorId: string }): Decision {
  return u.id === post.authorId ? allow : deny(POLICY_MESSAGES.deletePostNotAuthor);
}

export function canDeleteReply(u: UserRow, reply: { authorId: string }): Decision {
  if (u.role === 'admin' || u.id === reply.authorId) return allow;
  return deny(POLICY_MESSAGES.deleteReplyNotAuthor);
}

export function canMarkSatisfactory(
  u: UserRow,
  post: { authorId: string },
  reply: { deletedAt: Date | null },
  replyAuthor: Pick<UserRow, 'role' | 'status'>,
): Decision {
  if (u.id !== post.authorId) return deny(POLICY_MESSAGES.markNotAuthor);
  if (reply.deletedAt) return deny(POLICY_MESSAGES.markDeleted);
  if (!isApprovedLawyer(replyAuthor)) return deny(POLICY_MESSAGES.markNotLawyer);
  return allow;
}
