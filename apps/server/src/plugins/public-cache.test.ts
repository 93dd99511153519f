import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryCache, redisCache } from '../lib/public-cache';
import { createTestApp, type TestApp } from '../test/harness';
import { redisAnswers, TEST_REDIS_URL } from '../test/redis';
import { tagsOfWrite } from './public-cache';

let t: TestApp;
let member: Awaited<ReturnType<TestApp['createUser']>>;
let lawyer: Awaited<ReturnType<TestApp['createUser']>>;
let postId: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_CACHE_TTL_S: '600' } });
  member = await t.createUser({ phone: '06 12 34 56 78' });
  lawyer = await t.createUser({ role: 'lawyer', phone: '07 98 76 54 32' });
  const res = await t.request({
    method: 'POST',
    url: '/api/posts',
    token: member.token,
    payload: {
      title: 'Préavis de départ en retraite',
      content: 'Quel préavis dois-je respecter pour partir en retraite ?',
      category: 'travail',
    },
  });
  postId = res.json()._id;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });

describe('public cache (in-process)', () => {
  it('serves the second anonymous read from the cache, byte for byte', async () => {
    // the question page leaves as bytes (a Buffer), the list as a string
    for (const url of ['/api/posts?page=1', `/api/posts/${postId}`]) {
      const a = await get(url);
      const b = await get(url);
      expect(a.headers['x-public-cache'], url).toBe('miss');
      expect(b.headers['x-public-cache'], url).toBe('hit');
      expect(b.body, url).toBe(a.body);
      expect(b.headers.etag, url).toBe(a.headers.etag);
      expect(b.headers['content-type'], url).toMatch(/^application\/json/);
      expect(b.headers['content-security-policy'], url).toBeDefined(); // the security headers still apply
    }
  });

  it('a hit goes out as bytes encoded once, the same body and ETag as the miss', async () => {
    // Long enough to be compressed (features/reach/http-cache.ts, COMPRESS_THRESHOLD).
    const long = await t.request({
      method: 'POST',
      url: '/api/posts',
      token: member.token,
      payload: { title: 'Rupture conventionnelle refusée', content: 'Mon employeur refuse la rupture. '.repeat(60), category: 'travail' },
    });
    const url = `/api/posts/${long.json()._id}`;
    const br = { 'accept-encoding': 'br, gzip' };
    const miss = await t.request({ method: 'GET', url, headers: br });
    expect(miss.headers['x-public-cache']).toBe('miss');
    for (const [asked, encoding, decode] of [
      ['br, gzip', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const hit = await t.request({ method: 'GET', url, headers: { 'accept-encoding': asked } });
      expect(hit.headers['x-public-cache']).toBe('hit');
      expect(hit.headers['content-encoding']).toBe(encoding);
      expect(hit.headers.vary).toMatch(/accept-encoding/i);
      expect(hit.headers.etag).toBe(miss.headers.etag);
      expect(decode(hit.rawPayload).toString()).toBe(zlib.brotliDecompressSync(miss.rawPayload).toString());
    }
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(zlib.brotliDecompressSync(miss.rawPayload).toString());
    const again = await t.request({ method: 'GET', url, headers: { ...br, 'if-none-match': String(miss.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('a new answer is visible at once, in the question and in the lists', async () => {
    await get(`/api/posts/${postId}`);
    expect((await get(`/api/posts/${postId}`)).headers['x-public-cache']).toBe('hit');
    const answer = await t.request({
      method: 'POST',
      url: `/api/posts/${postId}/replies`,
      token: lawyer.token,
      payload: { content: 'Le préavis dépend de votre ancienneté et de la convention collective applicable.' },
    });
    expect(answer.statusCode).toBe(200);
    const after = await get(`/api/posts/${postId}`);
    expect(after.headers['x-public-cache']).toBe('miss');
    expect(after.json().replies).toHaveLength(1);
    const list = (await get('/api/posts?page=1')).json();
    expect(list.posts.find((p: { _id: string }) => p._id === postId).replyCount).toBe(1);
  });

  it('signed-in requests neither read nor fill it', async () => {
    await get('/api/categories');
    const signed = await get('/api/categories', member.token);
    expect(signed.headers['x-public-cache']).toBeUndefined();
    const other = `/api/posts?page=1&sortBy=old`;
    await get(other, member.token);
    expect((await get(other)).headers['x-public-cache']).toBe('miss');
  });

  it('a failed write invalidates nothing; a sign-in invalidates nothing', async () => {
    await get('/api/posts?limit=7');
    await t.request({ method: 'POST', url: `/api/posts/${postId}/replies`, token: member.token, payload: { content: 'x' } });
    await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: member.user.email, password: member.password } });
    expect((await get('/api/posts?limit=7')).headers['x-public-cache']).toBe('hit');
  });

  it('no personal field ever comes out of it', async () => {
    const urls = [
      '/api/posts?page=1',
      `/api/posts?q=${encodeURIComponent('préavis')}`,
      `/api/posts/${postId}`,
      '/api/categories',
      '/api/categories/travail',
      '/api/users/lawyers',
      `/api/users/lawyer/${lawyer.user.id}`,
    ];
    const secrets = [member, lawyer]
      .flatMap((u) => [u.user.email ?? '', u.user.passwordHash ?? '', u.user.phone ?? '', u.token])
      .filter(Boolean);
    const forbiddenKeys =
      /"(email|emailVerified|passwordHash|phone|tokenVersion|licenseDocument|licenseDocumentPath|nicknameSkeleton|nameSkeleton)"/;
    for (const url of urls) {
      await get(url);
      const hit = await get(url);
      expect(hit.headers['x-public-cache'], url).toBe('hit');
      expect(hit.body, url).not.toMatch(forbiddenKeys);
      for (const s of secrets) expect(hit.body.includes(s), `${url} holds a personal value`).toBe(false);
    }
    // The signed-in member's own view has the personal fields; the cache never saw it.
    const me = await get('/api/auth/me', member.token);
    expect(me.body).toContain(member.user.email);
    expect(me.headers['x-public-cache']).toBeUndefined();
  });
});

describe('bounds', () => {
  it('keys on the parsed query: made-up, reordered or respelled parameters make no new entry', async () => {
    const cache = t.app.ctx.publicCache as NonNullable<typeof t.app.ctx.publicCache>;
    const first = await get('/api/posts?limit=100&zz=0');
    expect(first.statusCode).toBe(200);
    const before = cache.stats().entries;
    for (let i = 1; i <= 200; i++) {
      const res = await get(`/api/posts?limit=100&zz=${i}&${randomBytes(4).toString('hex')}=x`);
      expect(res.headers['x-public-cache']).toBe('hit');
      expect(res.body).toBe(first.body);
    }
    expect((await get('/api/posts?zz=9&limit=0100')).headers['x-public-cache']).toBe('hit');
    expect(cache.stats().entries).toBe(before);
    // A query the route refuses is answered 400 and stored nowhere.
    expect((await get('/api/posts?limit=100&limit=5')).statusCode).toBe(400);
    expect(cache.stats().entries).toBe(before);
  });

  it('the store stays under its byte cap whatever is written, least recently used first', async () => {
    const cap = 1_000_000;
    const c = memoryCache(60_000, 5_000, Date.now, cap);
    const body = 'x'.repeat(79 * 1024);
    await c.set('kept', 'petit', (await c.get('kept', [])).stamp as never);
    for (let i = 0; i < 500; i++) {
      await c.get('kept', []);
      await c.set(`/api/posts?zz=${i}`, body, (await c.get(`/api/posts?zz=${i}`, [])).stamp as never);
      expect(c.stats().bytes).toBeLessThanOrEqual(cap);
    }
    const { entries, bytes } = c.stats();
    console.log(`500 bodies of 79 KB into a ${cap}-byte store: ${entries} entries, ${bytes} bytes`);
    expect(entries).toBeLessThanOrEqual(7);
    expect((await c.get('kept', [])).value).toBe('petit');
    // A body larger than the whole cap is not kept at all.
    await c.set('huge', 'y'.repeat(cap), (await c.get('huge', [])).stamp as never);
    expect((await c.get('huge', [])).value).toBeUndefined();
  });

  it('expired entries leave without being read again', async () => {
    const c = memoryCache(50);
    for (let i = 0; i < 20; i++) await c.set(`k${i}`, 'corps', (await c.get(`k${i}`, [])).stamp as never);
    expect(c.stats().entries).toBe(20);
    await new Promise((r) => setTimeout(r, 200));
    expect(c.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});

describe('tags of a write', () => {
  it('voids the question and the lists, everything for people and rewards, nothing for sign-ins', () => {
    const id = '0b7f2a4e-8c1d-4e5f-9a6b-1c2d3e4f5a6b';
    expect(tagsOfWrite(`/api/posts/${id}/replies`)).toEqual(['lists', `post:${id}`]);
    expect(tagsOfWrite('/api/posts')).toEqual(['lists']);
    expect(tagsOfWrite(`/api/posts/${id}/replies/${id}/satisfactory`)).toEqual(['public']);
    expect(tagsOfWrite('/api/users/profile')).toEqual(['public']);
    expect(tagsOfWrite(`/api/admin/posts/${id}`)).toEqual(['public', 'sitemap']);
    expect(tagsOfWrite('/api/auth/login')).toEqual([]);
    expect(tagsOfWrite('/api/notifications/read-all')).toEqual([]);
  });
});

describe('the store', () => {
  it('drops a body built across an invalidation (memory)', async () => {
    const c = memoryCache(60_000);
    const miss = await c.get('k', ['a']);
    await c.invalidate(['a']);
    await c.set('k', 'old', miss.stamp as NonNullable<typeof miss.stamp>);
    expect((await c.get('k', ['a'])).value).toBeUndefined();
    const again = await c.get('k', ['a']);
    await c.set('k', 'new', again.stamp as NonNullable<typeof again.stamp>);
    expect((await c.get('k', ['a'])).value).toBe('new');
    expect(c.stats()).toMatchObject({ hits: 1, sets: 1 });
  });

  it('expires entries and keeps at most maxEntries', async () => {
    let now = 0;
    const c = memoryCache(1_000, 2, () => now);
    for (const k of ['a', 'b', 'c']) await c.set(k, k, (await c.get(k, [])).stamp as never);
    expect((await c.get('a', [])).value).toBeUndefined();
    expect((await c.get('c', [])).value).toBe('c');
    now = 2_000;
    expect((await c.get('c', [])).value).toBeUndefined();
  });

  describe('Redis, shared by two instances', () => {
    const url = TEST_REDIS_URL;
    let up = false;
    beforeAll(async () => {
      up = await redisAnswers(url);
    });

    it('an invalidation on one instance voids the entry for the other', async (ctx) => {
      if (!up) ctx.skip();
      const prefix = `test-${randomBytes(4).toString('hex')}`;
      const errors: Error[] = [];
      const one = await redisCache(url, prefix, 60_000, (e) => errors.push(e));
      const two = await redisCache(url, prefix, 60_000, (e) => errors.push(e));
      try {
        const miss = await one.get('/api/posts/x', ['public', 'post:x']);
        await one.set('/api/posts/x', '{"a":1}', miss.stamp as never);
        expect((await two.get('/api/posts/x', ['public', 'post:x'])).value).toBe('{"a":1}');
        await two.invalidate(['post:x']);
        expect((await one.get('/api/posts/x', ['public', 'post:x'])).value).toBeUndefined();
        expect(errors).toEqual([]);
      } finally {
        await one.close();
        await two.close();
      }
    });
  });
});
