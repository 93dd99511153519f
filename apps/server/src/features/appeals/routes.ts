import {
  APPEAL_MESSAGES,
  adminAppealsQuery,
  adminAppealsResult,
  adminUserResult,
  appealCreated,
  contestableResult,
  createAppealBody,
  decideAppealBody,
  decideAppealResult,
  errorBody,
  idParams,
  setRoleBody,
} from '@pretoire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { presentPrivateUser } from '../users';
import { decideAppeal } from './decide';
import { listAppeals } from './list';
import { setModerator } from './roles';
import { contestableReport, createAppeal } from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** Complaints against moderation decisions (DSA art. 20) and the moderator role. */
export async function appealRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const security = [{ bearer: [] }];

  app.post(
    '/appeals',
    {
      schema: {
        tags: ['reports'],
        summary: 'Contest a decision: its content\u2019s author or a notifier (a visitor with the signed token of the mail)',
        body: createAppealBody,
        response: { 201: appealCreated, ...errors },
      },
      preValidation: app.optionalAuth,
    },
    async (req, reply) => {
      const id = await createAppeal(ctx, req.user, req.body);
      return reply.status(201).send({ id, _id: id, message: APPEAL_MESSAGES.received });
    },
  );

  app.get(
    '/appeals/target/:id',
    {
      schema: {
        tags: ['reports'],
        security,
        summary: 'The report through which the caller (author or notifier) contests the latest decision on a target',
        params: idParams,
        response: { 200: contestableResult, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req) => ({ reportId: await contestableReport(ctx, currentUser(req), req.params.id) }),
  );

  app.get(
    '/admin/appeals',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Complaints: open (oldest first) or decided (newest first)',
        querystring: adminAppealsQuery,
        response: { 200: adminAppealsResult, ...errors },
      },
      preValidation: app.requireModerator,
    },
    async (req) => {
      const { status, page, limit } = req.query;
      const r = await listAppeals(ctx, currentUser(req), status, page, limit);
      return { appeals: r.appeals, total: r.total, currentPage: page, totalPages: Math.ceil(r.total / limit) };
    },
  );

  app.put(
    '/admin/appeals/:id',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Uphold or reverse the contested decision, with a statement (never by the one who took it)',
        params: idParams,
        body: decideAppealBody,
        response: { 200: decideAppealResult, ...errors },
      },
      preValidation: app.requireModerator,
    },
    async (req) => {
      await decideAppeal(ctx, currentUser(req).id, req.params.id, req.body);
      const [appeal] = (await listAppeals(ctx, currentUser(req), 'decided', 1, 1, req.params.id)).appeals;
      return { appeal, message: 'Recours tranché.' };
    },
  );

  app.put(
    '/admin/users/:id/role',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Appoint a moderator or remove the role (admins only)',
        params: idParams,
        body: setRoleBody,
        response: { 200: adminUserResult, ...errors },
      },
      preValidation: app.requireRole('admin'),
    },
    async (req) => ({
      user: presentPrivateUser(await setModerator(ctx, currentUser(req).id, req.params.id, req.body.role === 'moderator')),
    }),
  );
}
