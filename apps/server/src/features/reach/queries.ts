import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/statements';

/** The sitemaps' hand-written statements (docs/decisions/raw-sql.md); what each one lists is in sitemap.ts. */

/**
 * The first row of each page of `size` rows of `table` (ordered by created_at, id), its exact timestamp as text, and
 * the page's newest change.
 */
// guarded by crawl.test.ts; decisions/reach-ssr.md
export function sitemapChunks(db: DbOrTx, table: SQL, where: SQL, size: number) {
  return rows<{ id: string; at: string; lastmod: unknown }>(
    db,
    sql`
        WITH ordered AS (
          SELECT id, created_at, updated_at, (row_number() OVER (ORDER BY created_at, id) - 1) AS rn
          FROM ${table} WHERE ${where}
        ), per_chunk AS (
          SELECT rn / ${size} AS chunk, max(updated_at) AS lastmod FROM ordered GROUP BY 1
        )
        SELECT o.id, to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, p.lastmod
        FROM ordered o JOIN per_chunk p ON p.chunk = o.rn / ${size}
        WHERE o.rn % ${size} = 0
        ORDER BY o.rn`,
  );
}

/** A page's rows: `size` rows from its first one (`from`). */
// guarded by crawl.test.ts; decisions/reach-ssr.md
export function sitemapPage(db: DbOrTx, table: SQL, where: SQL, from: { at: string; id: string }, size: number) {
  return rows<{ id: string; updated_at: unknown }>(
    db,
    sql`
        SELECT id, updated_at FROM ${table}
        WHERE ${where} AND (created_at, id) >= (${from.at}::timestamptz, ${from.id}::uuid)
        ORDER BY created_at, id LIMIT ${size}`,
  );
}

/** Every category with its newest question's change. */
// guarded by crawl.test.ts; decisions/reach-ssr.md
export function categoryLastmods(db: DbOrTx) {
  return rows<{ id: string; lastmod: unknown }>(
    db,
    sql`
      SELECT c.id, (SELECT max(p.updated_at) FROM posts p WHERE p.category_id = c.id) AS lastmod
      FROM categories c ORDER BY c.position, c.name`,
  );
}
