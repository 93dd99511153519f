import type { ModeratedTargetType } from '@pretoire/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/statements';

/** Moderation's hand-written statements: the queue's targets and its counts (docs/decisions/raw-sql.md). */

/** A page of targets with open reports, those a trusted flagger reported first (DSA art. 22), then oldest first; `total` counts every such target. */
// guarded by moderation.test.ts, conflicts.test.ts; decisions/trust-moderation.md
// `privateMessages` false: a lawyer moderator's queue, without private consultations (moderation/policy.ts).
export function openTargets(db: DbOrTx, limit: number, offset: number, privateMessages = true) {
  return rows<{ target_type: ModeratedTargetType; target_id: string; total: number }>(
    db,
    sql`select target_type, target_id, min(created_at) as first, count(*) over () as total
      from reports where status = 'open' and (${privateMessages} or target_type <> 'consultation_message')
      group by target_type, target_id
      order by bool_or(trusted_flagger) desc, first asc, target_id asc limit ${limit} offset ${offset}`,
  );
}

// guarded by moderation.test.ts, conflicts.test.ts; decisions/trust-moderation.md
export async function openTargetCount(db: DbOrTx, privateMessages = true) {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(distinct (target_type, target_id))::int as n from reports
      where status = 'open' and (${privateMessages} or target_type <> 'consultation_message')`,
  );
  return Number(row?.n ?? 0);
}

// guarded by moderation.test.ts, realtime.test.ts; decisions/trust-moderation.md
export async function openReportCounts(db: DbOrTx) {
  const [row] = await rows<{ reports: number; targets: number }>(
    db,
    sql`select count(*)::int as reports, count(distinct (target_type, target_id))::int as targets
    from reports where status = 'open'`,
  );
  return row;
}
