import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/statements';

/**
 * Transparency's hand-written statements (docs/decisions/dsa-transparency.md): counts by UTC month over
 * [from, to), each with a grand total row (`m` null, GROUPING SETS) since a median cannot be summed.
 * guarded by transparency.test.ts
 */
const month = (col: string) => sql.raw(`to_char(date_trunc('month', ${col} at time zone 'UTC'), 'YYYY-MM')`);

export function noticeCounts(db: DbOrTx, from: Date, to: Date) {
  return rows<{ m: string | null; reason: string; kind: string; n: number }>(
    db,
    sql`select ${month('r.created_at')} as m, r.reason,
        case when r.reporter_id is null and r.reporter_email is not null then 'visitor'
             when r.trusted_flagger then 'trusted_flagger' else 'member' end as kind,
        count(*)::int as n
      from reports r where r.created_at >= ${from} and r.created_at < ${to}
      group by 1, 2, 3`,
  );
}

export function decisionCounts(db: DbOrTx, from: Date, to: Date) {
  return rows<{ m: string | null; decision: string | null; n: number; median: number | null }>(
    db,
    sql`select ${month('d.created_at')} as m, d.decision, count(*)::int as n,
        percentile_cont(0.5) within group (order by extract(epoch from d.created_at - f.first) / 3600) as median
      from moderation_decisions d
      left join lateral (select min(r.created_at) as first from reports r where r.decision_id = d.id) f on true
      where d.created_at >= ${from} and d.created_at < ${to}
      group by grouping sets ((${month('d.created_at')}, d.decision), (d.decision), (${month('d.created_at')}), ())`,
  );
}

/** Suspensions by a moderator (a decision's or the admin route's) and by the misuse rules, and the misuse steps. */
export function suspensionCounts(db: DbOrTx, from: Date, to: Date) {
  return rows<{ m: string; what: string; n: number }>(
    db,
    sql`select m, what, count(*)::int as n from (
        select ${month('created_at')} as m, 'moderation' as what from moderation_decisions
          where suspended_until is not null and created_at >= ${from} and created_at < ${to}
        union all
        select ${month('created_at')}, 'moderation' from audit_log
          where action = 'user.suspend' and created_at >= ${from} and created_at < ${to}
        union all
        select ${month('created_at')}, kind || ':' || step from misuse_steps where created_at >= ${from} and created_at < ${to}
      ) s group by 1, 2`,
  );
}

/** Whether the appeals table exists (the complaint system lands on its own; until then appeals count zero). */
export async function hasAppeals(db: DbOrTx) {
  const [row] = await rows<{ ok: boolean }>(db, sql`select to_regclass('appeals') is not null as ok`);
  return Boolean(row?.ok);
}

/**
 * Appeals received (by their date) and decided (by the decision's date), with the median time to decide; by outcome
 * for each month and for the whole period (the `(outcome)` set), the median for each month and the period.
 */
export function appealCounts(db: DbOrTx, from: Date, to: Date) {
  return rows<{ m: string | null; what: string; n: number; median: number | null }>(
    db,
    sql`select ${month('created_at')} as m, 'received' as what, count(*)::int as n, null::float8 as median
        from appeals where created_at >= ${from} and created_at < ${to} group by grouping sets ((${month('created_at')}), ())
      union all
      select ${month('decided_at')}, coalesce(outcome, 'decided'), count(*)::int,
        percentile_cont(0.5) within group (order by extract(epoch from decided_at - created_at) / 3600)
        from appeals where decided_at >= ${from} and decided_at < ${to} and outcome is not null
        group by grouping sets ((${month('decided_at')}, outcome), (${month('decided_at')}), (outcome), ())`,
  );
}
