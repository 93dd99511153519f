import {
  createPostBody,
  EVENT_DATE_REASONS,
  editPostBody,
  editReplyBody,
  errorBody,
  eventDateProblem,
  idParams,
  type MaskedReport,
  messageBody,
  myPostsQuery,
  type PostStatus,
  paginatedPosts,
  postDetail,
  postHistory as postHistoryResult,
  postListQuery,
  postReplyParams,
  replyBody,
  SEARCH_RESULT_CAP,
  SERVER_MESSAGES,
  SIMILAR_TITLE_MIN,
  similarPosts as similarPostsBody,
  similarQuery,
} from '@pretoire/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { transaction } from '../../db/transaction';
import { badRequest, notFound } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { findCategory } from '../categories';
import { deadlineColumns } from '../desk';
import { announceQuestion, wakeFanOut } from '../follows';
import { jobsOf } from '../outbox';
import { editPost, editReply, postHistory } from './edit';
import { maskFields } from './masking';
import { canAsk, canDeletePost, enforce, POST_NOT_FOUND } from './policy';
import { addReply, deleteReply } from './replies';
import { hasSearchWords, similarPosts } from './search';
import { scheduleSearchWords } from './search-words-job';
import { createPost, deletePost, findPost, type ListFilters, listPosts, postDetailJsonOr404, postDetailOr404 } from './service';
import { limitWrites } from './write-rate';

/**
 * Lists and question pages leave as the presenter built them (present.ts picks every field by hand): encoding the
 * nested reply tree through zod again cost more than the queries. The schemas stay the documented contract, and
 * detail-response.test.ts checks that zod would give the same bytes.
 */
const presented = () => (data: unknown) => JSON.stringify(data);

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 429: errorBody, 503: errorBody };
export const POST_DELETED = 'Question supprimée.';

// A search's total stops past SEARCH_RESULT_CAP (it then means «more than»), and so do its pages; a list's pages run
// to its total. Keys in the schema's order: the body leaves as built (see `presented`).
const pageOf = (items: Awaited<ReturnType<typeof listPosts>>, page: number, limit: number, searched = false) => ({
  posts: items.items,
  totalPages: Math.ceil((searched ? Math.min(items.total, SEARCH_RESULT_CAP) : items.total) / limit),
  currentPage: page,
  total: items.total,
  ...(items.suggestion ? { suggestion: items.suggestion } : {}),
});

/**
 * The question page's JSON as PostgreSQL wrote it (what the GET sends), with `masked` appended as its last member: the
 * same bytes as parsing it and encoding `{ ...detail, masked }` again, without the parse and the encoding (the answer
 * route sent ~10 KB through both). detail.ts writes no `masked` member of its own.
 */
const sendDetailWith = (reply: FastifyReply, json: string, report: MaskedReport) =>
  reply.type('application/json; charset=utf-8').send(`${json.slice(0, -1)},"masked":${JSON.stringify(report)}}` as never);

const statusFilter = (s: PostStatus | 'all' | undefined) => (s === 'all' ? undefined : s);

export async function postRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const jobs = jobsOf(ctx);
  if (jobs) scheduleSearchWords(ctx, jobs);
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
      serializerCompiler: presented,
    },
    async (req) => {
      const { category, status, author, q, page, limit, sortBy } = req.query;
      const filters: ListFilters = {
        status: statusFilter(status),
        authorId: author,
        q: q && hasSearchWords(q) ? q : undefined,
        sortBy,
        page,
        limit,
      };
      if (category) {
        const found = await findCategory(ctx.db, category);
        if (!found) return { posts: [], totalPages: 0, currentPage: page, total: 0 };
        filters.categoryId = found.id;
      }
      return pageOf(await listPosts(ctx.db, filters), page, limit, Boolean(filters.q));
    },
  );

  app.get(
    '/posts/similar',
    {
      schema: {
        tags,
        summary: 'Up to 5 answered questions whose title is close to a draft title (and in its category, when given)',
        querystring: similarQuery,
        response: { 200: similarPostsBody, ...errors },
      },
    },
    async (req) => {
      const { title, category } = req.query;
      if (title.length < SIMILAR_TITLE_MIN) return { posts: [] };
      let categoryId: string | undefined;
      if (category) {
        const found = await findCategory(ctx.db, category);
        if (!found) return { posts: [] };
        categoryId = found.id;
      }
      return { posts: await similarPosts(ctx.db, title, categoryId) };
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
      // A future event date is refused with the form's French reason (the schema checks the rest).
      const now = ctx.clock.now();
      if (req.body.eventDate && eventDateProblem(req.body.eventDate, now))
        throw badRequest(SERVER_MESSAGES.validation, `eventDate: ${EVENT_DATE_REASONS.future}`);
      await limitWrites(ctx, user.id, 'question');
      // Personal data is masked before it is stored. A deadline is detected once, at creation.
      // The followers' fan-out is queued with the question and runs in the background.
      const { values, report } = maskFields({ title: req.body.title, content: req.body.content });
      const title = values.title ?? '';
      const content = values.content ?? '';
      const id = await transaction(ctx.db, async (tx) => {
        const created = await createPost(tx, user.id, {
          title,
          content,
          categoryId: category.id,
          ...deadlineColumns({ title, content, eventDate: req.body.eventDate, noDeadline: req.body.noDeadline }, now),
        });
        await announceQuestion(tx, created);
        return created;
      });
      wakeFanOut(ctx);
      return reply.status(201).send({ ...(await postDetailOr404(ctx, id, user)), masked: report });
    },
  );

  app.get(
    '/posts/:id',
    {
      schema: {
        tags,
        summary: 'A question with its whole reply tree, ordered by time (hidden content only for its author and admins)',
        params: idParams,
        response: { 200: postDetail, ...errors },
      },
      serializerCompiler: presented,
      // The viewer only decides whether hidden content is shown: a stale token reads as a visitor, not a 401.
      preValidation: async (req, reply) => {
        await app.optionalAuth(req, reply).catch(() => {
          req.user = null;
        });
      },
    },
    // Sent as PostgreSQL wrote it (detail.ts), encoded to UTF-8 once: the ETag's hash and the socket then take the same
    // bytes, where a string was encoded for each (docs/PERFORMANCE.md). Fastify does not serialize a Buffer.
    async (req, reply) => {
      const json = await postDetailJsonOr404(ctx, req.params.id, req.user);
      return reply.type('application/json; charset=utf-8').send(Buffer.from(json) as never);
    },
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

  /** An answer (parent null) or a nested reply: rate-limited, masked, then the question as its page reads it. */
  async function writeReply(
    req: FastifyRequest<{ Body: { content: string } }>,
    reply: FastifyReply,
    postId: string,
    parentId: string | null,
  ) {
    await limitWrites(ctx, currentUser(req).id, 'reply');
    const { values, report } = maskFields({ content: req.body.content });
    await addReply(ctx, currentUser(req), postId, parentId, values.content ?? '');
    return sendDetailWith(reply, await postDetailJsonOr404(ctx, postId, req.user), report);
  }

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
      serializerCompiler: presented,
      preValidation: app.authenticate,
    },
    (req, reply) => writeReply(req, reply, req.params.id, null),
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
      serializerCompiler: presented,
      preValidation: app.authenticate,
    },
    (req, reply) => writeReply(req, reply, req.params.id, req.params.replyId),
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
      serializerCompiler: presented,
      preValidation: app.authenticate,
    },
    async (req) => {
      await deleteReply(ctx, currentUser(req), req.params.id, req.params.replyId);
      return postDetailOr404(ctx, req.params.id, req.user);
    },
  );

  // Editing with history.
  app.put(
    '/posts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit my question (title, text, category); admins may edit any. The previous version is kept',
        params: idParams,
        body: editPostBody,
        response: { 200: postDetail, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req) => {
      const report = await editPost(ctx, currentUser(req), req.params.id, req.body);
      return { ...(await postDetailOr404(ctx, req.params.id, req.user)), masked: report };
    },
  );

  app.put(
    '/posts/:id/replies/:replyId',
    {
      schema: {
        tags,
        security,
        summary: 'Edit my answer (while it is not deleted); admins may edit any. Marks and ratings stay',
        params: postReplyParams,
        body: editReplyBody,
        response: { 200: postDetail, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req) => {
      const report = await editReply(ctx, currentUser(req), req.params.id, req.params.replyId, req.body.content, req.body.summary);
      return { ...(await postDetailOr404(ctx, req.params.id, req.user)), masked: report };
    },
  );

  app.get(
    '/posts/:id/history',
    {
      schema: {
        tags,
        summary:
          'Previous versions of a question and its answers, with the edit summaries (a hidden or deleted item\u2019s: its author and admins only)',
        params: idParams,
        response: { 200: postHistoryResult, ...errors },
      },
      // Public: the token only decides whether hidden items' versions are shown; a stale one reads as a visitor.
      preValidation: async (req, reply) => {
        await app.optionalAuth(req, reply).catch(() => {
          req.user = null;
        });
      },
    },
    async (req) => ({ versions: await postHistory(ctx, req.user ?? null, req.params.id) }),
  );
}
