import { Placeholder, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema';
import { createTestApp, onPostgres, type TestApp } from '../../test/harness';
import { searchQuery } from './search';

// A search in one category walks that category's index newest first and stops at the cap (search.ts): with the
// walk's limit a constant, the generic plan read and sorted every question of the category instead (45 ms for 8,000
// at 100k, spilling to disk). PostgreSQL only: the plan is PostgreSQL's, on enough rows for its costs to matter.
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

  it('walks the category index instead of sorting the category', async () => {
    const query = searchQuery(t.db, { categoryId, sortBy: 'new' }).toSQL();
    const values: Record<string, unknown> = { query: `'bail'`, category: categoryId, limit: 15, offset: 0 };
    const args = query.params.map((p) => (p instanceof Placeholder ? values[p.name] : p));
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare category_search as ${query.sql}`));
      const literal = args.map((a) => (typeof a === 'number' ? String(a) : `'${String(a).replaceAll("'", "''")}'`));
      const r = await tx.execute(sql.raw(`explain (format json) execute category_search(${literal.join(', ')})`));
      await tx.execute(sql`deallocate category_search`);
      return (r as unknown as { rows: { 'QUERY PLAN': { Plan: PlanNode }[] }[] }).rows[0]['QUERY PLAN'][0].Plan;
    });
    const all = nodes(plan);
    const sortsOfPosts = all.filter((n) => n['Node Type'] === 'Sort' && n.Plans?.some((c) => c['Relation Name'] === 'posts'));
    expect(sortsOfPosts).toEqual([]);
    expect(all.some((n) => n['Node Type'] === 'Index Scan' && n['Relation Name'] === 'posts')).toBe(true);
  });
});
