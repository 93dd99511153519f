import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, SERVER_MESSAGES } from '@pretoire/contracts';

export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/health', {
    schema: {
      tags: ['health'],
      summary: 'Liveness and database check',
      response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }), 503: errorBody },
    },
  }, async (_req, reply) => {
    try {
      await app.ctx.database.ping();
      return { status: 'ok' as const, database: app.ctx.database.kind };
    } catch {
      return reply.status(503).send({ message: SERVER_MESSAGES.databaseUnavailable, reason: 'database: unreachable' });
    }
  });
}
