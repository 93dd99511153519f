import { TRUST_MESSAGES } from '@pretoire/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { auditLog, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';

/** An admin marks or unmarks a member as a trusted flagger (DSA art. 22); audited. Their later notices come first. */
export async function setTrustedFlagger(ctx: AppContext, actorId: string, userId: string, trusted: boolean) {
  const now = ctx.clock.now();
  return transaction(ctx.db, async (tx) => {
    const [u] = await tx
      .update(users)
      .set({ trustedFlagger: trusted, updatedAt: now })
      .where(eq(users.id, userId))
      .returning({ id: users.id, deletedAt: users.deletedAt });
    if (!u || u.deletedAt) throw notFound(TRUST_MESSAGES.reportTargetNotFound);
    await tx.insert(auditLog).values({
      actorId,
      action: trusted ? 'user.trusted_flagger' : 'user.trusted_flagger_removed',
      targetType: 'user',
      targetId: userId,
      details: {},
      createdAt: now,
    });
    return trusted;
  });
}
