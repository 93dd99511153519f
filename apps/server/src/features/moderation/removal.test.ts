import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, replies, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { requireWebBuild, webDistDir } from '../../test/pages';

// A «delete» decision is a soft removal (docs/decisions/moderation-removal.md): gone from every public read, the
// counts and the shared cache, and back at once when a complaint reverses it.

let t: TestApp;
type U = Awaited<ReturnType<TestApp['createUser']>>;
let admin: U;
let mod: U;
let asker: U;
let lawyer: U;
let notifier: U;
beforeAll(async () => {
  requireWebBuild();
  // The real page rendering and the shared cache, so a removal is seen through both.
  t = await createTestApp({ env: { WEB_DIST: webDistDir, PUBLIC_CACHE_TTL_S: '600' } });
  admin = await t.createUser({ role: 'admin' });
  mod = await t.createUser();
  asker = await t.createUser();
  lawyer = await t.createUser({ role: 'lawyer' });
  notifier = await t.createUser();
  const res = await t.request({
    method: 'PUT',
    url: `/api/admin/users/${mod.user.id}/role`,
    token: admin.token,
    payload: { role: 'moderator' },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.request({ method: 'GET', url });
const titles = async (qs: string) => {
  const res = await get(`/api/posts?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { posts: { title: string }[]; total: number };
  return { titles: body.posts.map((p) => p.title), total: body.total };
};

/** Reports a target, removes it by the admin's decision, has its author contest it and the moderator reverse it. */
async function removeThenReverse(targetType: 'post' | 'reply', targetId: string, author: U, between: () => Promise<void>) {
  const rep = await t.request({
    method: 'POST',
    url: '/api/reports',
    token: notifier.token,
    payload: { targetType, targetId, reason: 'illegal_defamation' },
  });
  expect(rep.statusCode, rep.body).toBe(201);
  const reportId = rep.json()._id as string;
  const decided = await t.request({
    method: 'PUT',
    url: `/api/admin/reports/${reportId}`,
    token: admin.token,
    payload: { decision: 'delete', statement: 'Propos diffamatoires visant une personne nommée.' },
  });
  expect(decided.statusCode, decided.body).toBe(200);
  await between();
  const appeal = await t.request({
    method: 'POST',
    url: '/api/appeals',
    token: author.token,
    payload: { reportId, statement: 'Mon texte ne vise personne, il décrit une situation.' },
  });
  expect(appeal.statusCode, appeal.body).toBe(201);
  const reversed = await t.request({
    method: 'PUT',
    url: `/api/admin/appeals/${appeal.json().id}`,
    token: mod.token,
    payload: { decision: 'reverse', statement: 'Le texte ne nomme personne.' },
  });
  expect(reversed.statusCode, reversed.body).toBe(200);
}

describe('a moderation removal', () => {
  it('takes a question out of its page, lists, search, sitemap and counts; a reversal brings it back, cache included', async () => {
    const title = 'Pension alimentaire impayée par mon ancien conjoint';
    const posted = await t.request({
      method: 'POST',
      url: '/api/posts',
      token: asker.token,
      payload: { title, content: 'Mon ancien conjoint ne verse plus la pension alimentaire fixée par le juge.', category: 'famille' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const id = posted.json()._id as string;
    // Answered, so the sitemap lists it.
    const replied = await t.request({
      method: 'POST',
      url: `/api/posts/${id}/replies`,
      token: lawyer.token,
      payload: { content: 'Le juge aux affaires familiales peut ordonner un paiement direct de la pension.' },
    });
    expect(replied.statusCode, replied.body).toBe(200);
    const inSitemap = async () => (await get('/sitemaps/questions-1.xml')).body.includes(`/post/${id}`);
    expect(await inSitemap()).toBe(true);
    // Filled into the shared cache before the decision.
    const before = await titles('category=famille');
    expect(before.titles).toContain(title);
    expect((await titles('q=pension')).titles).toContain(title);
    expect((await get(`/post/${id}`)).statusCode).toBe(200);

    await removeThenReverse('post', id, asker, async () => {
      expect((await get(`/api/posts/${id}`)).statusCode).toBe(404);
      expect((await get(`/post/${id}`)).statusCode).toBe(404);
      const after = await titles('category=famille');
      expect(after.titles).not.toContain(title);
      expect(after.total).toBe(before.total - 1);
      expect((await titles('q=pension')).titles).not.toContain(title);
      expect((await titles(`author=${asker.user.id}`)).titles).not.toContain(title);
      expect(await inSitemap()).toBe(false);
      // Kept in the database for the reversal.
      const [row] = await t.db.select().from(posts).where(eq(posts.id, id));
      expect(row.removedAt).not.toBeNull();
    });

    const back = await get(`/api/posts/${id}`);
    expect([back.statusCode, back.json().title, back.json().hidden]).toEqual([200, title, false]);
    expect((await get(`/post/${id}`)).body).toContain(title);
    expect(await titles('category=famille')).toEqual(before);
    expect((await titles('q=pension')).titles).toContain(title);
    expect(await inSitemap()).toBe(true);
  });

  it('takes an answer out of the thread and the counters; a reversal brings it back', async () => {
    const posted = await t.request({
      method: 'POST',
      url: '/api/posts',
      token: asker.token,
      payload: {
        title: 'Préavis de départ en location meublée',
        content: 'Quel préavis dois-je respecter pour quitter un meublé ?',
        category: 'travail',
      },
    });
    const postId = posted.json()._id as string;
    const answer = 'Le préavis est d’un mois pour un logement meublé, quelle que soit la ville.';
    const replied = await t.request({
      method: 'POST',
      url: `/api/posts/${postId}/replies`,
      token: lawyer.token,
      payload: { content: answer },
    });
    expect(replied.statusCode, replied.body).toBe(200);
    const replyId = (await t.db.select().from(replies).where(eq(replies.postId, postId)))[0].id;
    const thread = async () =>
      (await get(`/api/posts/${postId}`)).json() as { status: string; replyCount: number; replies: { content: string }[] };
    const shown = await thread();
    expect([shown.status, shown.replyCount, shown.replies.map((r) => r.content)]).toEqual(['answered', 1, [answer]]);
    const count = async () => (await t.db.select().from(users).where(eq(users.id, lawyer.user.id)))[0].replyCount;
    const lawyerCount = await count();

    await removeThenReverse('reply', replyId, lawyer, async () => {
      const gone = await thread();
      expect([gone.status, gone.replyCount, gone.replies]).toEqual(['open', 0, []]);
      expect(await count()).toBe(lawyerCount - 1);
    });

    const again = await thread();
    expect([again.status, again.replyCount, again.replies.map((r) => r.content)]).toEqual(['answered', 1, [answer]]);
    expect(await count()).toBe(lawyerCount);
  });
});
