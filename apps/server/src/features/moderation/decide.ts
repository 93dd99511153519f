import {
  type DecideReportBody,
  MODERATION_DECISION_LABELS,
  type ModeratedTargetType,
  type ModerationDecision,
  REPORT_REASON_LABELS,
  type ReportReason,
  redressLines,
  TRUST_MESSAGES,
} from '@pretoire/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { auditLog, moderationDecisions, posts, replies, reports, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { badRequest, enforce, notFound } from '../../lib/errors';
import { insertNotifications, type NotificationRow, pushNotifications } from '../notifications';
import { wakeMail } from '../outbox';
import { countRemoval } from '../posts';
import { appealUrl } from './appeal-link';
import { pushQueueCount } from './counts';
import { sendTrustMail, type TrustMail, trustMail } from './mail';
import { applyMisuseRules } from './misuse';
import { deciderOf, reportCase } from './parties';
import { mayDecide } from './policy';
import { frenchDate, suspendInTx } from './suspension';
import { loadTarget, type Target } from './targets';

type ReportRow = typeof reports.$inferSelect;

/** Art. 17: whether automated means took part (they do not: a person decides every report). */
const HUMAN_REVIEW = 'Cette décision a été prise par une personne, sans recours à des moyens automatisés.';
const TARGET_WORDS: Record<ModeratedTargetType, string> = {
  post: 'votre question',
  reply: 'votre réponse',
  user: 'votre profil',
  consultation_message: 'votre message de consultation',
};
const OUTCOME_TEXTS: Record<ModerationDecision, string> = {
  keep: 'Après examen, le contenu a été conservé : il ne nous paraît pas contraire à la loi ni aux conditions d\u2019utilisation.',
  hide: 'Après examen, le contenu a été masqué au public.',
  delete: 'Après examen, le contenu a été supprimé.',
  restore: 'Après un nouvel examen, le contenu a été rétabli.',
};

/**
 * Decides every open report of the group's target in one transaction (the target's rows locked like any writer's),
 * with its audit row, the author's in-app statement and the suspension if any; mails and pushes follow the commit.
 * `viaAppeal`: a complaint reversed the decision on this target, whose reports are already closed.
 */
export async function decide(ctx: AppContext, actorId: string, reportId: string, body: DecideReportBody) {
  const out = await transaction(ctx.db, (tx) => decideInTx(ctx, tx, actorId, reportId, body));
  await afterDecision(ctx, out.notes);
  return out.decision;
}

/** After the commit: the in-app pushes, the outbox woken, the queue's count. */
export async function afterDecision(ctx: AppContext, notes: NotificationRow[]) {
  pushNotifications(ctx, notes);
  wakeMail(ctx);
  await pushQueueCount(ctx);
}

/** The decision inside the caller's transaction (an appeal's reversal runs in the appeal's); pushes are the caller's. */
export async function decideInTx(ctx: AppContext, tx: Tx, actorId: string, reportId: string, body: DecideReportBody, viaAppeal = false) {
  const [report] = await tx.select().from(reports).where(eq(reports.id, reportId));
  if (!report) throw notFound(TRUST_MESSAGES.reportNotFound);
  const now = ctx.clock.now();
  const target = await loadTarget(tx, report.targetType, report.targetId, true);
  // Every decision on a target, through any route, passes here: nobody decides their own case (policy.ts).
  const parties = await reportCase(tx, report.targetType, report.targetId, target?.ownerId ?? report.targetOwnerId);
  enforce(mayDecide(await deciderOf(tx, actorId), parties));
  const open = await tx
    .select()
    .from(reports)
    .where(and(eq(reports.targetType, report.targetType), eq(reports.targetId, report.targetId), eq(reports.status, 'open')))
    .for('update');
  if (body.decision === 'restore') {
    if (!target || target.deleted || !target.hidden) throw badRequest(TRUST_MESSAGES.restoreNotHidden);
  } else {
    if (open.length === 0 && !viaAppeal) throw badRequest(TRUST_MESSAGES.reportAlreadyDecided);
    if (report.targetType === 'user' && body.decision !== 'keep') throw badRequest(TRUST_MESSAGES.profileDecision);
    // A private consultation's message is never published: kept, with a suspension of its author when needed.
    if (report.targetType === 'consultation_message' && body.decision !== 'keep') throw badRequest(TRUST_MESSAGES.privateMessageDecision);
    // Gone meanwhile (deleted by its author): only closing the reports makes sense.
    if ((!target || target.deleted) && body.decision === 'hide') throw notFound(TRUST_MESSAGES.reportTargetNotFound);
  }
  if (target && !target.deleted) await apply(tx, now, target, body);
  const suspendedUntil =
    body.suspendDays && target && !target.deleted
      ? await suspendInTx(tx, now, actorId, target.ownerId, body.suspendDays, body.statement)
      : null;
  const [decision] = await tx
    .insert(moderationDecisions)
    .values({
      targetType: report.targetType,
      targetId: report.targetId,
      postId: report.postId,
      targetOwnerId: report.targetOwnerId,
      decision: body.decision,
      statement: body.statement,
      suspendedUntil,
      actorId,
      snapshot: target?.snapshot ?? report.snapshot,
      createdAt: now,
    })
    .returning();
  if (open.length)
    await tx
      .update(reports)
      .set({ status: 'decided', decisionId: decision.id })
      .where(
        inArray(
          reports.id,
          open.map((r) => r.id),
        ),
      );
  await tx.insert(auditLog).values({
    actorId,
    action: viaAppeal ? `moderation.${body.decision}.appeal` : `moderation.${body.decision}`,
    targetType: report.targetType,
    targetId: report.targetId,
    details: {
      statement: body.statement,
      reports: open.length,
      decisionId: decision.id,
      ...(suspendedUntil ? { suspendedUntil: suspendedUntil.toISOString() } : {}),
    },
    createdAt: now,
  });
  const ownerId = target?.ownerId ?? report.targetOwnerId;
  // Each party's note carries the report through which they contest the decision (DSA art. 20): the author's, and
  // each member notifier's own. A removed question is not linked.
  const postId = body.decision === 'delete' && report.targetType === 'post' ? null : report.postId;
  const postTitle = target?.snapshot.title ?? report.snapshot.title ?? null;
  const notes = await insertNotifications(tx, actorId, [
    ...(ownerId
      ? [
          {
            userId: ownerId,
            type: 'other' as const,
            content: statementText(report.targetType, body.decision, body.statement, suspendedUntil),
            postId,
            postTitle,
            appealReportId: report.id,
          },
        ]
      : []),
    ...open
      .filter((r) => r.reporterId)
      .map((r) => ({
        userId: r.reporterId as string,
        type: 'other' as const,
        content: `Suite donnée à votre signalement : ${OUTCOME_TEXTS[body.decision]} Motif : ${body.statement}`,
        postId,
        postTitle,
        appealReportId: r.id,
      })),
  ]);
  const mails = await collectMails(ctx, tx, ownerId, open, report, body, suspendedUntil);
  for (const m of mails) await sendTrustMail(ctx, tx, m);
  const reporterIds = open.map((r) => r.reporterId).filter((x): x is string => Boolean(x));
  // An explicit suspension in this decision already answers the author's conduct.
  const misuse = await applyMisuseRules(ctx, tx, now, actorId, {
    decision: body.decision,
    reporterIds,
    ownerId: suspendedUntil ? null : (target?.ownerId ?? null),
  });
  return { decision, notes: [...notes, ...misuse] };
}

/**
 * Hide, restore, or remove: a removal is a soft delete (hidden and `removed_at`), gone from every public read and
 * from the counts, so a reversal brings it back as it was (docs/decisions/moderation-removal.md). A restore clears both.
 */
async function apply(tx: Tx, now: Date, target: Target, body: DecideReportBody) {
  if (body.decision === 'keep') return;
  const restore = body.decision === 'restore';
  const remove = body.decision === 'delete';
  const set = {
    hiddenAt: restore ? null : now,
    removedAt: remove ? now : null,
    moderationStatement: restore ? null : body.statement,
  };
  if (target.type === 'post') await tx.update(posts).set(set).where(eq(posts.id, target.id));
  else if (target.type === 'reply') {
    const [r] = await tx.update(replies).set(set).where(eq(replies.id, target.id)).returning();
    if (r && remove !== target.removed) await countRemoval(tx, r.postId, r, remove);
  }
}

function statementText(type: ModeratedTargetType, decision: ModerationDecision, statement: string, suspendedUntil: Date | null) {
  const what = TARGET_WORDS[type];
  const verdict = MODERATION_DECISION_LABELS[decision].toLowerCase();
  const base =
    type === 'user' && decision === 'keep'
      ? `Décision de modération concernant ${what}. Motif : ${statement}`
      : `Décision de modération : ${what} a été ${verdict === 'conservé' ? 'examiné(e) et conservé(e)' : `${verdict}(e)`}. Motif : ${statement}`;
  return suspendedUntil ? `${base} Votre compte est suspendu jusqu\u2019au ${frenchDate(suspendedUntil)}.` : base;
}

/** The author's statement of reasons and each notifier's outcome (a member's account address or a visitor's). */
async function collectMails(
  ctx: AppContext,
  tx: Tx,
  ownerId: string | null,
  open: ReportRow[],
  report: ReportRow,
  body: DecideReportBody,
  suspendedUntil: Date | null,
): Promise<TrustMail[]> {
  const contact = ctx.config.abuseEmail;
  const grounds = [...new Set(open.map((r) => REPORT_REASON_LABELS[r.reason as ReportReason] ?? r.reason))];
  const ids = [ownerId, ...open.map((r) => r.reporterId)].filter((x): x is string => Boolean(x));
  const people = ids.length ? await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids)) : [];
  const emailOf = new Map(people.map((p) => [p.id, p.email]));
  const mails: TrustMail[] = [];
  const title = report.snapshot.title ?? report.snapshot.name ?? null;
  const ownerEmail = ownerId ? emailOf.get(ownerId) : null;
  if (ownerId && ownerEmail)
    mails.push(
      trustMail({
        to: ownerEmail,
        userId: ownerId,
        kind: 'moderation_statement',
        subject: 'Prétoire : décision de modération',
        title: 'Décision de modération',
        lines: [
          statementText(report.targetType, body.decision, body.statement, suspendedUntil),
          ...(title ? [`Contenu concerné : «${title}».`] : []),
          ...(grounds.length ? [`Motif des signalements : ${grounds.join(', ')}.`] : []),
          HUMAN_REVIEW,
          ...redressLines(appealUrl(ctx, report.id)),
        ],
        replyTo: contact,
      }),
    );
  const seen = new Set<string>();
  for (const r of open) {
    const to = r.reporterId ? emailOf.get(r.reporterId) : r.reporterEmail;
    if (!to || seen.has(to.toLowerCase())) continue;
    seen.add(to.toLowerCase());
    mails.push(
      trustMail({
        to,
        userId: r.reporterId ?? undefined,
        kind: 'moderation_outcome',
        subject: 'Prétoire : suite donnée à votre signalement',
        title: 'Suite donnée à votre signalement',
        lines: [
          `Vous nous avez signalé un contenu (${REPORT_REASON_LABELS[r.reason as ReportReason] ?? r.reason}).`,
          OUTCOME_TEXTS[body.decision],
          `Motif : ${body.statement}`,
          HUMAN_REVIEW,
          ...redressLines(appealUrl(ctx, r.id, r.reporterId ? null : to)),
          'Merci de contribuer à la qualité de Prétoire.',
        ],
        replyTo: contact,
      }),
    );
  }
  return mails;
}
