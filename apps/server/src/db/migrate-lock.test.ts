import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { onPostgres } from '../test/harness';
import { openDatabase } from './client';

// Two instances started together on a fresh database (a rolling deploy, compose's first start) must not both run
// the migrations: the second waits for the first's advisory lock, then finds nothing left to apply.
describe.skipIf(!onPostgres)('migrations at start', () => {
  it('two instances opening a fresh database at once both start', async () => {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `pretoire_migrate_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    try {
      const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ url: u.toString(), poolSize: 2 })));
      for (const o of opened) if (o.status === 'fulfilled') await o.value.close();
      expect(opened.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
