import { errorBody, SERVER_MESSAGES } from '@pretoire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

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
}
