import { APPEAL_MESSAGES, TRUST_MESSAGES } from '@pretoire/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { auditLog, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { badRequest, notFound } from '../../lib/errors';

/** Appoints or removes a moderator (admins only); audited. An admin's own rights are not a moderator flag. */
export async function setModerator(ctx: AppContext, actorId: string, userId: string, moderator: boolean) {
  const now = ctx.clock.now();
  return transaction(ctx.db, async (tx) => {
    const [u] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!u || u.deletedAt) throw notFound(TRUST_MESSAGES.reportTargetNotFound);
    if (u.role === 'admin') throw badRequest(APPEAL_MESSAGES.roleAdminOnly);
    const [row] = await tx.update(users).set({ moderator, updatedAt: now }).where(eq(users.id, userId)).returning();
    await tx.insert(auditLog).values({
      actorId,
      action: 'user.role',
      targetType: 'user',
      targetId: userId,
      details: { from: u.moderator ? 'moderator' : 'user', to: moderator ? 'moderator' : 'user' },
      createdAt: now,
    });
    return row;
  });
}
