import { MODERATION_REPORT_EVENT } from '@pretoire/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { openReportCounts } from './queries';

/** Open reports and the number of targets awaiting a decision (admin stats and the real-time badge). */
export async function moderationCounts(db: DbOrTx): Promise<{ openReports: number; openTargets: number }> {
  const r = await openReportCounts(db);
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
