import { errorBody, misusePolicy, transparencyQuery, transparencyResult } from '@pretoire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { transparencyCsv } from './csv';
import { transparency } from './service';

/** Public transparency figures (DSA art. 15 and 24): JSON and CSV, served through the shared public cache. */
export async function transparencyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get(
    '/transparency',
    {
      schema: {
        tags: ['transparency'],
        summary: 'Notices, decisions, appeals and suspensions over a period of at most two years, in total and by month',
        querystring: transparencyQuery,
        response: { 200: transparencyResult, 400: errorBody, 503: errorBody },
      },
    },
    async (req) => transparency(ctx, req.query),
  );

  app.get(
    '/transparency/policy',
    {
      schema: {
        tags: ['transparency'],
        summary: 'The misuse thresholds this server applies (warnings, then suspensions), as the terms of use state them',
        response: { 200: misusePolicy },
      },
    },
    async () => {
      const c = ctx.config;
      return {
        unfoundedNotices: c.MISUSE_UNFOUNDED_NOTICES,
        hiddenContent: c.MISUSE_HIDDEN_CONTENT,
        windowDays: c.MISUSE_WINDOW_DAYS,
        suspensionDays: c.MISUSE_SUSPENSION_DAYS,
      };
    },
  );

  app.get(
    '/transparency.csv',
    {
      schema: {
        tags: ['transparency'],
        summary: 'The same figures as a CSV file, one line per month and a total line',
        querystring: transparencyQuery,
        response: { 200: z.string(), 400: errorBody, 503: errorBody },
      },
    },
    async (req, reply) => {
      const t = await transparency(ctx, req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="transparence-${t.from}-${t.to}.csv"`)
        .send(transparencyCsv(t));
    },
  );
}
