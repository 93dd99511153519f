import {
  createPostBody,
  EVENT_DATE_REASONS,
  errorBody,
  eventDateProblem,
  idParams,
  messageBody,
  myPostsQuery,
  type PostStatus,
  paginatedPosts,
  postDetail,
  postListQuery,
  postReplyParams,
  replyBody,
  SERVER_MESSAGES,
} from '@pretoire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { findCategory } from '../categories';
import { deadlineColumns } from '../desk';
import { canAsk, canDeletePost, enforce, POST_NOT_FOUND } from './policy';
import { addReply, deleteReply } from './replies';
import { createPost, deletePost, findPost, type ListFilters, listPosts, postDetailOr404, searchWords } from './service';
import { limitWrites } from './write-rate';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 429: errorBody, 503: errorBody };
export const POST_DELETED = 'Question supprimée.';

const pageOf = (items: Awaited<ReturnType<typeof listPosts>>, page: number, limit: number) => ({
  posts: items.items,
  total: items.total,
  currentPage: page,
  totalPages: Math.ceil(items.total / limit),
});

const statusFilter = (s: PostStatus | 'all' | undefined) => (s === 'all' ? undefined : s);

export async function postRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['posts'];
  const security = [{ bearer: [] }];

  app.get(
    '/posts',
    {
      schema: {
        tags,
        summary: 'Questions, filtered (category id or slug, status, author, French full-text q), paginated and sorted',
        querystring: postListQuery,
        response: { 200: paginatedPosts, ...errors },
      },
    },
    async (req) => {
      const { category, status, author, q, page, limit, sortBy } = req.query;
      const filters: ListFilters = {
        status: statusFilter(status),
        authorId: author,
        q: q && searchWords(q).length > 0 ? q : undefined,
        sortBy,
        page,
        limit,
      };
      if (category) {
        const found = await findCategory(ctx.db, category);
        if (!found) return { posts: [], total: 0, currentPage: page, totalPages: 0 };
        filters.categoryId = found.id;
      }
      return pageOf(await listPosts(ctx.db, filters), page, limit);
    },
  );

  app.get(
    '/posts/my-posts',
    {
      schema: { tags, security, summary: 'My own questions', querystring: myPostsQuery, response: { 200: paginatedPosts, ...errors } },
      preValidation: app.requireRole('user'),
    },
    async (req) => {
      const { status, page, limit, sortBy } = req.query;
      const result = await listPosts(ctx.db, { authorId: currentUser(req).id, status: statusFilter(status), sortBy, page, limit });
      return pageOf(result, page, limit);
    },
  );

  app.post(
    '/posts',
    {
      schema: { tags, security, summary: 'Ask a question (members only)', body: createPostBody, response: { 201: postDetail, ...errors } },
      preValidation: app.requireRole('user'),
    },
    async (req, reply) => {
      const user = currentUser(req);
      enforce(canAsk(user));
      const category = await findCategory(ctx.db, req.body.category);
      if (!category) throw badRequest(SERVER_MESSAGES.validation, 'category: catégorie inconnue');
      // Issue 18: a future event date is refused with the form's French reason (the schema checks the rest).
      const now = ctx.clock.now();
      if (req.body.eventDate && eventDateProblem(req.body.eventDate, now))
        throw badRequest(SERVER_MESSAGES.validation, `eventDate: ${EVENT_DATE_REASONS.future}`);
      await limitWrites(ctx, user.id, 'question');
      const { title, content, eventDate } = req.body;
      const id = await createPost(ctx.db, user.id, {
        title,
        content,
        categoryId: category.id,
        ...deadlineColumns({ title, content, eventDate }, now),
      });
      return reply.status(201).send(await postDetailOr404(ctx, id));
    },
  );

  app.get(
    '/posts/:id',
    {
      schema: {
        tags,
        summary: 'A question with its whole reply tree, ordered by time',
        params: idParams,
        response: { 200: postDetail, ...errors },
      },
    },
    async (req) => postDetailOr404(ctx, req.params.id),
  );

  app.delete(
    '/posts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete my question (admins use /admin/posts/{id})',
        params: idParams,
        response: { 200: messageBody, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req) => {
      const post = await findPost(ctx.db, req.params.id);
      if (!post) throw notFound(POST_NOT_FOUND);
      enforce(canDeletePost(currentUser(req), post));
      await deletePost(ctx, post.id);
      return { message: POST_DELETED };
    },
  );

  app.post(
    '/posts/:id/replies',
    {
      schema: {
        tags,
        security,
        summary: 'Answer a question (approved lawyers only)',
        params: idParams,
        body: replyBody,
        response: { 200: postDetail, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req) => {
      await limitWrites(ctx, currentUser(req).id, 'reply');
      await addReply(ctx, currentUser(req), req.params.id, null, req.body.content);
      return postDetailOr404(ctx, req.params.id);
    },
  );

  app.post(
    '/posts/:id/replies/:replyId',
    {
      schema: {
        tags,
        security,
        summary: 'Reply to an answer (approved lawyers and the question\u2019s author)',
        params: postReplyParams,
        body: replyBody,
        response: { 200: postDetail, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req) => {
      await limitWrites(ctx, currentUser(req).id, 'reply');
      await addReply(ctx, currentUser(req), req.params.id, req.params.replyId, req.body.content);
      return postDetailOr404(ctx, req.params.id);
    },
  );

  app.delete(
    '/posts/:id/replies/:replyId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a reply (its author or an admin)',
        params: postReplyParams,
        response: { 200: postDetail, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req) => {
      await deleteReply(ctx, currentUser(req), req.params.id, req.params.replyId);
      return postDetailOr404(ctx, req.params.id);
    },
  );
}
