import {
  categoryResponseTimes as categoryResponseTimesBody,
  DESK_MESSAGES,
  deadlineCorrectionBody,
  deadlineNoticeResult,
  deskCount,
  deskQueuePage,
  deskQueueQuery,
  errorBody,
  idParams,
  lawyerResponseTimes,
  lawyerResponseTimesQuery,
  SERVER_MESSAGES,
} from '@pretoire/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { posts } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { followedCategories } from '../follows';
import { correctDeadline } from './correction';
import { presentNotice } from './deadline';
import { canSeeDeadline, enforceDeskAccess } from './policy';
import { listQueue } from './queue';
import { queueTotal } from './queue-queries';
import { categoryResponseTimes, refreshAllResponseTimes, responseTimesOf } from './response-times';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 503: errorBody };
/** How often the 90-day medians are computed again (the answer transaction keeps them fresh in between). */
const REFRESH_EVERY_MS = 60 * 60 * 1000;

export async function deskRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['desk'];
  const security = [{ bearer: [] }];

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      refreshAllResponseTimes(ctx.db, ctx.clock.now()).catch((err) => app.log.warn({ err }, 'response times refresh failed'));
    }, REFRESH_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  app.get(
    '/desk/queue',
    {
      schema: {
        tags,
        security,
        summary: 'Questions to answer in the categories the lawyer follows: running deadlines first, then the longest waiting',
        querystring: deskQueueQuery,
        response: { 200: deskQueuePage, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req) => {
      const user = currentUser(req);
      enforceDeskAccess(user);
      const { category, unanswered = false, page, limit } = req.query;
      // A category outside those followed gives an empty queue, by id or slug.
      const { items, total, categories } = await listQueue(ctx.db, user, { category, unanswered, page, limit }, ctx.clock.now());
      return { questions: items, total, currentPage: page, totalPages: Math.ceil(total / limit), categories };
    },
  );

  app.get(
    '/desk/queue/count',
    {
      schema: {
        tags,
        security,
        summary: 'How many questions wait in the lawyer’s queue (top bar)',
        response: { 200: deskCount, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req) => {
      const user = currentUser(req);
      enforceDeskAccess(user);
      const categoryIds = (await followedCategories(ctx.db, user)).map((c) => c._id);
      return { count: await queueTotal(ctx.db, { categoryIds, unanswered: false }) };
    },
  );

  app.get(
    '/desk/questions/:id/deadline',
    {
      schema: {
        tags,
        security,
        summary: 'The legal deadline detected in a question, for its author and approved lawyers (null when no rule matched)',
        params: idParams,
        response: { 200: deadlineNoticeResult, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req) => {
      const [post] = await ctx.db
        .select({ authorId: posts.authorId, deadline: posts.deadline })
        .from(posts)
        .where(eq(posts.id, req.params.id));
      if (!post) throw notFound(SERVER_MESSAGES.postNotFound);
      if (!canSeeDeadline(currentUser(req), post)) throw forbidden(DESK_MESSAGES.deadlineNotShown);
      return { deadline: presentNotice(post.deadline) };
    },
  );

  app.put(
    '/desk/questions/:id/deadline',
    {
      schema: {
        tags,
        security,
        summary: 'A lawyer who answered corrects the deadline shown: its starting date, or null when none applies (audited)',
        params: idParams,
        body: deadlineCorrectionBody,
        response: { 200: deadlineNoticeResult, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req) => ({ deadline: await correctDeadline(ctx, currentUser(req), req.params.id, req.body.eventDate) }),
  );

  app.get(
    '/desk/response-times/lawyers',
    {
      schema: {
        tags,
        summary: 'Median time of lawyers to their first answer on a question, last 90 days (null below 5 answers)',
        querystring: lawyerResponseTimesQuery,
        response: { 200: lawyerResponseTimes, ...errors },
      },
    },
    async (req) => ({
      items: (await responseTimesOf(ctx.db, 'lawyer', req.query.ids)).map((r) => ({ lawyerId: r.id, responseTime: r.responseTime })),
    }),
  );

  app.get(
    '/desk/response-times/categories',
    {
      schema: {
        tags,
        summary: 'Median time to the first lawyer answer per category, last 90 days (null below 5 answers)',
        response: { 200: categoryResponseTimesBody, ...errors },
      },
    },
    async () => ({ items: await categoryResponseTimes(ctx.db) }),
  );
}
