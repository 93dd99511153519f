// The posts trigger keeps post_counts (category, status); two questions of one category changing status in opposite
// directions (an answer: open → answered; a deletion: answered → open) must not wait for each other in a circle.
import type { Pool, PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  if (onPostgres) t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Resolves to 'ok' or the PostgreSQL error code (40P01: deadlock). */
const outcome = (q: Promise<unknown>) =>
  q.then(
    () => 'ok',
    (e: { code?: string }) => e.code ?? String(e),
  );

describe.skipIf(!onPostgres)('status counters under concurrent status changes', () => {
  it('takes the two post_counts rows of a status change in one order (no deadlock)', async () => {
    const asker = await t.createUser();
    const ask = async () =>
      (
        await t.request({
          method: 'POST',
          url: '/api/posts',
          token: asker.token,
          payload: { title: 'Préavis de démission', content: 'Quelle est la durée de mon préavis ?', category: 'travail' },
        })
      ).json()._id as string;
    const [opened, answered] = [await ask(), await ask()];
    const pool = (t.db as unknown as { $client: Pool }).$client;
    const [holder, a, b]: PoolClient[] = [await pool.connect(), await pool.connect(), await pool.connect()];
    try {
      await a.query(`update posts set status = 'answered' where id = $1`, [answered]);
      const { rows } = await a.query(`select category_id from posts where id = $1`, [opened]);
      const category = rows[0].category_id as string;
      // A third transaction holds (category, open): A (open → answered) queues on it first; B (answered → open)
      // then queues on it too. With the rows taken old-then-new, B held (category, answered) meanwhile, which A
      // needs next once it gets (category, open): a cycle PostgreSQL breaks by failing one of them.
      await holder.query('begin');
      await holder.query(`select 1 from post_counts where category_id = $1 and status = 'open' for update`, [category]);
      await a.query('begin');
      const first = outcome(a.query(`update posts set status = 'answered' where id = $1`, [opened]));
      await pause(300);
      await b.query('begin');
      const second = outcome(b.query(`update posts set status = 'open' where id = $1`, [answered]));
      await pause(300);
      await holder.query('commit');
      const ra = await first;
      await a.query(ra === 'ok' ? 'commit' : 'rollback');
      const rb = await second;
      await b.query(rb === 'ok' ? 'commit' : 'rollback');
      expect([ra, rb]).toEqual(['ok', 'ok']);
      const counts = await a.query(`select status, count from post_counts where category_id = $1 order by status`, [category]);
      const live = await a.query(
        `select status, count(*)::int as count from posts where category_id = $1 group by status order by status`,
        [category],
      );
      expect(counts.rows.filter((r) => r.count > 0)).toEqual(live.rows);
    } finally {
      for (const c of [holder, a, b]) c.release();
    }
  });
});
