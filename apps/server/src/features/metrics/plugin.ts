import type { FastifyInstance } from 'fastify';
import { metricsAccess } from './access';
import { outboxQueueStats } from './outbox';

/**
 * GET /metrics (Prometheus text format) and the request-latency hook. Called by buildApp before any route is
 * registered, so the hook sees every request. The route is at the root, outside /api: not part of the API, hidden from
 * the OpenAPI document, never in the public cache.
 */
export function registerMetrics(app: FastifyInstance) {
  const { metrics } = app.ctx;

  app.addHook('onResponse', async (req, reply) => {
    // The pattern, never the raw URL: one series per route, whatever ids or paths clients send.
    const route = req.routeOptions.url ?? 'unmatched';
    metrics.httpDuration.observe({ method: req.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  let seen = { hits: 0, misses: 0, builds: 0, stale: 0, queryErrors: 0 };
  /** Gauges read now, and counters kept by others (the cache, the driver) brought up to date. */
  async function refresh() {
    const { ctx } = app;
    const db = ctx.database.stats();
    metrics.dbDriver.reset();
    metrics.dbDriver.set({ driver: ctx.database.kind }, 1);
    metrics.dbConnections.set({ state: 'idle' }, db.idle);
    metrics.dbConnections.set({ state: 'in_use' }, db.total - db.idle);
    metrics.dbWaiting.set(db.waiting);
    metrics.dbQueryErrors.inc(db.queryErrors - seen.queryErrors);
    metrics.sockets.set(ctx.realtime.sockets());
    const cache = ctx.publicCache?.stats();
    if (cache) {
      metrics.cacheHits.inc(cache.hits - seen.hits);
      metrics.cacheMisses.inc(cache.misses - seen.misses);
      metrics.cacheBuilds.inc(cache.builds - seen.builds);
      metrics.cacheStale.inc(cache.stale - seen.stale);
    }
    const held = ctx.publicCache?.held() ?? null;
    if (held === null) metrics.cacheBytes.reset();
    else metrics.cacheBytes.set(held);
    seen = {
      hits: cache?.hits ?? 0,
      misses: cache?.misses ?? 0,
      builds: cache?.builds ?? 0,
      stale: cache?.stale ?? 0,
      queryErrors: db.queryErrors,
    };
    for (const g of [metrics.outboxQueued, metrics.outboxActive, metrics.outboxFailed, metrics.outboxOldestAge]) g.reset();
    try {
      for (const q of await outboxQueueStats(ctx.db)) {
        metrics.outboxQueued.set({ queue: q.queue }, q.queued);
        metrics.outboxActive.set({ queue: q.queue }, q.active);
        metrics.outboxFailed.set({ queue: q.queue }, q.failed);
        metrics.outboxOldestAge.set({ queue: q.queue }, q.oldestQueuedAgeS);
      }
    } catch (err) {
      // Database down: the scrape still answers (the outbox series go missing, the error counter moves).
      app.log.warn({ err: (err as Error).message }, 'metrics: outbox figures unavailable');
    }
  }

  app.get(
    '/metrics',
    {
      schema: { hide: true },
      onRequest: (req, reply) => metricsAccess(app.ctx.config.METRICS_TOKEN, req, reply),
    },
    async (_req, reply) => {
      await refresh();
      reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
      return metrics.registry.metrics();
    },
  );
}
