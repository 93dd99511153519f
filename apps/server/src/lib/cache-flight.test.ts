import { randomBytes } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { redisAnswers, TEST_REDIS_URL } from '../test/redis';
import { memoryCache, type PublicCache, redisCache } from './public-cache';

// The flights of the public cache at the store's level: in one process, and across two instances sharing Redis.

const noRefresh = () => {
  throw new Error('no refresh expected');
};

describe('in one process', () => {
  it('a build that fails frees its key: the waiting requests build their own', async () => {
    const c = memoryCache(60_000);
    const leader = await c.lookup('k', ['a'], noRefresh);
    expect(leader.kind).toBe('build');
    const follower = c.lookup('k', ['a'], noRefresh);
    leader.lead?.done(null);
    expect((await follower).kind).toBe('build');
  });

  it('a body voided by a write while it was built is not shared', async () => {
    const c = memoryCache(60_000);
    const leader = await c.lookup('k', ['a'], noRefresh);
    const follower = c.lookup('k', ['a'], noRefresh);
    await c.invalidate(['a']);
    const kept = await c.set('k', 'ancien', leader.stamp as never);
    expect(kept).toBe(false);
    leader.lead?.done(kept ? 'ancien' : null);
    expect((await follower).kind).toBe('build');
  });
});

describe('across two instances sharing Redis', () => {
  const url = TEST_REDIS_URL;
  let up = false;
  const open: PublicCache[] = [];
  beforeAll(async () => {
    up = await redisAnswers(url);
  });
  afterEach(async () => {
    for (const c of open.splice(0)) await c.close();
  });
  const pair = async (times = {}) => {
    const prefix = `test-${randomBytes(4).toString('hex')}`;
    const errors: Error[] = [];
    const make = () => redisCache(url, prefix, 60_000, (e) => errors.push(e), { waitMs: 5_000, ...times });
    const one = await make();
    const two = await make();
    open.push(one, two);
    return { one, two, errors };
  };

  it('one builds under the lock; the other waits and gets its body', async (ctx) => {
    if (!up) ctx.skip();
    const { one, two, errors } = await pair();
    const leader = await one.lookup('/api/posts/x', ['post:x'], noRefresh);
    expect(leader.kind).toBe('build');
    const follower = two.lookup('/api/posts/x', ['post:x'], noRefresh);
    await new Promise((r) => setTimeout(r, 50));
    expect(await one.set('/api/posts/x', '{"a":1}', leader.stamp as never)).toBe(true);
    leader.lead?.done('{"a":1}');
    expect(await follower).toMatchObject({ kind: 'wait', value: '{"a":1}' });
    expect(two.stats()).toMatchObject({ builds: 0, waits: 1 });
    // The lock is gone: the next miss of the key takes it at once.
    await two.invalidate(['post:x']);
    expect((await two.lookup('/api/posts/x', ['post:x'], noRefresh)).kind).toBe('build');
    expect(errors).toEqual([]);
  });

  it('a lost leader: the other builds locally after its bounded wait', async (ctx) => {
    if (!up) ctx.skip();
    const { one, two } = await pair({ waitMs: 100 });
    const leader = await one.lookup('/api/posts/y', ['post:y'], noRefresh);
    expect(leader.kind).toBe('build'); // and never reports
    const other = await two.lookup('/api/posts/y', ['post:y'], noRefresh);
    expect(other.kind).toBe('build');
    leader.lead?.done(null);
  });

  it('an expired entry: served stale on both, refreshed by one of them only', async (ctx) => {
    if (!up) ctx.skip();
    const prefix = `test-${randomBytes(4).toString('hex')}`;
    const make = () => redisCache(url, prefix, 50, () => {}, { staleMs: 60_000 });
    const one = await make();
    const two = await make();
    open.push(one, two);
    const first = await one.lookup('/api/posts/z', ['post:z'], noRefresh);
    await one.set('/api/posts/z', 'ancien', first.stamp as never);
    first.lead?.done('ancien');
    await new Promise((r) => setTimeout(r, 100));
    const refreshed: string[] = [];
    const leads: { done(b: null): void }[] = [];
    const refresh = (who: string) => (_stamp: unknown, lead: { done(b: null): void }) => {
      refreshed.push(who);
      leads.push(lead);
    };
    const answers = await Promise.all([
      one.lookup('/api/posts/z', ['post:z'], refresh('one')),
      two.lookup('/api/posts/z', ['post:z'], refresh('two')),
      one.lookup('/api/posts/z', ['post:z'], refresh('one')),
      two.lookup('/api/posts/z', ['post:z'], refresh('two')),
    ]);
    expect(answers.map((a) => [a.kind, a.value])).toEqual(Array(4).fill(['stale', 'ancien']));
    expect(refreshed).toHaveLength(1);
    for (const lead of leads) lead.done(null);
    // A write on either instance removes even the stale body at once.
    await two.invalidate(['post:z']);
    expect((await one.lookup('/api/posts/z', ['post:z'], noRefresh)).kind).toBe('build');
  });
});
