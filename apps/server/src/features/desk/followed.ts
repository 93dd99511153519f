import { SPECIALIZATION_CATEGORY_SLUGS } from '@pretoire/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

// Stand-in until the `outbox` branch (category follows) is merged: same signature as its followedCategoryIds, returning
// the categories that match the lawyer's specializations (defaultFollowedSlugs' table). The lead points the desk's
// import at the real one when merging.

// The specialization → category table as two parallel arrays, so one query can join it.
const pairs = Object.entries(SPECIALIZATION_CATEGORY_SLUGS).flatMap(([spec, slugs]) => slugs.map((slug) => [spec, slug] as const));
const specs = pairs.map(([spec]) => spec);
const slugs = pairs.map(([, slug]) => slug);

type Statement = { execute(p: Record<string, unknown>): Promise<{ id: string }[]> };
const prepared = new WeakMap<object, Statement>();

/** Ids of the categories a user follows, in the categories' display order (one prepared query: it runs on every queue view). */
export async function followedCategoryIds(db: DbOrTx, userId: string): Promise<string[]> {
  let stmt = prepared.get(db);
  if (!stmt) {
    stmt = db
      .select({ id: sql<string>`c.id` })
      .from(sql`categories c`)
      .where(
        sql`c.slug in (select m.slug from unnest(${sql.placeholder('specs')}::text[], ${sql.placeholder('slugs')}::text[]) m(spec, slug)
          join users u on u.id = ${sql.placeholder('userId')}::uuid and m.spec = any(u.specializations))`,
      )
      .orderBy(sql`c.position, c.name`)
      .prepare('desk_followed_stand_in');
    prepared.set(db, stmt);
  }
  return (await stmt.execute({ specs, slugs, userId })).map((r) => r.id);
}
