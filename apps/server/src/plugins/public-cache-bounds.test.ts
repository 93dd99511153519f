import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultWebDist } from '../app';
import { memoryCache, PUBLIC_CACHE_MAX_ENTRY_BYTES, redisCache } from '../lib/public-cache';
import { createTestApp, type TestApp } from '../test/harness';
import { redisAnswers, TEST_REDIS_URL } from '../test/redis';

// The shared cache's bounds (docs/decisions/cache-bounds.md): what a visitor's URLs can make Redis keep, for how long,
// and the in-process tag versions.

const TTL_S = 60;
const STALE_S = 21_600;
const prefix = `test-bounds-${randomBytes(4).toString('hex')}`;
const redis = createClient({ url: TEST_REDIS_URL });
let up = false;
let t: TestApp;

beforeAll(async () => {
  up = await redisAnswers();
  if (!up) return;
  await redis.connect();
  t = await createTestApp({
    env: {
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      PUBLIC_CACHE_TTL_S: String(TTL_S),
      PUBLIC_CACHE_STALE_S: String(STALE_S),
      WEB_DIST: defaultWebDist,
    },
  });
  const member = await t.createUser();
  for (const title of ['Préavis de démission pendant un arrêt maladie', 'Préavis de licenciement et congés payés']) {
    const res = await t.request({
      method: 'POST',
      url: '/api/posts',
      token: member.token,
      payload: { title, content: 'Mon employeur me demande de rester deux mois de plus, est-ce légal ?', category: 'travail' },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(async () => {
  await t?.close();
  if (!up) return;
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}:*`, COUNT: 500 })) if (keys.length) await redis.del(keys);
  await redis.quit();
});

async function entryKeys(): Promise<string[]> {
  const out: string[] = [];
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}:pc:e:*`, COUNT: 500 })) out.push(...keys);
  return out;
}
/** The one entry whose key holds every fragment, and its time to live in ms. */
async function ttlOf(...fragments: string[]): Promise<number> {
  const found = (await entryKeys()).filter((k) => fragments.every((f) => k.includes(f)));
  expect(found, fragments.join(' ')).toHaveLength(1);
  return redis.pTTL(found[0]);
}
const get = (url: string) => t.request({ method: 'GET', url });

describe('the public cache in Redis', () => {
  it('keeps a list page for its TTL plus the stale time, a search or a later page for its TTL only', async (ctx) => {
    if (!up) ctx.skip();
    expect((await get('/api/posts')).statusCode).toBe(200);
    expect((await get('/api/posts?q=preavis')).statusCode).toBe(200);
    expect((await get('/api/posts?limit=1&page=2')).json()).toMatchObject({ currentPage: 2, totalPages: 2 });
    expect((await get('/home')).statusCode).toBe(200);
    expect((await get('/home?q=preavis')).statusCode).toBe(200);
    const lasting = (TTL_S + STALE_S) * 1000;
    expect(await ttlOf('pc:e:/api/posts|{}|{"limit":15,"page":1,"sortBy":"new"}')).toBeGreaterThan(lasting - 60_000);
    expect(await redis.pTTL(`${prefix}:pc:e:html:/home`)).toBeGreaterThan(lasting - 60_000);
    for (const variant of ['"page":1,"q":"preavis"', '{"limit":1,"page":2,', 'pc:e:html:/home?q=preavis']) {
      const ms = await ttlOf(variant);
      expect(ms, variant).toBeGreaterThan(0);
      expect(ms, variant).toBeLessThanOrEqual(TTL_S * 1000);
    }
  });

  it('answers a page past the last as before (the API an empty page, the page a 404) and keeps no entry for it', async (ctx) => {
    if (!up) ctx.skip();
    expect((await get('/api/posts?page=999')).json()).toMatchObject({ posts: [], currentPage: 999, totalPages: 1 });
    expect((await get('/api/posts?limit=1&page=3')).json()).toMatchObject({ posts: [], currentPage: 3, totalPages: 2 });
    expect((await get('/home?page=999')).statusCode).toBe(404);
    expect((await get('/home?page=0999')).statusCode).toBe(404);
    const keys = await entryKeys();
    expect(keys.filter((k) => /"page":(999|3)\b|page=0*999/.test(k))).toEqual([]);
  });

  it('keeps no body over the size cap; a smaller one with the key lifetime of its kind', async (ctx) => {
    if (!up) ctx.skip();
    const c = await redisCache(TEST_REDIS_URL, prefix, 5_000, () => {}, { staleMs: 60_000 });
    try {
      const over = 'é'.repeat(PUBLIC_CACHE_MAX_ENTRY_BYTES / 2 + 1); // bytes, not characters: 2 per 'é'
      expect(await c.set('big', over, (await c.get('big', ['lists'])).stamp as never)).toBe(false);
      expect(await redis.exists(`${prefix}:pc:e:big`)).toBe(0);
      const under = 'x'.repeat(115_000);
      expect(await c.set('list', under, (await c.get('list', ['lists'])).stamp as never)).toBe(true);
      expect(await c.set('search', under, (await c.get('search', ['lists'])).stamp as never, { stale: false })).toBe(true);
      expect(await redis.pTTL(`${prefix}:pc:e:list`)).toBeGreaterThan(60_000);
      expect(await redis.pTTL(`${prefix}:pc:e:search`)).toBeLessThanOrEqual(5_000);
    } finally {
      await c.close();
    }
  });

  it('an evicted or lapsed tag version voids the entries that held it, never revives an older one', async (ctx) => {
    if (!up) ctx.skip();
    const c = await redisCache(TEST_REDIS_URL, prefix, 60_000, () => {});
    try {
      const first = await c.get('/api/posts/e', ['post:e']);
      expect(await c.set('/api/posts/e', 'avant', first.stamp as never)).toBe(true);
      await c.invalidate(['post:e']);
      // What maxmemory's eviction (or the key's lapse) does to the tag's version:
      await redis.del(`${prefix}:pc:t:post:e`);
      const after = await c.get('/api/posts/e', ['post:e']);
      expect(after.value).toBeUndefined();
      expect(after.stale).toBeUndefined();
      // The next body is kept and served again.
      expect(await c.set('/api/posts/e', 'après', after.stamp as never)).toBe(true);
      expect((await c.get('/api/posts/e', ['post:e'])).value).toBe('après');
      await redis.del(`${prefix}:pc:t:post:e`);
      expect((await c.get('/api/posts/e', ['post:e'])).value).toBeUndefined();
    } finally {
      await c.close();
    }
  });
});

describe('the in-process store', () => {
  const stamp = async (c: ReturnType<typeof memoryCache>, key: string, tags: string[]) =>
    (await c.get(key, tags)).stamp as NonNullable<Awaited<ReturnType<typeof c.get>>['stamp']>;

  it('holds at most maxTags tag versions, however many questions are written', async () => {
    const c = memoryCache(60_000, 5_000, Date.now, undefined, {}, { maxTags: 100 });
    for (let i = 0; i < 5_000; i++) await c.invalidate(['lists', `post:${i}`]);
    expect(c.stats().tags).toBeLessThanOrEqual(100);
    expect(c.stats().tags).toBeGreaterThan(0);
  });

  it('a dropped tag never lets an entry it voided, or a stamp taken before, be served', async () => {
    let now = 0;
    const c = memoryCache(1_000, 5_000, () => now, undefined, { staleMs: 3_600_000 }, { maxTags: 10 });
    // Stored before the question changed: void once post:a moves.
    await c.set('old', 'avant', await stamp(c, 'old', ['public', 'post:a']));
    // Stored after: valid until post:a is dropped.
    await c.invalidate(['post:a']);
    await c.set('new', 'après', await stamp(c, 'new', ['public', 'post:a']));
    expect((await c.get('new', ['public', 'post:a'])).value).toBe('après');
    // A build under way across the drop.
    const pending = await stamp(c, 'pending', ['public', 'post:b']);
    // Other questions written: post:a is the least recently invalidated, dropped (its version forgotten).
    for (let i = 0; i < 20; i++) await c.invalidate([`post:other${i}`]);
    expect(c.stats().tags).toBeLessThanOrEqual(10);
    for (const key of ['old', 'new']) {
      const found = await c.get(key, ['public', 'post:a']);
      expect(found.value, key).toBeUndefined();
      expect(found.stale, key).toBeUndefined();
    }
    now = 5_000; // past the TTL, within the stale time: still nothing from before
    expect((await c.get('old', ['public', 'post:a'])).stale).toBeUndefined();
    expect(await c.set('pending', 'vieux', pending)).toBe(false);
    // The cache works on: a body built now is kept and served.
    await c.set('old', 'neuf', await stamp(c, 'old', ['public', 'post:a']));
    expect((await c.get('old', ['public', 'post:a'])).value).toBe('neuf');
  });

  it('keeps a variant (search, later page) without stale time', async () => {
    let now = 0;
    const c = memoryCache(1_000, 5_000, () => now, undefined, { staleMs: 3_600_000 });
    await c.set('list', 'liste', await stamp(c, 'list', ['lists']));
    await c.set('search', 'recherche', await stamp(c, 'search', ['lists']), { stale: false });
    now = 2_000;
    expect((await c.get('list', ['lists'])).stale).toBe('liste');
    expect((await c.get('search', ['lists'])).stale).toBeUndefined();
  });
});
