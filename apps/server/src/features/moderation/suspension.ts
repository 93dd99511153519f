import { formatFrenchDate, redressLines, TRUST_MESSAGES } from '@pretoire/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { AppError, enforce, forbidden, notFound } from '../../lib/errors';
import { contestLine, sendTrustMail, trustMail } from './mail';
import { deciderOf } from './parties';
import { maySuspend } from './policy';

const DAY = 86_400_000;

/** «12 mars 2027» (the day in UTC). */
export const frenchDate = (d: Date) => formatFrenchDate(d.toISOString().slice(0, 10));

/**
 * Suspends an account inside the caller's transaction: the token version moves, so every session ends at its next
 * request, and sign-in is refused until the date (features/auth checks suspensionRefusal). Returns the end date.
 * Never oneself nor an admin: with admins out of reach, the last one can never be locked out
 * (docs/decisions/trust-moderation.md, «Suspensions»); the refusal rolls the whole decision back.
 */
export async function suspendInTx(tx: DbOrTx, now: Date, actorId: string, userId: string, days: number, statement: string): Promise<Date> {
  await assertMaySuspend(tx, actorId, userId, false);
  const until = new Date(now.getTime() + days * DAY);
  const [done] = await tx
    .update(users)
    .set({ suspendedUntil: until, suspensionStatement: statement, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(and(eq(users.id, userId), ne(users.role, 'admin')))
    .returning({ id: users.id });
  if (!done) throw forbidden(TRUST_MESSAGES.suspendAdmin);
  return until;
}

/** A moderator's or an admin's account is not a moderator's to suspend or lift (policy.ts, maySuspend). */
async function assertMaySuspend(tx: DbOrTx, actorId: string, userId: string, lifting: boolean) {
  const [u] = await tx.select({ id: users.id, role: users.role, moderator: users.moderator }).from(users).where(eq(users.id, userId));
  if (!u) throw notFound(TRUST_MESSAGES.reportTargetNotFound);
  enforce(maySuspend(await deciderOf(tx, actorId), u, lifting));
}

/** The sign-in refusal of a suspended account (403, with the end date and the statement as reason), or null. */
export function suspensionRefusal(user: { suspendedUntil: Date | null; suspensionStatement: string | null }, now: Date): AppError | null {
  if (!user.suspendedUntil || user.suspendedUntil <= now) return null;
  const reason = `Suspendu jusqu\u2019au ${frenchDate(user.suspendedUntil)}.${user.suspensionStatement ? ` Motif : ${user.suspensionStatement}` : ''}`;
  return new AppError(403, TRUST_MESSAGES.accountSuspended, reason);
}

/** Admin route: suspend (days > 0) with a statement, or lift (days = 0). Audited; the person is told by mail. */
export async function setSuspension(ctx: AppContext, actorId: string, userId: string, days: number, statement: string) {
  const now = ctx.clock.now();
  const out = await transaction(ctx.db, async (tx) => {
    const [u] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!u || u.deletedAt) throw notFound(TRUST_MESSAGES.reportTargetNotFound);
    let until: Date | null = null;
    if (days > 0) until = await suspendInTx(tx, now, actorId, userId, days, statement);
    else {
      await assertMaySuspend(tx, actorId, userId, true);
      await tx.update(users).set({ suspendedUntil: null, suspensionStatement: null, updatedAt: now }).where(eq(users.id, userId));
    }
    await tx.insert(auditLog).values({
      actorId,
      action: days > 0 ? 'user.suspend' : 'user.unsuspend',
      targetType: 'user',
      targetId: userId,
      details: { statement, ...(until ? { suspendedUntil: until.toISOString() } : {}) },
      createdAt: now,
    });
    return { email: u.email, until };
  });
  if (out.until) ctx.realtime.disconnectUser(userId);
  if (out.email)
    await sendTrustMail(
      ctx,
      ctx.db,
      trustMail({
        to: out.email,
        userId,
        kind: out.until ? 'suspension' : 'suspension_lifted',
        subject: out.until ? 'Prétoire : compte suspendu' : 'Prétoire : suspension levée',
        replyTo: ctx.config.abuseEmail,
        title: out.until ? 'Votre compte est suspendu' : 'Votre compte est rétabli',
        lines: out.until
          ? [
              `Votre compte est suspendu jusqu\u2019au ${frenchDate(out.until)} : vous ne pouvez ni vous connecter ni publier d\u2019ici là.`,
              `Motif : ${statement}`,
              contestLine(ctx.config.abuseEmail),
              // The out-of-court bodies and the courts (art. 17); the internal complaint is the line above.
              ...redressLines(null).slice(1),
            ]
          : ['La suspension de votre compte a été levée : vous pouvez de nouveau vous connecter.', `Motif : ${statement}`],
      }),
    );
  return out.until;
}
