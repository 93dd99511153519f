import { errorBody, followedCategories, followedCategoriesUpdate } from '@pretoire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { QUEUES } from '../../db/job-queue';
import { currentUser } from '../../plugins/auth';
import { jobsOf } from '../outbox';
import { runDigests } from './digest';
import { fanOutHandler } from './fanout';
import { followState, setFollows } from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 503: errorBody };

/** A lawyer's followed categories; also hooks the new-question fan-out and the digest into the runner. */
export async function followRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const jobs = jobsOf(app.ctx);
  jobs?.handle(QUEUES.newQuestion, 5, fanOutHandler(app.ctx));
  jobs?.every('daily digest', 60_000, () => runDigests(app.ctx));
  const tags = ['account'];
  const security = [{ bearer: [] }];

  app.get(
    '/me/follows',
    {
      schema: {
        tags,
        security,
        summary: 'The categories I follow (lawyers; the defaults of my specializations until I choose)',
        response: { 200: followedCategories, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req) => followState(app.ctx.db, currentUser(req).id),
  );

  app.put(
    '/me/follows',
    {
      schema: {
        tags,
        security,
        summary: 'Choose the categories I follow (lawyers)',
        body: followedCategoriesUpdate,
        response: { 200: followedCategories, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req) => setFollows(app.ctx.db, currentUser(req), req.body.categoryIds),
  );
}
