import type { DeskQueueItem } from '@pretoire/contracts';
import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, type StoredDeadline } from '../../db/schema';
import { parisToday, presentQueueDeadline } from './deadline';

export interface QueueFilters {
  categoryIds: string[];
  unanswered: boolean;
  page: number;
  limit: number;
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const list = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * The queue is three ordered streams, each read from an index and cut at offset + limit rows, then concatenated:
 * 0. running deadlines (end on or after today), soonest end first (posts_desk_deadline_idx);
 * 1. unanswered questions without a running deadline, longest waiting first (posts_desk_waiting_idx);
 * 2. answered but unresolved ones, the same way (skipped with «sans réponse»).
 * «Lawyers who answered» counts desk_first_answers rows (one per approved lawyer's first answer, index-only).
 * A deadline already passed no longer ranks first: the question waits with the others. No scan of the whole
 * categories per page view: each stream stops after offset + limit rows of the followed categories.
 */
export async function listQueue(db: DbOrTx, f: QueueFilters, now: Date): Promise<{ items: DeskQueueItem[]; total: number }> {
  if (f.categoryIds.length === 0) return { items: [], total: 0 };
  const today = parisToday(now);
  const n = f.page * f.limit;
  const cats = list(f.categoryIds);
  const notRunning = sql`(p.deadline_end is null or p.deadline_end < ${today}::date)`;
  const byWait = sql`order by p.created_at, p.id limit ${n}`;
  const streams: SQL[] = [
    sql`(select p.id, 0 as rank, p.deadline_end as dkey, p.created_at from posts p
         where p.status <> 'resolved' and p.deadline_end is not null and p.deadline_end >= ${today}::date
           and p.category_id in (${cats}) ${f.unanswered ? sql`and p.status = 'open'` : sql``}
         order by p.deadline_end, p.created_at, p.id limit ${n})`,
    sql`(select p.id, 1 as rank, null::date as dkey, p.created_at from posts p
         where p.status = 'open' and p.category_id in (${cats}) and ${notRunning} ${byWait})`,
  ];
  if (!f.unanswered)
    streams.push(sql`(select p.id, 2 as rank, null::date as dkey, p.created_at from posts p
         where p.status = 'answered' and p.category_id in (${cats}) and ${notRunning} ${byWait})`);
  const order = sql`q.rank, q.dkey nulls last, q.created_at, q.id`;
  const [res, total] = await Promise.all([
    db.execute(sql`
      with q as (${sql.join(streams, sql` union all `)}),
      page as (select * from q order by ${order} limit ${f.limit} offset ${(f.page - 1) * f.limit})
      select p.id, p.title, p.status, p.created_at, p.deadline, c.id as category_id, c.name as category_name, c.slug as category_slug,
        extract(epoch from (${now.toISOString()}::timestamptz - p.created_at))::int as waiting,
        (select count(*) from desk_first_answers f where f.post_id = p.id)::int as lawyers
      from page q join posts p on p.id = q.id join categories c on c.id = p.category_id
      order by ${order}`),
    queueTotal(db, f),
  ]);
  const rows = rowsOf<{
    id: string;
    title: string;
    status: 'open' | 'answered';
    created_at: string | Date;
    deadline: StoredDeadline | null;
    category_id: string;
    category_name: string;
    category_slug: string;
    waiting: number;
    lawyers: number;
  }>(res);
  return {
    total,
    items: rows.map((r) => ({
      _id: r.id,
      title: r.title,
      status: r.status,
      category: { _id: r.category_id, name: r.category_name, slug: r.category_slug },
      createdAt: new Date(r.created_at).toISOString(),
      waitingSeconds: Math.max(0, Number(r.waiting)),
      deadline: presentQueueDeadline(r.deadline, now),
      lawyersAnswered: Number(r.lawyers),
    })),
  };
}

/** From the trigger-kept post_counts: no count(*) over posts. */
export async function queueTotal(db: DbOrTx, f: Pick<QueueFilters, 'categoryIds' | 'unanswered'>): Promise<number> {
  if (f.categoryIds.length === 0) return 0;
  const statuses = f.unanswered ? sql`('open')` : sql`('open', 'answered')`;
  const res = await db.execute(
    sql`select coalesce(sum(count), 0)::int as n from post_counts where category_id in (${list(f.categoryIds)}) and status in ${statuses}`,
  );
  return Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
}

export function categoryRefs(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ _id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(inArray(categories.id, ids))
    .orderBy(asc(categories.position), asc(categories.name));
}
