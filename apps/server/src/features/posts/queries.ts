import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { posts, replies, users } from '../../db/schema';
import { type Prepared, prepared, rows } from '../../db/statements';
import { transaction } from '../../db/transaction';

/**
 * The posts feature's hand-written statements (docs/decisions/raw-sql.md). Query-builder reads and writes stay beside
 * their feature code.
 */

/**
 * One row per author (`k` 0: `a` its id, `t` its JSON), then the question (`k` 1) and its replies (`k` 2) in time
 * order: `a` the author's id, `t` the text before the author, `e` the text after it. Each author's text once: joined
 * to every reply it made up a third of the page's bytes and of PostgreSQL's time on it.
 */
export interface DetailRow {
  k: number;
  a: string;
  t: string;
  e: string | null;
}

/** The question page's JSON members, as detail.ts builds them (what a viewer sees of hidden content). */
export interface QuestionPageParts {
  author: SQL;
  question: { head: SQL; tail: SQL };
  reply: { head: SQL; tail: SQL };
}

let questionPage: Prepared<DetailRow> | undefined;

// guarded by detail-response.test.ts; decisions/question-page-json.md
export function questionPageRows(
  db: DbOrTx,
  parts: () => QuestionPageParts,
  values: { id: string; viewer: string | null; admin: boolean; helpAfterH: number },
) {
  questionPage ??= prepared<DetailRow>('post_detail_json', () => {
    const { author, question, reply } = parts();
    const id = sql.placeholder('id');
    return sql`select k, a, t, e from (
        select 0 as k, null::timestamptz as at, u.id as rid, u.id as a, ${author} as t, null::text as e
          from users u left join author_badges b on b.user_id = u.id
          where u.id in (select author_id from posts where id = ${id}::uuid
                         union select author_id from replies where post_id = ${id}::uuid)
        union all
        select 1, p.created_at, p.id, p.author_id, ${question.head}, ${question.tail}
          from posts p join categories c on c.id = p.category_id where p.id = ${id}::uuid and p.removed_at is null
        union all
        select 2, r.created_at, r.id, r.author_id, ${reply.head}, ${reply.tail}
          from replies r where r.post_id = ${id}::uuid
            and (r.removed_at is null or exists (select 1 from replies c where c.parent_id = r.id))
      ) d order by k, at, rid`;
  });
  return questionPage.rows(db, values);
}

/** The answer author's counter: run alone, or as the lead of the desk's first-answer statement. */
export const authorReplyCount = (userId: string) => sql`update ${users} set reply_count = reply_count + 1 where ${users.id} = ${userId}`;

// guarded by replies.test.ts; decisions/forum-replies.md
export async function countAuthorReply(tx: Tx, userId: string) {
  await rows(tx, authorReplyCount(userId), 'reply_author_count');
}

// guarded by replies.test.ts («never answers 500»); decisions/forum-replies.md
export async function insertReply(
  tx: Tx,
  r: { userId: string; lawyer: boolean; postId: string; parentId: string | null; content: string },
) {
  const answered = r.lawyer ? sql`, status = case when status = 'open' then 'answered' else status end` : sql``;
  const [row] = await rows<{ reply_id: string; author_id: string; title: string }>(
    tx,
    sql`
    with p as (select id, author_id, title from ${posts} where id = ${r.postId} and hidden_at is null for key share),
    r as (
      insert into ${replies} (post_id, parent_id, author_id, content)
      select p.id, ${r.parentId}::uuid, ${r.userId}, ${r.content} from p
      returning id)
    update ${posts} set reply_count = reply_count + 1${answered} from r where ${posts.id} = ${r.postId}
    returning r.id as reply_id, (select author_id from p) as author_id, (select title from p) as title`,
    'reply_write',
  );
  return row;
}

// guarded by status-counts.test.ts, replies.test.ts; decisions/forum-replies.md
export async function updateStatusFromReplies(db: DbOrTx, postId: string) {
  await rows(
    db,
    sql`
    update posts set status = case
      when exists (select 1 from replies r where r.post_id = ${postId} and r.deleted_at is null and r.removed_at is null and r.is_satisfactory) then 'resolved'
      when exists (select 1 from replies r join users u on u.id = r.author_id
                   where r.post_id = ${postId} and r.deleted_at is null and r.removed_at is null and u.role = 'lawyer') then 'answered'
      else 'open' end
    where id = ${postId}`,
  );
}

// guarded by search.test.ts, relevance.test.ts; decisions/forum-search.md
export async function tsQueryRow(db: DbOrTx, tsQuery: SQL) {
  const [row] = await rows<{ q: string | null }>(db, sql`select (${tsQuery})::text as q`);
  return row?.q ?? null;
}

// guarded by recent-window.test.ts; decisions/search-bounded.md
export async function windowStartRow(db: DbOrTx, hour: SQL, recentWindow: number) {
  const [row] = await rows<{ since: string | null; first: string | null }>(
    db,
    sql`select (select ${hour}::text from posts p
        order by p.created_at desc nulls last, p.id desc nulls last offset ${recentWindow - 1} limit 1) as since,
      (select date_trunc('month', min(p.created_at) at time zone 'UTC')::text from posts p) as first`,
  );
  return { since: row?.since ?? null, first: row?.first ?? null };
}

// guarded by suggest.test.ts; decisions/search-suggestions.md
/** The settings row holding when the lexicon was last filled (search-words-job.ts). */
const FILLED_AT = 'search-words-filled-at';

/** The lexicon of the visible questions' words, filled again in one transaction, with the time it was. */
export async function fillSearchWords(db: DbOrTx, minLength: number) {
  await transaction(db, async (tx) => {
    await rows(tx, sql`delete from search_words`);
    await rows(
      tx,
      sql`insert into search_words (word, key, docs)
      select word, f_unaccent(word), ndoc
      from ts_stat('select to_tsvector(''simple'', title || '' '' || content) from posts where hidden_at is null')
      where length(word) between ${minLength} and 40 and word ~ '^[[:alpha:]]+$'
      on conflict (word) do update set key = excluded.key, docs = excluded.docs`,
    );
    await rows(
      tx,
      sql`insert into settings (key, value) values (${FILLED_AT}, now()::text)
      on conflict (key) do update set value = excluded.value`,
    );
  });
}

// guarded by search-words-job.test.ts; decisions/search-suggestions.md
/** Whether the lexicon was filled less than `seconds` ago and holds words. */
export async function searchWordsFresh(db: DbOrTx, seconds: number) {
  const [row] = await rows<{ fresh: boolean }>(
    db,
    sql`select exists (select 1 from search_words)
      and coalesce((select value::timestamptz from settings where key = ${FILLED_AT}) > now() - make_interval(secs => ${seconds}), false) as fresh`,
  );
  return row?.fresh === true;
}

// guarded by suggest.test.ts; decisions/search-suggestions.md
/**
 * Per word, its most similar known word (trigrams of the unaccented forms) at `minSimilarity` or more, or null when
 * the lexicon knows the word itself: then the similarity search is not run at all.
 */
export function closestWords(db: DbOrTx, words: string[], minSimilarity: number) {
  return rows<{ w: string; best: string | null }>(
    db,
    sql`select i.w,
        case when exists (select 1 from search_words s where s.key = f_unaccent(i.w)) then null
        else (select s.word from search_words s where s.key % f_unaccent(i.w)
          and similarity(s.key, f_unaccent(i.w)) >= ${minSimilarity}
          order by similarity(s.key, f_unaccent(i.w)) desc, s.docs desc, s.word limit 1) end as best
      from unnest(string_to_array(${words.join(' ')}, ' ')) as i(w)`,
  );
}
