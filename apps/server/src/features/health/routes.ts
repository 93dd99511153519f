import { errorBody, SERVER_MESSAGES } from '@pretoire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrationsFolder } from '../../db/client';
import { readiness, shippedMigrations } from './ready';

export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness, database and Redis check',
        description:
          '503 when the database does not answer. A Redis outage leaves the instance serving (notifications reach ' +
          'sockets on this instance and the unread poll), so it answers 200 with status "degraded" and redis "down".',
        response: {
          200: z.object({
            status: z.enum(['ok', 'degraded']),
            database: z.enum(['pglite', 'postgres']),
            redis: z.enum(['off', 'up', 'down']),
          }),
          503: errorBody,
        },
      },
    },
    async (_req, reply) => {
      try {
        await app.ctx.database.ping();
        const redis = app.ctx.realtime.redis();
        return { status: redis === 'down' ? ('degraded' as const) : ('ok' as const), database: app.ctx.database.kind, redis };
      } catch {
        return reply
          .status(503)
          .send({ code: 'DATABASE_UNAVAILABLE', message: SERVER_MESSAGES.databaseUnavailable, reason: 'database: unreachable' });
      }
    },
  );

  // Read once: the migrations a running process ships never change.
  const shipped = shippedMigrations(migrationsFolder);
  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and every migration is applied',
        description:
          'For load balancers and orchestrators: send traffic only on 200. 503 with a reason otherwise ' +
          '("database: unreachable", "migrations: 2 pending"). GET /api/health stays the liveness check.',
        response: { 200: z.object({ status: z.literal('ready') }), 503: errorBody },
      },
    },
    async (_req, reply) => {
      const state = await readiness(app.ctx.database, shipped);
      if (state.ready) return { status: 'ready' as const };
      const body = state.reason.startsWith('database')
        ? ({ code: 'DATABASE_UNAVAILABLE', message: SERVER_MESSAGES.databaseUnavailable } as const)
        : ({ code: 'NOT_READY', message: SERVER_MESSAGES.notReady } as const);
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .send({ ...body, reason: state.reason });
    },
  );
}
