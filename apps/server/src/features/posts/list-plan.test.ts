import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from '../../test/harness';
import { listPosts } from './service';

// The list by date keeps one generic plan (service.ts): planning it again at every request cost PostgreSQL more than
// running it. Checked through pg_prepared_statements, on enough rows for the costs to matter; on PostgreSQL only, as
// the PGlite driver does not keep named statements.
describe.skipIf(!onPostgres)('list by date', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const member = await t.createUser();
    await t.db.execute(sql`
      insert into posts (author_id, category_id, title, content, created_at)
      select ${member.user.id}, (select id from categories order by slug limit 1), 'Question ' || g,
             'Le texte de la question numéro ' || g || '.', now() - (g || ' minutes')::interval
      from generate_series(1, 5000) g`);
    await t.db.execute(sql`analyze posts`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is not planned again at every page once PostgreSQL has its generic plan', async () => {
    // In one transaction: one connection, whose prepared statements we then read.
    const { generic, custom } = await t.db.transaction(async (tx) => {
      for (let i = 0; i < 12; i++) {
        const page = await listPosts(tx, { sortBy: 'new', page: (i % 4) + 1, limit: 20 });
        expect(page.items).toHaveLength(20);
      }
      const r = await tx.execute(sql`select generic_plans, custom_plans from pg_prepared_statements where name = 'posts_list__new'`);
      const [row] = (r as unknown as { rows: { generic_plans: string; custom_plans: string }[] }).rows;
      return { generic: Number(row.generic_plans), custom: Number(row.custom_plans) };
    });
    expect(custom).toBeLessThanOrEqual(5);
    expect(generic).toBeGreaterThanOrEqual(7);
  });
});
