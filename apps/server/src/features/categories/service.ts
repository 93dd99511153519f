import { uuid } from '@pretoire/contracts';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories } from '../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;

const isUuid = (v: string) => uuid.safeParse(v).success;

export function listCategories(db: DbOrTx): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
}

/** A category by its uuid or its slug; null when neither matches. */
export async function findCategory(db: DbOrTx, idOrSlug: string): Promise<CategoryRow | null> {
  const where = isUuid(idOrSlug) ? eq(categories.id, idOrSlug) : eq(categories.slug, idOrSlug.toLowerCase());
  const [row] = await db.select().from(categories).where(where).limit(1);
  return row ?? null;
}
