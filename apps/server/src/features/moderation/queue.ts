import { CONFLICT_MESSAGES, displayName, type ModeratedTargetType, type ReportGroup, type ReportReason } from '@pretoire/contracts';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { consultationMessages, moderationDecisions, posts, replies, reports, users } from '../../db/schema';
import { viewerTies } from './parties';
import { conflictOf, type Decider, seesPrivateMessages } from './policy';
import { openTargetCount, openTargets } from './queries';

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
  conflict: string | null,
): ReportGroup {
  const byReason = new Map<ReportReason, number>();
  for (const r of rs) byReason.set(r.reason as ReportReason, (byReason.get(r.reason as ReportReason) ?? 0) + 1);
  const ownerName = first.ownerId ? who.get(first.ownerId) : undefined;
  // A person never learns from the queue who reported them: their own item names no notifier.
  const anonymous = conflict === CONFLICT_MESSAGES.ownContent;
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
      reporter: r.reporterId ? ((anonymous ? undefined : who.get(r.reporterId)) ?? 'Membre') : 'Visiteur',
      createdAt: r.createdAt.toISOString(),
    })),
    firstReportedAt: (rs[0]?.createdAt ?? decision?.createdAt ?? new Date(0)).toISOString(),
    decision: decision ? presentDecision(decision) : null,
    conflict,
  };
}

/**
 * Open reports grouped by target (oldest first), or the decisions taken (newest first) with their reports, as the
 * viewer may see them: each item says why they may not decide it, and a lawyer sees no private consultation (policy.ts).
 */
export async function listQueue(
  ctx: AppContext,
  viewer: Decider,
  status: 'open' | 'decided',
  page: number,
  limit: number,
  decisionId?: string,
) {
  const offset = (page - 1) * limit;
  const privateMessages = seesPrivateMessages(viewer);
  const conflict = async (items: { targetType: ModeratedTargetType; targetId: string; ownerId: string | null }[]) => {
    const ties = await viewerTies(
      ctx.db,
      viewer.id,
      items.map((i) => i.targetId),
    );
    return items.map((i) => conflictOf(viewer, { ...i, reporterIds: ties.reported.has(i.targetId) ? [viewer.id] : [] }));
  };
  if (status === 'open') {
    const keys = await openTargets(ctx.db, limit, offset, privateMessages);
    const total = Number(keys[0]?.total ?? (await openTargetCount(ctx.db, privateMessages)));
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
    const firsts = keys.map((k) => rs.find((r) => r.targetType === k.target_type && r.targetId === k.target_id) as ReportRow);
    const conflicts = await conflict(firsts.map((f) => ({ targetType: f.targetType, targetId: f.targetId, ownerId: f.targetOwnerId })));
    const groups = keys.map((k, i) => {
      const mine = rs.filter((r) => r.targetType === k.target_type && r.targetId === k.target_id);
      const f = mine[0];
      return buildGroup(
        { id: f.id, targetType: f.targetType, targetId: f.targetId, postId: f.postId, ownerId: f.targetOwnerId, snapshot: f.snapshot },
        mine,
        who,
        hidden,
        null,
        conflicts[i],
      );
    });
    return { groups, total, page, limit };
  }
  const only = and(
    decisionId ? eq(moderationDecisions.id, decisionId) : undefined,
    privateMessages ? undefined : ne(moderationDecisions.targetType, 'consultation_message'),
  );
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
  const conflicts = await conflict(ds.map((d) => ({ targetType: d.targetType, targetId: d.targetId, ownerId: d.targetOwnerId })));
  const groups = ds.map((d, i) => {
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
      conflicts[i],
    );
  });
  return { groups, total: Number(total), page, limit };
}
