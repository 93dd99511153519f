import type { PostSort, PostStatus } from '@pretoire/contracts';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { opaque, ph, preparedStatement } from '../../db/prepared';
import { authorBadges, categories, postCounts, posts, users } from '../../db/schema';
import { authorColumns } from './authors';
import { RECENT_WINDOW } from './search-queries';

// The lists' statements (docs/decisions/forum-lists.md); service.ts runs them. Each list shape (which filters are
// present, which sort) is one named prepared statement (db/prepared.ts).

export interface ListFilters {
  categoryId?: string;
  status?: PostStatus;
  authorId?: string;
  q?: string;
  sortBy: PostSort;
  page: number;
  limit: number;
}

/** Order of a list (a search orders by relevance first, in search.ts). */
export function orderOf(sortBy: PostSort): SQL[] {
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

export function listConditions(f: ListFilters): SQL | undefined {
  // Removed by moderation: in no list (hidden questions stay, with their placeholder).
  const conds: SQL[] = [isNull(posts.removedAt)];
  if (f.categoryId) conds.push(sql`${posts.categoryId} = ${ph('categoryId')}`);
  if (f.status) conds.push(sql`${posts.status} = ${ph('status')}`);
  if (f.authorId) conds.push(sql`${posts.authorId} = ${ph('authorId')}`);
  return conds.length ? and(...conds) : undefined;
}

/** The rows of one page of a list (`shape`: its filters and sort), one prepared statement per shape. */
export function listRows(db: DbOrTx, f: ListFilters, shape: string, params: Record<string, unknown>) {
  const byDate = f.sortBy === 'new' || f.sortBy === 'old';
  return preparedStatement(db, `posts_list_${shape}`, () => {
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
  }).execute(params);
}

export async function countPosts(db: DbOrTx, f: ListFilters, params: Record<string, unknown>): Promise<number> {
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
