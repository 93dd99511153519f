import { type ModeratedTargetType, SERVER_MESSAGES } from '@pretoire/contracts';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appeals, type moderationDecisions, reports, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Decider, ModerationCase } from './policy';

/** The facts policy.ts judges: who decides, and the people a target or a decision is about. */

type DecisionRow = typeof moderationDecisions.$inferSelect;

/** The decider as the database knows them now, inside the deciding transaction. */
export async function deciderOf(db: DbOrTx, id: string): Promise<Decider> {
  const [u] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, id));
  if (!u) throw notFound(SERVER_MESSAGES.notFound);
  return u;
}

/** Every member who ever reported the target (an open or a decided report). */
export async function reportersOf(db: DbOrTx, targetType: ModeratedTargetType, targetId: string) {
  const rows = await db
    .selectDistinct({ id: reports.reporterId })
    .from(reports)
    .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), isNotNull(reports.reporterId)));
  return rows.map((r) => r.id);
}

/** A report group's case: its target's author and everyone who reported it. */
export async function reportCase(db: DbOrTx, targetType: ModeratedTargetType, targetId: string, ownerId: string | null) {
  return { targetType, ownerId, reporterIds: await reportersOf(db, targetType, targetId) } satisfies ModerationCase;
}

/** A complaint's case: the decided target's parties, everyone who contested the decision, and who took it. */
export async function appealCase(db: DbOrTx, d: DecisionRow): Promise<ModerationCase> {
  const made = await db.select({ id: appeals.appellantId }).from(appeals).where(eq(appeals.decisionId, d.id));
  return {
    ...(await reportCase(db, d.targetType, d.targetId, d.targetOwnerId)),
    appellantIds: made.map((a) => a.id),
    decisionActorId: d.actorId,
  };
}

/** For a queue page: which of these targets the viewer reported, and which of these decisions they contested. */
export async function viewerTies(db: DbOrTx, viewerId: string, targetIds: string[], decisionIds: string[] = []) {
  const reported = targetIds.length
    ? await db
        .selectDistinct({ id: reports.targetId })
        .from(reports)
        .where(and(eq(reports.reporterId, viewerId), inArray(reports.targetId, targetIds)))
    : [];
  const contested = decisionIds.length
    ? await db
        .selectDistinct({ id: appeals.decisionId })
        .from(appeals)
        .where(and(eq(appeals.appellantId, viewerId), inArray(appeals.decisionId, decisionIds)))
    : [];
  return { reported: new Set(reported.map((r) => r.id)), contested: new Set(contested.map((a) => a.id)) };
}
