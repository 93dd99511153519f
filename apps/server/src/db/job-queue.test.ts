import { sql } from 'drizzle-orm';
import PgBossV10 from 'pg-boss-v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/harness';
import { installJobQueue, JOB_SCHEMA, LEGACY_JOB_SCHEMA, QUEUES } from './job-queue';

// A database whose queue is still pg-boss 10's schema (version 24) is upgraded in place by the first start on
// pg-boss 12, which has no migration from it: the jobs still to do carry over, nothing else does.

let t: TestApp;
beforeAll(async () => {
  // No worker on this app: it would poll the schema this test drops and rebuilds.
  t = await createTestApp({ env: { OUTBOX_WORKER: 'false', OUTBOX_POLL_MS: '500' } });
});
afterAll(async () => {
  await t?.close();
});

const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const mail = (to: string) => ({ to, kind: 'account', subject: `Pour ${to}`, text: 'texte', html: '<p>texte</p>' });

describe('pg-boss 10 → 12', () => {
  it('moves the waiting jobs of a v10 schema into the new one, drops the old, and the worker sends them', async () => {
    await t.db.execute(sql.raw(`drop schema ${JOB_SCHEMA} cascade`));
    const v10 = new PgBossV10({ db: t.app.ctx.database, schema: JOB_SCHEMA, supervise: false, schedule: false });
    v10.on('error', () => {});
    await v10.start();
    for (const name of Object.values(QUEUES)) await v10.createQueue(name, { name, policy: 'standard' });
    const waiting = await v10.send(QUEUES.mail, mail('attente@example.test'));
    const later = await v10.send(QUEUES.mail, mail('plus-tard@example.test'), { startAfter: 3600 });
    const fanOut = await v10.send(QUEUES.newQuestion, { postId: '00000000-0000-4000-8000-000000000000' });
    const done = await v10.send(QUEUES.mail, mail('deja-envoye@example.test'));
    await v10.stop({ graceful: false, close: false });
    // Sent before the upgrade (pg-boss 10 completes only a fetched job, so its row is set directly).
    await t.db.execute(sql.raw(`update ${JOB_SCHEMA}.job set state = 'completed', completed_on = now() where id = '${done}'`));
    expect((await rows<{ version: number }>(sql.raw(`select version from ${JOB_SCHEMA}.version`)))[0].version).toBe(24);

    await installJobQueue(t.app.ctx.database);
    // Twice: the second start finds the current schema and has nothing to move.
    await installJobQueue(t.app.ctx.database);

    const [{ version }] = await rows<{ version: number }>(sql.raw(`select version from ${JOB_SCHEMA}.version`));
    expect(version).toBeGreaterThanOrEqual(46);
    expect(await rows(sql`select 1 from pg_namespace where nspname = ${LEGACY_JOB_SCHEMA}`)).toHaveLength(0);
    const moved = await rows<{ id: string; name: string; state: string; to: string | null; later: boolean; retry_limit: number }>(
      sql.raw(`select id, name, state, data->>'to' as to, start_after > now() + interval '50 minutes' as later, retry_limit
                 from ${JOB_SCHEMA}.job order by data->>'to' nulls last`),
    );
    expect(moved.map((j) => [j.id, j.name, j.to, j.later])).toEqual([
      [waiting, QUEUES.mail, 'attente@example.test', false],
      [later, QUEUES.mail, 'plus-tard@example.test', true],
      [fanOut, QUEUES.newQuestion, null, false],
    ]);
    expect(new Set(moved.map((j) => j.state))).toEqual(new Set(['created']));

    // An instance with its worker on sends the moved mail.
    const worker = await buildApp({
      config: { ...t.app.ctx.config, OUTBOX_WORKER: true },
      database: t.app.ctx.database,
      clock: t.clock,
      logger: false,
    });
    await worker.ready();
    try {
      expect((await t.mail.waitFor((m) => m.to === 'attente@example.test', 15_000)).subject).toBe('Pour attente@example.test');
    } finally {
      await worker.close();
    }
    expect(t.mail.inbox.filter((m) => m.to === 'deja-envoye@example.test')).toHaveLength(0);
  });
});
