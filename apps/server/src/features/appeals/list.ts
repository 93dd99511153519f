import { type AppealView, displayName } from '@pretoire/contracts';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { appeals, moderationDecisions, users } from '../../db/schema';

type AppealRow = typeof appeals.$inferSelect;
type DecisionRow = typeof moderationDecisions.$inferSelect;

export function presentAppeal(a: AppealRow, d: DecisionRow, names: Map<string, string>): AppealView {
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
  };
}

export async function namesOf(ctx: AppContext, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((x): x is string => Boolean(x)))];
  if (!wanted.length) return new Map<string, string>();
  const rows = await ctx.db.select().from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((u) => [u.id, displayName({ ...u, isDeleted: u.deletedAt !== null })]));
}

/** Open complaints oldest first (the order they are owed an answer), decided ones newest first. */
export async function listAppeals(ctx: AppContext, status: 'open' | 'decided', page: number, limit: number, only?: string) {
  const where = only ? eq(appeals.id, only) : eq(appeals.status, status);
  const order = status === 'open' ? [asc(appeals.createdAt), asc(appeals.id)] : [desc(appeals.decidedAt), desc(appeals.id)];
  const [{ total }] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(appeals).where(where);
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
  return { appeals: rows.map((r) => presentAppeal(r.a, r.d, names)), total: Number(total) };
}
