import { asc, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ph, preparedStatement } from '../../db/prepared';
import { categories } from '../../db/schema';
import { rows } from '../../db/statements';
import { historyUntil } from '../../lib/history';

/** The follows' hand-written statements (docs/decisions/raw-sql.md). */

/** Of `followers` (a select of id, email, new_questions), those who get a mail for each new question. */
// guarded by follows.test.ts; decisions/forum-notifications.md
export function immediateFollowers(tx: DbOrTx, followers: SQL) {
  return rows<{ id: string; email: string }>(
    tx,
    sql`select f.id, f.email from (${followers}) f where f.new_questions = 'immediate' and f.email is not null`,
  );
}

/** Approved lawyers who chose the digest and have not had today's (Paris `day`). */
// guarded by follows.test.ts; decisions/forum-notifications.md
export function lawyersDueForDigest(db: DbOrTx, day: string) {
  return rows<{ id: string }>(
    db,
    sql`
      select u.id from users u
        left join mail_preferences p on p.user_id = u.id
        left join digest_state d on d.user_id = u.id
       where u.role = 'lawyer' and u.status = 'active' and u.deleted_at is null and u.email is not null
         and coalesce(p.new_questions, 'digest') = 'digest'
         and (d.last_day is null or d.last_day < ${day})`,
  );
}

/** Open questions of these categories asked after `since`, newest first. */
// guarded by follows.test.ts; decisions/forum-notifications.md
export function digestQuestions(tx: DbOrTx, categoryIds: string[], since: SQL, limit: number) {
  return rows<{ id: string; title: string; category: string }>(
    tx,
    sql`
        select p.id, p.title, c.name as category from posts p join categories c on c.id = p.category_id
         where p.category_id in (${sql.join(
           categoryIds.map((c) => sql`${c}::uuid`),
           sql`, `,
         )})
           and p.status = 'open' and p.created_at > ${since} and p.created_at > ${historyUntil}
         order by p.created_at desc, p.id desc
         limit ${limit}`,
  );
}

/**
 * The follow rule as SQL on `categories` (unaliased), for a user id and the default slugs of their specializations:
 * the one rule of followedCategories, which the desk's queue statement also reads (with `followParams`).
 */
export const followsCategory = (user: SQL | Placeholder, slugs: SQL | Placeholder) =>
  sql`case when exists (select 1 from mail_preferences mp where mp.user_id = ${user}::uuid and mp.follows_customized)
          then exists (select 1 from follows f where f.user_id = ${user}::uuid and f.category_id = ${categories.id})
          else ${categories.slug} = any(${slugs}::text[]) end`;

/** The categories a lawyer follows (`followsCategory`), in the categories' order; prepared once: the desk asks on every page view. */
export function followedCategoryRows(
  db: DbOrTx,
  params: { user: string; slugs: string[] },
): Promise<{ _id: string; name: string; slug: string }[]> {
  const stmt = preparedStatement(db, 'followed_categories', () =>
    db
      .select({ _id: categories.id, name: categories.name, slug: categories.slug })
      .from(categories)
      .where(followsCategory(ph('user'), ph('slugs')))
      .orderBy(asc(categories.position), asc(categories.name))
      .prepare('followed_categories'),
  );
  return stmt.execute(params);
}
