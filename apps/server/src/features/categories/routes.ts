import { category, errorBody, SERVER_MESSAGES } from '@pretoire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { presentCategory } from './present';
import { findCategory, listCategories } from './service';

export const CATEGORY_NOT_FOUND = SERVER_MESSAGES.categoryNotFound;

export async function categoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['categories'];

  app.get(
    '/categories',
    {
      schema: { tags, summary: 'All categories with their question counts', response: { 200: z.array(category), 400: errorBody } },
    },
    async () => (await listCategories(app.ctx.db)).map(presentCategory),
  );

  app.get(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'One category, by id or slug',
        params: z.object({ id: z.string().trim().min(1).max(100) }),
        response: { 200: category, 400: errorBody, 404: errorBody },
      },
    },
    async (req) => {
      const row = await findCategory(app.ctx.db, req.params.id);
      if (!row) throw notFound(CATEGORY_NOT_FOUND);
      return presentCategory(row);
    },
  );
}
