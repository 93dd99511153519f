import {
  adminPostsQuery,
  adminStats as adminStatsResult,
  adminUserResult,
  adminUsersQuery,
  adminUsersResult,
  auditLogQuery,
  auditLogResult,
  errorBody,
  identityChangeList,
  identityDecisionBody,
  identityDecisionResult,
  idParams,
  messageBody,
  paginatedPosts,
  pendingLawyersResult,
  rejectLawyerBody,
} from '@pretoire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LICENSE_TYPES } from '../../lib/file-type';
import { sendPrivateFile } from '../../lib/private-file';
import { currentUser } from '../../plugins/auth';
import { moderationCounts } from '../moderation';
import { listPosts } from '../posts';
import { decideIdentityChange, identityChangeDocument, pendingIdentityChanges, presentPrivateUser } from '../users';
import * as service from './service';
import { adminStats } from './stats';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Admin back office: lawyer review, license download, users. Every route is admin-only. */
export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const preValidation = app.requireRole('admin');

  app.get(
    '/admin/lawyers/pending',
    {
      schema: {
        tags,
        security,
        summary: 'Lawyers awaiting review (private objects, licence type, look-alike lawyers)',
        response: { 200: pendingLawyersResult, ...errors },
      },
      preValidation,
    },
    async () => ({
      lawyers: (await service.pendingLawyers(app.ctx)).map((u) => ({
        ...presentPrivateUser(u),
        licenseMime: u.licenseMime,
        duplicates: u.duplicates,
      })),
    }),
  );

  app.put(
    '/admin/lawyers/:id/approve',
    {
      schema: {
        tags,
        security,
        summary: 'Approve a lawyer (e-mail sent)',
        params: idParams,
        response: { 200: adminUserResult, ...errors },
      },
      preValidation,
    },
    async (req) => ({ user: presentPrivateUser(await service.approve(app.ctx, currentUser(req).id, req.params.id)) }),
  );

  app.put(
    '/admin/lawyers/:id/reject',
    {
      schema: {
        tags,
        security,
        summary: 'Reject a lawyer with a reason (e-mail sent)',
        params: idParams,
        body: rejectLawyerBody,
        response: { 200: adminUserResult, ...errors },
      },
      preValidation,
    },
    async (req) => ({ user: presentPrivateUser(await service.reject(app.ctx, currentUser(req).id, req.params.id, req.body.reason)) }),
  );

  app.get(
    '/admin/lawyers/:id/license-document',
    {
      schema: {
        tags,
        security,
        summary: 'Stream a lawyer\u2019s licence document',
        params: idParams,
        produces: [...LICENSE_TYPES],
        response: { 200: z.any(), ...errors },
      },
      preValidation,
    },
    async (req, reply) => {
      const doc = await service.licenseDocument(app.ctx, req.params.id);
      return sendPrivateFile(reply, doc, 'inline');
    },
  );

  app.get(
    '/admin/identity-changes',
    {
      schema: {
        tags,
        security,
        summary: 'Approved lawyers\u2019 pending requests to change name or bar, oldest first',
        response: { 200: identityChangeList, ...errors },
      },
      preValidation,
    },
    async () => ({ requests: await pendingIdentityChanges(app.ctx) }),
  );

  app.get(
    '/admin/identity-changes/:id/license-document',
    {
      schema: {
        tags,
        security,
        summary: 'Stream the licence sent with a lawyer\u2019s identity change request',
        params: idParams,
        produces: [...LICENSE_TYPES],
        response: { 200: z.any(), ...errors },
      },
      preValidation,
    },
    async (req, reply) => {
      const doc = await identityChangeDocument(app.ctx, req.params.id);
      return sendPrivateFile(reply, doc, 'inline');
    },
  );

  app.put(
    '/admin/identity-changes/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Approve (the profile takes the requested name, bar and licence) or refuse a lawyer\u2019s identity change',
        params: idParams,
        body: identityDecisionBody,
        response: { 200: identityDecisionResult, ...errors },
      },
      preValidation,
    },
    async (req) => ({
      message: await decideIdentityChange(app.ctx, currentUser(req).id, req.params.id, req.body.decision === 'approve'),
    }),
  );

  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        security,
        summary: 'All users (private objects), filter by role and text',
        querystring: adminUsersQuery,
        response: { 200: adminUsersResult, ...errors },
      },
      preValidation,
    },
    async (req) => {
      const r = await service.listUsers(app.ctx, req.query);
      return {
        users: r.rows.map((u) => ({ ...presentPrivateUser(u), trustedFlagger: u.trustedFlagger })),
        total: r.total,
        totalPages: r.totalPages,
        currentPage: r.currentPage,
      };
    },
  );

  app.get(
    '/admin/posts',
    {
      schema: {
        tags,
        security,
        summary: 'All questions, filter by status and text',
        querystring: adminPostsQuery,
        response: { 200: paginatedPosts, ...errors },
      },
      preValidation,
    },
    async (req) => {
      const { status, q, page, limit } = req.query;
      const r = await listPosts(app.ctx.db, {
        status: status === 'all' ? undefined : status,
        q: q || undefined,
        sortBy: 'new',
        page,
        limit,
      });
      return { posts: r.items, total: r.total, currentPage: page, totalPages: Math.ceil(r.total / limit) };
    },
  );

  app.delete(
    '/admin/posts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a question (replies and notifications go; credits stay)',
        params: idParams,
        response: { 200: messageBody, ...errors },
      },
      preValidation,
    },
    async (req) => {
      await service.deletePostAsAdmin(app.ctx, currentUser(req).id, req.params.id);
      return { message: 'Question supprimée.' };
    },
  );

  app.get(
    '/admin/stats',
    {
      schema: { tags, security, summary: 'Site totals and a 30-day daily series', response: { 200: adminStatsResult, ...errors } },
      preValidation,
    },
    async () => ({ ...(await adminStats(app.ctx.db, app.ctx.clock.now())), moderation: await moderationCounts(app.ctx.db) }),
  );

  app.get(
    '/admin/audit-log',
    {
      schema: {
        tags,
        security,
        summary: 'Admin actions, newest first',
        querystring: auditLogQuery,
        response: { 200: auditLogResult, ...errors },
      },
      preValidation,
    },
    async (req) => {
      const r = await service.listAuditLog(app.ctx, req.query.page, req.query.limit);
      const entries = r.rows.map((e) => ({
        _id: e.id,
        actor: e.actorId,
        action: e.action,
        targetType: e.targetType,
        targetId: e.targetId,
        details: e.details,
        createdAt: e.createdAt.toISOString(),
      }));
      return { entries, total: r.total, totalPages: r.totalPages, currentPage: r.currentPage };
    },
  );
}
