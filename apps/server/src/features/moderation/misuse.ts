import type { MisuseKind, MisuseStep } from '@pretoire/contracts';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { auditLog, misuseSteps, moderationDecisions, reports, users } from '../../db/schema';
import { insertNotifications, type NotificationRow } from '../notifications';
import { sendTrustMail, trustMail } from './mail';
import { deciderOf } from './parties';
import { maySuspend } from './policy';
import { frenchDate, suspendInTx } from './suspension';

const DAY = 86_400_000;
/** A step within this time makes the next breach a suspension rather than a new warning. */
const WARNING_MEMORY_DAYS = 365;

/**
 * Misuse rules (DSA art. 23, docs/decisions/dsa-transparency.md), run inside a decision's transaction: notifiers whose
 * notices were found unfounded («keep») and authors whose content was hidden or deleted, counted within a window since
 * their last step; at the threshold a warning, at the next one a suspension (of notice processing, or of the account).
 */
export async function applyMisuseRules(
  ctx: AppContext,
  tx: Tx,
  now: Date,
  actorId: string,
  p: { decision: string; reporterIds: string[]; ownerId: string | null },
): Promise<NotificationRow[]> {
  const notes: NotificationRow[] = [];
  if (p.decision === 'keep') for (const id of new Set(p.reporterIds)) notes.push(...(await check(ctx, tx, now, actorId, id, 'notices')));
  if ((p.decision === 'hide' || p.decision === 'delete') && p.ownerId)
    notes.push(...(await check(ctx, tx, now, actorId, p.ownerId, 'content')));
  return notes;
}

async function check(ctx: AppContext, tx: Tx, now: Date, actorId: string, userId: string, kind: MisuseKind) {
  const c = ctx.config;
  const [last] = await tx
    .select()
    .from(misuseSteps)
    .where(and(eq(misuseSteps.userId, userId), eq(misuseSteps.kind, kind)))
    .orderBy(desc(misuseSteps.createdAt))
    .limit(1);
  const windowStart = new Date(now.getTime() - c.MISUSE_WINDOW_DAYS * DAY);
  const since = last && last.createdAt > windowStart ? last.createdAt : windowStart;
  const n = kind === 'notices' ? await unfoundedSince(tx, userId, since) : await removedSince(tx, userId, since);
  if (n < (kind === 'notices' ? c.MISUSE_UNFOUNDED_NOTICES : c.MISUSE_HIDDEN_CONTENT)) return [];
  const [u] = await tx.select().from(users).where(eq(users.id, userId));
  // Admins are never suspended (docs/decisions/trust-moderation.md), a moderator only by an admin (policy.ts): the
  // rule leaves them to those who may.
  if (!u || u.deletedAt || !maySuspend(await deciderOf(tx, actorId), u).allowed) return [];
  const remembered = last && last.createdAt.getTime() > now.getTime() - WARNING_MEMORY_DAYS * DAY;
  const step: MisuseStep = remembered ? 'suspension' : 'warning';
  const until = step === 'suspension' ? new Date(now.getTime() + c.MISUSE_SUSPENSION_DAYS * DAY) : null;
  const text = explain(kind, step, n, c.MISUSE_WINDOW_DAYS, until);
  if (until && kind === 'notices') await tx.update(users).set({ noticesSuspendedUntil: until, updatedAt: now }).where(eq(users.id, userId));
  if (until && kind === 'content') await suspendInTx(tx, now, actorId, userId, c.MISUSE_SUSPENSION_DAYS, text);
  await tx.insert(misuseSteps).values({ userId, kind, step, until, createdAt: now });
  await tx.insert(auditLog).values({
    actorId,
    action: `misuse.${step}`,
    targetType: 'user',
    targetId: userId,
    details: { kind, count: n, ...(until ? { until: until.toISOString() } : {}) },
    createdAt: now,
  });
  if (u.email)
    await sendTrustMail(
      ctx,
      tx,
      trustMail({
        to: u.email,
        userId,
        kind: 'misuse',
        subject: step === 'warning' ? 'Prétoire : avertissement' : 'Prétoire : suspension pour usage abusif',
        title: step === 'warning' ? 'Avertissement' : 'Suspension pour usage abusif',
        lines: [text, 'Les règles d\u2019usage abusif sont décrites dans les conditions générales d\u2019utilisation (/cgu).'],
        replyTo: ctx.config.abuseEmail,
      }),
    );
  return insertNotifications(tx, actorId, [{ userId, type: 'other', content: text, postId: null, postTitle: null }]);
}

/** The explanation sent to the person (notification and mail). */
export function explain(kind: MisuseKind, step: MisuseStep, n: number, windowDays: number, until: Date | null) {
  const what =
    kind === 'notices'
      ? `${n} de vos signalements des ${windowDays} derniers jours ont été jugés infondés`
      : `${n} de vos contenus ont été masqués ou supprimés par la modération ces ${windowDays} derniers jours`;
  if (step === 'warning')
    return kind === 'notices'
      ? `Avertissement : ${what}. Si cela se reproduit, le traitement de vos signalements sera suspendu pour une durée limitée.`
      : `Avertissement : ${what}. Si cela se reproduit, votre compte sera suspendu pour une durée limitée.`;
  const end = until ? frenchDate(until) : '';
  return kind === 'notices'
    ? `Malgré un avertissement, ${what}. Le traitement de vos signalements est suspendu jusqu\u2019au ${end}.`
    : `Malgré un avertissement, ${what}. Votre compte est suspendu jusqu\u2019au ${end}.`;
}

async function unfoundedSince(tx: Tx, userId: string, since: Date) {
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(reports)
    .innerJoin(moderationDecisions, eq(moderationDecisions.id, reports.decisionId))
    .where(and(eq(reports.reporterId, userId), eq(moderationDecisions.decision, 'keep'), gt(moderationDecisions.createdAt, since)));
  return Number(r?.n ?? 0);
}

async function removedSince(tx: Tx, userId: string, since: Date) {
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(moderationDecisions)
    .where(
      and(
        eq(moderationDecisions.targetOwnerId, userId),
        inArray(moderationDecisions.decision, ['hide', 'delete']),
        gt(moderationDecisions.createdAt, since),
      ),
    );
  return Number(r?.n ?? 0);
}
