import { randomBytes } from 'node:crypto';
import type { Notification } from '@pretoire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  askQuestion,
  closeSockets,
  freshDatabase,
  nextEvent,
  openSocket,
  signal,
  sleep,
  startInstance,
  stopAll,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
  userFactory,
} from './cluster';

let db: Awaited<ReturnType<typeof freshDatabase>>;
let people: Awaited<ReturnType<typeof userFactory>>;
let env: Record<string, string>;
beforeAll(async () => {
  if (!TEST_DATABASE_URL) return;
  db = await freshDatabase();
  env = {
    DATABASE_URL: db.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `faults-${randomBytes(3).toString('hex')}`,
    REPLIES_PER_HOUR: '1000',
  };
});
afterAll(async () => {
  closeSockets();
  await stopAll();
  await people?.close();
  await db?.drop();
});

describe.skipIf(!TEST_DATABASE_URL)('an instance stops', () => {
  it('SIGTERM under load: requests already in flight finish, the other instance keeps serving and notifying', async () => {
    const a = await startInstance(env);
    const b = await startInstance(env);
    people = await userFactory(db.url); // after the first instance migrated the database
    const asker = await people.create();
    const lawyer = await people.create('lawyer');
    const postId = await askQuestion(b, asker.token);
    const onA = await openSocket(a, asker.token);
    const dropped = new Promise<string>((resolve) => onA.once('disconnect', resolve));

    // 40 reads in flight on A, then SIGTERM while they run.
    const load = Array.from({ length: 40 }, () =>
      fetch(`${a.base}/api/posts`).then(
        (r) => r.status,
        () => 'refused',
      ),
    );
    await sleep(20);
    signal(a, 'SIGTERM');
    const statuses = await Promise.all(load);
    expect(await a.exited, a.output().slice(-3000)).toBe(0);
    // Whatever A had started, it answered; requests arriving after SIGTERM are refused cleanly (connection
    // refused, or 503 from Fastify on a kept-alive connection: a proxy retries them elsewhere). Never a 500 or a cut.
    expect(statuses.filter((s) => s !== 200 && s !== 503 && s !== 'refused')).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(await dropped).toBe('io server disconnect');

    // The client comes back on B (what a load balancer does) and gets the next notification there.
    const onB = await openSocket(b, asker.token);
    const got = nextEvent<Notification>(onB, 'new_notification', 1000);
    expect(
      (await api(b, 'POST', `/api/posts/${postId}/replies`, { token: lawyer.token, body: { content: 'Après l’arrêt de A.' } })).status,
    ).toBe(200);
    expect(await got).toMatchObject({ type: 'reply_to_post', post: postId });
  });

  it('SIGKILL: notifications created while the client had no socket are found by the unread poll', async () => {
    const a = await startInstance(env);
    const b = await startInstance(env);
    const asker = await people.create();
    const lawyer = await people.create('lawyer');
    const postId = await askQuestion(a, asker.token);
    const onA = await openSocket(a, asker.token);
    const lost = new Promise<string>((resolve) => onA.once('disconnect', resolve));
    signal(a, 'SIGKILL');
    expect(await lost).toBe('transport close');
    expect(
      (await api(b, 'POST', `/api/posts/${postId}/replies`, { token: lawyer.token, body: { content: 'Pendant que A est tombé.' } })).status,
    ).toBe(200);
    const list = await api(b, 'GET', '/api/notifications', { token: asker.token });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.json)).toContain(postId);
    expect((await api(b, 'GET', '/api/notifications/unread-count', { token: asker.token })).json).toMatchObject({ count: 1 });
  });
});
