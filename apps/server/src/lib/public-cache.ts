import { createClient } from 'redis';

/**
 * A short-lived cache of public bodies (JSON of anonymous GETs, server-rendered HTML): get / set / invalidate by tag.
 * In-process by default; in Redis when REDIS_URL is set, so that several instances share entries and invalidations.
 *
 * Every tag has a version. `get` of a missing entry returns the current versions of its tags (the stamp); `set`
 * stores the body with that stamp, and an entry counts only while its tags still have those versions. A write that
 * lands between the read of the data and the `set` therefore voids the entry: no stale body survives an
 * invalidation, whatever the order of concurrent requests.
 */
export interface Stamp {
  tags: readonly string[];
  versions: number[];
}
export type Lookup = { value: string; stamp?: undefined } | { value?: undefined; stamp: Stamp };

export interface PublicCacheStats {
  hits: number;
  misses: number;
  sets: number;
  invalidations: number;
}

export interface PublicCache {
  readonly kind: 'memory' | 'redis';
  get(key: string, tags: readonly string[]): Promise<Lookup>;
  set(key: string, value: string, stamp: Stamp): Promise<void>;
  invalidate(tags: readonly string[]): Promise<void>;
  stats(): PublicCacheStats;
  /** Characters held by an in-process cache (keys and bodies), for the metrics; null when Redis holds them. */
  held(): number | null;
  close(): Promise<void>;
}

const sameVersions = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Entries live `ttlMs`; at most `maxEntries` (the oldest go first). */
export function memoryCache(ttlMs: number, maxEntries = 5_000, now: () => number = Date.now): PublicCache {
  const entries = new Map<string, { value: string; versions: number[]; expires: number }>();
  const tagVersions = new Map<string, number>();
  const stats: PublicCacheStats = { hits: 0, misses: 0, sets: 0, invalidations: 0 };
  const versionsOf = (tags: readonly string[]) => tags.map((t) => tagVersions.get(t) ?? 0);
  return {
    kind: 'memory',
    async get(key, tags) {
      const e = entries.get(key);
      const versions = versionsOf(tags);
      if (e && e.expires > now() && sameVersions(e.versions, versions)) {
        stats.hits++;
        return { value: e.value };
      }
      if (e) entries.delete(key);
      stats.misses++;
      return { stamp: { tags, versions } };
    },
    async set(key, value, stamp) {
      if (!sameVersions(stamp.versions, versionsOf(stamp.tags))) return; // invalidated while the body was built
      entries.delete(key);
      entries.set(key, { value, versions: stamp.versions, expires: now() + ttlMs });
      stats.sets++;
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    async invalidate(tags) {
      for (const t of tags) tagVersions.set(t, (tagVersions.get(t) ?? 0) + 1);
      stats.invalidations++;
    },
    stats: () => ({ ...stats }),
    held: () => {
      let n = 0;
      for (const [k, e] of entries) n += k.length + e.value.length;
      return n;
    },
    async close() {
      entries.clear();
    },
  };
}

/**
 * Entries as `<prefix>:pc:e:<key>` = JSON {v: versions, b: body} with a TTL; tag versions as `<prefix>:pc:t:<tag>`
 * counters (kept a day, far longer than any entry). One MGET per lookup. Redis errors make a lookup a miss and a
 * store a no-op: the cache fails open to the database, never to a 500.
 */
export async function redisCache(url: string, prefix: string, ttlMs: number, onError: (err: Error) => void): Promise<PublicCache> {
  const client = createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy: (n) => Math.min(n * 200, 5_000) } });
  client.on('error', onError);
  await client.connect().catch(onError);
  const stats: PublicCacheStats = { hits: 0, misses: 0, sets: 0, invalidations: 0 };
  const entryKey = (k: string) => `${prefix}:pc:e:${k}`;
  const tagKey = (t: string) => `${prefix}:pc:t:${t}`;
  const miss = (tags: readonly string[], versions: number[]): Lookup => {
    stats.misses++;
    return { stamp: { tags, versions } };
  };
  return {
    kind: 'redis',
    async get(key, tags) {
      let raw: (string | null)[];
      try {
        raw = (await client.mGet([entryKey(key), ...tags.map(tagKey)])) as (string | null)[];
      } catch {
        return miss(
          tags,
          tags.map(() => -1),
        ); // -1: never equal to a stored version, so set() will not store
      }
      const versions = raw.slice(1).map((v) => Number(v ?? 0));
      if (raw[0]) {
        const e = JSON.parse(raw[0]) as { v: number[]; b: string };
        if (sameVersions(e.v, versions)) {
          stats.hits++;
          return { value: e.b };
        }
      }
      return miss(tags, versions);
    },
    async set(key, value, stamp) {
      if (stamp.versions.includes(-1)) return;
      try {
        await client.set(entryKey(key), JSON.stringify({ v: stamp.versions, b: value }), { PX: ttlMs });
        stats.sets++;
      } catch {
        /* fail open */
      }
    },
    async invalidate(tags) {
      stats.invalidations++;
      try {
        const m = client.multi();
        for (const t of tags) m.incr(tagKey(t)).expire(tagKey(t), 86_400);
        await m.exec();
      } catch (err) {
        onError(err as Error);
      }
    },
    stats: () => ({ ...stats }),
    held: () => null,
    async close() {
      await client.quit().catch(() => {});
    },
  };
}
