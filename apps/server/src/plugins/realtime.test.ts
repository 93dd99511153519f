import { type Notification, TOKEN_TTL_S } from '@pretoire/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { socketClients } from '../test/sockets';

type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let base: string;
const clients = socketClients(() => base);
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  clients.closeAll();
  await t?.close();
});

const open = (token: string, transports?: string[], origin?: string) => clients.open({ token, transports, origin });

/** Everything a socket receives as new_notification from now on. */
function collect(s: Socket) {
  const got: Notification[] = [];
  s.on('new_notification', (n: Notification) => got.push(n));
  return got;
}

async function question(asker: User) {
  const res = await t.request({
    method: 'POST',
    url: '/api/posts',
    token: asker.token,
    payload: {
      title: 'Contravention contestée',
      content: 'Comment contester une amende de stationnement injustifiée ?',
      category: 'administratif',
    },
  });
  return res.json()._id as string;
}

describe('Socket.IO notifications', () => {
  it('refuses a socket opened by a page of another site, over websocket and polling, and accepts its own site', async () => {
    const { token } = await t.createUser();
    for (const transports of [['websocket'], ['polling']]) {
      await expect(open(token, transports, 'https://evil.example')).rejects.toThrow();
      const own = await open(token, transports, base);
      expect(own.connected).toBe(true);
      own.close();
    }
  });

  it('pushes new_notification to the asker only, without being asked', async () => {
    const asker = await t.createUser();
    const lawyer = await t.createUser({ role: 'lawyer' });
    const bystander = await t.createUser();
    const postId = await question(asker);
    const [a, l, b] = await Promise.all([open(asker.token), open(lawyer.token), open(bystander.token)]);
    const [ga, gl, gb] = [collect(a), collect(l), collect(b)];
    // A bystander claiming the asker's id joins nothing.
    b.emit('register_user', asker.user.id);
    await new Promise((r) => setTimeout(r, 50));

    // Pushed, not fetched: the socket receives it with no request of its own (how fast is measured in bench/, not here).
    const received = new Promise<Notification>((resolve) => a.once('new_notification', resolve));
    const res = await t.request({
      method: 'POST',
      url: `/api/posts/${postId}/replies`,
      token: lawyer.token,
      payload: { content: 'Vous avez 45 jours pour contester.' },
    });
    expect(res.statusCode).toBe(200);
    const note = await received;
    expect(note).toMatchObject({ type: 'reply_to_post', post: postId, postTitle: 'Contravention contestée', isRead: false });
    await new Promise((r) => setTimeout(r, 200));
    expect(ga).toHaveLength(1);
    expect(gl).toHaveLength(0);
    expect(gb).toHaveLength(0);
  });

  it('refuses invalid, revoked-version and missing tokens with connect_error', async () => {
    await expect(open('not-a-token')).rejects.toThrow();
    await expect(open('')).rejects.toThrow();
    const u = await t.createUser();
    const stale = await t.app.ctx.tokens.sign(u.user.id, u.user.tokenVersion + 1);
    await expect(open(stale)).rejects.toThrow();
  });

  it('works over HTTP long-polling too (the client’s fallback), beside the API routes', async () => {
    const asker = await t.createUser();
    const lawyer = await t.createUser({ role: 'lawyer' });
    const postId = await question(asker);
    const a = await open(asker.token, ['polling']);
    const received = new Promise<Notification>((resolve) => a.once('new_notification', resolve));
    await t.request({
      method: 'POST',
      url: `/api/posts/${postId}/replies`,
      token: lawyer.token,
      payload: { content: 'Réponse reçue par polling.' },
    });
    expect(await received).toMatchObject({ type: 'reply_to_post', post: postId });
    expect((await fetch(`${base}/api/categories`)).status).toBe(200);
  });

  it('disconnects a socket when its token expires', async () => {
    const u = await t.createUser();
    t.clock.advance(-TOKEN_TTL_S * 1000 + 2500);
    const shortLived = await t.app.ctx.tokens.sign(u.user.id, u.user.tokenVersion);
    t.clock.advance(TOKEN_TTL_S * 1000 - 2500);
    const s = await open(shortLived);
    const reason = await new Promise<string>((resolve) => s.once('disconnect', resolve));
    expect(reason).toBe('io server disconnect');
  });

  // A socket stayed connected, receiving notifications, after its session was logged out.
  it('closes a session’s sockets at once when it logs out, and only that session’s', async () => {
    const u = await t.createUser();
    const other = await t.app.ctx.tokens.sign(u.user.id, u.user.tokenVersion);
    const [mine, theirs] = await Promise.all([open(u.token), open(other)]);
    const closed = new Promise<string>((resolve) => mine.once('disconnect', resolve));
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', token: u.token })).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await new Promise((r) => setTimeout(r, 100));
    expect(theirs.connected).toBe(true);
  });

  it('closes every socket of a person whose password changes or whose account is deleted', async () => {
    const STRONG = 'Zq7!fjr2-Lpx93-toile';
    const u = await t.createUser({ password: STRONG });
    const second = await t.app.ctx.tokens.sign(u.user.id, u.user.tokenVersion);
    const sockets = await Promise.all([open(u.token), open(second)]);
    const closed = Promise.all(sockets.map((s) => new Promise<string>((resolve) => s.once('disconnect', resolve))));
    let before = t.mail.count();
    await t.request({ method: 'POST', url: '/api/users/send-password-change-otp', token: u.token });
    let otp = await t.mail.codeFor(u.user.email!, before);
    const changed = await t.request({
      method: 'PUT',
      url: '/api/users/change-password',
      token: u.token,
      payload: { currentPassword: STRONG, newPassword: 'Vx9#plume-Orage-41', otp },
    });
    expect(changed.statusCode).toBe(200);
    expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);

    const d = await t.createUser();
    const s = await open(d.token);
    const gone = new Promise<string>((resolve) => s.once('disconnect', resolve));
    before = t.mail.count();
    await t.request({ method: 'POST', url: '/api/otp/send-delete-account-otp', token: d.token });
    otp = await t.mail.codeFor(d.user.email!, before);
    expect((await t.request({ method: 'DELETE', url: '/api/auth/delete-account', token: d.token, payload: { otp } })).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});
