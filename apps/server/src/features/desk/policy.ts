import { DESK_MESSAGES } from '@pretoire/contracts';
import { forbidden } from '../../lib/errors';
import type { UserRow } from '../../plugins/auth';

/** The queue is for approved lawyers: members, admins and rejected lawyers are refused; pending ones are told why. */
export function enforceDeskAccess(u: Pick<UserRow, 'role' | 'status'>) {
  if (u.role === 'lawyer' && u.status === 'active') return;
  if (u.role === 'lawyer' && u.status === 'pending') throw forbidden(DESK_MESSAGES.lawyerPending);
  throw forbidden(DESK_MESSAGES.lawyersOnly);
}

/** The deadline notice: the question's author, approved lawyers and admins. */
export function canSeeDeadline(u: Pick<UserRow, 'id' | 'role' | 'status'>, post: { authorId: string }) {
  return u.id === post.authorId || u.role === 'admin' || (u.role === 'lawyer' && u.status === 'active');
}
