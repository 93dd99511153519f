import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activitiesPage, activitiesQuery, errorBody, pendingRewards } from '@pretoire/contracts';
import { currentUser } from '../../plugins/auth';
import { listActivities } from './activities';
import { presentReward, takePendingRewards } from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 503: errorBody };

export async function rewardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['rewards'];
  const security = [{ bearer: [] }];

  app.get('/posts/lawyer/rewards', {
    schema: { tags, security, summary: 'My undelivered rewards, oldest first; each is returned once', response: { 200: pendingRewards, ...errors } },
    preValidation: app.requireRole('lawyer'),
  }, async (req) => ({ pendingRewards: (await takePendingRewards(app.ctx, currentUser(req).id)).map(presentReward) }));

  app.get('/posts/lawyer/activities', {
    schema: { tags, security, summary: 'My answers, marks, ratings and milestones, newest first', querystring: activitiesQuery, response: { 200: activitiesPage, ...errors } },
    preValidation: app.requireRole('lawyer'),
  }, async (req) => {
    const { filter, page, limit } = req.query;
    const { activities, total } = await listActivities(app.ctx.db, currentUser(req).id, filter, page, limit);
    return { activities, total, currentPage: page, totalPages: Math.ceil(total / limit) };
  });
}
