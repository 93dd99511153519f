import { defaultFollowedSlugs } from '@pretoire/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, users } from '../../db/schema';

// Stand-in until the `outbox` branch (category follows) is merged: same signature as its followedCategoryIds, returning
// the categories that match the lawyer's specializations. The lead points this at the real one when merging.

/** Ids of the categories a user follows, in the categories' display order. */
export async function followedCategoryIds(db: DbOrTx, userId: string): Promise<string[]> {
  const [user] = await db.select({ specializations: users.specializations }).from(users).where(eq(users.id, userId));
  const slugs = defaultFollowedSlugs(user?.specializations ?? []);
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.slug, slugs))
    .orderBy(asc(categories.position), asc(categories.name));
  return rows.map((r) => r.id);
}
