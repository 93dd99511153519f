import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { requireWebBuild, webDistDir } from '../../test/pages';

// A consultation's words never leave the two parties: not in public pages and API answers, not in the shared cache,
// not in the sitemaps, not in search, not in admin screens, not in anybody else's notes (docs/decisions/consultations.md).

const SECRET = 'Zorglubine';
const SECRET_REPLY = 'Quetzalcoatlien';
let t: TestApp;
let postId: string;
let lawyerId: string;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let bystander: Awaited<ReturnType<TestApp['createUser']>>;
const cached: string[] = [];

beforeAll(async () => {
  // Server-rendered pages and the shared cache on, as in production; every value the cache is given is kept.
  requireWebBuild();
  t = await createTestApp({ env: { PUBLIC_URL: 'https://pretoire.example', PUBLIC_CACHE_TTL_S: '60', WEB_DIST: webDistDir } });
  const cache = t.app.ctx.publicCache;
  if (!cache) throw new Error('the shared cache is off');
  const set = cache.set.bind(cache);
  cache.set = async (key, value, stamp) => {
    // The value only: a search's key holds the words searched for, by design.
    cached.push(value);
    return set(key, value, stamp);
  };
  const member = await t.createUser();
  const lawyer = await t.createUser({ role: 'lawyer', acceptsConsultations: true });
  lawyerId = lawyer.user.id;
  admin = await t.createUser({ role: 'admin' });
  bystander = await t.createUser();
  const post = await t.request({
    method: 'POST',
    url: '/api/posts',
    token: member.token,
    payload: {
      title: 'Mon bail est résilié sans motif',
      content: 'Mon propriétaire résilie le bail sans motif, que faire ?',
      category: 'travail',
    },
  });
  postId = post.json()._id;
  await t.request({
    method: 'POST',
    url: `/api/posts/${postId}/replies`,
    token: lawyer.token,
    payload: { content: 'Un congé doit être motivé.' },
  });
  const asked = await t.request({
    method: 'POST',
    url: '/api/consultations',
    token: member.token,
    payload: { lawyerId, postId, message: `Mon voisin ${SECRET} me menace, pouvez-vous agir ?` },
  });
  expect(asked.statusCode).toBe(201);
  const id = asked.json().id;
  await t.request({
    method: 'PUT',
    url: `/api/consultations/${id}`,
    token: lawyer.token,
    payload: { status: 'accepted', message: `Bien noté ${SECRET_REPLY}.` },
  });
});
afterAll(async () => t?.close());

const anonymous = (url: string) => t.request({ method: 'GET', url });

describe('a consultation\u2019s text', () => {
  it('is in no public page, public API answer, sitemap or search result, and not in the shared cache', async () => {
    const urls = [
      '/',
      `/post/${postId}`,
      `/avocats/${lawyerId}`,
      '/avocats',
      '/home',
      '/api/posts',
      `/api/posts/${postId}`,
      '/api/users/lawyers',
      `/api/users/lawyer/${lawyerId}`,
      `/api/posts?q=${SECRET}`,
      `/api/posts?q=${SECRET_REPLY}`,
      '/sitemap.xml',
      '/robots.txt',
    ];
    const bodies: string[] = [];
    // Twice: the second reads come from the shared cache.
    for (let round = 0; round < 2; round++)
      for (const url of urls) {
        const res = await anonymous(url);
        expect(res.statusCode, url).toBeLessThan(400);
        bodies.push(res.body);
      }
    const index = bodies.find((b) => b.includes('<sitemapindex')) ?? '';
    for (const loc of index.matchAll(/<loc>https:\/\/pretoire\.example([^<]+)<\/loc>/g)) bodies.push((await anonymous(loc[1])).body);
    for (const q of [SECRET, SECRET_REPLY]) {
      const found = (await anonymous(`/api/posts?q=${q}`)).json();
      expect(found.posts).toEqual([]);
    }
    expect(cached.length).toBeGreaterThan(0);
    for (const text of [...bodies, ...cached]) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(SECRET_REPLY);
    }
  });

  it('is in no admin screen and in nobody else\u2019s notes', async () => {
    const screens = ['/api/admin/stats', '/api/admin/users', '/api/admin/posts', '/api/admin/audit-log', '/api/admin/lawyers/pending'];
    for (const url of screens) {
      const res = await t.request({ method: 'GET', url, token: admin.token });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).not.toContain(SECRET);
    }
    for (const who of [admin, bystander]) {
      const notes = await t.request({ method: 'GET', url: '/api/notifications', token: who.token });
      expect(notes.body).not.toContain(SECRET);
      expect((await t.request({ method: 'GET', url: '/api/consultations', token: who.token })).json().consultations).toEqual([]);
    }
  });
});
