import { type PostSort, SEARCH_RESULT_CAP, SIMILAR_LIMIT } from '@pretoire/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { opaque, ph, preparedStatement } from '../../db/prepared';

// The search's and similar questions' statements (docs/decisions/search-bounded.md); search.ts runs them.

type Row = Record<string, unknown>;

/**
 * The tsquery of encoded terms («group:alternative:word», see synonyms.ts), built in SQL because stems come from
 * ts_lexize. posts.search stems unaccented text, which splits families (licencié → licenc, licenciement → licenci):
 * each word matches, as exact lexemes, its unaccented form, the stems of its unaccented and accented forms, and for
 * stems of 6+ letters those stems minus their last letter. Exact lexemes only: a prefix (`licenc:*`) made the index
 * merge every matching posting list and cost ten times more (docs/decisions/search-bounded.md). Words of an
 * alternative are AND-ed, alternatives OR-ed, groups joined by `op`. Stop words drop out; a query of stop words only
 * gives NULL, which matches nothing.
 */
export const tsQueryOf = (terms: string, op: '&' | '|') => sql`(select to_tsquery('simple', string_agg(alts, ${` ${op} `}))
  from (select '(' || string_agg(alt, ' | ') || ')' as alts
        from (select g, '(' || string_agg(term, ' & ') || ')' as alt
              from (select g, a, '(' || (select string_agg(distinct quote_literal(f), ' | ')
                                          from unnest(array[s, u, sa,
                                                            case when length(s) >= 6 then left(s, -1) end,
                                                            case when length(sa) >= 6 then left(sa, -1) end]) as f
                                          where f is not null) || ')' as term
                    from (select g, a, u, (ts_lexize('french_stem', u))[1] as s, f_unaccent((ts_lexize('french_stem', w))[1]) as sa
                          from (select split_part(t, ':', 1) as g, split_part(t, ':', 2) as a, split_part(t, ':', 3) as w,
                                       f_unaccent(split_part(t, ':', 3)) as u
                                from unnest(string_to_array(${terms}, ' ')) as t) w) x
                    where s is not null) y
              group by g, a) z
        group by g) v)`;

/**
 * How many of the newest questions (of the filtered list) a bounded read considers: a search in a filtered list before
 * asking the full-text index, the sorts by reply count (service.ts) for their whole ranking.
 */
export const RECENT_WINDOW = 8_000;

/**
 * The newest questions whose matches a search over the whole forum reads from the (hour, search) index before walking
 * back by months. It reads every match in it, so its size is the search's cost; with the cap it sets which words walk
 * back (those in fewer than SEARCH_RESULT_CAP / SEARCH_WINDOW of recent questions, one in eight), decisions/search-bounded.md.
 */
export const SEARCH_WINDOW = 4_000;

/**
 * The limit of a walk down a filtered list's created_at index (a search in a category, similar questions in one), as
 * an init-plan: with a constant the planner counted on reading the whole window and chose to sort every question of
 * the list by date (45 ms for a category of 8,000 at 100k, spilling to disk) over walking its index until it has
 * enough (4 ms); search-plan.test.ts.
 */
const WALK_LIMIT = sql.raw(`(select ${RECENT_WINDOW})`);

/** The hour a question was asked, as the (hour, search) GIN indexes of migrations 0007 and 0008 hold it. */
export const HOUR = sql.raw(`date_trunc('hour', p.created_at at time zone 'UTC')`);
/** The month a question was asked, as the (month, search) GIN index of migration 0010 holds it. */
const MONTH = sql.raw(`date_trunc('month', p.created_at at time zone 'UTC')`);

/**
 * How many of the window's newest matches are ranked (ts_rank was a quarter of a common word's search); the others,
 * up to the cap, follow them by date. Matches older than the window, asked for only when the window holds no more
 * than the cap, are all ranked (`older`): the window then holds few, and a reader looking for an old question wants
 * the best of them first, not the newest.
 */
const RANKED = 300;

/** Title above text: weights of D, C, B (text) and A (title). */
const WEIGHTS = sql.raw(`'{0.05, 0.1, 0.3, 1.0}'::float4[]`);

const ORDER: Record<PostSort, string> = {
  new: 'p.created_at desc, p.id desc',
  old: 'p.created_at asc, p.id asc',
  popular: 'p.reply_count desc, p.created_at desc, p.id desc',
  unanswered: 'p.reply_count asc, p.created_at desc, p.id desc',
};

export interface SearchFilters {
  q: string;
  categoryId?: string;
  status?: string;
  authorId?: string;
  sortBy: PostSort;
  page: number;
  limit: number;
}

/**
 * Fills post_search from the visible questions, in the order they were asked, as migration 0008 first did: for a
 * database whose posts were written with triggers off (a restored old backup, the bench's seed).
 */
export const FILL_POST_SEARCH = `insert into post_search (post_id, created_at, search)
  select id, created_at, search from posts where hidden_at is null order by created_at, id
  on conflict (post_id) do nothing`;

/** A search narrowed by category, status or author walks that list's own index (searchStatement). */
export const isFiltered = (f: Pick<SearchFilters, 'categoryId' | 'status' | 'authorId'>) => Boolean(f.categoryId || f.status || f.authorId);

/**
 * The page's columns: each read under its alias by `searchPosts` (and `authorOf`), from its expression in the
 * statement. One list, so a column cannot be selected and not read, or read and not selected.
 */
const PAGE_COLUMNS: readonly (readonly [alias: string, expression: string])[] = [
  ['total', `least((select n from total) + (select count(*)::int from older), ${SEARCH_RESULT_CAP + 1})`],
  ['rank', 'page.rank'],
  ...['id', 'title', 'status', 'reply_count', 'created_at', 'updated_at', 'author_id', 'hidden_at', 'edited_at'].map(
    (c) => [c, `p.${c}`] as const,
  ),
  ['head', 'left(p.content, 400)'],
  ...['id', 'name', 'slug'].map((c) => [`c_${c}`, `c.${c}`] as const),
  ...['id', 'role', 'status', 'nickname', 'first_name', 'last_name', 'profile_picture', 'bar_association', 'deleted_at'].map(
    (c) => [`u_${c}`, `u.${c}`] as const,
  ),
  ['u_accepts_consultations', 'u.accepts_consultations'],
  ['u_badges', 'ab.thresholds'],
];
const PAGE_SELECT = sql.raw(PAGE_COLUMNS.map(([alias, expression]) => `${expression} as ${alias}`).join(', '));

/**
 * The search of one filter shape and sort, prepared once per shape (parsing and planning this query cost about a
 * quarter of a search); the page's limit and offset are `opaque`, so PostgreSQL keeps its generic plan instead of planning each
 * search again. The candidates are sorted once, by date, numbered as they are (the RANKED newest are ranked), and
 * stored once; the count is theirs; the page is the top of them by rank. The outer order repeats the page's.
 */
export function searchQuery(db: DbOrTx, f: Pick<SearchFilters, 'categoryId' | 'status' | 'authorId' | 'sortBy'>) {
  // A hidden question's words must not be findable.
  const conds: SQL[] = [sql`p.hidden_at is null`];
  if (f.categoryId) conds.push(sql`p.category_id = ${ph('category')}::uuid`);
  if (f.status) conds.push(sql`p.status = ${ph('status')}`);
  if (f.authorId) conds.push(sql`p.author_id = ${ph('author')}::uuid`);
  const filtered = isFiltered(f);
  const order = sql.raw(ORDER[f.sortBy]);
  const cap = sql.raw(String(SEARCH_RESULT_CAP));
  const capPlusOne = sql.raw(String(SEARCH_RESULT_CAP + 1));
  const ranked = sql.raw(String(RANKED));
  const newestFirst = sql.raw('p.created_at desc nulls last, p.id desc nulls last');
  const rank = (words: SQL) => sql`ts_rank(${WEIGHTS}, ${words}, (select q from q))`;
  // post_search has no reply count (every answer would write it): a sort by replies looks up the candidates' in
  // posts; a sort by date needs none (the page's rows come from posts).
  const replyCount =
    f.sortBy === 'popular' || f.sortBy === 'unanswered' ? sql.raw('(select r.reply_count from posts r where r.id = p.id)') : sql.raw('0');
  // The candidates (w1), their number (total), and what follows them when they are no more than the cap (older).
  // The whole forum's candidates carry their row address, not their words: their rank reads them back (below).
  const rankByAddress = rank(sql`(select s.search from post_search s where s.ctid = p.tid)`);
  const candidates = filtered
    ? // A filtered list walks its own index of posts: the forum's window holds too few of its questions. Its older
      // matches come from the full-text index (a word that common would make the index's bitmap grow with the table,
      // a rarer one keeps it small), all ranked.
      sql`w1 as materialized (
        select p.id, p.created_at, p.reply_count, p.search, row_number() over (order by ${newestFirst}) as n
        from (select p.id, p.created_at, p.reply_count, p.search from posts p where ${sql.join(conds, sql` and `)}
              order by ${newestFirst} limit ${WALK_LIMIT}) p
        where p.search @@ (select q from q) limit ${capPlusOne}),
      total as materialized (select count(*)::int as n from w1),
      older as materialized (
        select p.id, p.created_at, p.reply_count, ${rank(sql`p.search`)} as rank
        from posts p where ${sql.join([sql`p.search @@ (select q from q)`, ...conds], sql` and `)}
          and (select n from total) <= ${cap} and p.id not in (select id from w1)
        limit ${capPlusOne}),
      cand as (
        select p.id, p.created_at, p.reply_count, case when p.n <= ${ranked} then ${rank(sql`p.search`)} else 0 end as rank from w1 p
        union all select * from older),`
    : // The whole forum: the newest matches asked in the window's hours, from the (hour, search) GIN index of
      // post_search (migration 0008): no row is read unless it matches, and a row there is the question's id, date and
      // words only (~22 a heap page, against ~1.5 matches a page of posts); it holds the visible questions only. They
      // are sorted without their words (sorting the tsvectors took half the statement); the RANKED newest fetch theirs
      // back by row address, which the statement's snapshot keeps valid.
      // When the window holds no more than the cap, the older matches follow month by month, newest first, from the
      // (month, search) GIN index (migration 0010), until the cap, all ranked. A month is an equality key, which GIN
      // intersects with the words' postings by skipping; the whole index would read every posting of the words.
      sql`w1 as materialized (
        select p.post_id as id, p.created_at, p.ctid as tid,
               row_number() over (order by p.created_at desc nulls last, p.post_id desc nulls last) as n
        from post_search p
        where p.search @@ (select q from q) and ${HOUR} >= ${opaque('since', 'timestamp')}
        order by p.created_at desc nulls last, p.post_id desc nulls last limit ${capPlusOne}),
      total as materialized (select count(*)::int as n from w1),
      months as materialized (
        select m from generate_series(${opaque('sinceMonth', 'timestamp')}, ${opaque('firstMonth', 'timestamp')}, interval '-1 month') m
        where (select n from total) <= ${cap}),
      older as materialized (
        select x.* from months, lateral (
          select p.post_id as id, p.created_at, p.ctid as tid from post_search p
          where ${MONTH} = months.m and p.search @@ (select q from q)
            and p.created_at < (${opaque('since', 'timestamp')} at time zone 'UTC')
          order by p.created_at desc nulls last, p.post_id desc nulls last limit ${capPlusOne}) x
        limit ${capPlusOne}),
      cand as (
        select p.id, p.created_at, ${replyCount} as reply_count,
               case when p.n <= ${ranked} then ${rankByAddress} else 0 end as rank
        from w1 p
        union all
        select p.id, p.created_at, ${replyCount}, ${rankByAddress} from older p),`;
  const inner = sql`
    with q as materialized (select ${ph('query')}::tsquery as q),
    ${candidates}
    page as (
      select id, rank from cand p
      order by rank desc, ${order} limit ${opaque('limit', 'int')} offset ${opaque('offset', 'int')})
    select ${PAGE_SELECT}
    from (select 1) one
    left join page on true
    left join posts p on p.id = page.id
    left join categories c on c.id = p.category_id
    left join users u on u.id = p.author_id
    left join author_badges ab on ab.user_id = u.id`;
  // Plain columns, not one JSON object a row: building and parsing the JSON was ~8 % of the statement.
  const fields = Object.fromEntries(PAGE_COLUMNS.map(([c]) => [c, sql<unknown>`${sql.identifier('s')}.${sql.identifier(c)}`]));
  return db
    .select(fields)
    .from(sql`(${inner}) s`)
    .orderBy(sql.raw(`s.rank desc nulls last, ${ORDER[f.sortBy].replace(/\bp\./g, 's.')}`));
}

/**
 * Similar questions of one shape (with or without a category), prepared once per shape: planning it cost ~3 ms of
 * each call. The tsqueries are init-plans, so the generic plan is the right one whatever the words; so is the walk's
 * limit (WALK_LIMIT).
 */
export function similarQuery(db: DbOrTx, withCategory: boolean) {
  const inCategory = withCategory ? sql`and p.category_id = ${ph('category')}::uuid` : sql``;
  const window = withCategory ? sql`where p.category_id = ${ph('category')}::uuid` : sql``;
  const inner = sql`
    with q as materialized (select ${ph('any')}::tsquery as q),
    qall as materialized (select ${ph('every')}::tsquery as q),
    all_words as materialized (
      select p.id from posts p
      where p.title_search @@ (select q from qall) and p.status <> 'open' and p.hidden_at is null ${inCategory}
      limit 100),
    any_word as materialized (
      select p.id
      from (select p.id, p.status, p.title_search, p.hidden_at from posts p ${window}
            order by p.created_at desc nulls last, p.id desc nulls last limit ${WALK_LIMIT}) p
      where p.title_search @@ (select q from q) and p.status <> 'open' and p.hidden_at is null
        and (select count(*) from all_words) < ${sql.raw(String(SIMILAR_LIMIT))}
      limit 300)
    select p.id, p.title, p.status, p.reply_count, p.created_at, c.id as c_id, c.name as c_name, c.slug as c_slug,
           ts_rank(p.title_search, (select q from q), 1) as rank
    from (select id from all_words union select id from any_word) ids
    join posts p on p.id = ids.id join categories c on c.id = p.category_id
    order by rank desc, p.reply_count desc, p.created_at desc, p.id desc
    limit ${sql.raw(String(SIMILAR_LIMIT))}`;
  return db
    .select({ r: sql<Row>`to_jsonb(s)` })
    .from(sql`(${inner}) s`)
    .orderBy(sql.raw('s.rank desc, s.reply_count desc, s.created_at desc, s.id desc'));
}

const shapeOf = (f: Pick<SearchFilters, 'categoryId' | 'status' | 'authorId'>) =>
  `${f.categoryId ? 'c' : ''}${f.status ? 's' : ''}${f.authorId ? 'a' : ''}`;

/** Runs the search statement of the filters' shape and sort, prepared once per shape and database handle. */
export function runSearch(
  db: DbOrTx,
  f: Pick<SearchFilters, 'categoryId' | 'status' | 'authorId' | 'sortBy'>,
  params: Record<string, unknown>,
) {
  const name = `posts_search_${shapeOf(f)}_${f.sortBy}`;
  return preparedStatement(db, name, () => searchQuery(db, f).prepare(name)).execute(params) as Promise<Row[]>;
}

/** Runs the similar-questions statement, with or without a category. */
export function runSimilar(db: DbOrTx, withCategory: boolean, params: Record<string, unknown>) {
  const name = withCategory ? 'posts_similar_c' : 'posts_similar';
  return preparedStatement(db, name, () => similarQuery(db, withCategory).prepare(name)).execute(params);
}
