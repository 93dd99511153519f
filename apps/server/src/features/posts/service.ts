import type { PostDetail, PostListItem, PostSort, PostStatus } from '@pretoire/contracts';
import { and, asc, count, desc, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { categories, postCounts, posts, replies, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { authorColumns, loadBadges } from './authors';
import { POST_NOT_FOUND } from './policy';
import { presentAuthor, presentDetail, presentListItem } from './present';

export interface ListFilters {
  categoryId?: string;
  status?: PostStatus;
  authorId?: string;
  q?: string;
  sortBy: PostSort;
  page: number;
  limit: number;
}

export interface PostPage {
  items: PostListItem[];
  total: number;
}

/** Words of a search, lowercased; punctuation and operators are ignored. */
export function searchWords(q: string): string[] {
  return [
    ...new Set(
      q
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ].slice(0, 12);
}

/**
 * posts.search stems unaccented text, which splits families (licencié → licenc, licenciement → licenci;
 * loyers → loyer, loyer → loi). Each word therefore matches its stem, its unaccented form, or, for
 * stems of 6+ letters, any lexeme starting with the stem minus its last letter. French stop words drop out.
 */
const tsQuery = (words: SQLWrapper | string) => sql`(select to_tsquery('simple', string_agg(
    '(' || concat_ws(' | ', quote_literal(s), quote_literal(u), case when length(s) >= 6 then quote_literal(left(s, -1)) || ':*' end) || ')',
    ' & '))
  from (select u, (ts_lexize('french_stem', u))[1] as s
        from (select f_unaccent(w) as u from unnest(string_to_array(${words}, ' ')) as w) a) x
  where s is not null)`;

/** Order of a list; with a search, relevance first and the chosen sort as tie-breaker. */
function orderOf(sortBy: PostSort, search: SQL | null): SQL[] {
  // "nulls last"/"nulls first" spelled out: the indexes are (created_at desc nulls last, id desc nulls last),
  // and a plain "desc" (nulls first) would not match them, turning every page into a sort of the table.
  const byNew = [sql`${posts.createdAt} desc nulls last`, sql`${posts.id} desc nulls last`];
  const base = {
    new: byNew,
    old: [sql`${posts.createdAt} asc nulls first`, sql`${posts.id} asc nulls first`],
    popular: [desc(posts.replyCount), ...byNew],
    unanswered: [asc(posts.replyCount), ...byNew],
  }[sortBy];
  return search ? [sql`ts_rank("posts"."search", ${search}) desc`, ...base] : base;
}

/**
 * Each list shape (which filters are present, which sort) is built once per database handle and kept as a
 * named prepared statement: building drizzle queries per request cost more CPU than PostgreSQL spent answering
 * them (bench: docs/PERFORMANCE.md). Values travel as placeholders.
 */
const prepared = new WeakMap<object, Map<string, { execute(p: Record<string, unknown>): Promise<unknown> }>>();
function cachedStatement<T>(db: DbOrTx, name: string, build: () => { execute(p: Record<string, unknown>): Promise<T> }) {
  let byName = prepared.get(db);
  if (!byName) {
    byName = new Map();
    prepared.set(db, byName);
  }
  let stmt = byName.get(name);
  if (!stmt) {
    stmt = build();
    byName.set(name, stmt);
  }
  return stmt as { execute(p: Record<string, unknown>): Promise<T> };
}

const ph = (name: string) => sql.placeholder(name);

function listConditions(f: ListFilters, search: SQL | null): SQL | undefined {
  const conds: SQL[] = [];
  if (f.categoryId) conds.push(sql`${posts.categoryId} = ${ph('categoryId')}`);
  if (f.status) conds.push(sql`${posts.status} = ${ph('status')}`);
  if (f.authorId) conds.push(sql`${posts.authorId} = ${ph('authorId')}`);
  if (search) conds.push(sql`"posts"."search" @@ ${search}`);
  return conds.length ? and(...conds) : undefined;
}

/**
 * Limit-first: the page of ids is chosen on the posts indexes alone, then only those rows are joined.
 * Totals come from the trigger-kept post_counts unless an author or a search filter needs count(*).
 */
export async function listPosts(db: DbOrTx, f: ListFilters): Promise<PostPage> {
  const shape = `${f.categoryId ? 'c' : ''}${f.status ? 's' : ''}${f.authorId ? 'a' : ''}${f.q ? 'q' : ''}_${f.sortBy}`;
  const params = {
    categoryId: f.categoryId,
    status: f.status,
    authorId: f.authorId,
    words: f.q ? searchWords(f.q).join(' ') : undefined,
    limit: f.limit,
    offset: (f.page - 1) * f.limit,
  };
  const rowsQuery = cachedStatement(db, `posts_list_${shape}`, () => {
    const search = f.q ? tsQuery(ph('words')) : null;
    const order = orderOf(f.sortBy, search);
    const page = db.$with('page').as(
      db
        .select({ pid: posts.id })
        .from(posts)
        .where(listConditions(f, search))
        .orderBy(...order)
        .limit(ph('limit'))
        .offset(ph('offset')),
    );
    return db
      .with(page)
      .select({
        id: posts.id,
        title: posts.title,
        head: sql<string>`left(${posts.content}, 400)`,
        status: posts.status,
        replyCount: posts.replyCount,
        createdAt: posts.createdAt,
        updatedAt: posts.updatedAt,
        authorId: posts.authorId,
        category: { id: categories.id, name: categories.name, slug: categories.slug },
        author: authorColumns,
      })
      .from(page)
      .innerJoin(posts, eq(posts.id, page.pid))
      .innerJoin(categories, eq(categories.id, posts.categoryId))
      .innerJoin(users, eq(users.id, posts.authorId))
      .orderBy(...order)
      .prepare(`posts_list_${shape}`);
  });

  const [rows, total] = await Promise.all([rowsQuery.execute(params), countPosts(db, f, params)]);
  // Questions are asked by members, so this is usually no query at all.
  const badges = await loadBadges(
    db,
    rows.filter((r) => r.author.role === 'lawyer').map((r) => r.author.id),
  );
  const authors = new Map(rows.map((r) => [r.author.id, presentAuthor(r.author, badges.get(r.author.id) ?? [])]));
  return { items: rows.map((r) => presentListItem(r, authors)), total };
}

async function countPosts(db: DbOrTx, f: ListFilters, params: Record<string, unknown>): Promise<number> {
  const shape = `${f.categoryId ? 'c' : ''}${f.status ? 's' : ''}${f.authorId ? 'a' : ''}${f.q ? 'q' : ''}`;
  if (f.authorId || f.q) {
    const stmt = cachedStatement(db, `posts_count_${shape}`, () =>
      db
        .select({ n: count() })
        .from(posts)
        .where(listConditions(f, f.q ? tsQuery(ph('words')) : null))
        .prepare(`posts_count_${shape}`),
    );
    const [{ n }] = await stmt.execute(params);
    return n;
  }
  const stmt = cachedStatement(db, `posts_total_${shape}`, () => {
    const conds: SQL[] = [];
    if (f.categoryId) conds.push(sql`${postCounts.categoryId} = ${ph('categoryId')}`);
    if (f.status) conds.push(sql`${postCounts.status} = ${ph('status')}`);
    return db
      .select({ n: sql<number>`coalesce(sum(${postCounts.count}), 0)::int` })
      .from(postCounts)
      .where(conds.length ? and(...conds) : undefined)
      .prepare(`posts_total_${shape}`);
  });
  const [{ n }] = await stmt.execute(params);
  return Number(n);
}

/** The question with its whole reply tree, or null: question and replies in parallel, then badges. */
export async function getPostDetail(db: DbOrTx, postId: string): Promise<PostDetail | null> {
  const postStmt = cachedStatement(db, 'post_detail', () =>
    db
      .select({ post: posts, category: { id: categories.id, name: categories.name, slug: categories.slug }, author: authorColumns })
      .from(posts)
      .innerJoin(categories, eq(categories.id, posts.categoryId))
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(eq(posts.id, ph('id')))
      .prepare('post_detail'),
  );
  const repliesStmt = cachedStatement(db, 'post_detail_replies', () =>
    db
      .select({ reply: replies, author: authorColumns })
      .from(replies)
      .innerJoin(users, eq(users.id, replies.authorId))
      .where(eq(replies.postId, ph('id')))
      .orderBy(asc(replies.createdAt), asc(replies.id))
      .prepare('post_detail_replies'),
  );
  const [[row], replyRows] = await Promise.all([postStmt.execute({ id: postId }), repliesStmt.execute({ id: postId })]);
  if (!row) return null;
  const people = [row.author, ...replyRows.map((r) => r.author)];
  const badges = await loadBadges(db, [...new Set(people.filter((a) => a.role === 'lawyer').map((a) => a.id))]);
  const authors = new Map(people.map((a) => [a.id, presentAuthor(a, badges.get(a.id) ?? [])]));
  return presentDetail(
    row.post,
    row.category,
    replyRows.map((r) => r.reply),
    authors,
  );
}

/** Issue 18: the deadline columns (features/desk deadlineColumns) come with the question. */
type DeadlineFields = Pick<typeof posts.$inferInsert, 'eventDate' | 'deadlineRule' | 'deadlineEnd' | 'deadline'>;

export async function createPost(
  db: DbOrTx,
  authorId: string,
  input: { title: string; content: string; categoryId: string } & DeadlineFields,
) {
  const [row] = await db
    .insert(posts)
    .values({ authorId, ...input })
    .returning({ id: posts.id });
  return row.id;
}

/**
 * The question's owner and title. Inside a write transaction pass lock = true: the key-share lock makes a
 * concurrent question deletion wait (instead of a foreign-key error or a deadlock), and is taken before any
 * reply lock so every writer locks in the same order.
 */
export async function findPost(db: DbOrTx, postId: string, lock = false) {
  const q = db
    .select({ id: posts.id, authorId: posts.authorId, title: posts.title, status: posts.status })
    .from(posts)
    .where(eq(posts.id, postId));
  const [row] = lock ? await q.for('key share') : await q;
  return row ?? null;
}

/**
 * Removes a question, its replies and its notifications (by cascade); credits already earned stay in the ledger.
 * Shared with the admin route. Returns false when the question does not exist.
 */
export async function deletePost(ctx: Pick<AppContext, 'db'>, postId: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const live = await tx
      .select({ authorId: replies.authorId, n: count() })
      .from(replies)
      .where(and(eq(replies.postId, postId), isNull(replies.deletedAt)))
      .groupBy(replies.authorId);
    const gone = await tx.delete(posts).where(eq(posts.id, postId)).returning({ id: posts.id });
    if (gone.length === 0) return false;
    for (const { authorId, n } of live) {
      await tx
        .update(users)
        .set({ replyCount: sql`greatest(${users.replyCount} - ${n}, 0)` })
        .where(eq(users.id, authorId));
    }
    return true;
  });
}

/** Recomputes a question's status from its live replies (after a deletion). */
export async function recomputeStatus(db: DbOrTx, postId: string) {
  await db.execute(sql`
    update posts set status = case
      when exists (select 1 from replies r where r.post_id = ${postId} and r.deleted_at is null and r.is_satisfactory) then 'resolved'
      when exists (select 1 from replies r join users u on u.id = r.author_id
                   where r.post_id = ${postId} and r.deleted_at is null and u.role = 'lawyer') then 'answered'
      else 'open' end
    where id = ${postId}`);
}

/** The question with its reply tree, or 404 (a deleted question is not found). */
export async function postDetailOr404(ctx: AppContext, id: string) {
  const post = await getPostDetail(ctx.db, id);
  if (!post) throw notFound(POST_NOT_FOUND);
  return post;
}
