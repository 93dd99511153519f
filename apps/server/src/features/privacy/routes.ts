import { dataExport, errorBody, LEGAL_NOT_CONFIGURED, legalNotice } from '@pretoire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { exportData } from './export';

const errors = { 401: errorBody, 403: errorBody, 429: errorBody, 503: errorBody };

/** The data export (GDPR access and portability) and the legal notice's configured identities. */
export async function privacyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get(
    '/users/me/export',
    {
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        summary: 'Download everything held about me as a JSON file (once per hour)',
        response: { 200: dataExport, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req, reply) => {
      const data = await exportData(ctx, currentUser(req));
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="pretoire-mes-donnees-${day}.json"`)
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );

  app.get(
    '/legal',
    {
      schema: {
        tags: ['legal'],
        summary: 'Publisher and host identity for the legal notice (from the configuration)',
        response: { 200: legalNotice },
      },
    },
    async () => {
      const c = ctx.config;
      return {
        publisher: c.LEGAL_PUBLISHER ?? LEGAL_NOT_CONFIGURED,
        director: c.LEGAL_DIRECTOR ?? LEGAL_NOT_CONFIGURED,
        contactEmail: c.LEGAL_CONTACT_EMAIL ?? c.abuseEmail,
        host: c.LEGAL_HOST ?? LEGAL_NOT_CONFIGURED,
      };
    },
  );
}
