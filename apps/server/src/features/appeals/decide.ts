import { APPEAL_MESSAGES, APPEAL_TEXTS, type DecideAppealBody, type ModerationDecision, redressLines } from '@pretoire/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { appeals, auditLog, moderationDecisions, posts, reports, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { AppError, badRequest, conflict, enforce, notFound } from '../../lib/errors';
import { afterDecision, appealCase, decideInTx, deciderOf, mayDecide, sendTrustMail, trustMail } from '../moderation';
import { insertNotifications, type NewNotification } from '../notifications';

type AppealRow = typeof appeals.$inferSelect;
type DecisionRow = typeof moderationDecisions.$inferSelect;

/** What a reversal does to the content: the contrary of the contested decision, through the normal decision. */
// A removal is a soft delete (docs/decisions/moderation-removal.md): its reversal restores the content like a hide's.
const CONTRARY: Record<ModerationDecision, ModerationDecision> = { hide: 'restore', restore: 'hide', keep: 'hide', delete: 'restore' };

/** Applies the reversal in the appeal's transaction. */
async function reverse(ctx: AppContext, tx: Tx, actorId: string, a: AppealRow, d: DecisionRow, statement: string) {
  if (d.decision === 'keep' && d.targetType === 'user') throw badRequest(APPEAL_MESSAGES.profileKept);
  const action = CONTRARY[d.decision];
  try {
    // A savepoint: a refused restore leaves the appeal's transaction usable.
    const out = await transaction(tx, (sp) => decideInTx(ctx, sp, actorId, a.reportId, { decision: action, statement }, true));
    return out.notes;
  } catch (err) {
    // Restored meanwhile by another decision: the content is already public, the reversal stands.
    if (!(err instanceof AppError && err.statusCode === 400 && action === 'restore')) throw err;
    return [];
  }
}

/**
 * Decides a complaint (DSA art. 20) by someone other than the author of the contested decision, in one transaction
 * that locks the complaint first: of two moderators deciding at once, the second waits on that lock, then finds the
 * complaint decided (409), so a reversal is never applied twice. A reversal goes through the normal decision
 * (content restored or hidden, its caches voided by the admin write); the appellant and the other party are told
 * in-app and by mail, with the reasons.
 */
export async function decideAppeal(ctx: AppContext, actorId: string, appealId: string, body: DecideAppealBody) {
  const now = ctx.clock.now();
  const notes = await transaction(ctx.db, async (tx) => {
    const [a] = await tx.select().from(appeals).where(eq(appeals.id, appealId)).for('update');
    if (!a) throw notFound(APPEAL_MESSAGES.notFound);
    if (a.status !== 'open') throw conflict(APPEAL_MESSAGES.alreadyDecided);
    const [d] = await tx.select().from(moderationDecisions).where(eq(moderationDecisions.id, a.decisionId));
    if (!d) throw notFound(APPEAL_MESSAGES.notFound);
    // Nobody decides a complaint about their own content, report, complaint or decision (moderation's policy).
    enforce(mayDecide(await deciderOf(tx, actorId), await appealCase(tx, d)));
    const applied = body.decision === 'reverse' ? await reverse(ctx, tx, actorId, a, d, body.statement) : [];
    const [done] = await tx
      .update(appeals)
      .set({ status: 'decided', outcome: body.decision, answer: body.statement, deciderId: actorId, decidedAt: now })
      .where(eq(appeals.id, appealId))
      .returning();
    await tx.insert(auditLog).values({
      actorId,
      action: `appeal.${body.decision}`,
      targetType: 'appeal',
      targetId: appealId,
      details: { decisionId: d.id, side: a.side, statement: body.statement },
      createdAt: now,
    });
    return [...applied, ...(await tell(ctx, tx, actorId, done, d, body))];
  });
  await afterDecision(ctx, notes);
}

/** The appellant, and the other party (the author, or the notifiers of the decision), in-app and by mail. */
async function tell(ctx: AppContext, tx: Tx, actorId: string, a: AppealRow, d: DecisionRow, body: DecideAppealBody) {
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
  const base = [outcome, `Motif : ${body.statement}`];
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
