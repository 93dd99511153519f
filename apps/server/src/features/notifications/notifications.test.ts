import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let asker: User;
let lawyer: User;
beforeAll(async () => {
  t = await createTestApp();
  asker = await t.createUser();
  lawyer = await t.createUser({ role: 'lawyer' });
  const post = (
    await t.request({
      method: 'POST',
      url: '/api/posts',
      token: asker.token,
      payload: {
        title: 'Voisin bruyant la nuit',
        content: 'Mon voisin fait du bruit toutes les nuits, que faire ?',
        category: 'immobilier-logement',
      },
    })
  ).json();
  for (let i = 0; i < 3; i++) {
    await t.request({
      method: 'POST',
      url: `/api/posts/${post._id}/replies`,
      token: lawyer.token,
      payload: { content: `Conseil numéro ${i}` },
    });
  }
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });
const put = (url: string, token?: string) => t.request({ method: 'PUT', url, token });

describe('notifications', () => {
  it('lists mine newest first with page meta and spec fields', async () => {
    const res = await get('/api/notifications?limit=2', asker.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, totalPages: 2, currentPage: 1 });
    expect(body.notifications).toHaveLength(2);
    expect(Object.keys(body.notifications[0]).sort()).toEqual([
      '_id',
      'appealReport',
      'content',
      'createdAt',
      'isRead',
      'post',
      'postTitle',
      'type',
    ]);
    expect(body.notifications[0]).toMatchObject({ type: 'reply_to_post', isRead: false, postTitle: 'Voisin bruyant la nuit' });
    const times = body.notifications.map((n: { createdAt: string }) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await get('/api/notifications', lawyer.token)).json().total).toBe(0);
    expect((await get('/api/notifications?page=0', asker.token)).statusCode).toBe(400);
    expect((await get('/api/notifications')).statusCode).toBe(401);
  });

  it('marks one read (own only, else 404), then all, and counts unread', async () => {
    expect((await get('/api/notifications/unread-count', asker.token)).json()).toEqual({ count: 3 });
    const [first] = (await get('/api/notifications', asker.token)).json().notifications;
    expect((await put(`/api/notifications/${first._id}/read`, lawyer.token)).statusCode).toBe(404);
    expect((await put('/api/notifications/not-a-uuid/read', asker.token)).statusCode).toBe(400);
    const one = await put(`/api/notifications/${first._id}/read`, asker.token);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ _id: first._id, isRead: true });
    expect((await get('/api/notifications/unread-count', asker.token)).json()).toEqual({ count: 2 });
    const all = await put('/api/notifications/read-all', asker.token);
    expect(all.json()).toEqual({ updated: 2 });
    expect((await get('/api/notifications/unread-count', asker.token)).json()).toEqual({ count: 0 });
    expect((await put('/api/notifications/read-all')).statusCode).toBe(401);
  });

  it('disappear with their question', async () => {
    const [n] = (await get('/api/notifications', asker.token)).json().notifications;
    await t.request({ method: 'DELETE', url: `/api/posts/${n.post}`, token: asker.token });
    expect((await get('/api/notifications', asker.token)).json().total).toBe(0);
  });
});
