import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { posts } from '../db/schema';
import type { PublicCache } from '../lib/public-cache';
import { createTestApp, type TestApp } from '../test/harness';

// Single-flight and stale-while-revalidate of the shared public cache, over real HTTP (docs/decisions/reads-cache.md,
// «No stampede»). The in-process store reads the app's clock: a test moves it past the TTL (15 s here).

let t: TestApp;
let base: string;
let member: Awaited<ReturnType<TestApp['createUser']>>;
let lawyer: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_CACHE_TTL_S: '15', PUBLIC_CACHE_STALE_S: '3600' } });
  member = await t.createUser();
  lawyer = await t.createUser({ role: 'lawyer' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

const cache = () => t.app.ctx.publicCache as PublicCache;
const expire = () => t.clock.advance(16_000); // past the TTL, well within the stale time

async function ask(title: string): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/posts',
    token: member.token,
    payload: { title, content: 'Combien de jours de congés pour un mariage dans le privé ?', category: 'travail' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id;
}

/** N anonymous reads sent at once over the socket: how each came (x-public-cache) and its body. */
async function burst(url: string, n: number) {
  const answers = await Promise.all(
    Array.from({ length: n }, async () => {
      const res = await fetch(`${base}${url}`);
      expect(res.status, url).toBe(200);
      return { how: res.headers.get('x-public-cache'), body: await res.text() };
    }),
  );
  const count = (how: string) => answers.filter((a) => a.how === how).length;
  return { answers, count, bodies: new Set(answers.map((a) => a.body)) };
}

describe('no stampede', () => {
  it('30 concurrent misses of a question make one build; the others get its body', async () => {
    const id = await ask('Congés pour mariage');
    const before = cache().stats().builds;
    const { count, bodies, answers } = await burst(`/api/posts/${id}`, 30);
    expect(cache().stats().builds - before).toBe(1);
    expect(count('miss')).toBe(1);
    expect(count('wait') + count('hit')).toBe(29); // none built its own
    expect(bodies.size).toBe(1);
    expect(JSON.parse(answers[0].body)._id).toBe(id);
  });

  it('the same for a list page', async () => {
    await ask('Congés pour déménagement');
    const before = cache().stats().builds;
    const { count, bodies } = await burst('/api/posts?page=1&limit=7', 20);
    expect(cache().stats().builds - before).toBe(1);
    expect(count('miss')).toBe(1);
    expect(bodies.size).toBe(1);
  });
});

describe('stale while revalidate', () => {
  it('after its TTL the previous body comes at once, one request refreshes it, then the new body is served', async () => {
    const id = await ask('Congés pour naissance');
    const url = `/api/posts/${id}`;
    const first = await fetch(`${base}${url}`);
    expect(first.headers.get('x-public-cache')).toBe('miss');
    const old = await first.text();
    // Behind the API's back: no tag falls, only the TTL can bring this change.
    await t.db.update(posts).set({ title: 'Congés pour la naissance d’un enfant' }).where(eq(posts.id, id));
    await expire();
    const before = cache().stats();
    const { count, answers } = await burst(url, 20);
    // None waits for a build: the old body until the refresh lands (it may land during the burst), then the new one.
    expect(count('miss') + count('wait')).toBe(0);
    expect(count('stale')).toBeGreaterThan(0);
    for (const a of answers.filter((a) => a.how === 'stale')) expect(a.body).toBe(old);
    expect(cache().stats().refreshes - before.refreshes).toBe(1);
    expect(cache().stats().builds - before.builds).toBe(0);
    await vi.waitFor(async () => expect((await fetch(`${base}${url}`)).headers.get('x-public-cache')).toBe('hit'));
    const now = await (await fetch(`${base}${url}`)).json();
    expect(now.title).toBe('Congés pour la naissance d’un enfant');
  });

  it('an invalidation by tag still removes the entry at once: a new answer shows, never the stale body', async () => {
    const id = await ask('Congés pour décès');
    const url = `/api/posts/${id}`;
    await fetch(`${base}${url}`);
    await expire();
    const answer = await t.request({
      method: 'POST',
      url: `${url}/replies`,
      token: lawyer.token,
      payload: { content: 'Trois jours pour le décès d’un parent, selon le Code du travail.' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = await fetch(`${base}${url}`);
    expect(after.headers.get('x-public-cache')).toBe('miss');
    expect((await after.json()).replies).toHaveLength(1);
    // The same before the TTL: the write voids the fresh entry too.
    expect((await fetch(`${base}${url}`)).headers.get('x-public-cache')).toBe('hit');
    await t.request({
      method: 'POST',
      url: `${url}/replies`,
      token: lawyer.token,
      payload: { content: 'Votre convention collective peut prévoir davantage de jours.' },
    });
    const again = await fetch(`${base}${url}`);
    expect(again.headers.get('x-public-cache')).toBe('miss');
    expect((await again.json()).replies).toHaveLength(2);
  });

  it('a refresh of a signed-in reader never happens: the cache is for anonymous reads only', async () => {
    const id = await ask('Congés pour PACS');
    await fetch(`${base}/api/posts/${id}`);
    await expire();
    const before = cache().stats().refreshes;
    const signed = await fetch(`${base}/api/posts/${id}`, { headers: { authorization: `Bearer ${member.token}` } });
    expect(signed.headers.get('x-public-cache')).toBeNull();
    expect(cache().stats().refreshes).toBe(before);
  });
});
