import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Notification } from '@pretoire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, askQuestion, freePort, type Instance, nextEvent, openSocket, sleep, TEST_DATABASE_URL, twoInstances } from './cluster';

// A private redis-server on its own port: the machine's shared Redis is never stopped.
let redisPort = 0;
let redis: ChildProcess | null = null;
const redisDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pretoire-redis-'));
async function startRedis() {
  redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', redisDir],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 50; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = connect(redisPort, '127.0.0.1', () => {
        s.end();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (ok) return;
    await sleep(100);
  }
  throw new Error('private redis-server did not start');
}
async function killRedis() {
  const r = redis!;
  const gone = new Promise((resolve) => r.once('exit', resolve));
  r.kill('SIGKILL');
  await gone;
  redis = null;
}

let pair: Awaited<ReturnType<typeof twoInstances>>;
let people: typeof pair.people;
let a: Instance;
let b: Instance;
beforeAll(async () => {
  if (!TEST_DATABASE_URL) return;
  redisPort = await freePort();
  await startRedis();
  pair = await twoInstances({
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    REDIS_PREFIX: `outage-${randomBytes(3).toString('hex')}`,
    REPLIES_PER_HOUR: '1000',
  });
  ({ a, b, people } = pair);
});
afterAll(async () => {
  await pair?.close();
  if (redis) redis.kill('SIGKILL');
  fs.rmSync(redisDir, { recursive: true, force: true });
});

describe.skipIf(!TEST_DATABASE_URL)('Redis stops and comes back', () => {
  it('keeps serving, delivers locally and via the unread poll while down, resumes cross-instance delivery by itself', async () => {
    const asker = await people.create();
    const lawyer = await people.create('lawyer');
    const postId = await askQuestion(a, asker.token);
    const onA = await openSocket(a, asker.token);
    const onB = await openSocket(b, asker.token);
    const reply = (content: string) => api(a, 'POST', `/api/posts/${postId}/replies`, { token: lawyer.token, body: { content } });

    let gotA = nextEvent<Notification>(onA, 'new_notification', 1000);
    let gotB = nextEvent<Notification>(onB, 'new_notification', 1000);
    expect((await reply('Avant la panne.')).status).toBe(200);
    expect(await gotA).not.toBeNull();
    expect(await gotB).not.toBeNull();

    await killRedis();
    await sleep(300);
    gotA = nextEvent<Notification>(onA, 'new_notification', 1000);
    gotB = nextEvent<Notification>(onB, 'new_notification', 1000);
    const during = await reply('Pendant la panne de Redis.');
    expect(during.status, during.text).toBe(200);
    expect(await gotA, 'the socket on the creating instance still gets it').not.toBeNull();
    expect(await gotB, 'no cross-instance path while Redis is down').toBeNull();
    const polled = await api(b, 'GET', '/api/notifications', { token: asker.token });
    expect(polled.status).toBe(200);
    expect(JSON.stringify(polled.json)).toContain('"isRead":false');
    expect((await api(b, 'GET', '/api/notifications/unread-count', { token: asker.token })).json).toMatchObject({ count: 2 }); // one per reply so far;
    for (const inst of [a, b]) {
      const health = await api(inst, 'GET', '/api/health');
      expect(health.status).toBe(200);
      expect(health.json).toMatchObject({ status: 'degraded', redis: 'down' });
      expect(inst.child.exitCode).toBeNull();
    }

    await startRedis();
    // Reconnection uses a capped backoff (≤ 2 s): within a few seconds B hears A again, with no restart.
    const deadline = Date.now() + 20_000;
    let resumed = false;
    while (!resumed && Date.now() < deadline) {
      const next = nextEvent<Notification>(onB, 'new_notification', 1000);
      await reply('Après le retour de Redis.');
      resumed = (await next) !== null;
    }
    expect(resumed, 'cross-instance delivery did not resume').toBe(true);
    for (const inst of [a, b]) expect((await api(inst, 'GET', '/api/health')).json).toMatchObject({ status: 'ok', redis: 'up' });
    expect(a.output()).toContain('redis unreachable');
    expect(a.output()).toContain('redis reconnected');
  });
});
