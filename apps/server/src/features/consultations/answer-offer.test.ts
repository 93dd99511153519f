import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

// «Demander une consultation à Maître X» under an answer: the answer's author says whether they take consultations,
// and nothing more about it (terms stay on the profile; docs/decisions/consultations.md).

type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let member: User;
let taker: User;
let quiet: User;
let postId: string;

const AUTHOR_KEYS = [
  '_id',
  'acceptsConsultations',
  'badges',
  'barAssociation',
  'firstName',
  'isDeleted',
  'lastName',
  'nickname',
  'profilePicture',
  'role',
  'status',
];

beforeAll(async () => {
  t = await createTestApp();
  member = await t.createUser();
  taker = await t.createUser({ role: 'lawyer', acceptsConsultations: true, consultationTerms: 'premier échange offert' });
  quiet = await t.createUser({ role: 'lawyer' });
  const post = await t.request({
    method: 'POST',
    url: '/api/posts',
    token: member.token,
    payload: {
      title: 'Licenciement pendant un arrêt maladie',
      content: 'Mon employeur me licencie pendant mon arrêt, est-ce permis ?',
      category: 'travail',
    },
  });
  expect(post.statusCode, post.body).toBe(201);
  postId = post.json()._id;
  for (const [who, content] of [
    [taker, 'Le licenciement reste possible pour un motif étranger à la maladie.'],
    [quiet, 'Vérifiez la convention collective applicable.'],
  ] as const) {
    const r = await t.request({ method: 'POST', url: `/api/posts/${postId}/replies`, token: who.token, payload: { content } });
    expect(r.statusCode, r.body).toBe(200);
  }
});
afterAll(async () => t?.close());

const authors = async (token?: string) => {
  const res = await t.request({ method: 'GET', url: `/api/posts/${postId}`, token });
  expect(res.statusCode).toBe(200);
  const post = res.json();
  return { question: post.author, replies: new Map(post.replies.map((r: { author: { _id: string } }) => [r.author._id, r.author])) };
};

describe('the answer author\u2019s offer', () => {
  it('is true for a lawyer who takes consultations, false for one who does not and for a member', async () => {
    const { question, replies } = await authors();
    expect(replies.get(taker.user.id)).toMatchObject({ acceptsConsultations: true });
    expect(replies.get(quiet.user.id)).toMatchObject({ acceptsConsultations: false });
    expect(question.acceptsConsultations).toBe(false);
  });

  it('adds that one field: no terms, no contact details', async () => {
    for (const token of [undefined, member.token]) {
      const { replies } = await authors(token);
      expect(Object.keys(replies.get(taker.user.id) as object).sort()).toEqual(AUTHOR_KEYS);
    }
    const res = await t.request({ method: 'GET', url: `/api/posts/${postId}` });
    expect(res.body).not.toContain('premier échange offert');
    expect(res.body).not.toContain(taker.user.email);
  });

  it('is in lists and search too, with the same shape', async () => {
    for (const url of ['/api/posts?limit=50', '/api/posts?q=licenciement']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      const item = res.json().posts.find((p: { _id: string }) => p._id === postId);
      expect(item, url).toBeDefined();
      expect(Object.keys(item.author).sort()).toEqual(AUTHOR_KEYS);
      expect(item.author.acceptsConsultations).toBe(false);
    }
  });

  it('follows the lawyer\u2019s choice, and a deleted account offers nothing', async () => {
    const off = await t.request({ method: 'PUT', url: '/api/users/profile', token: taker.token, payload: { acceptsConsultations: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect((await authors()).replies.get(taker.user.id)).toMatchObject({ acceptsConsultations: false });
    const on = await t.request({ method: 'PUT', url: '/api/users/profile', token: quiet.token, payload: { acceptsConsultations: true } });
    expect(on.statusCode, on.body).toBe(200);
    expect((await authors()).replies.get(quiet.user.id)).toMatchObject({ acceptsConsultations: true });
    // The presenter's rule for a deleted account (the deletion itself is tested with the account's routes).
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, quiet.user.id));
    expect((await authors()).replies.get(quiet.user.id)).toMatchObject({ acceptsConsultations: false, isDeleted: true });
  });
});
