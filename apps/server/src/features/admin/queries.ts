import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/statements';

/** The admin dashboard's hand-written statements (docs/decisions/raw-sql.md). */

// guarded by admin.test.ts; decisions/people-stats.md
export async function adminTotals(db: Db) {
  const [row] = await rows<Record<string, number | null>>(
    db,
    sql`select
      (select count(*)::int from users where role = 'user' and deleted_at is null) as members,
      (select count(*)::int from users where role = 'lawyer' and status = 'active' and deleted_at is null) as lawyers_active,
      (select count(*)::int from users where role = 'lawyer' and status = 'pending' and deleted_at is null) as lawyers_pending,
      (select count(*)::int from users where role = 'lawyer' and status = 'rejected' and deleted_at is null) as lawyers_rejected,
      (select count(*)::int from posts where status = 'open') as q_open,
      (select count(*)::int from posts where status = 'answered') as q_answered,
      (select count(*)::int from posts where status = 'resolved') as q_resolved,
      (select count(*)::int from replies r join users u on u.id = r.author_id where u.role = 'lawyer' and r.deleted_at is null) as answers,
      (select count(*)::int from replies where is_satisfactory and deleted_at is null) as satisfactory,
      (select avg(rating)::float8 from replies where is_satisfactory and deleted_at is null and rating is not null) as avg_rating`,
  );
  return row;
}

/** The last 30 UTC days up to `now`, empty days included. */
// guarded by admin.test.ts; decisions/people-stats.md
export function dailyFigures(db: Db, now: Date) {
  return rows<{ date: string; signups: number; questions: number; answers: number }>(
    db,
    sql`with days as (
        select generate_series(date_trunc('day', ${now.toISOString()}::timestamptz at time zone 'UTC') - interval '29 days',
                               date_trunc('day', ${now.toISOString()}::timestamptz at time zone 'UTC'), interval '1 day') as d)
      select to_char(d, 'YYYY-MM-DD') as date,
        (select count(*)::int from users where created_at at time zone 'UTC' >= d and created_at at time zone 'UTC' < d + interval '1 day') as signups,
        (select count(*)::int from posts where created_at at time zone 'UTC' >= d and created_at at time zone 'UTC' < d + interval '1 day') as questions,
        (select count(*)::int from replies r join users u on u.id = r.author_id
           where u.role = 'lawyer' and r.created_at at time zone 'UTC' >= d and r.created_at at time zone 'UTC' < d + interval '1 day') as answers
      from days order by d`,
  );
}
