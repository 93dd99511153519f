import {
  type DecideReportBody,
  displayName,
  MODERATION_DECISION_LABELS,
  type ModeratedTargetType,
  type ModerationDecision,
  REPORT_REASON_LABELS,
  type ReportGroup,
  type ReportReason,
  redressLines,
  TRUST_MESSAGES,
} from '@pretoire/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { auditLog, consultationMessages, moderationDecisions, posts, replies, reports, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { badRequest, notFound } from '../../lib/errors';
import { insertNotifications, pushNotifications } from '../notifications';
import { wakeMail } from '../outbox';
import { deletePost, removeReply } from '../posts';
import { appealUrl } from './appeal-link';
import { pushQueueCount } from './counts';
import { sendTrustMail, type TrustMail, trustMail } from './mail';
import { applyMisuseRules } from './misuse';
import { openTargetCount, openTargets } from './queries';
import { frenchDate, suspendInTx } from './suspension';
import { loadTarget, type Target } from './targets';

type ReportRow = typeof reports.$inferSelect;
type DecisionRow = typeof moderationDecisions.$inferSelect;
const key = (type: string, id: string) => `${type}:${id}`;

async function names(ctx: AppContext, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((x): x is string => Boolean(x)))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await ctx.db.select().from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((u) => [u.id, displayName({ ...u, isDeleted: u.deletedAt !== null })]));
}

/** Whether each target is hidden now (null: it no longer exists). */
async function hiddenNow(ctx: AppContext, targets: { type: string; id: string }[]) {
  const out = new Map<string, boolean>();
  const postIds = targets.filter((t) => t.type === 'post').map((t) => t.id);
  const replyIds = targets.filter((t) => t.type === 'reply').map((t) => t.id);
  if (postIds.length)
    for (const p of await ctx.db.select({ id: posts.id, h: posts.hiddenAt }).from(posts).where(inArray(posts.id, postIds)))
      out.set(key('post', p.id), p.h !== null);
  if (replyIds.length)
    for (const r of await ctx.db
      .select({ id: replies.id, h: replies.hiddenAt, d: replies.deletedAt })
      .from(replies)
      .where(inArray(replies.id, replyIds)))
      if (!r.d) out.set(key('reply', r.id), r.h !== null);
  const userIds = targets.filter((t) => t.type === 'user').map((t) => t.id);
  if (userIds.length)
    for (const u of await ctx.db.select({ id: users.id, d: users.deletedAt }).from(users).where(inArray(users.id, userIds)))
      if (!u.d) out.set(key('user', u.id), false);
  const messageIds = targets.filter((t) => t.type === 'consultation_message').map((t) => t.id);
  if (messageIds.length)
    for (const m of await ctx.db
      .select({ id: consultationMessages.id, e: consultationMessages.erasedAt })
      .from(consultationMessages)
      .where(inArray(consultationMessages.id, messageIds)))
      if (!m.e) out.set(key('consultation_message', m.id), false);
  return out;
}

const presentDecision = (d: DecisionRow) => ({
  _id: d.id,
  decision: d.decision,
  statement: d.statement,
  suspendedUntil: d.suspendedUntil ? d.suspendedUntil.toISOString() : null,
  actor: d.actorId,
  createdAt: d.createdAt.toISOString(),
});

function buildGroup(
  first: {
    id: string;
    targetType: ModeratedTargetType;
    targetId: string;
    postId: string | null;
    ownerId: string | null;
    snapshot: Record<string, string | null>;
  },
  rs: ReportRow[],
  who: Map<string, string>,
  hidden: Map<string, boolean>,
  decision: DecisionRow | null,
): ReportGroup {
  const byReason = new Map<ReportReason, number>();
  for (const r of rs) byReason.set(r.reason as ReportReason, (byReason.get(r.reason as ReportReason) ?? 0) + 1);
  const ownerName = first.ownerId ? who.get(first.ownerId) : undefined;
  return {
    _id: first.id,
    targetType: first.targetType,
    targetId: first.targetId,
    postId: first.postId,
    owner: first.ownerId && ownerName ? { _id: first.ownerId, name: ownerName } : null,
    snapshot: first.snapshot,
    hidden: hidden.get(key(first.targetType, first.targetId)) ?? null,
    count: rs.length,
    reasons: [...byReason].map(([reason, count]) => ({ reason, count })),
    reports: rs.map((r) => ({
      _id: r.id,
      reason: r.reason as ReportReason,
      details: r.details,
      reporter: r.reporterId ? (who.get(r.reporterId) ?? 'Membre') : 'Visiteur',
      createdAt: r.createdAt.toISOString(),
    })),
    firstReportedAt: (rs[0]?.createdAt ?? decision?.createdAt ?? new Date(0)).toISOString(),
    decision: decision ? presentDecision(decision) : null,
  };
}

/** Open reports grouped by target (oldest first), or the decisions taken (newest first) with their reports. */
export async function listQueue(ctx: AppContext, status: 'open' | 'decided', page: number, limit: number, decisionId?: string) {
  const offset = (page - 1) * limit;
  if (status === 'open') {
    const keys = await openTargets(ctx.db, limit, offset);
    const total = Number(keys[0]?.total ?? (await openTargetCount(ctx.db)));
    if (keys.length === 0) return { groups: [], total, page, limit };
    const rs = await ctx.db
      .select()
      .from(reports)
      .where(
        and(
          eq(reports.status, 'open'),
          inArray(
            reports.targetId,
            keys.map((k) => k.target_id),
          ),
        ),
      )
      .orderBy(asc(reports.createdAt), asc(reports.id));
    const who = await names(ctx, [...rs.map((r) => r.reporterId), ...rs.map((r) => r.targetOwnerId)]);
    const hidden = await hiddenNow(
      ctx,
      keys.map((k) => ({ type: k.target_type, id: k.target_id })),
    );
    const groups = keys.map((k) => {
      const mine = rs.filter((r) => r.targetType === k.target_type && r.targetId === k.target_id);
      const f = mine[0];
      return buildGroup(
        { id: f.id, targetType: f.targetType, targetId: f.targetId, postId: f.postId, ownerId: f.targetOwnerId, snapshot: f.snapshot },
        mine,
        who,
        hidden,
        null,
      );
    });
    return { groups, total, page, limit };
  }
  const only = decisionId ? eq(moderationDecisions.id, decisionId) : undefined;
  const [{ total }] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(moderationDecisions).where(only);
  const ds = await ctx.db
    .select()
    .from(moderationDecisions)
    .where(only)
    .orderBy(desc(moderationDecisions.createdAt), desc(moderationDecisions.id))
    .limit(limit)
    .offset(offset);
  if (ds.length === 0) return { groups: [], total: Number(total), page, limit };
  const rs = await ctx.db
    .select()
    .from(reports)
    .where(
      inArray(
        reports.decisionId,
        ds.map((d) => d.id),
      ),
    )
    .orderBy(asc(reports.createdAt), asc(reports.id));
  // A restore has no reports of its own: the group points at the target's first report, so it can be decided again.
  const firsts = await ctx.db
    .select({ id: reports.id, targetId: reports.targetId, createdAt: reports.createdAt })
    .from(reports)
    .where(
      inArray(
        reports.targetId,
        ds.map((d) => d.targetId),
      ),
    )
    .orderBy(asc(reports.createdAt), asc(reports.id));
  const who = await names(ctx, [...rs.map((r) => r.reporterId), ...ds.map((d) => d.targetOwnerId)]);
  const hidden = await hiddenNow(
    ctx,
    ds.map((d) => ({ type: d.targetType, id: d.targetId })),
  );
  const groups = ds.map((d) => {
    const mine = rs.filter((r) => r.decisionId === d.id);
    const first = firsts.find((f) => f.targetId === d.targetId);
    return buildGroup(
      {
        id: first?.id ?? d.id,
        targetType: d.targetType,
        targetId: d.targetId,
        postId: d.postId,
        ownerId: d.targetOwnerId,
        snapshot: d.snapshot,
      },
      mine,
      who,
      hidden,
      d,
    );
  });
  return { groups, total: Number(total), page, limit };
}

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
export async function decide(ctx: AppContext, actorId: string, reportId: string, body: DecideReportBody, viaAppeal = false) {
  const [report] = await ctx.db.select().from(reports).where(eq(reports.id, reportId));
  if (!report) throw notFound(TRUST_MESSAGES.reportNotFound);
  const now = ctx.clock.now();
  const out = await transaction(ctx.db, async (tx) => {
    const target = await loadTarget(tx, report.targetType, report.targetId, true);
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
    const notes = ownerId
      ? await insertNotifications(tx, actorId, [
          {
            userId: ownerId,
            type: 'other',
            content: statementText(report.targetType, body.decision, body.statement, suspendedUntil),
            postId: body.decision === 'delete' && report.targetType === 'post' ? null : report.postId,
            postTitle: target?.snapshot.title ?? report.snapshot.title ?? null,
          },
        ])
      : [];
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
  });
  pushNotifications(ctx, out.notes);
  wakeMail(ctx);
  await pushQueueCount(ctx);
  return out.decision;
}

async function apply(tx: Tx, now: Date, target: Target, body: DecideReportBody) {
  if (body.decision === 'keep') return;
  const hide = body.decision === 'hide';
  const restore = body.decision === 'restore';
  if (target.type === 'post') {
    if (hide || restore)
      await tx
        .update(posts)
        .set({ hiddenAt: hide ? now : null, moderationStatement: hide ? body.statement : null })
        .where(eq(posts.id, target.id));
    else await deletePost({ db: tx }, target.id);
  } else if (target.type === 'reply') {
    if (hide || restore)
      await tx
        .update(replies)
        .set({ hiddenAt: hide ? now : null, moderationStatement: hide ? body.statement : null })
        .where(eq(replies.id, target.id));
    else {
      const [r] = await tx.select().from(replies).where(eq(replies.id, target.id));
      if (r && target.postId) await removeReply(tx, now, target.postId, r);
    }
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
