import { RESPONSE_TIME_WINDOW_DAYS } from '@pretoire/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { rows } from '../../db/statements';
import { transaction } from '../../db/transaction';

/** The desk's hand-written statements: the response times' rows and medians (docs/decisions/raw-sql.md). */
/** A subject's median response time and how many answers it rests on, over rows with a `seconds` column. */
const MEDIAN_AND_COUNT = sql.raw('round(percentile_cont(0.5) within group (order by seconds))::int, count(*)::int');
const windowStart = (now: Date) => new Date(now.getTime() - RESPONSE_TIME_WINDOW_DAYS * 86_400_000).toISOString();

/**
 * Called by the answer transaction, after the question's row was updated (that row lock orders concurrent answers, so
 * only one of them is the question's first: this statement's snapshot is taken after it). Records the lawyer's first
 * top-level answer on the question and refreshes the lawyer's median (and the category's when it is the question's
 * first lawyer answer), in one statement since it runs inside every answer. Sub-statements of one statement do not
 * see each other's rows, so each median takes the new row from the insert's RETURNING; the category's upsert reads
 * the lawyer's, so the two rows are locked in the order refreshAllResponseTimes and forgetAnswer take them.
 * `lead`, an UPDATE of the caller's, runs before all of it (the first row insert reads it): the answer's author
 * counter rides in this statement, its row locked before the desk's as a deletion locks them.
 */
// guarded by desk.test.ts, replies.test.ts; decisions/desk-queue.md
export async function recordFirstAnswer(tx: DbOrTx, postId: string, lawyerId: string, now: Date, lead?: SQL) {
  const at = now.toISOString();
  const from = windowStart(now);
  await rows(
    tx,
    sql`
    with ${lead ? sql`lead as (${lead} returning 1), ` : sql``}f as (
      insert into desk_first_answers (post_id, lawyer_id, category_id, answered_at, seconds, first_for_post)
      select p.id, ${lawyerId}, p.category_id, ${at}::timestamptz,
        greatest(0, extract(epoch from (${at}::timestamptz - p.created_at)))::int,
        not exists (select 1 from desk_first_answers f where f.post_id = p.id)
      from posts p where p.id = ${postId}${lead ? sql` and exists (select 1 from lead)` : sql``}
      on conflict do nothing
      returning category_id, seconds, first_for_post),
    l as (
      insert into desk_response_times (scope, subject_id, median_seconds, answers, computed_at)
      select 'lawyer', ${lawyerId}, ${MEDIAN_AND_COUNT}, ${at}::timestamptz
      from (select seconds from desk_first_answers where lawyer_id = ${lawyerId} and answered_at > ${from}::timestamptz
            union all select seconds from f) s
      having exists (select 1 from f)
      ${upsert}
      returning subject_id)
    insert into desk_response_times (scope, subject_id, median_seconds, answers, computed_at)
    select 'category', (select category_id from f), ${MEDIAN_AND_COUNT},
      ${at}::timestamptz
    from (select seconds from desk_first_answers
          where category_id = (select category_id from f) and first_for_post and answered_at > ${from}::timestamptz
          union all select seconds from f where first_for_post) s
    having exists (select 1 from l) and exists (select 1 from f where first_for_post)
    ${upsert}`,
    'desk_first_answer',
  );
}

/**
 * Called when a top-level answer is deleted (by its author or a moderation decision), inside that transaction: the
 * lawyer's row for the question now follows their earliest answer still standing there, or goes; the question's
 * «first lawyer answer» moves to whoever answered first among those left; both medians are computed again. A hidden
 * answer is not forgotten: hiding can be undone, and the lawyer did answer at that time.
 */
// guarded by desk.test.ts; decisions/desk-queue.md
export async function forgetAnswer(tx: DbOrTx, postId: string, lawyerId: string, now: Date) {
  const gone = await rows<{ category_id: string }>(
    tx,
    sql`delete from desk_first_answers where post_id = ${postId} and lawyer_id = ${lawyerId} returning category_id`,
  );
  if (gone.length === 0) return;
  await rows(
    tx,
    sql`
    insert into desk_first_answers (post_id, lawyer_id, category_id, answered_at, seconds, first_for_post)
    select p.id, r.author_id, p.category_id, r.created_at, greatest(0, extract(epoch from (r.created_at - p.created_at)))::int, false
    from replies r join posts p on p.id = r.post_id
    where r.post_id = ${postId} and r.author_id = ${lawyerId} and r.parent_id is null and r.deleted_at is null
    order by r.created_at limit 1`,
  );
  await rows(
    tx,
    sql`
    update desk_first_answers f set first_for_post = (f.lawyer_id = (
      select lawyer_id from desk_first_answers where post_id = ${postId} order by answered_at, lawyer_id limit 1))
    where f.post_id = ${postId}`,
  );
  await refreshLawyer(tx, lawyerId, now);
  await refreshCategory(tx, gone[0].category_id, now);
}

const upsert = sql`on conflict (scope, subject_id) do update
  set median_seconds = excluded.median_seconds, answers = excluded.answers, computed_at = excluded.computed_at`;

// guarded by desk.test.ts; decisions/desk-queue.md
async function refreshLawyer(db: DbOrTx, lawyerId: string, now: Date) {
  await rows(
    db,
    sql`
    insert into desk_response_times (scope, subject_id, median_seconds, answers, computed_at)
    select 'lawyer', ${lawyerId}, ${MEDIAN_AND_COUNT}, ${now.toISOString()}::timestamptz
    from desk_first_answers where lawyer_id = ${lawyerId} and answered_at > ${windowStart(now)}::timestamptz
    ${upsert}`,
  );
}

// guarded by desk.test.ts; decisions/desk-queue.md
async function refreshCategory(db: DbOrTx, categoryId: string, now: Date) {
  await rows(
    db,
    sql`
    insert into desk_response_times (scope, subject_id, median_seconds, answers, computed_at)
    select 'category', ${categoryId}, ${MEDIAN_AND_COUNT}, ${now.toISOString()}::timestamptz
    from desk_first_answers where category_id = ${categoryId} and first_for_post and answered_at > ${windowStart(now)}::timestamptz
    ${upsert}`,
  );
}

/**
 * The periodic job: the 90-day window slides even when nobody answers, so every median is computed again (one grouped
 * pass over the window's rows, indexed by answered_at) and the ones with no answer left in the window are emptied.
 */
// guarded by desk.test.ts; decisions/desk-queue.md
export async function refreshAllResponseTimes(db: Db, now: Date) {
  const at = now.toISOString();
  const from = windowStart(now);
  await transaction(db, async (tx) => {
    await rows(
      tx,
      sql`
      insert into desk_response_times (scope, subject_id, median_seconds, answers, computed_at)
      select 'lawyer', lawyer_id, ${MEDIAN_AND_COUNT}, ${at}::timestamptz
      from desk_first_answers where answered_at > ${from}::timestamptz group by lawyer_id
      ${upsert}`,
    );
    await rows(
      tx,
      sql`
      insert into desk_response_times (scope, subject_id, median_seconds, answers, computed_at)
      select 'category', category_id, ${MEDIAN_AND_COUNT}, ${at}::timestamptz
      from desk_first_answers where first_for_post and answered_at > ${from}::timestamptz group by category_id
      ${upsert}`,
    );
    await rows(
      tx,
      sql`update desk_response_times set median_seconds = null, answers = 0, computed_at = ${at}::timestamptz where computed_at < ${at}::timestamptz`,
    );
  });
}
