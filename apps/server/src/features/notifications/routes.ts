import {
  errorBody,
  idParams,
  notification,
  notificationsPage,
  notificationsQuery,
  readAllResult,
  SERVER_MESSAGES,
  unreadCount,
} from '@pretoire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { presentNotification } from './present';
import * as service from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 503: errorBody };
export const NOTIFICATION_NOT_FOUND = SERVER_MESSAGES.notificationNotFound;

export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const security = [{ bearer: [] }];

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        security,
        summary: 'My notifications, newest first',
        querystring: notificationsQuery,
        response: { 200: notificationsPage, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req) => {
      const { page, limit } = req.query;
      const { rows, total } = await service.list(app.ctx, currentUser(req).id, page, limit);
      return { notifications: rows.map(presentNotification), total, currentPage: page, totalPages: Math.ceil(total / limit) };
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      schema: { tags, security, summary: 'How many of my notifications are unread', response: { 200: unreadCount, ...errors } },
      preValidation: app.authenticate,
    },
    async (req) => ({ count: await service.unreadCount(app.ctx, currentUser(req).id) }),
  );

  app.put(
    '/notifications/read-all',
    {
      schema: { tags, security, summary: 'Mark all my notifications read', response: { 200: readAllResult, ...errors } },
      preValidation: app.authenticate,
    },
    async (req) => ({ updated: await service.markAllRead(app.ctx, currentUser(req).id) }),
  );

  app.put(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        security,
        summary: 'Mark one of my notifications read',
        params: idParams,
        response: { 200: notification, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req) => {
      const row = await service.markRead(app.ctx, currentUser(req).id, req.params.id);
      if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
      return presentNotification(row);
    },
  );
}
