import {
  adminAdsResult,
  adPositionParams,
  adResult,
  adsResult,
  adUploadFields,
  errorBody,
  IMAGE_MAX_BYTES,
  idParams,
  messageBody,
  SERVER_MESSAGES,
  trackResult,
  updateAdBody,
} from '@pretoire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors';
import { AD_TYPES } from '../../lib/file-type';
import { asText, readMultipart } from '../../lib/multipart';
import { currentUser } from '../../plugins/auth';
import { presentAd, presentAdminAd } from './present';
import * as service from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody };

export async function adRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['ads'];
  const security = [{ bearer: [] }];
  const admin = app.requireRole('admin');

  // The JSON kept a few seconds in this process (service.activeAdsJson), already encoded by the route's schema.
  app.get('/ads', { schema: { tags, summary: 'Active ads', response: { 200: adsResult } } }, async (_req, reply) =>
    reply.type('application/json; charset=utf-8').send(Buffer.from(await service.activeAdsJson(app.ctx)) as never),
  );

  app.get(
    '/ads/admin/all',
    {
      schema: { tags, security, summary: 'Every ad with its clicks (admin)', response: { 200: adminAdsResult, ...errors } },
      preValidation: admin,
    },
    async () => ({ ads: (await service.all(app.ctx)).map(presentAdminAd) }),
  );

  app.get(
    '/ads/:position',
    {
      schema: { tags, summary: 'Active ads of one position', params: adPositionParams, response: { 200: adsResult, 400: errorBody } },
    },
    async (req) => ({ ads: (await service.active(app.ctx, req.params.position)).map(presentAd) }),
  );

  app.post(
    '/ads/admin/upload',
    {
      schema: {
        tags,
        security,
        summary: 'Create an ad: image (≤ 2 MB), position, optional http(s) link (admin)',
        multipart: { fields: adUploadFields, files: { image: { types: AD_TYPES, maxBytes: IMAGE_MAX_BYTES, required: true } } },
        response: { 201: adResult, ...errors },
      },
      preValidation: admin,
      bodyLimit: IMAGE_MAX_BYTES + 256 * 1024,
    },
    async (req, reply) => {
      const { fields, file } = await readMultipart(req, {
        fileField: 'image',
        maxBytes: IMAGE_MAX_BYTES,
        tooLargeMessage: SERVER_MESSAGES.imageTooLarge,
      });
      const parsed = adUploadFields.safeParse({ position: asText(fields.position), link: asText(fields.link) });
      if (!parsed.success)
        throw badRequest(SERVER_MESSAGES.validation, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      if (!file?.type || !AD_TYPES.has(file.type.mime)) throw badRequest(SERVER_MESSAGES.imageType);
      const row = await service.create(app.ctx, currentUser(req).id, {
        position: parsed.data.position,
        link: parsed.data.link || null,
        image: file.buffer,
        type: file.type,
      });
      return reply.code(201).send({ ad: presentAdminAd(row) });
    },
  );

  app.put(
    '/ads/admin/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change an ad\u2019s link, position or active flag (admin)',
        params: idParams,
        body: updateAdBody,
        response: { 200: adResult, ...errors },
      },
      preValidation: admin,
    },
    async (req) => ({ ad: presentAdminAd(await service.update(app.ctx, currentUser(req).id, req.params.id, req.body)) }),
  );

  app.delete(
    '/ads/admin/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an ad and its image (admin)',
        params: idParams,
        response: { 200: messageBody, ...errors },
      },
      preValidation: admin,
    },
    async (req) => {
      await service.remove(app.ctx, currentUser(req).id, req.params.id);
      return { message: 'Publicité supprimée.' };
    },
  );

  app.post(
    '/ads/track/:id',
    {
      schema: {
        tags,
        summary: 'Count a click (once per client and ad per minute)',
        params: idParams,
        response: { 200: trackResult, 400: errorBody, 404: errorBody },
      },
    },
    async (req) => ({ counted: await service.track(app.ctx, req.params.id, req.ip) }),
  );
}
