import { POST_SOCKET, type PostReplyEvent } from '@pretoire/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { socketClients } from '../../test/sockets';

// The question page's live thread (docs/decisions/post-live-thread.md): real HTTP, real sockets.
type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let base: string;
const clients = socketClients(() => base);
beforeAll(async () => {
  // The public cache on, as in production: a page refetching on the event must not read the body from before.
  t = await createTestApp({ env: { PUBLIC_CACHE_TTL_S: '60' } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  clients.closeAll();
  await t?.close();
});

/** A visitor's socket (no token) watching one question. */
async function watch(postId: string): Promise<Socket> {
  const s = await clients.open({ namespace: POST_SOCKET.namespace });
  expect(await s.emitWithAck(POST_SOCKET.watch, postId)).toBe(true);
  return s;
}

const next = (s: Socket) => new Promise<PostReplyEvent>((resolve) => s.once(POST_SOCKET.reply, resolve));

async function post(url: string, token: string, body: unknown) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.json();
}

async function question(asker: User, title: string): Promise<string> {
  const q = await post('/api/posts', asker.token, {
    title,
    content: 'Comment contester une amende de stationnement injustifiée ?',
    category: 'administratif',
  });
  return q._id;
}

describe('live thread of a question page', () => {
  it('tells a visitor watching the question of a new answer and of a nested reply, by ids only', async () => {
    const asker = await t.createUser();
    const lawyer = await t.createUser({ role: 'lawyer' });
    const postId = await question(asker, 'Contravention contestée en ligne');
    const visitor = await watch(postId);

    const first = next(visitor);
    const detail = await post(`/api/posts/${postId}/replies`, lawyer.token, { content: 'Vous avez 45 jours pour contester.' });
    const answer = await first;
    const answerId = detail.replies.at(-1)._id as string;
    expect(answer).toEqual({ postId, replyId: answerId, parentId: null });

    const second = next(visitor);
    await post(`/api/posts/${postId}/replies/${answerId}`, asker.token, { content: 'Merci, et si le délai est passé ?' });
    const nested = await second;
    expect(Object.keys(nested).sort()).toEqual(['parentId', 'postId', 'replyId']);
    expect(nested).toMatchObject({ postId, parentId: answerId });
  });

  it('a visitor who refetches the question as soon as the event arrives gets the new answer (not a cached page)', async () => {
    const asker = await t.createUser();
    const lawyer = await t.createUser({ role: 'lawyer' });
    const postId = await question(asker, 'Question lue depuis le cache public');
    const read = async () => (await fetch(`${base}/api/posts/${postId}`)).json();
    await read();
    expect((await read()).replies).toEqual([]);
    const visitor = await watch(postId);
    const refetched = new Promise<{ replies: unknown[] }>((resolve) => visitor.once(POST_SOCKET.reply, () => resolve(read())));
    await post(`/api/posts/${postId}/replies`, lawyer.token, { content: 'Réponse attendue par le visiteur.' });
    expect((await refetched).replies).toHaveLength(1);
  });

  it('a socket hears only the question it watches, and nothing after leaving it', async () => {
    const asker = await t.createUser();
    const lawyer = await t.createUser({ role: 'lawyer' });
    const one = await question(asker, 'Première question suivie');
    const two = await question(asker, 'Seconde question suivie');
    const s = await watch(one);
    // Moving to the second question leaves the first: the first event this socket hears is the second question's,
    // although the first question's answer was posted before (events on one socket arrive in order).
    expect(await s.emitWithAck(POST_SOCKET.watch, two)).toBe(true);
    const heard = next(s);
    await post(`/api/posts/${one}/replies`, lawyer.token, { content: 'Réponse à la première question.' });
    await post(`/api/posts/${two}/replies`, lawyer.token, { content: 'Réponse à la seconde question.' });
    expect((await heard).postId).toBe(two);

    s.emit(POST_SOCKET.unwatch);
    const control = await watch(two);
    const heardByControl = next(control);
    let heardAfterLeaving = false;
    s.on(POST_SOCKET.reply, () => {
      heardAfterLeaving = true;
    });
    await post(`/api/posts/${two}/replies`, lawyer.token, { content: 'Encore une réponse à la seconde.' });
    await heardByControl;
    // The unwatch was sent before the watch of `control` was acknowledged, on its own ordered connection.
    await s.emitWithAck(POST_SOCKET.watch, 'pas-un-identifiant');
    expect(heardAfterLeaving).toBe(false);
  });

  it('refuses a watch of something that is not a question id', async () => {
    const s = await watch(await question(await t.createUser(), 'Question témoin'));
    expect(await s.emitWithAck(POST_SOCKET.watch, '../user:1')).toBe(false);
    expect(await s.emitWithAck(POST_SOCKET.watch, { id: 1 })).toBe(false);
  });
});
