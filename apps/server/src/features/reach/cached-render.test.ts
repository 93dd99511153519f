import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { requireWebBuild, webDistDir } from '../../test/pages';
import { pageKeyUrl, pageTags } from './cached-render';

// Server-rendered pages from the shared public cache: a second visitor gets the stored page, and a new answer or a
// new question shows at once (the write voids the page's tags before its own answer leaves).

let t: TestApp;
let member: Awaited<ReturnType<TestApp['createUser']>>;
let lawyer: Awaited<ReturnType<TestApp['createUser']>>;
let postId: string;

beforeAll(async () => {
  requireWebBuild();
  t = await createTestApp({ env: { WEB_DIST: webDistDir, PUBLIC_CACHE_TTL_S: '600' } });
  member = await t.createUser();
  lawyer = await t.createUser({ role: 'lawyer', firstName: 'Claire', lastName: 'Martin' });
  const ask = await t.request({
    method: 'POST',
    url: '/api/posts',
    token: member.token,
    payload: {
      title: 'Congés payés non pris avant un départ',
      content: 'Mon employeur refuse de payer mes congés restants.',
      category: 'travail',
    },
  });
  expect(ask.statusCode, ask.body).toBe(201);
  postId = ask.json()._id;
});
afterAll(async () => {
  await t?.close();
});

const page = async (url: string) => {
  const res = await t.request({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};

describe('server-rendered pages from the public cache', () => {
  it('tags a question page with its question and every other page with the lists', () => {
    expect(pageTags(`/post/${postId.toUpperCase()}`)).toEqual(['public', `post:${postId}`]);
    expect(pageTags('/home?page=2')).toEqual(['public', 'lists']);
  });

  it('serves the stored page until an answer arrives, then the page with the answer at once', async () => {
    const first = await page(`/post/${postId}`);
    // Written behind the API's back: a cached page cannot see it; only a write through the API voids the page.
    await t.db.update(posts).set({ title: 'Titre changé en base' }).where(eq(posts.id, postId));
    expect(await page(`/post/${postId}`)).toBe(first);
    const answer = await t.request({
      method: 'POST',
      url: `/api/posts/${postId}/replies`,
      token: lawyer.token,
      payload: { content: 'Les congés acquis non pris sont dus dans l’indemnité compensatrice.' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = await page(`/post/${postId}`);
    expect(after).toContain('indemnité compensatrice');
    expect(after).toContain('Titre changé en base');
  });

  it('shows a new question on the home page at once', async () => {
    const before = await page('/home');
    expect(before).not.toContain('Rupture conventionnelle refusée');
    expect(await page('/home')).toBe(before);
    const ask = await t.request({
      method: 'POST',
      url: '/api/posts',
      token: member.token,
      payload: {
        title: 'Rupture conventionnelle refusée',
        content: 'Mon employeur refuse la rupture conventionnelle demandée.',
        category: 'travail',
      },
    });
    expect(ask.statusCode).toBe(201);
    expect(await page('/home')).toContain('Rupture conventionnelle refusée');
  });

  it('never stores a not-found page', async () => {
    const missing = await t.request({ method: 'GET', url: '/post/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('page keys', () => {
  it('are the path and the parameters pages read: a made-up one makes no new entry', () => {
    expect(pageKeyUrl('/home?zz=1&page=2&sort=recent&page=3')).toBe('/home?page=2&sort=recent');
    expect(pageKeyUrl('/avocats?utm_source=x')).toBe('/avocats');
    expect(pageKeyUrl('/post/abc?q=bail%20commercial')).toBe('/post/abc?q=bail+commercial');
  });
});
