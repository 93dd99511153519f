import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from '../test/harness';
import { prepared, rows } from './statements';
import { transaction } from './transaction';

// The one way to run a hand-written statement (docs/decisions/raw-sql.md), on the database the suite runs on.
describe('statements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const keys = async (prefix: string) =>
    (await rows<{ key: string }>(t.db, sql`select key from rate_limits where key like ${`${prefix}%`} order by key`)).map((r) => r.key);
  const add = (db: Parameters<typeof rows>[0], key: string) =>
    rows(db, sql`insert into rate_limits (key, count, reset_at) values (${key}, 1, now())`, 'statements_test_add');

  it('gives rows as drizzle gives them: dates and times as PostgreSQL writes them', async () => {
    const query = sql`select timestamptz '2026-11-26 10:00:00+00' as at, date '2026-11-26' as day, interval '90 minutes' as span,
      array[1.5, 2]::numeric[] as nums, 42::int as n, '{"a":1}'::jsonb as j`;
    const drizzles = (await t.db.execute(query)) as unknown as { rows: unknown[] };
    expect(await rows(t.db, query, 'statements_test_types')).toEqual(drizzles.rows);
    expect(await rows(t.db, query)).toEqual(drizzles.rows);
  });

  it('runs a prepared statement with its placeholders', async () => {
    const stmt = prepared<{ n: number; s: string }>(
      'statements_test_prepared',
      () => sql`select ${sql.placeholder('n')}::int * 2 as n, ${sql.placeholder('s')}::text as s`,
    );
    expect(await stmt.rows(t.db, { n: 21, s: 'é' })).toEqual([{ n: 42, s: 'é' }]);
    expect(await stmt.rows(t.db, { n: 1, s: 'b' })).toEqual([{ n: 2, s: 'b' }]);
  });

  it('commits, or rolls back when the function throws; a nested one is a savepoint', async () => {
    await transaction(t.db, async (tx) => {
      await add(tx, 'tx-kept');
    });
    await expect(
      transaction(t.db, async (tx) => {
        await add(tx, 'tx-lost');
        throw new Error('annulé');
      }),
    ).rejects.toThrow('annulé');
    await transaction(t.db, async (tx) => {
      await add(tx, 'tx-outer');
      await transaction(tx, async (inner) => {
        await add(inner, 'tx-inner');
        throw new Error('intérieur');
      }).catch(() => {});
    });
    expect(await keys('tx-')).toEqual(['tx-kept', 'tx-outer']);
  });

  it('keeps the transaction mode asked for', async () => {
    const [mode] = await transaction(
      t.db,
      (tx) =>
        rows<{ iso: string; ro: string }>(
          tx,
          sql`select current_setting('transaction_isolation') as iso, current_setting('transaction_read_only') as ro`,
        ),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    expect(mode).toEqual({ iso: 'repeatable read', ro: 'on' });
  });

  // PGlite has one connection and keeps no named statement.
  it.skipIf(!onPostgres)('runs a named statement on the transaction’s connection, prepared there once', async () => {
    const found = await transaction(t.db, async (tx) => {
      await add(tx, 'tx-named-1');
      await add(tx, 'tx-named-2');
      // Seen only on this connection: the statement ran here, inside the transaction.
      return rows<{ name: string }>(tx, sql`select name from pg_prepared_statements where name like 'statements_test_add%'`);
    });
    expect(found).toEqual([{ name: 'statements_test_add_1' }]);
    expect(await keys('tx-named-')).toEqual(['tx-named-1', 'tx-named-2']);
  });
});
