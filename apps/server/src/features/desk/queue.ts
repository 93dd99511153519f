import type { DeskQueueItem } from '@pretoire/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { postCounts, type StoredDeadline } from '../../db/schema';
import { ph, preparedStatement, type Statement } from '../../lib/prepared';
import { parisToday, presentQueueDeadline } from './deadline';

export interface QueueFilters {
  categoryIds: string[];
  unanswered: boolean;
  page: number;
  limit: number;
}

interface QueueRow {
  id: string;
  title: string;
  status: 'open' | 'answered';
  createdAt: string | Date;
  deadline: StoredDeadline | null;
  categoryId: string;
  categoryName: string;
  categorySlug: string;
  waiting: number;
  lawyers: number;
}

/**
 * The queue is three ordered streams, each read from an index and cut at offset + limit rows, then concatenated:
 * 0. running deadlines (end on or after today), soonest end first (posts_desk_deadline_idx);
 * 1. unanswered questions without a running deadline, longest waiting first (posts_desk_waiting_idx);
 * 2. answered but unresolved ones, the same way (skipped with «sans réponse»).
 * All three are index-only (category and status are in the indexes). «Lawyers who answered» counts desk_first_answers
 * rows (one per approved lawyer's first answer). A deadline already passed no longer ranks first: the question waits
 * with the others. No scan of whole categories per page view: each stream stops after offset + limit rows.
 */
function queueStatement(db: DbOrTx, unanswered: boolean): Statement<QueueRow[]> {
  const name = `desk_queue_${unanswered ? 'open' : 'all'}`;
  return preparedStatement(db, name, () => {
    const cats = sql`p.category_id = any(${ph('cats')}::uuid[])`;
    const today = sql`${ph('today')}::date`;
    const notRunning = sql`(p.deadline_end is null or p.deadline_end < ${today})`;
    const byWait = sql`order by p.created_at, p.id limit ${ph('n')}`;
    const streams: SQL[] = [
      sql`(select p.id, 0 as rank, p.deadline_end as dkey, p.created_at from posts p
           where p.status <> 'resolved' and p.deadline_end is not null and p.deadline_end >= ${today}
             and ${cats} ${unanswered ? sql`and p.status = 'open'` : sql``}
           order by p.deadline_end, p.created_at, p.id limit ${ph('n')})`,
      sql`(select p.id, 1 as rank, null::date as dkey, p.created_at from posts p
           where p.status = 'open' and ${cats} and ${notRunning} ${byWait})`,
    ];
    if (!unanswered)
      streams.push(sql`(select p.id, 2 as rank, null::date as dkey, p.created_at from posts p
           where p.status = 'answered' and ${cats} and ${notRunning} ${byWait})`);
    const order = sql`q.rank, q.dkey nulls last, q.created_at, q.id`;
    const page = sql`(with s as (${sql.join(streams, sql` union all `)})
      select * from s q order by ${order} limit ${ph('limit')} offset ${ph('offset')}) as q`;
    return db
      .select({
        id: sql<string>`p.id`,
        title: sql<string>`p.title`,
        status: sql<'open' | 'answered'>`p.status`,
        createdAt: sql<string | Date>`p.created_at`,
        deadline: sql<StoredDeadline | null>`p.deadline`,
        categoryId: sql<string>`c.id`,
        categoryName: sql<string>`c.name`,
        categorySlug: sql<string>`c.slug`,
        waiting: sql<number>`extract(epoch from (${ph('now')}::timestamptz - p.created_at))::int`,
        lawyers: sql<number>`(select count(*) from desk_first_answers f where f.post_id = p.id)::int`,
      })
      .from(sql`${page} join posts p on p.id = q.id join categories c on c.id = p.category_id`)
      .orderBy(order)
      .prepare(name);
  });
}

export async function listQueue(db: DbOrTx, f: QueueFilters, now: Date): Promise<{ items: DeskQueueItem[]; total: number }> {
  if (f.categoryIds.length === 0) return { items: [], total: 0 };
  const params = {
    cats: f.categoryIds,
    today: parisToday(now),
    now: now.toISOString(),
    n: f.page * f.limit,
    limit: f.limit,
    offset: (f.page - 1) * f.limit,
  };
  const [rows, total] = await Promise.all([queueStatement(db, f.unanswered).execute(params), queueTotal(db, f)]);
  return {
    total,
    items: rows.map((r) => ({
      _id: r.id,
      title: r.title,
      status: r.status,
      category: { _id: r.categoryId, name: r.categoryName, slug: r.categorySlug },
      createdAt: new Date(r.createdAt).toISOString(),
      waitingSeconds: Math.max(0, Number(r.waiting)),
      deadline: presentQueueDeadline(r.deadline, now),
      lawyersAnswered: Number(r.lawyers),
    })),
  };
}

/** From the trigger-kept post_counts: no count(*) over posts. */
export async function queueTotal(db: DbOrTx, f: Pick<QueueFilters, 'categoryIds' | 'unanswered'>): Promise<number> {
  if (f.categoryIds.length === 0) return 0;
  const name = `desk_total_${f.unanswered ? 'open' : 'all'}`;
  const stmt = preparedStatement(db, name, () =>
    db
      .select({ n: sql<number>`coalesce(sum(${postCounts.count}), 0)::int` })
      .from(postCounts)
      .where(
        sql`${postCounts.categoryId} = any(${ph('cats')}::uuid[]) and ${postCounts.status} in ${f.unanswered ? sql`('open')` : sql`('open', 'answered')`}`,
      )
      .prepare(name),
  );
  const [row] = await stmt.execute({ cats: f.categoryIds });
  return Number(row?.n ?? 0);
}
