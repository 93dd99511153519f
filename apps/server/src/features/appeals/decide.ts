import { APPEAL_MESSAGES, APPEAL_TEXTS, type DecideAppealBody, type ModerationDecision, redressLines } from '@pretoire/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { appeals, auditLog, moderationDecisions, posts, reports, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { decide, sendTrustMail, trustMail } from '../moderation';
import { insertNotifications, type NewNotification, pushNotifications } from '../notifications';
import { wakeMail } from '../outbox';
import { assertOtherPerson } from './policy';

type AppealRow = typeof appeals.$inferSelect;
type DecisionRow = typeof moderationDecisions.$inferSelect;

/** What a reversal does to the content: the contrary of the contested decision, through the normal decision. */
const CONTRARY: Record<ModerationDecision, ModerationDecision | null> = { hide: 'restore', restore: 'hide', keep: 'hide', delete: null };

/** Applies the reversal; returns a sentence for the parties when nothing could be applied (deleted content). */
async function reverse(ctx: AppContext, actorId: string, a: AppealRow, d: DecisionRow, statement: string): Promise<string | null> {
  if (d.decision === 'delete') return APPEAL_MESSAGES.cannotRestore;
  if (d.decision === 'keep' && d.targetType === 'user') throw badRequest(APPEAL_MESSAGES.profileKept);
  const action = CONTRARY[d.decision];
  if (!action) return null;
  try {
    await decide(ctx, actorId, a.reportId, { decision: action, statement }, true);
  } catch (err) {
    // Restored meanwhile by another decision: the content is already public, the reversal stands.
    if (!(err instanceof AppError && err.statusCode === 400 && action === 'restore')) throw err;
  }
  return null;
}

/**
 * Decides a complaint (DSA art. 20) by someone other than the author of the contested decision. A reversal goes
 * through the normal decision (content restored or hidden, its caches voided by the admin write); the appellant and
 * the other party are told in-app and by mail, with the reasons.
 */
export async function decideAppeal(ctx: AppContext, actorId: string, appealId: string, body: DecideAppealBody) {
  const [row] = await ctx.db
    .select({ a: appeals, d: moderationDecisions })
    .from(appeals)
    .innerJoin(moderationDecisions, eq(moderationDecisions.id, appeals.decisionId))
    .where(eq(appeals.id, appealId));
  if (!row) throw notFound(APPEAL_MESSAGES.notFound);
  if (row.a.status !== 'open') throw conflict(APPEAL_MESSAGES.alreadyDecided);
  assertOtherPerson(row.d.actorId, actorId);
  const note = body.decision === 'reverse' ? await reverse(ctx, actorId, row.a, row.d, body.statement) : null;
  const now = ctx.clock.now();
  const notes = await transaction(ctx.db, async (tx) => {
    const [done] = await tx
      .update(appeals)
      .set({ status: 'decided', outcome: body.decision, answer: body.statement, deciderId: actorId, decidedAt: now })
      .where(and(eq(appeals.id, appealId), eq(appeals.status, 'open')))
      .returning();
    if (!done) throw conflict(APPEAL_MESSAGES.alreadyDecided);
    await tx.insert(auditLog).values({
      actorId,
      action: `appeal.${body.decision}`,
      targetType: 'appeal',
      targetId: appealId,
      details: { decisionId: row.d.id, side: row.a.side, statement: body.statement },
      createdAt: now,
    });
    return tell(ctx, tx, actorId, done, row.d, body, note);
  });
  pushNotifications(ctx, notes);
  wakeMail(ctx);
}

/** The appellant, and the other party (the author, or the notifiers of the decision), in-app and by mail. */
async function tell(ctx: AppContext, tx: Tx, actorId: string, a: AppealRow, d: DecisionRow, body: DecideAppealBody, note: string | null) {
  const decided = await tx.select().from(reports).where(eq(reports.decisionId, d.id));
  const notifiers = a.side === 'author' ? decided : [];
  const memberIds = [a.appellantId, a.side === 'notifier' ? d.targetOwnerId : null, ...notifiers.map((r) => r.reporterId)].filter(
    (x): x is string => Boolean(x),
  );
  const people = memberIds.length
    ? await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, memberIds))
    : [];
  const emailOf = new Map(people.map((p) => [p.id, p.email]));
  const [post] = d.postId ? await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, d.postId)) : [];
  const outcome = body.decision === 'uphold' ? APPEAL_TEXTS.upheld : APPEAL_TEXTS.reversed;
  const base = [outcome, `Motif : ${body.statement}`, ...(note ? [note] : [])];
  const title = d.snapshot.title ?? d.snapshot.name ?? null;
  const items: NewNotification[] = [];
  const seen = new Set<string>();
  const send = async (to: string | null | undefined, userId: string | null, own: boolean) => {
    if (!to || seen.has(to.toLowerCase())) return;
    seen.add(to.toLowerCase());
    const lead = own
      ? 'Votre recours contre une décision de modération a été examiné.'
      : 'Une décision de modération qui vous concerne a été contestée.';
    if (userId)
      items.push({ userId, type: 'other', content: `${lead} ${base.join(' ')}`, postId: post ? d.postId : null, postTitle: title });
    await sendTrustMail(
      ctx,
      tx,
      trustMail({
        to,
        userId: userId ?? undefined,
        kind: 'appeal_outcome',
        subject: 'Prétoire : décision sur le recours',
        title: 'Décision sur le recours',
        lines: [lead, ...(title ? [`Contenu concerné : «${title}».`] : []), ...base, ...redressLines(null).slice(1)],
        replyTo: ctx.config.abuseEmail,
      }),
    );
  };
  await send(a.appellantId ? emailOf.get(a.appellantId) : a.appellantEmail, a.appellantId, true);
  if (a.side === 'notifier' && d.targetOwnerId) await send(emailOf.get(d.targetOwnerId), d.targetOwnerId, false);
  for (const r of notifiers) await send(r.reporterId ? emailOf.get(r.reporterId) : r.reporterEmail, r.reporterId, false);
  return insertNotifications(tx, actorId, items);
}
