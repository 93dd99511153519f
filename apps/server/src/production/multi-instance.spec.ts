import { randomBytes } from 'node:crypto';
import type { Notification } from '@pretoire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, askQuestion, type Instance, nextEvent, openSocket, TEST_DATABASE_URL, TEST_REDIS_URL, twoInstances } from './cluster';

let pair: Awaited<ReturnType<typeof twoInstances>>;
let people: typeof pair.people;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  if (!TEST_DATABASE_URL) return;
  pair = await twoInstances({ REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: `pretoire-test-${randomBytes(4).toString('hex')}` });
  ({ a, b, people } = pair);
});
afterAll(async () => {
  await pair?.close();
});

describe.skipIf(!TEST_DATABASE_URL)('two instances on PostgreSQL and Redis', () => {
  it('a reply posted on A notifies the asker’s socket held by B within 1 s (websocket and polling)', async () => {
    const asker = await people.create();
    const lawyer = await people.create('lawyer');
    const postId = await askQuestion(a, asker.token);
    for (const transports of [['websocket'], ['polling']]) {
      const onB = await openSocket(b, asker.token, { transports });
      await new Promise((r) => setTimeout(r, 100));
      const received = nextEvent<Notification>(onB, 'new_notification', 1000);
      const started = Date.now();
      const res = await api(a, 'POST', `/api/posts/${postId}/replies`, {
        token: lawyer.token,
        body: { content: `Réponse via A (${transports[0]}).` },
      });
      expect(res.status).toBe(200);
      const note = await received;
      expect(note, `no notification on B within 1 s over ${transports[0]}`).not.toBeNull();
      expect(Date.now() - started).toBeLessThan(1000);
      expect(note).toMatchObject({ type: 'reply_to_post', post: postId, isRead: false });
      onB.close();
    }
  });

  it('a notification is delivered once per socket, not once per instance', async () => {
    const asker = await people.create();
    const lawyer = await people.create('lawyer');
    const postId = await askQuestion(b, asker.token);
    const [onA, onB] = await Promise.all([openSocket(a, asker.token), openSocket(b, asker.token)]);
    const got = { a: 0, b: 0 };
    onA.on('new_notification', () => (got.a += 1));
    onB.on('new_notification', () => (got.b += 1));
    await new Promise((r) => setTimeout(r, 100));
    await api(b, 'POST', `/api/posts/${postId}/replies`, { token: lawyer.token, body: { content: 'Une seule notification par socket.' } });
    await new Promise((r) => setTimeout(r, 600));
    expect(got).toEqual({ a: 1, b: 1 });
  });

  it('the sign-in counters are shared: 10 failures from one address spread over A and B lock that address on both', async () => {
    const victim = await people.create('user', 'the-right-password');
    const email = victim.user.email;
    const from = { 'x-forwarded-for': '10.1.0.7' };
    for (let i = 0; i < 10; i++) {
      const res = await api(i % 2 ? b : a, 'POST', '/api/auth/login', { body: { email, password: `wrong-${i}` }, headers: from });
      expect(res.status, res.text).toBe(401);
    }
    for (const inst of [a, b]) {
      const res = await api(inst, 'POST', '/api/auth/login', { body: { email, password: 'the-right-password' }, headers: from });
      expect(res.status, res.text).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('a pending reward is handed out once when A and B are asked at the same moment', async () => {
    const asker = await people.create();
    const lawyer = await people.create('lawyer');
    const postId = await askQuestion(a, asker.token);
    const reply = await api(a, 'POST', `/api/posts/${postId}/replies`, {
      token: lawyer.token,
      body: { content: 'Contestez devant le conseil de prud’hommes.' },
    });
    const replyId = (reply.json.replies as unknown as { _id: string }[])[0]._id;
    const mark = await api(b, 'PUT', `/api/posts/${postId}/replies/${replyId}/satisfactory`, { token: asker.token, body: { rating: 5 } });
    expect(mark.status, mark.text).toBe(200);
    const calls = await Promise.all(
      Array.from({ length: 10 }, (_, i) => api(i % 2 ? b : a, 'GET', '/api/posts/lawyer/rewards', { token: lawyer.token })),
    );
    expect(calls.map((c) => c.status)).toEqual(Array(10).fill(200));
    const delivered = calls.flatMap((c) => c.json.pendingRewards as unknown as { _id: string; reply: string }[]);
    expect(delivered).toHaveLength(1);
    expect(delivered[0].reply).toBe(replyId);
  });

  it('a token issued through A is accepted by B (shared JWT_SECRET), a logout on A holds on B', async () => {
    const u = await people.create('user', 'pass-for-login-1');
    const login = await api(a, 'POST', '/api/auth/login', { body: { email: u.user.email, password: 'pass-for-login-1' } });
    expect(login.status, login.text).toBe(200);
    const token = login.json.token as unknown as string;
    expect((await api(b, 'GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await api(a, 'POST', '/api/auth/logout', { token })).status).toBeLessThan(300);
    expect((await api(b, 'GET', '/api/auth/me', { token })).status).toBe(401);
  });

  // A logout, a password change or a deletion closes that person's sockets at once, on every instance.
  it('a logout on A closes the session’s socket held by B, through the Redis adapter', async () => {
    const u = await people.create('user', 'pass-for-login-1');
    const login = await api(a, 'POST', '/api/auth/login', { body: { email: u.user.email, password: 'pass-for-login-1' } });
    const token = login.json.token as unknown as string;
    const onB = await openSocket(b, token);
    const other = await openSocket(a, u.token);
    const closed = new Promise<string>((resolve) => onB.once('disconnect', resolve));
    expect((await api(a, 'POST', '/api/auth/logout', { token })).status).toBeLessThan(300);
    expect(await closed).toBe('io server disconnect');
    expect(other.connected).toBe(true);
  });
});
