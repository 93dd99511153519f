import type { PostDetail, PostListItem, PostSort, PostStatus } from '@pretoire/contracts';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { authorBadges, categories, postCounts, posts, replies, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import { opaque, ph, preparedStatement } from '../../lib/prepared';
import { authorColumns, badgeNames } from './authors';
import { postDetailJson } from './detail';
import { POST_NOT_FOUND } from './policy';
import { presentAuthor, presentListItem, type Viewer } from './present';
import { updateStatusFromReplies } from './queries';
import { RECENT_WINDOW, searchPosts } from './search';
import { suggestQuery } from './suggest';

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
  /** A search that found nothing, corrected (suggest.ts); the items are then its results. */
  suggestion?: string;
}

/** Order of a list (a search orders by relevance first, in search.ts). */
function orderOf(sortBy: PostSort): SQL[] {
  // "nulls last"/"nulls first" spelled out: the indexes are (created_at desc nulls last, id desc nulls last),
  // and a plain "desc" (nulls first) would not match them, turning every page into a sort of the table.
  const byNew = [sql`${posts.createdAt} desc nulls last`, sql`${posts.id} desc nulls last`];
  const base = {
    new: byNew,
    old: [sql`${posts.createdAt} asc nulls first`, sql`${posts.id} asc nulls first`],
    popular: [desc(posts.replyCount), ...byNew],
    unanswered: [asc(posts.replyCount), ...byNew],
  }[sortBy];
  return base;
}

// Each list shape (which filters are present, which sort) is one named prepared statement (lib/prepared.ts).

function listConditions(f: ListFilters): SQL | undefined {
  // Removed by moderation: in no list (hidden questions stay, with their placeholder).
  const conds: SQL[] = [isNull(posts.removedAt)];
  if (f.categoryId) conds.push(sql`${posts.categoryId} = ${ph('categoryId')}`);
  if (f.status) conds.push(sql`${posts.status} = ${ph('status')}`);
  if (f.authorId) conds.push(sql`${posts.authorId} = ${ph('authorId')}`);
  return conds.length ? and(...conds) : undefined;
}

/**
 * Limit-first: the page of ids is chosen on the posts indexes alone, then only those rows are joined.
 * Totals come from the trigger-kept post_counts unless an author filter needs count(*). A search goes to search.ts.
 */
export async function listPosts(db: DbOrTx, f: ListFilters): Promise<PostPage> {
  if (f.q) {
    const present = (found: Parameters<Parameters<typeof searchPosts>[2]>[0]) => {
      const authors = new Map(found.map((x) => [x.author.id, presentAuthor(x.author, badgeNames(x.author.badges))]));
      return found.map((x) => presentListItem(x.row, authors));
    };
    const result = await searchPosts(db, { ...f, q: f.q }, present);
    // Only a first page with no result asks the lexicon; a search with results pays nothing more.
    if (result.total > 0 || f.page !== 1) return result;
    const suggestion = await suggestQuery(db, f.q);
    if (!suggestion) return result;
    const corrected = await searchPosts(db, { ...f, q: suggestion }, present);
    return corrected.total > 0 ? { ...corrected, suggestion } : result;
  }
  const shape = `${f.categoryId ? 'c' : ''}${f.status ? 's' : ''}${f.authorId ? 'a' : ''}_${f.sortBy}`;
  const byDate = f.sortBy === 'new' || f.sortBy === 'old';
  const params = {
    categoryId: f.categoryId,
    status: f.status,
    authorId: f.authorId,
    limit: f.limit,
    offset: (f.page - 1) * f.limit,
  };
  const rowsQuery = preparedStatement(db, `posts_list_${shape}`, () => {
    const order = sql.join(orderOf(f.sortBy), sql`, `);
    const where = listConditions(f);
    // The page's ids in an array: the planner counts ten rows for `= any(array(…))` whatever the limit, so the joins
    // are nested loops in the generic plan too. Limit and offset are opaque: the plan is right whatever their values
    // and PostgreSQL keeps one instead of planning every page again (planning cost more than running it,
    // docs/PERFORMANCE.md). By date the page is an index walk. By reply count (API only; no index on it) the ranking
    // is that of the RECENT_WINDOW newest questions of the list: a sort of every row took 250 ms at 1M questions.
    const filtered = where ? sql`where ${where}` : sql``;
    const rows = byDate
      ? sql`${posts}`
      : sql`(select ${posts.id}, ${posts.replyCount}, ${posts.createdAt} from ${posts} ${filtered} order by ${posts.createdAt} desc nulls last, ${posts.id} desc nulls last
              limit ${sql.raw(String(RECENT_WINDOW))}) ${posts}`;
    const pageIds = sql`select ${posts.id} from ${rows} ${byDate ? filtered : sql``} order by ${order}
      limit ${opaque('limit', 'int')} offset ${opaque('offset', 'int')}`;
    return db
      .select({
        id: posts.id,
        title: posts.title,
        head: sql<string>`left(${posts.content}, 400)`,
        status: posts.status,
        replyCount: posts.replyCount,
        createdAt: posts.createdAt,
        updatedAt: posts.updatedAt,
        authorId: posts.authorId,
        hiddenAt: posts.hiddenAt,
        editedAt: posts.editedAt,
        category: { id: categories.id, name: categories.name, slug: categories.slug },
        author: authorColumns,
        badges: authorBadges.thresholds,
      })
      .from(posts)
      .innerJoin(categories, eq(categories.id, posts.categoryId))
      .innerJoin(users, eq(users.id, posts.authorId))
      .leftJoin(authorBadges, eq(authorBadges.userId, posts.authorId))
      .where(sql`${posts.id} = any(array(${pageIds}))`)
      .orderBy(order)
      .prepare(`posts_list_${shape}`);
  });

  const [rows, count] = await Promise.all([rowsQuery.execute(params), countPosts(db, f, params)]);
  const authors = new Map(rows.map((r) => [r.author.id, presentAuthor(r.author, badgeNames(r.badges))]));
  return { items: rows.map((r) => presentListItem(r, authors)), total: byDate ? count : Math.min(count, RECENT_WINDOW) };
}

async function countPosts(db: DbOrTx, f: ListFilters, params: Record<string, unknown>): Promise<number> {
  const shape = `${f.categoryId ? 'c' : ''}${f.status ? 's' : ''}${f.authorId ? 'a' : ''}`;
  if (f.authorId) {
    const stmt = preparedStatement(db, `posts_count_${shape}`, () =>
      db.select({ n: count() }).from(posts).where(listConditions(f)).prepare(`posts_count_${shape}`),
    );
    const [{ n }] = await stmt.execute(params);
    return n;
  }
  const stmt = preparedStatement(db, `posts_total_${shape}`, () => {
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

/** The deadline columns (features/desk deadlineColumns) come with the question. */
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
    .select({
      id: posts.id,
      authorId: posts.authorId,
      title: posts.title,
      status: posts.status,
      hidden: sql<boolean>`${posts.hiddenAt} is not null`,
    })
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
  return transaction(ctx.db, async (tx) => {
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
  await updateStatusFromReplies(db, postId);
}

/**
 * The question with its reply tree as JSON text (detail.ts), or 404 (a deleted question is not found). The question
 * page's GET sends it as PostgreSQL wrote it.
 */
export async function postDetailJsonOr404(ctx: AppContext, id: string, viewer: Viewer = null) {
  const json = await postDetailJson(ctx.db, id, viewer, ctx.config.UNANSWERED_HELP_AFTER_H);
  if (json === null) throw notFound(POST_NOT_FOUND);
  return json;
}

/**
 * The question's JSON exactly as `GET /api/posts/{id}` sends it to a visitor (no session), or null when there is
 * none: the page renderer reads it here rather than through the route (decisions/reach-ssr.md, «Data»).
 */
export const postJsonForVisitor = (ctx: AppContext, id: string) => postDetailJson(ctx.db, id, null, ctx.config.UNANSWERED_HELP_AFTER_H);

/** The same read back as an object, for the routes that add to it (`masked`) before their schema encodes it. */
export async function postDetailOr404(ctx: AppContext, id: string, viewer: Viewer = null): Promise<PostDetail> {
  return JSON.parse(await postDetailJsonOr404(ctx, id, viewer)) as PostDetail;
}
