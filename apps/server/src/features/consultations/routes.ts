import {
  CONSULTATION_FILE_NAME_MAX,
  consultationCreated,
  consultationDetail,
  consultationFigures,
  consultationList,
  consultationMessage,
  consultationMessageBody,
  consultationMessageParams,
  consultationMessagesPage,
  consultationMessagesQuery,
  consultationParams,
  createConsultationBody,
  errorBody,
  LICENSE_MAX_BYTES,
  reportConsultationMessageBody,
  reportCreated,
  SERVER_MESSAGES,
  TRUST_TEXTS,
  updateConsultationBody,
  uuid,
} from '@pretoire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { attachmentDisposition, cleanFileName } from '../../lib/file-name';
import { LICENSE_TYPES } from '../../lib/file-type';
import { asText, readMultipart } from '../../lib/multipart';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 413: errorBody, 429: errorBody };

/** Private consultations: a member asks a lawyer, the lawyer accepts or declines, the two talk (docs/decisions/consultations.md). */
export async function consultationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['consultations'];
  const security = [{ bearer: [] }];
  const preValidation = app.authenticate;
  const noStore = { 'cache-control': 'private, no-store' };

  app.post(
    '/consultations',
    {
      schema: {
        tags,
        security,
        summary: 'Ask a lawyer for a private consultation (members)',
        body: createConsultationBody,
        response: { 201: consultationCreated, ...errors },
      },
      preValidation,
    },
    async (req, reply) =>
      reply
        .code(201)
        .headers(noStore)
        .send(await service.requestConsultation(app.ctx, currentUser(req), req.body)),
  );

  app.get(
    '/consultations',
    {
      schema: {
        tags,
        security,
        summary: 'My consultations, newest first, with unread counts',
        response: { 200: consultationList, ...errors },
      },
      preValidation,
    },
    async (req, reply) => reply.headers(noStore).send(await service.listConsultations(app.ctx, currentUser(req))),
  );

  app.get(
    '/consultations/figures',
    {
      schema: {
        tags,
        security,
        summary: 'My consultation figures (lawyers, for themselves only)',
        response: { 200: consultationFigures, ...errors },
      },
      preValidation,
    },
    async (req, reply) => reply.headers(noStore).send(await service.lawyerFigures(app.ctx, currentUser(req))),
  );

  app.get(
    '/consultations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One consultation and its latest messages (the two parties only); older ones from /messages?before=',
        params: consultationParams,
        response: { 200: consultationDetail, ...errors },
      },
      preValidation,
    },
    async (req, reply) => reply.headers(noStore).send(await service.consultationDetail(app.ctx, currentUser(req), req.params.id)),
  );

  app.put(
    '/consultations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Accept or decline (the lawyer), or close (either party)',
        params: consultationParams,
        body: updateConsultationBody,
        response: { 200: consultationDetail, ...errors },
      },
      preValidation,
    },
    async (req, reply) =>
      reply.headers(noStore).send(await service.changeStatus(app.ctx, currentUser(req), req.params.id, req.body.status, req.body.message)),
  );

  app.get(
    '/consultations/:id/messages',
    {
      schema: {
        tags,
        security,
        summary: 'The page of messages before a message (the two parties only), oldest first',
        params: consultationParams,
        querystring: consultationMessagesQuery,
        response: { 200: consultationMessagesPage, ...errors },
      },
      preValidation,
    },
    async (req, reply) =>
      reply.headers(noStore).send(await service.olderMessages(app.ctx, currentUser(req), req.params.id, req.query.before)),
  );

  app.post(
    '/consultations/:id/messages',
    {
      schema: {
        tags,
        security,
        summary: 'Write in an accepted consultation (the two parties); returns the new message',
        params: consultationParams,
        body: consultationMessageBody,
        response: { 201: consultationMessage, ...errors },
      },
      preValidation,
    },
    async (req, reply) =>
      reply
        .code(201)
        .headers(noStore)
        .send(await service.postMessage(app.ctx, currentUser(req), req.params.id, req.body.content)),
  );

  app.post(
    '/consultations/:id/attachments',
    {
      schema: {
        tags,
        security,
        summary: 'Write with a file (multipart: content, attachment: PDF, JPEG or PNG ≤ 5 MB), stored privately',
        params: consultationParams,
        multipart: {
          fields: consultationMessageBody,
          files: { attachment: { types: LICENSE_TYPES, maxBytes: LICENSE_MAX_BYTES, required: true } },
        },
        response: { 201: consultationMessage, ...errors },
      },
      preValidation,
      bodyLimit: LICENSE_MAX_BYTES + 256 * 1024,
    },
    async (req, reply) => {
      const me = currentUser(req);
      const { fields, file } = await readMultipart(req, {
        fileField: 'attachment',
        maxBytes: LICENSE_MAX_BYTES,
        tooLargeMessage: SERVER_MESSAGES.licenseTooLarge,
      });
      const body = consultationMessageBody.safeParse({ content: asText(fields.content) ?? '' });
      if (!body.success) throw badRequest(SERVER_MESSAGES.validation, 'content: message vide');
      if (!file || file.buffer.length === 0 || !file.type || !LICENSE_TYPES.has(file.type.mime))
        throw badRequest(SERVER_MESSAGES.licenseType);
      // Checked by content above; a refused message (not a party, not accepted) takes its stored file away again.
      const key = await service.storeAttachment(app.ctx, file.buffer, file.type.ext);
      // The typed name is the sender's: the other party gets a clean one with the extension of the checked type.
      const name = cleanFileName(file.filename, file.type.ext, CONSULTATION_FILE_NAME_MAX);
      const attachment = { key, mime: file.type.mime, name, bytes: file.buffer.length };
      try {
        return reply
          .code(201)
          .headers(noStore)
          .send(await service.postMessage(app.ctx, me, req.params.id, body.data.content, attachment));
      } catch (err) {
        await app.ctx.storage.remove(key);
        throw err;
      }
    },
  );

  app.post(
    '/consultations/:id/messages/:messageId/report',
    {
      schema: {
        tags,
        security,
        summary: 'Report the other party\u2019s message (the moderators see that message and nothing else)',
        params: consultationMessageParams,
        body: reportConsultationMessageBody,
        response: { 201: reportCreated, ...errors },
      },
      preValidation,
    },
    async (req, reply) => {
      const id = await service.reportMessage(app.ctx, currentUser(req), req.params.id, req.params.messageId, req.body);
      return reply.code(201).headers(noStore).send({ _id: id, message: TRUST_TEXTS.reportSent });
    },
  );

  app.get(
    '/consultations/:id/messages/:messageId/attachment',
    {
      schema: {
        tags,
        security,
        summary: 'A message\u2019s file (the two parties only)',
        params: z.object({ id: uuid, messageId: uuid }),
        produces: [...LICENSE_TYPES],
        response: { 200: z.any(), ...errors },
      },
      preValidation,
    },
    async (req, reply) => {
      const doc = await service.attachmentOf(app.ctx, currentUser(req), req.params.id, req.params.messageId);
      // As lib/private-file.ts sends private files, with the cleaned name for the browser to save it under.
      return reply
        .header('content-type', doc.mime)
        .header('content-disposition', attachmentDisposition(doc.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(doc.data);
    },
  );
}
