import { errorBody, mailPreferences, mailPreferencesUpdate, UNSUBSCRIBE_TEXTS as T, unsubscribeQuery } from '@pretoire/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { jobsOf, verifyUnsubscribe } from '../outbox';
import { sendDueFollowUps } from './event-mails';
import { getPreferences, setPreferences } from './preferences';
import { kindLabel, unsubscribe, unsubscribePage } from './unsubscribe';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 503: errorBody };
const html = z.string().describe('An HTML page');

/** Mail preferences of the signed-in person, and the one-click unsubscribe links of the mails (issue 13). */
export async function alertRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  jobsOf(app.ctx)?.every('answer follow-ups', 30_000, () => sendDueFollowUps(app.ctx));
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

  const refuse = (reply: FastifyReply, reason: 'invalid' | 'expired') =>
    reply
      .code(400)
      .type('text/html; charset=utf-8')
      .send(
        unsubscribePage(app.ctx, {
          title: reason === 'expired' ? T.expiredTitle : T.invalidTitle,
          text: reason === 'expired' ? T.expired : T.invalid,
        }),
      );

  app.get(
    '/mail/unsubscribe',
    {
      schema: {
        tags: ['account'],
        summary: 'Confirmation page of a mail\u2019s unsubscribe link (no sign-in: the signed token says who and which kind)',
        querystring: unsubscribeQuery,
        produces: ['text/html'],
        // A refused link answers a French HTML page with 400; a malformed request, the usual JSON error.
        response: { 200: html, 400: errorBody },
      },
    },
    async (req, reply) => {
      const check = verifyUnsubscribe(app.ctx, req.query.token);
      if (!check.ok) return refuse(reply, check.reason);
      const action = `/api/mail/unsubscribe?token=${encodeURIComponent(req.query.token ?? '')}`;
      return reply.type('text/html; charset=utf-8').send(
        unsubscribePage(app.ctx, {
          title: T.confirmTitle,
          text: T.confirm(kindLabel(check.kind)),
          form: { action, button: T.button },
        }),
      );
    },
  );

  app.post(
    '/mail/unsubscribe',
    {
      schema: {
        tags: ['account'],
        summary: 'Unsubscribe from one kind of mail (RFC 8058 one-click, or the confirmation page\u2019s button)',
        querystring: unsubscribeQuery,
        produces: ['text/html'],
        // A refused link answers a French HTML page with 400; a malformed request, the usual JSON error.
        response: { 200: html, 400: errorBody },
      },
    },
    async (req, reply) => {
      const check = verifyUnsubscribe(app.ctx, req.query.token);
      if (!check.ok) return refuse(reply, check.reason);
      await unsubscribe(app.ctx, check.userId, check.kind);
      return reply
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(app.ctx, { title: T.doneTitle, text: T.done(kindLabel(check.kind)) }));
    },
  );
}
