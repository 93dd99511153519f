import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

/** The few members we use, so both connections (plain and duplicate()) fit one type. */
interface Client {
  isReady: boolean;
  on(event: 'error' | 'ready', listener: (err: Error) => void): unknown;
  connect(): Promise<unknown>;
  destroy(): void;
}

/** Commands the adapter sends without awaiting: a rejection (Redis down) must never become an unhandled rejection. */
const UNAWAITED = new Set(['publish', 'pSubscribe', 'subscribe', 'pUnsubscribe', 'unsubscribe', 'sendCommand']);

/**
 * Wraps a node-redis client for the adapter: rejected commands are logged instead of crashing the process,
 * and `publish` is dropped while Redis is unreachable, so an outage neither queues messages without bound
 * nor delivers stale ones later. Local delivery (the adapter's own broadcast) never waits for Redis.
 */
function guard(client: Client, dropWhenDown: boolean, log: FastifyBaseLogger): Client {
  return new Proxy(client, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function') return value;
      const fn = value as (...a: unknown[]) => unknown;
      if (typeof prop !== 'string' || !UNAWAITED.has(prop)) return fn.bind(target);
      return (...args: unknown[]) => {
        if (dropWhenDown && prop === 'publish' && !target.isReady) return Promise.resolve(0);
        const out = fn.apply(target, args);
        if (out && typeof (out as Promise<unknown>).catch === 'function') {
          (out as Promise<unknown>).catch((err: Error) => log.debug({ err: err.message, command: prop }, 'redis command failed'));
        }
        return out;
      };
    },
  });
}

export interface RedisLink {
  adapter: ReturnType<typeof createAdapter>;
  /** True while both connections are up. */
  ready(): boolean;
  close(): Promise<void>;
}

/**
 * Two connections (Socket.IO's adapter needs a dedicated subscriber). They connect in the background and
 * reconnect forever with a capped backoff; subscriptions are queued until the first connection and restored by
 * node-redis after each reconnection. Outages are logged once when they start and once when they end.
 */
export function connectRedis(url: string, prefix: string, log: FastifyBaseLogger): RedisLink {
  const reconnectStrategy = (retries: number) => Math.min(100 * 2 ** Math.min(retries, 5), 2000);
  const first = createClient({ url, socket: { reconnectStrategy, connectTimeout: 2000 } });
  const pub = first as unknown as Client;
  const sub = first.duplicate() as unknown as Client;
  let down = false;
  let closing = false;
  const watch = (c: Client, name: string) => {
    c.on('error', (err: Error) => {
      if (closing || down) return;
      down = true;
      log.warn({ err: err.message, client: name }, 'redis unreachable: notifications reach only sockets on this instance until it returns');
    });
    c.on('ready', () => {
      if (!down) {
        if (c === pub) log.info('redis connected: notifications are shared between instances');
        return;
      }
      if (pub.isReady && sub.isReady) {
        down = false;
        log.info('redis reconnected: cross-instance notifications resumed');
      }
    });
  };
  watch(pub, 'pub');
  watch(sub, 'sub');
  // connect() stays pending while retrying; a rejection only happens when we close first.
  pub.connect().catch(() => {});
  sub.connect().catch(() => {});
  // The adapter's typings name another node-redis major; the runtime API (v4+ style) is the same.
  type AdapterClient = Parameters<typeof createAdapter>[0];
  const adapter = createAdapter(guard(pub, true, log) as unknown as AdapterClient, guard(sub, false, log) as unknown as AdapterClient, {
    key: `${prefix}:socket.io`,
  });
  return {
    adapter,
    ready: () => pub.isReady && sub.isReady,
    async close() {
      closing = true;
      for (const c of [pub, sub]) {
        try {
          c.destroy();
        } catch {
          /* already closed */
        }
      }
    },
  };
}
