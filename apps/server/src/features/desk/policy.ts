import { canUseDesk } from '@pretoire/contracts';
import { enforce } from '../../lib/errors';
import type { UserRow } from '../../plugins/auth';

/** The queue is for approved lawyers (contracts' canUseDesk, which the top bar's link follows too). */
export function enforceDeskAccess(u: Pick<UserRow, 'role' | 'status'>) {
  enforce(canUseDesk(u));
}

/** The deadline notice: the question's author, approved lawyers and admins. */
export function canSeeDeadline(u: Pick<UserRow, 'id' | 'role' | 'status'>, post: { authorId: string }) {
  return u.id === post.authorId || u.role === 'admin' || (u.role === 'lawyer' && u.status === 'active');
}
