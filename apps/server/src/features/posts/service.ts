import type { PostDetail, PostListItem } from '@pretoire/contracts';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { posts, replies, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import { badgeNames } from './authors';
import { postDetailJson } from './detail';
import { countPosts, type ListFilters, listRows } from './list-queries';

export type { ListFilters };

import { POST_NOT_FOUND } from './policy';
import { presentAuthor, presentListItem, type Viewer } from './present';
import { updateStatusFromReplies } from './queries';
import { searchPosts } from './search';
import { RECENT_WINDOW } from './search-queries';
import { suggestQuery } from './suggest';

export interface PostPage {
  items: PostListItem[];
  total: number;
  /** A search that found nothing, corrected (suggest.ts); the items are then its results. */
  suggestion?: string;
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
  const [rows, count] = await Promise.all([listRows(db, f, shape, params), countPosts(db, f, params)]);
  const authors = new Map(rows.map((r) => [r.author.id, presentAuthor(r.author, badgeNames(r.badges))]));
  return { items: rows.map((r) => presentListItem(r, authors)), total: byDate ? count : Math.min(count, RECENT_WINDOW) };
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
