import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { shippedMigrations } from './ready';

// Readiness: 200 only when the database answers and holds every shipped migration (the stopped-database case runs
// against a real server process: src/production/readiness.spec.ts).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ready = () => t.request({ method: 'GET', url: '/api/health/ready' });

describe('GET /api/health/ready', () => {
  it('is ready on a migrated database, and /api/health stays the liveness check', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 naming how many migrations are pending when their rows are missing', async () => {
    const [last, before] = shippedMigrations(migrationsFolder).slice(-2).reverse();
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at in (${last}, ${before})`);
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'NOT_READY', reason: 'migrations: 2 pending' });
    expect(res.headers['cache-control']).toBe('no-store');
    // Liveness is not readiness: the process is alive and the database answers.
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('counts every migration pending on a database that never went through the migrator', async () => {
    await t.db.execute(sql`alter table drizzle.__drizzle_migrations rename to __drizzle_migrations_away`);
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json().reason).toBe(`migrations: ${shippedMigrations(migrationsFolder).length} pending`);
    } finally {
      await t.db.execute(sql`alter table drizzle.__drizzle_migrations_away rename to __drizzle_migrations`);
    }
  });
});
