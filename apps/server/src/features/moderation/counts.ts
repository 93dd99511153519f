import { MODERATION_REPORT_EVENT } from '@pretoire/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** Open reports and the number of targets awaiting a decision (admin stats and the real-time badge). */
export async function moderationCounts(db: DbOrTx): Promise<{ openReports: number; openTargets: number }> {
  const res = await db.execute(sql`select count(*)::int as reports, count(distinct (target_type, target_id))::int as targets
    from reports where status = 'open'`);
  const [r] = rowsOf<{ reports: number; targets: number }>(res);
  return { openReports: Number(r?.reports ?? 0), openTargets: Number(r?.targets ?? 0) };
}

/** Tells every admin's open pages that the queue changed (after the change has committed). */
export async function pushQueueCount(ctx: AppContext) {
  const [admins, counts] = await Promise.all([
    ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.deletedAt))),
    moderationCounts(ctx.db),
  ]);
  for (const a of admins) ctx.realtime.emitToUser(a.id, MODERATION_REPORT_EVENT, counts);
}
