import { Placeholder, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema';
import { createTestApp, onPostgres, type TestApp } from '../../test/harness';
import { searchQuery, similarQuery } from './search-queries';

// A search in one category, and similar questions in one, walk that category's index newest first and stop early
// (search.ts): with the walk's limit a constant, the generic plan read and sorted every question of the category
// instead (45 ms for 8,000 at 100k, spilling to disk; similar questions 10–600 ms). PostgreSQL only: the plan is PostgreSQL's, on enough rows for its costs to matter.
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

describe.skipIf(!onPostgres)('search in a category', () => {
  let t: TestApp;
  let categoryId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const member = await t.createUser();
    const [first] = await t.db.select({ id: categories.id }).from(categories).orderBy(categories.slug).limit(1);
    categoryId = first.id;
    // 6,000 questions in each of two categories, one in five about a «bail».
    await t.db.execute(sql`
      insert into posts (author_id, category_id, title, content, created_at)
      select ${member.user.id}, case when g % 2 = 0 then (select id from categories order by slug limit 1)
                                     else (select id from categories order by slug offset 1 limit 1) end,
             'Question ' || g, case when g % 5 = 0 then 'Mon bail pose question ' else 'Un texte ' end || g || '.',
             now() - (g || ' minutes')::interval
      from generate_series(1, 12000) g`);
    await t.db.execute(sql`analyze posts`);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** The generic plan of a query, with the values of its placeholders (PREPARE infers their types). */
  async function genericPlan(query: { sql: string; params: unknown[] }, values: Record<string, unknown>) {
    const args = query.params.map((p) => (p instanceof Placeholder ? values[p.name] : p));
    const literal = args.map((a) => (typeof a === 'number' ? String(a) : `'${String(a).replaceAll("'", "''")}'`));
    return t.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare planned as ${query.sql}`));
      const r = await tx.execute(sql.raw(`explain (format json) execute planned(${literal.join(', ')})`));
      await tx.execute(sql`deallocate planned`);
      return nodes((r as unknown as { rows: { 'QUERY PLAN': { Plan: PlanNode }[] }[] }).rows[0]['QUERY PLAN'][0].Plan);
    });
  }
  const sortsOfPosts = (plan: PlanNode[]) =>
    plan.filter((n) => n['Node Type'] === 'Sort' && n.Plans?.some((c) => c['Relation Name'] === 'posts'));
  const walksPosts = (plan: PlanNode[]) => plan.some((n) => n['Node Type'] === 'Index Scan' && n['Relation Name'] === 'posts');

  it('a search walks the category index instead of sorting the category', async () => {
    const plan = await genericPlan(searchQuery(t.db, { categoryId, sortBy: 'new' }).toSQL(), {
      query: `'bail'`,
      category: categoryId,
      limit: 15,
      offset: 0,
    });
    expect(sortsOfPosts(plan)).toEqual([]);
    expect(walksPosts(plan)).toBe(true);
  });

  it('similar questions walk the category index instead of sorting the category', async () => {
    const plan = await genericPlan(similarQuery(t.db, true).toSQL(), {
      any: `'bail' | 'question'`,
      every: `'bail' & 'question'`,
      category: categoryId,
    });
    expect(sortsOfPosts(plan)).toEqual([]);
    expect(walksPosts(plan)).toBe(true);
  });
});
