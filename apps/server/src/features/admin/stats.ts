import type { AdminStats } from '@pretoire/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxCounts } from '../outbox';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * Site-wide figures for the admin dashboard. Answers are lawyers' live replies (not a member's
 * follow-up); the daily series covers the last 30 UTC days with empty days as 0.
 */
export async function adminStats(db: Db, now: Date): Promise<AdminStats> {
  const [totalsRes, dailyRes, mail] = await Promise.all([
    db.execute(sql`select
      (select count(*)::int from users where role = 'user' and deleted_at is null) as members,
      (select count(*)::int from users where role = 'lawyer' and status = 'active' and deleted_at is null) as lawyers_active,
      (select count(*)::int from users where role = 'lawyer' and status = 'pending' and deleted_at is null) as lawyers_pending,
      (select count(*)::int from users where role = 'lawyer' and status = 'rejected' and deleted_at is null) as lawyers_rejected,
      (select count(*)::int from posts where status = 'open') as q_open,
      (select count(*)::int from posts where status = 'answered') as q_answered,
      (select count(*)::int from posts where status = 'resolved') as q_resolved,
      (select count(*)::int from replies r join users u on u.id = r.author_id where u.role = 'lawyer' and r.deleted_at is null) as answers,
      (select count(*)::int from replies where is_satisfactory and deleted_at is null) as satisfactory,
      (select avg(rating)::float8 from replies where is_satisfactory and deleted_at is null and rating is not null) as avg_rating`),
    db.execute(sql`with days as (
        select generate_series(date_trunc('day', ${now.toISOString()}::timestamptz at time zone 'UTC') - interval '29 days',
                               date_trunc('day', ${now.toISOString()}::timestamptz at time zone 'UTC'), interval '1 day') as d)
      select to_char(d, 'YYYY-MM-DD') as date,
        (select count(*)::int from users where created_at at time zone 'UTC' >= d and created_at at time zone 'UTC' < d + interval '1 day') as signups,
        (select count(*)::int from posts where created_at at time zone 'UTC' >= d and created_at at time zone 'UTC' < d + interval '1 day') as questions,
        (select count(*)::int from replies r join users u on u.id = r.author_id
           where u.role = 'lawyer' and r.created_at at time zone 'UTC' >= d and r.created_at at time zone 'UTC' < d + interval '1 day') as answers
      from days order by d`),
    outboxCounts(db),
  ]);
  const t = rowsOf<Record<string, number | null>>(totalsRes)[0];
  const n = (k: string) => Number(t[k] ?? 0);
  return {
    totals: {
      members: n('members'),
      lawyers: { active: n('lawyers_active'), pending: n('lawyers_pending'), rejected: n('lawyers_rejected') },
      questions: {
        open: n('q_open'),
        answered: n('q_answered'),
        resolved: n('q_resolved'),
        total: n('q_open') + n('q_answered') + n('q_resolved'),
      },
      answers: n('answers'),
      satisfactoryAnswers: n('satisfactory'),
      satisfactoryRate: n('answers') ? n('satisfactory') / n('answers') : 0,
      averageRating: t.avg_rating === null ? null : Math.round(Number(t.avg_rating) * 100) / 100,
      pendingReviews: n('lawyers_pending'),
    },
    daily: rowsOf<{ date: string; signups: number; questions: number; answers: number }>(dailyRes).map((r) => ({
      date: r.date,
      signups: Number(r.signups),
      questions: Number(r.questions),
      answers: Number(r.answers),
    })),
    mail,
  };
}
