import {
  adminReportsQuery,
  adminReportsResult,
  createReportBody,
  decideReportBody,
  decideReportResult,
  errorBody,
  idParams,
  reportCreated,
  suspendUserBody,
  suspensionResult,
  TRUST_TEXTS,
  trustedFlaggerBody,
  trustedFlaggerResult,
} from '@pretoire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { decide } from './decide';
import { setTrustedFlagger } from './flaggers';
import { listQueue } from './queue';
import { createReport } from './reports';
import { setSuspension } from './suspension';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody, 503: errorBody };

/** Notices (anyone), the moderation queue and suspensions (admins and moderators). */
export async function moderationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const security = [{ bearer: [] }];
  const preValidation = app.requireModerator;

  app.post(
    '/reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'Report a question, an answer or a profile (members, or visitors giving an e-mail for the outcome)',
        body: createReportBody,
        response: { 201: reportCreated, ...errors },
      },
      preValidation: app.optionalAuth,
    },
    async (req, reply) => {
      const id = await createReport(ctx, req.user, req.body, req.ip);
      return reply.status(201).send({ _id: id, message: TRUST_TEXTS.reportSent });
    },
  );

  app.get(
    '/admin/reports',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Moderation queue: open reports grouped by target, or the decisions taken',
        querystring: adminReportsQuery,
        response: { 200: adminReportsResult, ...errors },
      },
      preValidation,
    },
    async (req) => {
      const r = await listQueue(ctx, currentUser(req), req.query.status, req.query.page, req.query.limit);
      return { groups: r.groups, total: r.total, currentPage: r.page, totalPages: Math.ceil(r.total / r.limit) };
    },
  );

  app.put(
    '/admin/reports/:id',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Decide a report group (keep, hide, delete, or restore hidden content) with a statement of reasons',
        params: idParams,
        body: decideReportBody,
        response: { 200: decideReportResult, ...errors },
      },
      preValidation,
    },
    async (req) => {
      const d = await decide(ctx, currentUser(req).id, req.params.id, req.body);
      const [group] = (await listQueue(ctx, currentUser(req), 'decided', 1, 1, d.id)).groups;
      return { group, message: 'Décision enregistrée.' };
    },
  );

  app.put(
    '/admin/users/:id/suspension',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Suspend an account for a number of days with a statement (0 lifts it); its sessions end',
        params: idParams,
        body: suspendUserBody,
        response: { 200: suspensionResult, ...errors },
      },
      preValidation,
    },
    async (req) => {
      const until = await setSuspension(ctx, currentUser(req).id, req.params.id, req.body.days, req.body.statement);
      return { suspendedUntil: until ? until.toISOString() : null, message: until ? 'Compte suspendu.' : 'Suspension levée.' };
    },
  );

  app.put(
    '/admin/users/:id/trusted-flagger',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Mark or unmark a member as a trusted flagger: their notices come first in the queue',
        params: idParams,
        body: trustedFlaggerBody,
        response: { 200: trustedFlaggerResult, ...errors },
      },
      // Admins only: a moderator decides reports, not who is trusted (docs/decisions/moderator-role.md).
      preValidation: app.requireRole('admin'),
    },
    async (req) => {
      const trusted = await setTrustedFlagger(ctx, currentUser(req).id, req.params.id, req.body.trusted);
      return { trustedFlagger: trusted, message: trusted ? 'Signaleur de confiance désigné.' : 'Signaleur de confiance retiré.' };
    },
  );
}
