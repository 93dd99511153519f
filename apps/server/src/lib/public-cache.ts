import { LRUCache } from 'lru-cache';
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
  /** Entries held and their size in bytes (memory store; the Redis store reports 0: Redis bounds itself). */
  entries: number;
  bytes: number;
}

export interface PublicCache {
  readonly kind: 'memory' | 'redis';
  get(key: string, tags: readonly string[]): Promise<Lookup>;
  set(key: string, value: string, stamp: Stamp): Promise<void>;
  invalidate(tags: readonly string[]): Promise<void>;
  stats(): PublicCacheStats;
  /** Bytes held by an in-process cache (keys and bodies), for the metrics; null when Redis holds them. */
  held(): number | null;
  close(): Promise<void>;
}

/** The memory store's cap in bytes: a few hundred question pages, whatever the URLs asked. */
export const PUBLIC_CACHE_MAX_BYTES = 64 * 1024 * 1024;

const sameVersions = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** What an entry costs: its key and body as UTF-16 strings, plus the record around them. */
const entryBytes = (key: string, value: string) => 2 * (key.length + value.length) + 64;

/**
 * Entries live `ttlMs` and leave then (not only when read again); at most `maxEntries` and `maxBytes`, the least
 * recently used going first (docs/decisions/reads-cache.md, «Bounds»).
 */
export function memoryCache(
  ttlMs: number,
  maxEntries = 5_000,
  now: () => number = Date.now,
  maxBytes = PUBLIC_CACHE_MAX_BYTES,
): PublicCache {
  // lru-cache purges on the process's clock; `expires` is checked on the injected one (tests move it).
  const entries = new LRUCache<string, { value: string; versions: number[]; expires: number }>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (e, key) => entryBytes(key, e.value),
    ttl: Math.max(1, ttlMs),
    ttlAutopurge: true,
  });
  const tagVersions = new Map<string, number>();
  const stats = { hits: 0, misses: 0, sets: 0, invalidations: 0 };
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
      if (entryBytes(key, value) > maxBytes) return;
      entries.set(key, { value, versions: stamp.versions, expires: now() + ttlMs });
      stats.sets++;
    },
    async invalidate(tags) {
      for (const t of tags) tagVersions.set(t, (tagVersions.get(t) ?? 0) + 1);
      stats.invalidations++;
    },
    stats: () => ({ ...stats, entries: entries.size, bytes: entries.calculatedSize }),
    held: () => entries.calculatedSize,
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
  const stats = { hits: 0, misses: 0, sets: 0, invalidations: 0 };
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
    stats: () => ({ ...stats, entries: 0, bytes: 0 }),
    held: () => null,
    async close() {
      await client.quit().catch(() => {});
    },
  };
}
