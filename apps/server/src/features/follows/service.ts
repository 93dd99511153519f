import { defaultFollowedSlugs, MAIL_MESSAGES, SPECIALIZATION_CATEGORY_SLUGS, SPECIALIZATIONS } from '@pretoire/contracts';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, follows, mailPreferences, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { badRequest, forbidden } from '../../lib/errors';
import { getPreferences } from '../alerts';
import { followedCategoryRows } from './queries';

/**
 * The categories a lawyer follows, in the categories' order: their own list once they saved one on /profile,
 * otherwise the defaults of their specializations (contracts' SPECIALIZATION_CATEGORY_SLUGS), which follow any change
 * of specializations. Members and admins follow nothing. One prepared query: the desk asks on every page view.
 */
export async function followedCategories(
  db: DbOrTx,
  user: { id: string; role: string; specializations: string[] | null },
): Promise<{ _id: string; name: string; slug: string }[]> {
  if (user.role !== 'lawyer') return [];
  return followedCategoryRows(db, followParams(user));
}

export const followParams = (user: { id: string; specializations: string[] | null }) => ({
  user: user.id,
  slugs: defaultFollowedSlugs(user.specializations ?? []),
});

/** The ids of what `followedCategories` gives, for a user known by id (a deleted account follows nothing). */
export async function followedCategoryIds(db: DbOrTx, userId: string): Promise<string[]> {
  const [u] = await db
    .select({ id: users.id, role: users.role, specializations: users.specializations })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return u ? (await followedCategories(db, u)).map((c) => c._id) : [];
}

export async function followState(db: DbOrTx, userId: string) {
  return { categoryIds: await followedCategoryIds(db, userId), customized: (await getPreferences(db, userId)).followsCustomized };
}

/** Saves the lawyer's own list (possibly empty: they follow nothing). */
export async function setFollows(db: DbOrTx, user: { id: string; role: string }, categoryIds: string[]) {
  if (user.role !== 'lawyer') throw forbidden(MAIL_MESSAGES.followsLawyersOnly);
  const wanted = [...new Set(categoryIds)];
  const known = wanted.length ? await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, wanted)) : [];
  if (known.length !== wanted.length) throw badRequest(MAIL_MESSAGES.unknownCategory);
  await transaction(db, async (tx) => {
    await tx.delete(follows).where(eq(follows.userId, user.id));
    if (wanted.length) await tx.insert(follows).values(wanted.map((categoryId) => ({ userId: user.id, categoryId })));
    await tx
      .insert(mailPreferences)
      .values({ userId: user.id, followsCustomized: true })
      .onConflictDoUpdate({ target: mailPreferences.userId, set: { followsCustomized: true, updatedAt: new Date() } });
  });
  return followState(db, user.id);
}

/** The specializations whose default list holds this category. */
export const specializationsFollowing = (slug: string) => SPECIALIZATIONS.filter((s) => SPECIALIZATION_CATEGORY_SLUGS[s].includes(slug));

/**
 * Approved, live lawyers who follow a category, as SQL rows (id, email, new_questions): by their own list, or by
 * their specializations while they have none. Pending or rejected lawyers, members and admins are never in it.
 */
export function followersOf(category: { id: string; slug: string }): SQL {
  const specs = specializationsFollowing(category.slug);
  const bySpecialization = specs.length ? sql`${users.specializations} && ${sql.param(specs)}::text[]` : sql`false`;
  return sql`
    select ${users.id} as id, ${users.email} as email, coalesce(${mailPreferences.newQuestions}, 'digest') as new_questions
      from ${users} left join ${mailPreferences} on ${mailPreferences.userId} = ${users.id}
     where ${users.role} = 'lawyer' and ${users.status} = 'active' and ${users.deletedAt} is null
       and case when coalesce(${mailPreferences.followsCustomized}, false)
                then exists (select 1 from ${follows} where ${follows.userId} = ${users.id} and ${follows.categoryId} = ${category.id})
                else ${bySpecialization} end`;
}
