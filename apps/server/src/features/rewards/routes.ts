import {
  activitiesPage,
  activitiesQuery,
  errorBody,
  pendingRewards,
  postDetail,
  postReplyParams,
  satisfactoryBody,
} from '@pretoire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { postDetailOr404 } from '../posts';
import { presentActivity, presentReward } from './present';
import { listActivities } from './queries';
import { markSatisfactory, takePendingRewards } from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 503: errorBody };
const markErrors = { ...errors, 404: errorBody, 429: errorBody };

export async function rewardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['rewards'];
  const security = [{ bearer: [] }];

  app.get(
    '/posts/lawyer/rewards',
    {
      schema: {
        tags,
        security,
        summary: 'My undelivered rewards, oldest first; each is returned once',
        response: { 200: pendingRewards, ...errors },
      },
      preValidation: app.requireRole('lawyer'),
    },
    async (req) => ({ pendingRewards: (await takePendingRewards(app.ctx, currentUser(req).id)).map(presentReward) }),
  );

  app.get(
    '/posts/lawyer/activities',
    {
      schema: {
        tags,
        security,
        summary: 'My answers, marks, ratings and milestones, newest first',
        querystring: activitiesQuery,
        response: { 200: activitiesPage, ...errors },
      },
      preValidation: app.requireRole('lawyer'),
    },
    async (req) => {
      const { filter, page, limit } = req.query;
      const { rows, total } = await listActivities(app.ctx.db, currentUser(req).id, filter, page, limit);
      return { activities: rows.map(presentActivity), total, currentPage: page, totalPages: Math.ceil(total / limit) };
    },
  );

  // Under /posts like the other reply routes; it lives here because marking is how rewards are earned.
  app.put(
    '/posts/:id/replies/:replyId/satisfactory',
    {
      schema: {
        tags: ['posts'],
        security,
        summary: 'Mark a lawyer\u2019s reply satisfactory with a rating 1–5, or change that rating (the question\u2019s author)',
        params: postReplyParams,
        body: satisfactoryBody,
        response: { 200: postDetail, ...markErrors },
      },
      preValidation: app.authenticate,
    },
    async (req) => {
      await markSatisfactory(app.ctx, currentUser(req), req.params.id, req.params.replyId, req.body.rating);
      return postDetailOr404(app.ctx, req.params.id, req.user);
    },
  );
}
