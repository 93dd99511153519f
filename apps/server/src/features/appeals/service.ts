import { APPEAL_MESSAGES, type CreateAppealBody, SERVER_MESSAGES } from '@pretoire/contracts';
import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { appeals, auditLog, moderationDecisions, reports } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { SignedInUser } from '../../plugins/auth';
import { verifyAppeal } from '../moderation';
import { assertInTime } from './policy';

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Who contests: the content's author, a member who reported it, or a visitor through the signed link of their mail. */
async function appellantOf(
  ctx: AppContext,
  user: SignedInUser | null,
  report: typeof reports.$inferSelect,
  decision: typeof moderationDecisions.$inferSelect,
  token?: string,
) {
  if (user) {
    if (decision.targetOwnerId === user.id) return { side: 'author' as const, appellantId: user.id, appellantEmail: null };
    const [mine] = await ctx.db
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.decisionId, decision.id), eq(reports.reporterId, user.id)));
    if (mine) return { side: 'notifier' as const, appellantId: user.id, appellantEmail: null };
    throw forbidden(APPEAL_MESSAGES.notParty);
  }
  if (!token) throw new AppError(401, SERVER_MESSAGES.authRequired);
  if (!report.reporterEmail || !verifyAppeal(ctx, report.id, report.reporterEmail, token)) throw forbidden(APPEAL_MESSAGES.badLink);
  return { side: 'notifier' as const, appellantId: null, appellantEmail: report.reporterEmail };
}

/** An internal complaint (DSA art. 20): free, through the site, within six months, one per person and decision. */
export async function createAppeal(ctx: AppContext, user: SignedInUser | null, body: CreateAppealBody): Promise<string> {
  const [report] = await ctx.db.select().from(reports).where(eq(reports.id, body.reportId));
  if (!report) throw notFound(APPEAL_MESSAGES.notFound);
  if (!report.decisionId) throw badRequest(APPEAL_MESSAGES.notDecided);
  const [decision] = await ctx.db.select().from(moderationDecisions).where(eq(moderationDecisions.id, report.decisionId));
  if (!decision) throw badRequest(APPEAL_MESSAGES.notDecided);
  const who = await appellantOf(ctx, user, report, decision, body.token);
  const now = ctx.clock.now();
  assertInTime(decision.createdAt, now);
  const same = who.appellantId
    ? eq(appeals.appellantId, who.appellantId)
    : sql`lower(${appeals.appellantEmail}) = ${who.appellantEmail?.toLowerCase() ?? ''}`;
  try {
    return await transaction(ctx.db, async (tx) => {
      // One complaint per person and decision, open or decided (docs/decisions/moderation-conflicts.md): the decision's
      // row lock makes two complaints of one person on one decision wait for each other, so the second sees the first.
      await tx
        .select({ id: moderationDecisions.id })
        .from(moderationDecisions)
        .where(eq(moderationDecisions.id, decision.id))
        .for('no key update');
      const [already] = await tx
        .select({ id: appeals.id })
        .from(appeals)
        .where(and(eq(appeals.decisionId, decision.id), same));
      if (already) throw conflict(APPEAL_MESSAGES.duplicate);
      const [row] = await tx
        .insert(appeals)
        .values({ decisionId: decision.id, reportId: report.id, ...who, statement: body.statement, createdAt: now })
        .returning({ id: appeals.id });
      await tx.insert(auditLog).values({
        actorId: who.appellantId,
        action: 'appeal.create',
        targetType: 'appeal',
        targetId: row.id,
        details: { decisionId: decision.id, side: who.side },
        createdAt: now,
      });
      return row.id;
    });
  } catch (err) {
    // Two identical complaints at once: the partial unique index keeps one.
    if (isUniqueViolation(err)) throw conflict(APPEAL_MESSAGES.duplicate);
    throw err;
  }
}

/** The report through which the caller contests the latest decision on a target they wrote or reported (the «Contester la décision» button). */
export async function contestableReport(ctx: AppContext, user: SignedInUser, targetId: string) {
  const [row] = await ctx.db
    .select({ reportId: reports.id })
    .from(reports)
    .innerJoin(moderationDecisions, eq(moderationDecisions.id, reports.decisionId))
    .where(
      and(
        eq(reports.targetId, targetId),
        isNotNull(reports.decisionId),
        or(eq(moderationDecisions.targetOwnerId, user.id), eq(reports.reporterId, user.id)),
      ),
    )
    .orderBy(desc(moderationDecisions.createdAt))
    .limit(1);
  if (!row) throw notFound(APPEAL_MESSAGES.notFound);
  return row.reportId;
}
