import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { opaque, ph, preparedStatement, type Statement } from '../../db/prepared';
import { postCounts, type StoredDeadline } from '../../db/schema';
import { followsCategory } from '../follows';

// The desk queue's statements (docs/decisions/desk-queue.md); queue.ts runs them.

export type FollowedCategory = { _id: string; name: string; slug: string };

interface QueueRow {
  followed: FollowedCategory[];
  total: number;
  id: string | null;
  title: string;
  content: string;
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
 * One statement per view: the lawyer's followed categories (follows' rule), the page and its total (trigger-kept
 * post_counts). The queue is three ordered streams, each read from an index, then concatenated:
 * 0. running deadlines (end on or after today), soonest end first (posts_desk_deadline_idx);
 * 1. unanswered questions without a running deadline, longest waiting first (posts_desk_waiting_idx);
 * 2. answered but unresolved ones, the same way (skipped with «sans réponse»).
 * Hidden and removed questions are in none of them: they refuse answers. The total subtracts the hidden ones that
 * post_counts still holds (few, from posts_hidden_counted_idx).
 * All three are index-only (category and status are in the indexes). «Lawyers who answered» counts desk_first_answers
 * rows (one per approved lawyer's first answer). A deadline already passed no longer ranks first: the question waits
 * with the others. No scan of whole categories per page view: the streams stop after offset + limit rows in all.
 * Every value that could steer the plan is `opaque`: the plan is the same for any page or category list, and
 * PostgreSQL reuses it instead of planning the statement at every view.
 * The page's rows carry their text so Node reads which facts each question lacks (docs/decisions/facts-checklist.md).
 */
export function queueStatement(db: DbOrTx, unanswered: boolean): Statement<QueueRow[]> {
  const name = `desk_queue_${unanswered ? 'open' : 'all'}`;
  return preparedStatement(db, name, () => {
    const category = opaque('category', 'text');
    const followed = sql`fol as materialized (
        select categories.id, categories.name, categories.slug, categories.position from categories
        where ${followsCategory(ph('user'), ph('slugs'))}),
      chosen as materialized (
        select coalesce(array_agg(id), '{}') as ids from fol where ${category} is null or id::text = ${category} or slug = ${category})`;
    // Only questions that still take answers (the indexes' predicate): hidden and removed ones refuse them.
    const cats = sql`p.category_id = any((select ids from chosen)::uuid[]) and p.hidden_at is null and p.removed_at is null`;
    const today = opaque('today', 'date');
    const notRunning = sql`(p.deadline_end is null or p.deadline_end < ${today})`;
    const n = opaque('n', 'int');
    // The streams come one after the other, so together they need offset + limit rows: each takes only what the
    // streams before it left (r1, r2: the rows still wanted after s0, after s1), and a deep page of a long first
    // stream reads nothing of the others.
    const byWait = (rest: string) => sql`order by p.created_at, p.id limit (select n from ${sql.raw(rest)})`;
    const streams: SQL[] = [
      sql`s0 as materialized (select p.id, 0 as rank, p.deadline_end as dkey, p.created_at from posts p
           where p.status <> 'resolved' and p.deadline_end is not null and p.deadline_end >= ${today}
             and ${cats} ${unanswered ? sql`and p.status = 'open'` : sql``}
           order by p.deadline_end, p.created_at, p.id limit ${n})`,
      sql`r1 as materialized (select greatest(${n} - count(*), 0) as n from s0)`,
      sql`s1 as materialized (select p.id, 1 as rank, null::date as dkey, p.created_at from posts p
           where p.status = 'open' and ${cats} and ${notRunning} ${byWait('r1')})`,
    ];
    if (!unanswered)
      streams.push(
        sql`r2 as materialized (select greatest((select n from r1) - count(*), 0) as n from s1)`,
        sql`s2 as materialized (select p.id, 2 as rank, null::date as dkey, p.created_at from posts p
           where p.status = 'answered' and ${cats} and ${notRunning} ${byWait('r2')})`,
      );
    const all = sql.raw(['s0', 's1', ...(unanswered ? [] : ['s2'])].map((s) => `select * from ${s}`).join(' union all '));
    const page = sql`(select * from (${all}) q order by q.rank, q.dkey nulls last, q.created_at, q.id limit ${opaque('limit', 'int')} offset ${opaque('offset', 'int')}) as q`;
    const statuses = unanswered ? sql`('open')` : sql`('open', 'answered')`;
    // One row at least (the page may be empty): the followed categories and the total ride on every row.
    const inner = sql`with ${followed}, ${sql.join(streams, sql`, `)}
      select (select coalesce(json_agg(json_build_object('_id', id, 'name', name, 'slug', slug) order by position, name), '[]'::json)
                from fol) as followed,
             (select coalesce(sum(pc.count), 0)::int from post_counts pc
               where pc.category_id = any((select ids from chosen)::uuid[]) and pc.status in ${statuses})
             - ${hiddenStillCounted(sql`(select ids from chosen)`, statuses)} as total,
             p.id, p.title, p.content, p.status, p.created_at, p.deadline, c.id as c_id, c.name as c_name, c.slug as c_slug,
             extract(epoch from (${ph('now')}::timestamptz - p.created_at))::int as waiting,
             (select count(*) from desk_first_answers f where f.post_id = p.id)::int as lawyers,
             q.rank, q.dkey, q.created_at as q_created_at, q.id as q_id
      from (select 1) one
      left join (${page} join posts p on p.id = q.id join categories c on c.id = p.category_id) on true`;
    return db
      .select({
        followed: sql<FollowedCategory[]>`s.followed`,
        total: sql<number>`s.total`,
        id: sql<string | null>`s.id`,
        title: sql<string>`s.title`,
        content: sql<string>`s.content`,
        status: sql<'open' | 'answered'>`s.status`,
        createdAt: sql<string | Date>`s.created_at`,
        deadline: sql<StoredDeadline | null>`s.deadline`,
        categoryId: sql<string>`s.c_id`,
        categoryName: sql<string>`s.c_name`,
        categorySlug: sql<string>`s.c_slug`,
        waiting: sql<number>`s.waiting`,
        lawyers: sql<number>`s.lawyers`,
      })
      .from(sql`(${inner}) s`)
      .orderBy(sql`s.rank, s.dkey nulls last, s.q_created_at, s.q_id`)
      .prepare(name);
  });
}

/** Hidden questions post_counts still holds (hidden, not removed): few, counted from posts_hidden_counted_idx. */
const hiddenStillCounted = (cats: SQL | ReturnType<typeof ph>, statuses: SQL) => sql`(select count(*)::int from posts h
  where h.hidden_at is not null and h.removed_at is null and h.category_id = any(${cats}::uuid[]) and h.status in ${statuses})`;

/** From the trigger-kept post_counts, less the hidden questions: no count(*) over posts. */
export async function queueTotal(db: DbOrTx, f: { categoryIds: string[]; unanswered: boolean }): Promise<number> {
  if (f.categoryIds.length === 0) return 0;
  const name = `desk_total_${f.unanswered ? 'open' : 'all'}`;
  const statuses = f.unanswered ? sql`('open')` : sql`('open', 'answered')`;
  const stmt = preparedStatement(db, name, () =>
    db
      .select({ n: sql<number>`coalesce(sum(${postCounts.count}), 0)::int - ${hiddenStillCounted(ph('cats'), statuses)}` })
      .from(postCounts)
      .where(sql`${postCounts.categoryId} = any(${ph('cats')}::uuid[]) and ${postCounts.status} in ${statuses}`)
      .prepare(name),
  );
  const [row] = await stmt.execute({ cats: f.categoryIds });
  return Number(row?.n ?? 0);
}
