import type { ACTIVITY_FILTERS, Activity } from '@pretoire/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/statements';

/** The rewards' hand-written statements: a lawyer's activity timeline (docs/decisions/raw-sql.md). */

type Filter = (typeof ACTIVITY_FILTERS)[number];

export interface ActivityRow {
  id: string;
  kind: Activity['type'];
  created_at: Date | string;
  post_id: string | null;
  post_title: string | null;
  body: string | null;
  rating: number | null;
  credits: number | null;
  milestone: number | null;
}

// Answers written, marks and ratings received (ledger), milestone bonuses (ledger): one timeline per lawyer.
const sources = (lawyerId: string): Record<Exclude<Filter, 'all'>, SQL> => ({
  replies: sql`select r.id, 'reply' as kind, r.created_at, p.id as post_id, p.title as post_title, left(r.content, 400) as body,
      null::int as rating, null::int as credits, null::int as milestone
    from replies r join posts p on p.id = r.post_id where r.author_id = ${lawyerId} and r.deleted_at is null`,
  satisfactory: sql`select l.id, 'satisfactory' as kind, l.created_at, l.post_id, l.post_title, null as body, l.rating, l.amount as credits, null::int as milestone
    from credit_ledger l where l.lawyer_id = ${lawyerId} and l.reason in ('satisfactory', 'rating_change')`,
  rewards: sql`select l.id, 'reward' as kind, l.created_at, l.post_id, l.post_title, null as body, null::int as rating, l.amount as credits, l.milestone
    from credit_ledger l where l.lawyer_id = ${lawyerId} and l.reason = 'milestone'`,
});

// guarded by rewards.test.ts; decisions/forum-rewards.md
export async function listActivities(db: DbOrTx, lawyerId: string, filter: Filter, page: number, limit: number) {
  const all = sources(lawyerId);
  const parts = filter === 'all' ? [all.replies, all.satisfactory, all.rewards] : [all[filter]];
  const union = sql.join(
    parts.map((p) => sql`(${p})`),
    sql` union all `,
  );
  const [items, count] = await Promise.all([
    rows<ActivityRow>(db, sql`select * from (${union}) a order by created_at desc, id desc limit ${limit} offset ${(page - 1) * limit}`),
    rows<{ n: number }>(db, sql`select count(*)::int as n from (${union}) a`),
  ]);
  return { rows: items, total: Number(count[0].n) };
}
