import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

/** Every forum endpoint × every kind of caller, with the exact status expected. */
type Role = 'anonymous' | 'member' | 'otherMember' | 'pendingLawyer' | 'lawyer' | 'admin';
const ROLES: Role[] = ['anonymous', 'member', 'otherMember', 'pendingLawyer', 'lawyer', 'admin'];

let t: TestApp;
const tokens = {} as Record<Role, string | undefined>;
const ids = {} as Record<Role, string>;
beforeAll(async () => {
  t = await createTestApp();
  const make = async (role: Role, p: Parameters<TestApp['createUser']>[0]) => {
    const u = await t.createUser(p);
    tokens[role] = u.token;
    ids[role] = u.user.id;
  };
  await make('member', {});
  await make('otherMember', {});
  await make('pendingLawyer', { role: 'lawyer', status: 'pending' });
  await make('lawyer', { role: 'lawyer' });
  await make('admin', { role: 'admin' });
  tokens.anonymous = undefined;
});
afterAll(async () => {
  await t?.close();
});

/** A fresh question by `member` with one answer by `lawyer`. */
async function fixture() {
  const post = (
    await t.request({
      method: 'POST',
      url: '/api/posts',
      token: tokens.member,
      payload: { title: 'Question de la matrice', content: 'Une question créée pour la matrice des accès.', category: 'consommation' },
    })
  ).json();
  const reply = (
    await t.request({
      method: 'POST',
      url: `/api/posts/${post._id}/replies`,
      token: tokens.lawyer,
      payload: { content: 'Réponse de l\u2019avocat.' },
    })
  ).json().replies[0];
  const [note] = await t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, ids.member), eq(notifications.postId, post._id)));
  return { post: post._id as string, reply: reply._id as string, note: note.id };
}
type Fx = Awaited<ReturnType<typeof fixture>>;

const body = { title: 'Une nouvelle question', content: 'Le contenu de la nouvelle question posée.', category: 'travail' };
const cases: {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (f: Fx) => string;
  payload?: object;
  expect: Record<Role, number>;
}[] = [
  {
    name: 'list categories',
    method: 'GET',
    url: () => '/api/categories',
    expect: { anonymous: 200, member: 200, otherMember: 200, pendingLawyer: 200, lawyer: 200, admin: 200 },
  },
  {
    name: 'list posts',
    method: 'GET',
    url: () => '/api/posts',
    expect: { anonymous: 200, member: 200, otherMember: 200, pendingLawyer: 200, lawyer: 200, admin: 200 },
  },
  {
    name: 'read post',
    method: 'GET',
    url: (f) => `/api/posts/${f.post}`,
    expect: { anonymous: 200, member: 200, otherMember: 200, pendingLawyer: 200, lawyer: 200, admin: 200 },
  },
  {
    name: 'ask',
    method: 'POST',
    url: () => '/api/posts',
    payload: body,
    expect: { anonymous: 401, member: 201, otherMember: 201, pendingLawyer: 403, lawyer: 403, admin: 403 },
  },
  {
    name: 'my posts',
    method: 'GET',
    url: () => '/api/posts/my-posts',
    expect: { anonymous: 401, member: 200, otherMember: 200, pendingLawyer: 403, lawyer: 403, admin: 403 },
  },
  {
    name: 'delete post',
    method: 'DELETE',
    url: (f) => `/api/posts/${f.post}`,
    expect: { anonymous: 401, member: 200, otherMember: 403, pendingLawyer: 403, lawyer: 403, admin: 403 },
  },
  {
    name: 'answer',
    method: 'POST',
    url: (f) => `/api/posts/${f.post}/replies`,
    payload: { content: 'Une réponse.' },
    expect: { anonymous: 401, member: 403, otherMember: 403, pendingLawyer: 403, lawyer: 200, admin: 403 },
  },
  {
    name: 'nested reply',
    method: 'POST',
    url: (f) => `/api/posts/${f.post}/replies/${f.reply}`,
    payload: { content: 'Une sous-réponse.' },
    expect: { anonymous: 401, member: 200, otherMember: 403, pendingLawyer: 403, lawyer: 200, admin: 403 },
  },
  {
    name: 'delete reply',
    method: 'DELETE',
    url: (f) => `/api/posts/${f.post}/replies/${f.reply}`,
    expect: { anonymous: 401, member: 403, otherMember: 403, pendingLawyer: 403, lawyer: 200, admin: 200 },
  },
  {
    name: 'mark satisfactory',
    method: 'PUT',
    url: (f) => `/api/posts/${f.post}/replies/${f.reply}/satisfactory`,
    payload: { rating: 4 },
    expect: { anonymous: 401, member: 200, otherMember: 403, pendingLawyer: 403, lawyer: 403, admin: 403 },
  },
  {
    name: 'rewards',
    method: 'GET',
    url: () => '/api/posts/lawyer/rewards',
    expect: { anonymous: 401, member: 403, otherMember: 403, pendingLawyer: 200, lawyer: 200, admin: 403 },
  },
  {
    name: 'activities',
    method: 'GET',
    url: () => '/api/posts/lawyer/activities',
    expect: { anonymous: 401, member: 403, otherMember: 403, pendingLawyer: 200, lawyer: 200, admin: 403 },
  },
  {
    name: 'notifications',
    method: 'GET',
    url: () => '/api/notifications',
    expect: { anonymous: 401, member: 200, otherMember: 200, pendingLawyer: 200, lawyer: 200, admin: 200 },
  },
  {
    name: 'unread count',
    method: 'GET',
    url: () => '/api/notifications/unread-count',
    expect: { anonymous: 401, member: 200, otherMember: 200, pendingLawyer: 200, lawyer: 200, admin: 200 },
  },
  {
    name: 'read all',
    method: 'PUT',
    url: () => '/api/notifications/read-all',
    expect: { anonymous: 401, member: 200, otherMember: 200, pendingLawyer: 200, lawyer: 200, admin: 200 },
  },
  {
    name: 'read one (the member\u2019s)',
    method: 'PUT',
    url: (f) => `/api/notifications/${f.note}/read`,
    expect: { anonymous: 401, member: 200, otherMember: 404, pendingLawyer: 404, lawyer: 404, admin: 404 },
  },
];

describe('forum access matrix', () => {
  for (const c of cases) {
    it(`${c.method} ${c.name}`, async () => {
      const got = {} as Record<Role, number>;
      for (const role of ROLES) {
        const f = await fixture();
        const res = await t.request({ method: c.method, url: c.url(f), token: tokens[role], ...(c.payload ? { payload: c.payload } : {}) });
        got[role] = res.statusCode;
      }
      expect(got).toEqual(c.expect);
    });
  }
});
