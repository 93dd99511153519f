// Metrics (docs/decisions/metrics.md) as the app sees them: one registry per app on ctx.metrics, GET /metrics.

export { registerMetrics } from './plugin';
export { createMetrics, type Metrics } from './registry';
