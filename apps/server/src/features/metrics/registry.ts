import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** From a 1 ms cache hit to a 5 s request that is about to time out. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * One registry per app, never prom-client's global one: the tests build several apps in one process, and each instance
 * exposes its own figures (docs/decisions/metrics.md). Counters move where things happen; gauges are read at scrape time.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern ("unmatched" when no route matched).',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    ssrDuration: new Histogram({
      name: 'pretoire_ssr_render_duration_seconds',
      help: 'Server rendering of a public page (cache misses only), by page pattern.',
      labelNames: ['page'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    ssrFragments: new Counter({
      name: 'pretoire_ssr_fragments_total',
      help: 'Parts of server-rendered pages (answers, their list, the top bar, the footer) pasted from kept HTML or rendered (decisions/reach-ssr.md).',
      labelNames: ['kind'] as const,
      registers,
    }),
    mailsSent: new Counter({ name: 'pretoire_mails_sent_total', help: 'Mails accepted by the SMTP server.', registers }),
    mailsFailed: new Counter({
      name: 'pretoire_mails_failed_total',
      help: 'Mail sends that failed; final="true" when the mail is given up (5xx or retries exhausted).',
      labelNames: ['final'] as const,
      registers,
    }),
    dbQueryErrors: new Counter({
      name: 'pretoire_db_query_errors_total',
      help: 'Statements that failed and connection attempts that failed.',
      registers,
    }),
    dbConnections: new Gauge({
      name: 'pretoire_db_pool_connections',
      help: 'Database connections by state (PGlite: one, always idle).',
      labelNames: ['state'] as const,
      registers,
    }),
    dbWaiting: new Gauge({ name: 'pretoire_db_pool_waiting', help: 'Requests waiting for a database connection.', registers }),
    dbDriver: new Gauge({
      name: 'pretoire_db_driver_info',
      help: 'The database driver: pglite or postgres.',
      labelNames: ['driver'] as const,
      registers,
    }),
    outboxQueued: new Gauge({
      name: 'pretoire_outbox_queued',
      help: 'Jobs waiting (new or to retry).',
      labelNames: ['queue'] as const,
      registers,
    }),
    outboxActive: new Gauge({ name: 'pretoire_outbox_active', help: 'Jobs being worked on.', labelNames: ['queue'] as const, registers }),
    outboxFailed: new Gauge({
      name: 'pretoire_outbox_failed',
      help: 'Jobs failed for good, kept by the queue.',
      labelNames: ['queue'] as const,
      registers,
    }),
    outboxOldestAge: new Gauge({
      name: 'pretoire_outbox_oldest_queued_age_seconds',
      help: 'Age of the oldest waiting job; 0 when none waits.',
      labelNames: ['queue'] as const,
      registers,
    }),
    sockets: new Gauge({ name: 'pretoire_socketio_connections', help: 'Socket.IO connections held by this instance.', registers }),
    cacheHits: new Counter({
      name: 'pretoire_public_cache_hits_total',
      help: 'Public cache lookups served from the cache (JSON and pages).',
      registers,
    }),
    cacheMisses: new Counter({ name: 'pretoire_public_cache_misses_total', help: 'Public cache lookups that missed.', registers }),
    cacheBuilds: new Counter({
      name: 'pretoire_public_cache_builds_total',
      help: "Public bodies built on a reader's path (misses no other build or stale body covered).",
      registers,
    }),
    cacheStale: new Counter({
      name: 'pretoire_public_cache_stale_total',
      help: 'Expired public bodies served while one request refreshed them.',
      registers,
    }),
    cacheBytes: new Gauge({
      name: 'pretoire_public_cache_bytes',
      help: 'Size of the bodies held by the in-process cache (string length); absent when the cache is in Redis.',
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
