import { errorBody, mailPreferences, mailPreferencesUpdate, UNSUBSCRIBE_TEXTS as T, unsubscribeQuery } from '@pretoire/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { jobsOf, UNSUBSCRIBE_PAGE_PATH, verifyUnsubscribe } from '../outbox';
import { sendDueFollowUps } from './event-mails';
import { getPreferences, setPreferences } from './preferences';
import { sendUnansweredHelp } from './unanswered-help';
import { kindLabel, receives, unsubscribe, unsubscribePage } from './unsubscribe';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 503: errorBody };
const html = z.string().describe('An HTML page');

/** Mail preferences of the signed-in person, and the one-click unsubscribe links of the mails. */
export async function alertRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  jobsOf(app.ctx)?.every('answer follow-ups', 30_000, () => sendDueFollowUps(app.ctx));
  jobsOf(app.ctx)?.every('unanswered help', 60_000, () => sendUnansweredHelp(app.ctx));
  // RFC 8058: the one-click POST is a form (List-Unsubscribe=One-Click); its body says nothing we need.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) =>
    done(null, undefined),
  );

  app.get(
    '/me/mail-preferences',
    {
      schema: { tags: ['account'], security, summary: 'My mail preferences', response: { 200: mailPreferences, ...errors } },
      preValidation: app.authenticate,
    },
    async (req) => {
      const { followsCustomized: _, ...prefs } = await getPreferences(app.ctx.db, currentUser(req).id);
      return prefs;
    },
  );

  app.put(
    '/me/mail-preferences',
    {
      schema: {
        tags: ['account'],
        security,
        summary: 'Change my mail preferences (the fields given)',
        body: mailPreferencesUpdate,
        response: { 200: mailPreferences, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req) => {
      const { followsCustomized: _, ...prefs } = await setPreferences(app.ctx.db, currentUser(req).id, req.body);
      return prefs;
    },
  );

  app.get(
    '/mail/unsubscribe',
    {
      schema: {
        tags: ['account'],
        summary: 'Former address of the unsubscribe page (mails sent before it moved): redirects to /desinscription',
        querystring: unsubscribeQuery,
        response: { 302: z.undefined(), 400: errorBody },
      },
    },
    async (req, reply) => reply.redirect(pageUrl(req.query.token), 302),
  );

  app.post(
    '/mail/unsubscribe',
    {
      schema: {
        tags: ['account'],
        summary: 'Unsubscribe from one kind of mail (RFC 8058 one-click, sent by the mail client)',
        querystring: unsubscribeQuery,
        produces: ['text/html'],
        // A refused link answers a French HTML page with 400; a malformed request, the usual JSON error.
        response: { 200: html, 400: errorBody },
      },
    },
    async (req, reply) => confirmUnsubscribe(app.ctx, reply, req.query.token),
  );
}

const pageUrl = (token: string | undefined) => `${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token ?? '')}`;

/** Each answer of the page: no caching (it shows a person's current choice), never indexed (the URL holds a token). */
const sendPage = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('x-robots-tag', 'noindex').send(page);

function refuse(ctx: AppContext, reply: FastifyReply, reason: 'invalid' | 'expired') {
  return sendPage(
    reply,
    400,
    unsubscribePage(ctx, {
      title: reason === 'expired' ? T.expiredTitle : T.invalidTitle,
      text: reason === 'expired' ? T.expired : T.invalid,
    }),
  );
}

/** The POST of the page's form and of the one-click link: a link opened again says so instead of «C'est fait». */
async function confirmUnsubscribe(ctx: AppContext, reply: FastifyReply, token: string | undefined) {
  const check = verifyUnsubscribe(ctx, token);
  if (!check.ok) return refuse(ctx, reply, check.reason);
  if (!receives(await getPreferences(ctx.db, check.userId), check.kind))
    return sendPage(reply, 200, unsubscribePage(ctx, { title: T.alreadyTitle, text: T.already(kindLabel(check.kind)) }));
  await unsubscribe(ctx, check.userId, check.kind);
  return sendPage(reply, 200, unsubscribePage(ctx, { title: T.doneTitle, text: T.done(kindLabel(check.kind)) }));
}

/**
 * The unsubscribe page at the site's address, outside /api: GET shows a confirmation form (or «déjà désinscrit»), its
 * POST unsubscribes. Plain HTML without script, so it works from any mail client and browser.
 */
export async function unsubscribePageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The form's body (a hidden field) says nothing we need: the signed token in the query does.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) =>
    done(null, undefined),
  );
  const schema = { hide: true, querystring: unsubscribeQuery };

  app.get(UNSUBSCRIBE_PAGE_PATH, { schema }, async (req, reply) => {
    const check = verifyUnsubscribe(app.ctx, req.query.token);
    if (!check.ok) return refuse(app.ctx, reply, check.reason);
    if (!receives(await getPreferences(app.ctx.db, check.userId), check.kind))
      return sendPage(reply, 200, unsubscribePage(app.ctx, { title: T.alreadyTitle, text: T.already(kindLabel(check.kind)) }));
    return sendPage(
      reply,
      200,
      unsubscribePage(app.ctx, {
        title: T.confirmTitle,
        text: T.confirm(kindLabel(check.kind)),
        form: { action: pageUrl(req.query.token), button: T.button },
      }),
    );
  });

  app.post(UNSUBSCRIBE_PAGE_PATH, { schema }, async (req, reply) => confirmUnsubscribe(app.ctx, reply, req.query.token));
}
