import type { Role, UserStatus } from './constants';
import { DESK_MESSAGES, POLICY_MESSAGES, SERVER_MESSAGES } from './errors';

/**
 * Who may do what on the forum, as pure functions shared by the server (which enforces them: 403 with the reason)
 * and the web app (which shows a control only when the server would accept it). Deny by default; every refusal
 * carries its French reason.
 */
export type Decision = { allowed: true } | { allowed: false; message: string };
export interface Actor {
  id: string;
  role: Role;
  status: UserStatus;
}

const allow: Decision = { allowed: true };
const deny = (message: string): Decision => ({ allowed: false, message });

export const isApprovedLawyer = (u: Pick<Actor, 'role' | 'status'>) => u.role === 'lawyer' && u.status === 'active';

/** Why a lawyer account cannot answer yet, or null when it is approved. */
function lawyerRefusal(u: Pick<Actor, 'status'>): string | null {
  if (u.status === 'pending') return POLICY_MESSAGES.lawyerPending;
  if (u.status === 'rejected') return POLICY_MESSAGES.lawyerRejected;
  return null;
}

/** Questions: members only. */
export function canAsk(u: Actor): Decision {
  return u.role === 'user' ? allow : deny(POLICY_MESSAGES.membersAsk);
}

/** Top-level answers: approved lawyers only. */
export function canAnswer(u: Actor): Decision {
  if (isApprovedLawyer(u)) return allow;
  if (u.role === 'lawyer') return deny(lawyerRefusal(u) ?? POLICY_MESSAGES.lawyerPending);
  if (u.role === 'admin') return deny(POLICY_MESSAGES.adminCannotAnswer);
  return deny(POLICY_MESSAGES.memberCannotAnswer);
}

/** Nested answers: approved lawyers and the question's author. */
export function canAnswerReply(u: Actor, post: { authorId: string }): Decision {
  if (isApprovedLawyer(u)) return allow;
  if (u.role === 'user' && u.id === post.authorId) return allow;
  if (u.role === 'lawyer') return deny(lawyerRefusal(u) ?? POLICY_MESSAGES.nestedNotAllowed);
  return deny(POLICY_MESSAGES.nestedNotAllowed);
}

/**
 * Any new answer, top-level or nested, also needs the question to be visible: one hidden by moderation is closed
 * until restored (docs/decisions/trust-moderation.md, «Hidden means hidden»). The server answers 409.
 */
export function questionTakesAnswers(post: { hidden: boolean }): Decision {
  return post.hidden ? deny(POLICY_MESSAGES.questionHidden) : allow;
}

/** Through `DELETE /posts/:id`: the author (admins use the admin route). */
export function canDeletePost(u: Actor, post: { authorId: string }): Decision {
  return u.id === post.authorId ? allow : deny(POLICY_MESSAGES.deletePostNotAuthor);
}

export function canDeleteReply(u: Actor, reply: { authorId: string }): Decision {
  if (u.role === 'admin' || u.id === reply.authorId) return allow;
  return deny(POLICY_MESSAGES.deleteReplyNotAuthor);
}

/** Marking an answer satisfactory and rating it: the question's author, on a standing answer of an approved lawyer. */
export function canMarkSatisfactory(
  u: Actor,
  post: { authorId: string },
  reply: { deleted: boolean },
  replyAuthor: Pick<Actor, 'role' | 'status'>,
): Decision {
  if (u.id !== post.authorId) return deny(POLICY_MESSAGES.markNotAuthor);
  if (reply.deleted) return deny(POLICY_MESSAGES.markDeleted);
  if (!isApprovedLawyer(replyAuthor)) return deny(POLICY_MESSAGES.markNotLawyer);
  return allow;
}

/** «Questions à traiter»: approved lawyers; a pending lawyer is told why. */
export function canUseDesk(u: Pick<Actor, 'role' | 'status'>): Decision {
  if (isApprovedLawyer(u)) return allow;
  if (u.role === 'lawyer' && u.status === 'pending') return deny(DESK_MESSAGES.lawyerPending);
  return deny(DESK_MESSAGES.lawyersOnly);
}

/** Correcting a question's deadline: an approved lawyer who has a live answer on it (desk-deadlines.md). */
export function canCorrectDeadline(u: Pick<Actor, 'role' | 'status'>, question: { answeredByActor: boolean }): Decision {
  if (!isApprovedLawyer(u)) return deny(DESK_MESSAGES.deadlineLawyersWhoAnswered);
  return question.answeredByActor ? allow : deny(DESK_MESSAGES.deadlineLawyersWhoAnswered);
}

// Profile (the /users endpoints and /profile): what each role has there.
const only = (ok: boolean): Decision => (ok ? allow : deny(SERVER_MESSAGES.forbidden));

/** Members pick one of the preset avatars. */
export const canUsePreset = (u: Pick<Actor, 'role'>) => only(u.role === 'user');
/** Lawyers and admins upload a photo. */
export const canUploadPhoto = (u: Pick<Actor, 'role'>) => only(u.role === 'lawyer' || u.role === 'admin');
/** A lawyer sends a new license document (pending or rejected ones to be reviewed again). */
export const canReuploadLicense = (u: Pick<Actor, 'role'>) => only(u.role === 'lawyer');
/** Badges and milestone progress: lawyers. */
export const canSeeBadges = (u: Pick<Actor, 'role'>) => only(u.role === 'lawyer');
/** Their own activity figures: members and lawyers. */
export const canSeeOwnStats = (u: Pick<Actor, 'role'>) => only(u.role === 'user' || u.role === 'lawyer');
