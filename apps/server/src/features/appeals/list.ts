import { type AppealView, displayName } from '@pretoire/contracts';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { appeals, moderationDecisions, users } from '../../db/schema';
import { conflictOf, type Decider, seesPrivateMessages, viewerTies } from '../moderation';

type AppealRow = typeof appeals.$inferSelect;
type DecisionRow = typeof moderationDecisions.$inferSelect;

export function presentAppeal(a: AppealRow, d: DecisionRow, names: Map<string, string>, conflict: string | null): AppealView {
  return {
    _id: a.id,
    status: a.status,
    side: a.side,
    appellant: a.appellantId ? (names.get(a.appellantId) ?? 'Membre') : 'Visiteur',
    statement: a.statement,
    createdAt: a.createdAt.toISOString(),
    decision: {
      _id: d.id,
      decision: d.decision,
      statement: d.statement,
      actor: d.actorId,
      targetType: d.targetType,
      targetId: d.targetId,
      postId: d.postId,
      snapshot: d.snapshot,
      createdAt: d.createdAt.toISOString(),
    },
    outcome: a.outcome,
    answer: a.answer,
    decider: a.deciderId,
    decidedAt: a.decidedAt ? a.decidedAt.toISOString() : null,
    conflict,
  };
}

export async function namesOf(ctx: AppContext, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((x): x is string => Boolean(x)))];
  if (!wanted.length) return new Map<string, string>();
  const rows = await ctx.db.select().from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((u) => [u.id, displayName({ ...u, isDeleted: u.deletedAt !== null })]));
}

/**
 * Open complaints oldest first (the order they are owed an answer), decided ones newest first, as the viewer may see
 * them: each says why they may not decide it, and a lawyer sees none about a private consultation (moderation's policy).
 */
export async function listAppeals(
  ctx: AppContext,
  viewer: Decider,
  status: 'open' | 'decided',
  page: number,
  limit: number,
  only?: string,
) {
  const where = and(
    only ? eq(appeals.id, only) : eq(appeals.status, status),
    seesPrivateMessages(viewer) ? undefined : ne(moderationDecisions.targetType, 'consultation_message'),
  );
  const order = status === 'open' ? [asc(appeals.createdAt), asc(appeals.id)] : [desc(appeals.decidedAt), desc(appeals.id)];
  const [{ total }] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(appeals)
    .innerJoin(moderationDecisions, eq(moderationDecisions.id, appeals.decisionId))
    .where(where);
  const rows = await ctx.db
    .select({ a: appeals, d: moderationDecisions })
    .from(appeals)
    .innerJoin(moderationDecisions, eq(moderationDecisions.id, appeals.decisionId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset((page - 1) * limit);
  const names = await namesOf(
    ctx,
    rows.map((r) => r.a.appellantId),
  );
  const ties = await viewerTies(
    ctx.db,
    viewer.id,
    rows.map((r) => r.d.targetId),
    rows.map((r) => r.d.id),
  );
  const conflict = ({ d }: (typeof rows)[number]) =>
    conflictOf(viewer, {
      targetType: d.targetType,
      ownerId: d.targetOwnerId,
      reporterIds: ties.reported.has(d.targetId) ? [viewer.id] : [],
      appellantIds: ties.contested.has(d.id) ? [viewer.id] : [],
      decisionActorId: d.actorId,
    });
  return { appeals: rows.map((r) => presentAppeal(r.a, r.d, names, conflict(r))), total: Number(total) };
}
