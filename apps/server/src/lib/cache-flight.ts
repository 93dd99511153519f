/** The versions of an entry's tags when its body was read: the body counts only while they still hold. */
export interface Stamp {
  tags: readonly string[];
  versions: number[];
}

/** What the flights need of a store: a lookup that may give an expired body, a store that says if it kept it, a lock. */
export interface FlightStore {
  get(key: string, tags: readonly string[]): Promise<{ value?: string; stale?: string; stamp?: Stamp }>;
  /** Across instances: take the build of `key` for `ms` (always granted in process); false when another holds it. */
  lock(key: string, ms: number): Promise<boolean>;
  unlock(key: string): Promise<void>;
}

/** The right, and the duty, to build one key's body: `done` shares the body (null: none) and lets others build. */
export interface Lead {
  done(body: string | null): void;
}

/**
 * How a lookup ended: a fresh body (`hit`), an expired one still valid for its tags (`stale`, a refresh under way),
 * the body another request just built (`wait`), or the caller builds it (`build`) and must call `lead.done`.
 */
export type Outcome =
  | { kind: 'hit' | 'stale' | 'wait'; value: string; stamp?: undefined; lead?: undefined }
  | { kind: 'build'; stamp: Stamp; lead: Lead; value?: undefined };

export interface FlightStats {
  builds: number;
  waits: number;
  stale: number;
  refreshes: number;
}

export interface FlightOptions {
  /** Longest wait for another's build before building locally (a lost instance or a slow query must not stall readers). */
  waitMs?: number;
  /** A lead, and its Redis lock, lapse after this: a build that never reports frees its key. */
  lockMs?: number;
  /** How often a request waiting on another instance's build looks for its body. */
  pollMs?: number;
}

const noLead: Lead = { done() {} };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Single-flight and stale-while-revalidate over a public cache (docs/decisions/reads-cache.md, «No stampede»): one
 * build per key at a time in this process (a map of promises) and across instances (the store's lock); the others
 * wait for it, bounded, or get the previous body at once while one request refreshes it.
 */
export function cacheFlights(store: FlightStore, opts: FlightOptions = {}) {
  const waitMs = opts.waitMs ?? 2_000;
  const lockMs = opts.lockMs ?? 5_000;
  const pollMs = opts.pollMs ?? 20;
  const flights = new Map<string, Promise<string | null>>();
  const stats: FlightStats = { builds: 0, waits: 0, stale: 0, refreshes: 0 };

  /** Registered synchronously, before any await: two requests of this process can never both lead. */
  function open(key: string): Lead & { locked: boolean } {
    let settle!: (body: string | null) => void;
    const flight = new Promise<string | null>((resolve) => {
      settle = resolve;
    });
    flights.set(key, flight);
    let pending = true;
    const lead = {
      locked: false,
      done(body: string | null) {
        if (!pending) return;
        pending = false;
        clearTimeout(timer);
        if (flights.get(key) === flight) flights.delete(key);
        settle(body);
        if (lead.locked) void store.unlock(key);
      },
    };
    const timer = setTimeout(() => lead.done(null), lockMs);
    timer.unref?.();
    return lead;
  }

  async function within(flight: Promise<string | null>, ms: number): Promise<string | null> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), ms);
    });
    try {
      return await Promise.race([flight, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Another instance builds: its body shows in the store, or the wait ends and this request builds. */
  async function fromElsewhere(key: string, tags: readonly string[]): Promise<string | null> {
    const until = Date.now() + waitMs;
    while (Date.now() < until) {
      await sleep(pollMs);
      const found = await store.get(key, tags);
      if (found.value !== undefined) return found.value;
    }
    return null;
  }

  return {
    stats: (): FlightStats => ({ ...stats }),
    /**
     * Looks `key` up. On an expired body still valid for its tags, returns it and, if no one refreshes it yet,
     * calls `refresh(stamp, lead)` (not awaited: it must end with `lead.done`).
     */
    async lookup(key: string, tags: readonly string[], refresh: (stamp: Stamp, lead: Lead) => void): Promise<Outcome> {
      const found = await store.get(key, tags);
      if (found.value !== undefined) return { kind: 'hit', value: found.value };
      const stamp = found.stamp as Stamp;
      if (found.stale !== undefined) {
        stats.stale++;
        if (!flights.has(key)) {
          const lead = open(key);
          if (await store.lock(key, lockMs)) {
            lead.locked = true;
            stats.refreshes++;
            refresh(stamp, lead);
          } else lead.done(null); // another instance refreshes it
        }
        return { kind: 'stale', value: found.stale };
      }
      const flight = flights.get(key);
      if (flight) {
        const body = await within(flight, waitMs);
        if (body !== null) {
          stats.waits++;
          return { kind: 'wait', value: body };
        }
        stats.builds++; // the build failed, was voided by a write, or is too slow: this request builds its own
        return { kind: 'build', stamp, lead: noLead };
      }
      const lead = open(key);
      if (await store.lock(key, lockMs)) lead.locked = true;
      else {
        const body = await fromElsewhere(key, tags);
        if (body !== null) {
          lead.done(body);
          stats.waits++;
          return { kind: 'wait', value: body };
        }
      }
      stats.builds++;
      return { kind: 'build', stamp, lead };
    },
  };
}

export type CacheFlights = ReturnType<typeof cacheFlights>;
