import { randomBytes, randomInt } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { createClient } from 'redis';
import { type CacheFlights, cacheFlights, type FlightOptions, type FlightStats, type Lead, type Outcome, type Stamp } from './cache-flight';

/**
 * A short-lived cache of public bodies (JSON of anonymous GETs, server-rendered HTML): get / set / invalidate by tag.
 * In-process by default; in Redis when REDIS_URL is set, so that several instances share entries and invalidations.
 *
 * Every tag has a version. `get` of a missing entry returns the current versions of its tags (the stamp); `set`
 * stores the body with that stamp, and an entry counts only while its tags still have those versions. A write that
 * lands between the read of the data and the `set` therefore voids the entry: no stale body survives an
 * invalidation, whatever the order of concurrent requests.
 *
 * After its TTL an entry stays `staleMs` more: a lookup then gives it as `stale` (still checked against its tags) and
 * one request refreshes it (`lookup`, lib/cache-flight.ts); an invalidation still voids it at once. Variants (a search,
 * a page past the first) get no stale time, and no body over `maxEntryBytes` is kept (docs/decisions/cache-bounds.md).
 */
export type Lookup = { value: string; stamp?: undefined; stale?: undefined } | { value?: undefined; stamp: Stamp; stale?: string };
export type { Lead, Outcome, Stamp };

export interface PublicCacheStats extends FlightStats {
  hits: number;
  misses: number;
  sets: number;
  invalidations: number;
  /** Entries held and their size in bytes (memory store; the Redis store reports 0: Redis bounds itself). */
  entries: number;
  bytes: number;
  /** Tag versions held in process (memory store; 0 for Redis, whose tag keys lapse). */
  tags: number;
}

/** How `set` keeps a body: `stale: false` for a variant (search, later page), dropped once its TTL is over. */
export interface SetOptions {
  stale?: boolean;
}

export interface PublicCache {
  readonly kind: 'memory' | 'redis';
  get(key: string, tags: readonly string[]): Promise<Lookup>;
  /** Single-flight and stale-while-revalidate around `get` (lib/cache-flight.ts). */
  lookup: CacheFlights['lookup'];
  /** Keeps the body; false when a write voided its stamp meanwhile (or the store failed): then it must not be shared. */
  set(key: string, value: string, stamp: Stamp, opts?: SetOptions): Promise<boolean>;
  lock(key: string, ms: number): Promise<boolean>;
  unlock(key: string): Promise<void>;
  invalidate(tags: readonly string[]): Promise<void>;
  stats(): PublicCacheStats;
  /** Bytes held by an in-process cache (keys and bodies), for the metrics; null when Redis holds them. */
  held(): number | null;
  close(): Promise<void>;
}

/** The memory store's cap in bytes: a few hundred question pages, whatever the URLs asked. */
export const PUBLIC_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** The largest body kept (UTF-8 bytes): 4× a list page (115 KB); a larger one is served, never stored. */
export const PUBLIC_CACHE_MAX_ENTRY_BYTES = 512 * 1024;
/** Tag versions the memory store holds before dropping the least recently invalidated half. */
export const PUBLIC_CACHE_MAX_TAGS = 10_000;

/** Size limits of a store (docs/decisions/cache-bounds.md); tests lower them. */
export interface CacheLimits {
  maxEntryBytes?: number;
  maxTags?: number;
}

const tooBig = (value: string, max: number) => value.length > max || Buffer.byteLength(value) > max;

const sameVersions = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** What an entry costs: its key and body as UTF-16 strings, plus the record around them. */
const entryBytes = (key: string, value: string) => 2 * (key.length + value.length) + 64;

/** The times of a store: `ttlMs` fresh, then `staleMs` served stale while one request refreshes it. */
export interface CacheTimes extends FlightOptions {
  staleMs?: number;
}

/** A store plus its flights: the stats of both, `lookup` from the flights. */
function withFlights(
  store: Omit<PublicCache, 'lookup' | 'stats'> & { storeStats(): Omit<PublicCacheStats, keyof FlightStats> },
  times: CacheTimes,
): PublicCache {
  const flights = cacheFlights(store, times);
  const { storeStats, ...rest } = store;
  return { ...rest, lookup: flights.lookup, stats: () => ({ ...storeStats(), ...flights.stats() }) };
}

/**
 * Entries are fresh `ttlMs`, kept `staleMs` more and leave then (not only when read again); at most `maxEntries` and
 * `maxBytes`, the least recently used going first (docs/decisions/reads-cache.md, «Bounds»).
 *
 * Tag versions come from one counter; a tag not in the map has the version `floor`. The map holds at most `maxTags`:
 * past it the least recently invalidated half goes and `floor` takes a new counter value, above every version any
 * entry or stamp holds, so an entry that counted on a dropped (or absent) tag is void, never served
 * (docs/decisions/cache-bounds.md).
 */
export function memoryCache(
  ttlMs: number,
  maxEntries = 5_000,
  now: () => number = Date.now,
  maxBytes = PUBLIC_CACHE_MAX_BYTES,
  times: CacheTimes = {},
  limits: CacheLimits = {},
): PublicCache {
  const staleMs = times.staleMs ?? 0;
  const maxEntryBytes = limits.maxEntryBytes ?? PUBLIC_CACHE_MAX_ENTRY_BYTES;
  const maxTags = Math.max(2, limits.maxTags ?? PUBLIC_CACHE_MAX_TAGS);
  // lru-cache purges on the process's clock; `expires` and `until` are checked on the injected one (tests move it).
  const entries = new LRUCache<string, { value: string; versions: number[]; expires: number; until: number }>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (e, key) => entryBytes(key, e.value),
    ttl: Math.max(1, ttlMs + staleMs),
    ttlAutopurge: true,
  });
  const tagVersions = new Map<string, number>();
  let counter = 0;
  let floor = 0;
  const stats = { hits: 0, misses: 0, sets: 0, invalidations: 0 };
  const versionsOf = (tags: readonly string[]) => tags.map((t) => tagVersions.get(t) ?? floor);
  /** Keeps the most recently invalidated half; what the dropped tags guarded is void from now on. */
  const prune = () => {
    for (const t of tagVersions.keys()) {
      if (tagVersions.size <= maxTags / 2) break;
      tagVersions.delete(t);
    }
    floor = ++counter;
  };
  return withFlights(
    {
      kind: 'memory',
      async get(key, tags) {
        const e = entries.get(key);
        const versions = versionsOf(tags);
        const valid = e !== undefined && sameVersions(e.versions, versions);
        if (valid && e.expires > now()) {
          stats.hits++;
          return { value: e.value };
        }
        stats.misses++;
        if (valid && e.until > now()) return { stamp: { tags, versions }, stale: e.value };
        if (e) entries.delete(key);
        return { stamp: { tags, versions } };
      },
      async set(key, value, stamp, opts = {}) {
        if (!sameVersions(stamp.versions, versionsOf(stamp.tags))) return false; // invalidated while the body was built
        if (entryBytes(key, value) > maxBytes || tooBig(value, maxEntryBytes)) return false;
        const life = ttlMs + (opts.stale === false ? 0 : staleMs);
        const at = now();
        entries.set(key, { value, versions: stamp.versions, expires: at + ttlMs, until: at + life }, { ttl: Math.max(1, life) });
        stats.sets++;
        return true;
      },
      async invalidate(tags) {
        for (const t of tags) {
          tagVersions.delete(t); // re-inserted last: the map's order is the order of last invalidation
          tagVersions.set(t, ++counter);
        }
        if (tagVersions.size > maxTags) prune();
        stats.invalidations++;
      },
      // One process: the flights' map is the lock.
      lock: async () => true,
      async unlock() {},
      storeStats: () => ({ ...stats, entries: entries.size, bytes: entries.calculatedSize, tags: tagVersions.size }),
      held: () => entries.calculatedSize,
      async close() {
        entries.clear();
      },
    },
    times,
  );
}

/** How long a tag's version is kept in Redis, from its last invalidation; it may also be evicted (see redisCache). */
export const TAG_VERSION_S = 2 * 86_400;

/** A new tag version: random, so a tag key that lapsed or was evicted never comes back with a version an entry holds. */
const freshVersion = () => randomInt(1, 2 ** 48 - 1);

/** Deletes a lock only if it is still the one this instance took (it may have lapsed and been taken by another). */
const UNLOCK = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/**
 * Entries as `<prefix>:pc:e:<key>` = JSON {v: versions, x: fresh until (ms), s: served until (ms), b: body}, the key
 * expiring when the entry may no longer be served (TTL, plus the stale time unless a variant); tag versions as
 * `<prefix>:pc:t:<tag>` = a random number, set on each invalidation and, for a tag without one, on the first miss
 * (before the data is read). A tag key that lapsed or was evicted (maxmemory, docs/DEPLOY.md) therefore comes back
 * with a new version: the entries that held the old one are void, never revived. Build locks as `<prefix>:pc:l:<key>`
 * (SET NX PX). One MGET per lookup. Redis errors make a lookup a miss, a store a no-op and a lock granted: the cache
 * fails open to the database, never to a 500.
 */
export async function redisCache(
  url: string,
  prefix: string,
  ttlMs: number,
  onError: (err: Error) => void,
  times: CacheTimes = {},
  limits: CacheLimits = {},
): Promise<PublicCache> {
  const staleMs = times.staleMs ?? 0;
  const maxEntryBytes = limits.maxEntryBytes ?? PUBLIC_CACHE_MAX_ENTRY_BYTES;
  const client = createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy: (n) => Math.min(n * 200, 5_000) } });
  client.on('error', onError);
  await client.connect().catch(onError);
  const stats = { hits: 0, misses: 0, sets: 0, invalidations: 0 };
  const entryKey = (k: string) => `${prefix}:pc:e:${k}`;
  const tagKey = (t: string) => `${prefix}:pc:t:${t}`;
  const lockKey = (k: string) => `${prefix}:pc:l:${k}`;
  const token = randomBytes(8).toString('hex');
  const miss = (tags: readonly string[], versions: number[], stale?: string): Lookup => {
    stats.misses++;
    return { stamp: { tags, versions }, stale };
  };
  return withFlights(
    {
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
        if (raw.slice(1).some((v) => v === null)) {
          // No entry can hold a missing version: a miss, stamped with the versions given now (a concurrent
          // invalidation's wins: NX).
          try {
            const m = client.multi();
            tags.forEach((t, i) => {
              if (raw[i + 1] === null)
                m.set(tagKey(t), String(freshVersion()), { condition: 'NX', expiration: { type: 'EX', value: TAG_VERSION_S } });
            });
            m.mGet(tags.map(tagKey));
            const replies = await m.exec();
            const given = replies.at(-1) as unknown as (string | null)[];
            return miss(
              tags,
              given.map((v) => (v === null ? -1 : Number(v))),
            );
          } catch {
            return miss(
              tags,
              tags.map(() => -1),
            );
          }
        }
        const versions = raw.slice(1).map(Number);
        if (raw[0]) {
          const e = JSON.parse(raw[0]) as { v: number[]; x?: number; s?: number; b: string };
          if (sameVersions(e.v, versions)) {
            const at = Date.now();
            if ((e.x ?? Number.POSITIVE_INFINITY) > at) {
              stats.hits++;
              return { value: e.b };
            }
            if ((e.s ?? Number.POSITIVE_INFINITY) > at) return miss(tags, versions, e.b);
          }
        }
        return miss(tags, versions);
      },
      async set(key, value, stamp, opts = {}) {
        if (stamp.versions.includes(-1) || tooBig(value, maxEntryBytes)) return false;
        try {
          // A write on any instance since the stamp voids the body: not stored, not shared.
          const now = (await client.mGet(stamp.tags.map(tagKey))).map((v) => (v === null ? -1 : Number(v)));
          if (!sameVersions(now, stamp.versions)) return false;
          const life = ttlMs + (opts.stale === false ? 0 : staleMs);
          const at = Date.now();
          const entry = JSON.stringify({ v: stamp.versions, x: at + ttlMs, s: at + life, b: value });
          await client.set(entryKey(key), entry, { expiration: { type: 'PX', value: life } });
          stats.sets++;
          return true;
        } catch {
          return false; /* fail open */
        }
      },
      async invalidate(tags) {
        stats.invalidations++;
        try {
          const m = client.multi();
          for (const t of tags) m.set(tagKey(t), String(freshVersion()), { expiration: { type: 'EX', value: TAG_VERSION_S } });
          await m.exec();
        } catch (err) {
          onError(err as Error);
        }
      },
      async lock(key, ms) {
        try {
          const ok = await client.set(lockKey(key), token, { condition: 'NX', expiration: { type: 'PX', value: ms } });
          return ok === 'OK';
        } catch {
          return true; // Redis down: build here rather than wait for no one
        }
      },
      async unlock(key) {
        try {
          await client.eval(UNLOCK, { keys: [lockKey(key)], arguments: [token] });
        } catch {
          /* it lapses by itself */
        }
      },
      storeStats: () => ({ ...stats, entries: 0, bytes: 0, tags: 0 }),
      held: () => null,
      async close() {
        await client.quit().catch(() => {});
      },
    },
    times,
  );
}
