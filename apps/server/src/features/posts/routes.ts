import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPostBody, errorBody, idParams, messageBody, myPostsQuery, paginatedPosts, postDetail, postListQuery,
  postReplyParams, replyBody, satisfactoryBody, SERVER_MESSAGES, type PostStatus,
} from '@pretoire/contracts';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { findCategory } from '../categories/service';
import { markSatisfactory } from '../rewards/service';
import { canAsk, canDeletePost } from './policy';
import { addReply, deleteReply, enforce, POST_NOT_FOUND } from './replies';
import { createPost, deletePost, findPost, getPostDetail, listPosts, searchWords, type ListFilters } from './service';
import { limitWrites } from './write-rate';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 429: errorBody, 503: errorBody };
export const POST_DELETED = 'Question supprimée.';

async function detailOr404(ctx: AppContext, id: string) {
  const post = await getPostDetail(ctx.db, id);
  if (!post) throw notFound(POST_NOT_FOUND);
  return post;
}

const pageOf = (items: Awaited<ReturnType<typeof listPosts>>, page: number, limit: number) => ({
  posts: items.items, total: items.total, currentPage: page, totalPages: Math.ceil(items.total / limit),
});

const statusFilter = (s: PostStatus | 'all' | undefined) => (s === 'all' ? undefined : s);

export async function postRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['posts'];
  const security = [{ bearer: [] }];

  app.get('/posts', {
    schema: {
      tags, summary: 'Questions, filtered (category id or slug, status, author, French full-text q), paginated and sorted',
      querystring: postListQuery, response: { 200: paginatedPosts, ...errors },
    },
  }, async (req) => {
    const { category, status, author, q, page, limit, sortBy } = req.query;
    const filters: ListFilters = { status: statusFilter(status), authorId: author, q: q && searchWords(q).length > 0 ? q : undefined, sortBy, page, limit };
    if (category) {
      const found = await findCategory(ctx.db, category);
      if (!found) return { posts: [], total: 0, currentPage: page, totalPages: 0 };
      filters.categoryId = found.id;
    }
    return pageOf(await listPosts(ctx.db, filters), page, limit);
  });

  app.get('/posts/my-posts', {
    schema: { tags, security, summary: 'My own questions', querystring: myPostsQuery, response: { 200: paginatedPosts, ...errors } },
    preValidation: app.requireRole('user'),
  }, async (req) => {
    const { status, page, limit, sortBy } = req.query;
    const result = await listPosts(ctx.db, { authorId: currentUser(req).id, status: statusFilter(status), sortBy, page, limit });
    return pageOf(result, page, limit);
  });

  app.post('/posts', {
    schema: { tags, security, summary: 'Ask a question (members only)', body: createPostBody, response: { 201: postDetail, ...errors } },
    preValidation: app.requireRole('user'),
  }, async (req, reply) => {
    const user = currentUser(req);
    enforce(canAsk(user));
    const category = await findCategory(ctx.db, req.body.category);
    if (!category) throw badRequest(SERVER_MESSAGES.validation, 'category: catégorie inconnue');
    await limitWrites(ctx, user.id, 'question');
    const id = await createPost(ctx.db, user.id, { title: req.body.title, content: req.body.content, categoryId: category.id });
    return reply.status(201).send(await detailOr404(ctx, id));
  });

  app.get('/posts/:id', {
    schema: { tags, summary: 'A question with its whole reply tree, ordered by time', params: idParams, response: { 200: postDetail, ...errors } },
  }, async (req) => detailOr404(ctx, req.params.id));

  app.delete('/posts/:id', {
    schema: { tags, security, summary: 'Delete my question (admins use /admin/posts/{id})', params: idParams, response: { 200: messageBody, ...errors } },
    preValidation: app.authenticate,
  }, async (req) => {
    const post = await findPost(ctx.db, req.params.id);
    if (!post) throw notFound(POST_NOT_FOUND);
    enforce(canDeletePost(currentUser(req), post));
    await deletePost(ctx, post.id);
    return { message: POST_DELETED };
  });

  app.post('/posts/:id/replies', {
    schema: { tags, security, summary: 'Answer a question (approved lawyers only)', params: idParams, body: replyBody, response: { 200: postDetail, ...errors } },
    preValidation: app.authenticate,
  }, async (req) => {
    await limitWrites(ctx, currentUser(req).id, 'reply');
    await addReply(ctx, currentUser(req), req.params.id, null, req.body.content);
    return detailOr404(ctx, req.params.id);
  });

  app.post('/posts/:id/replies/:replyId', {
    schema: {
      tags, security, summary: 'Reply to an answer (approved lawyers and the question\u2019s author)',
      params: postReplyParams, body: replyBody, response: { 200: postDetail, ...errors },
    },
    preValidation: app.authenticate,
  }, async (req) => {
    await limitWrites(ctx, currentUser(req).id, 'reply');
    await addReply(ctx, currentUser(req), req.params.id, req.params.replyId, req.body.content);
    return detailOr404(ctx, req.params.id);
  });

  app.delete('/posts/:id/replies/:replyId', {
    schema: { tags, security, summary: 'Delete a reply (its author or an admin)', params: postReplyParams, response: { 200: postDetail, ...errors } },
    preValidation: app.authenticate,
  }, async (req) => {
    await deleteReply(ctx, currentUser(req), req.params.id, req.params.replyId);
    return detailOr404(ctx, req.params.id);
  });

  app.put('/posts/:id/replies/:replyId/satisfactory', {
    schema: {
      tags, security, summary: 'Mark a lawyer\u2019s reply satisfactory with a rating 1–5, or change that rating (the question\u2019s author)',
      params: postReplyParams, body: satisfactoryBody, response: { 200: postDetail, ...errors },
    },
    preValidation: app.authenticate,
  }, async (req) => {
    await markSatisfactory(ctx, currentUser(req), req.params.id, req.params.replyId, req.body.rating);
    return detailOr404(ctx, req.params.id);
  });
}
