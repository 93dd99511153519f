import { SERVER_MESSAGES } from '@pretoire/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, askQuestion, type Instance, sleep, startInstance, stopAll, TEST_DATABASE_URL, userFactory } from './cluster';
import { type PrivatePostgres, privatePostgres, privatePostgresAvailable } from './private-postgres';

interface Outcome {
  status: number;
  message?: string;
  kind: 'read' | 'auth-read' | 'write';
  content?: string;
}

let server: PrivatePostgres;
let inst: Instance;

beforeAll(async () => {
  if (!TEST_DATABASE_URL || !privatePostgresAvailable()) return;
  server = await privatePostgres();
  inst = await startInstance({ DATABASE_URL: server.url, REPLIES_PER_HOUR: '100000' });
});
afterAll(async () => {
  await stopAll();
  server?.destroy();
});

async function health() {
  const res = await api(inst, 'GET', '/api/health');
  return { status: res.status, body: res.json };
}

describe.skipIf(!TEST_DATABASE_URL || !privatePostgresAvailable())('PostgreSQL restarted under load', () => {
  it('answers 503 with a clear message while it is down, says so on /api/health, resumes alone and leaves no write half-done', async () => {
    const people = await userFactory(server.url);
    const asker = await people.create();
    const lawyer = await people.create('lawyer');
    await people.close();
    const postId = await askQuestion(inst, asker.token);

    const outcomes: Outcome[] = [];
    let running = true;
    let n = 0;
    const worker = async (w: number) => {
      while (running) {
        n += 1;
        const kind = (['read', 'auth-read', 'write'] as const)[n % 3];
        const content = `Réponse ${w}-${n} pendant la coupure.`;
        try {
          const res =
            kind === 'write'
              ? await api(inst, 'POST', `/api/posts/${postId}/replies`, { token: lawyer.token, body: { content } })
              : kind === 'auth-read'
                ? await api(inst, 'GET', '/api/notifications', { token: asker.token })
                : await api(inst, 'GET', `/api/posts/${postId}`);
          outcomes.push({ status: res.status, message: res.json?.message as string | undefined, kind, content });
        } catch (err) {
          outcomes.push({ status: 0, message: (err as Error).message, kind });
        }
        await sleep(10);
      }
    };
    const workers = Array.from({ length: 6 }, (_, w) => worker(w));

    await sleep(1500);
    await server.stop();
    await sleep(1500);
    if (inst.child.exitCode !== null) throw new Error(`the instance died:\n${inst.output().slice(-3000)}`);
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ message: SERVER_MESSAGES.databaseUnavailable });

    await server.start();
    // Nobody restarts the instance: its pool must find the server again by itself.
    const deadline = Date.now() + 30_000;
    while ((await health()).status !== 200 && Date.now() < deadline) await sleep(200);
    expect((await health()).status).toBe(200);
    const resumedAt = outcomes.length;
    await sleep(1500);
    running = false;
    await Promise.all(workers);

    const statuses = new Map<number, number>();
    for (const o of outcomes) statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
    // Only successes and clean 503s: no 500, no dropped connection, no stack trace.
    expect([...statuses.keys()].sort()).toEqual([200, 503]);
    for (const o of outcomes.filter((x) => x.status === 503)) expect(o.message).toBe(SERVER_MESSAGES.databaseUnavailable);
    const after = outcomes.slice(resumedAt);
    expect(after.length).toBeGreaterThan(10);
    expect(after.every((o) => o.status === 200)).toBe(true);

    // Every acknowledged answer is stored, and each stored one came with its counters and its notification.
    const c = new pg.Client({ connectionString: server.url });
    await c.connect();
    try {
      const stored = new Set(
        (await c.query('select content from replies where post_id = $1', [postId])).rows.map((r) => r.content as string),
      );
      for (const o of outcomes.filter((x) => x.kind === 'write' && x.status === 200)) expect(stored.has(o.content!)).toBe(true);
      const {
        rows: [row],
      } = await c.query(
        `
        select p.reply_count as post_count,
               (select count(*)::int from replies r where r.post_id = p.id) as replies,
               (select count(*)::int from notifications x where x.post_id = p.id and x.type = 'reply_to_post') as notes,
               (select reply_count from users where id = $2) as lawyer_count
          from posts p where p.id = $1`,
        [postId, lawyer.user.id],
      );
      expect(row.replies).toBeGreaterThan(0);
      expect(row.post_count).toBe(row.replies);
      expect(row.notes).toBe(row.replies);
      expect(row.lawyer_count).toBe(row.replies);
    } finally {
      await c.end();
    }
  });
});
