import type { Category } from '@pretoire/contracts';
import type { CategoryRow } from './service';

export function presentCategory(c: CategoryRow): Category {
  return { _id: c.id, name: c.name, slug: c.slug, description: c.description, postCount: c.postCount };
}
