import { SERVER_MESSAGES } from '@pretoire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Instance, sleep, startInstance, stopAll, TEST_DATABASE_URL } from './cluster';
import { type PrivatePostgres, privatePostgres, privatePostgresAvailable } from './private-postgres';

// The compiled server's readiness probe while its PostgreSQL stops and comes back (it finds its migrations in
// dist/migrations), and its /metrics answered to this machine over real HTTP.

let server: PrivatePostgres;
let inst: Instance;

beforeAll(async () => {
  if (!TEST_DATABASE_URL || !privatePostgresAvailable()) return;
  server = await privatePostgres();
  inst = await startInstance({ DATABASE_URL: server.url });
});
afterAll(async () => {
  await stopAll();
  server?.destroy();
});

const ready = () => api(inst, 'GET', '/api/health/ready');

describe.skipIf(!TEST_DATABASE_URL || !privatePostgresAvailable())('readiness with PostgreSQL stopped and restarted', () => {
  it('is 200 when migrated, 503 "database: unreachable" while PostgreSQL is down, 200 again after its restart', async () => {
    const up = await ready();
    expect(up.status).toBe(200);
    expect(up.json).toEqual({ status: 'ready' });

    const scrape = await api(inst, 'GET', '/metrics');
    expect(scrape.status).toBe(200);
    expect(scrape.text).toContain('pretoire_db_driver_info{driver="postgres"} 1');
    expect(scrape.text).toContain('http_request_duration_seconds_count{method="GET",route="/api/health/ready",status_code="200"} 1');

    await server.stop();
    const down = await ready();
    expect(down.status).toBe(503);
    expect(down.json).toMatchObject({
      code: 'DATABASE_UNAVAILABLE',
      message: SERVER_MESSAGES.databaseUnavailable,
      reason: 'database: unreachable',
    });
    // The scrape still answers while the database is away, and counts the failed connections.
    const during = await api(inst, 'GET', '/metrics');
    expect(during.status).toBe(200);
    expect(Number(/^pretoire_db_query_errors_total (\d+)/m.exec(during.text)?.[1])).toBeGreaterThan(0);

    await server.start();
    const deadline = Date.now() + 30_000;
    while ((await ready()).status !== 200 && Date.now() < deadline) await sleep(200);
    expect((await ready()).status).toBe(200);
    if (inst.child.exitCode !== null) throw new Error(`the instance died:\n${inst.output().slice(-3000)}`);
  });
});
