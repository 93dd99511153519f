import {
  acceptTermsBody,
  acceptTermsResult,
  avatarPreset,
  badgesResult,
  errorBody,
  IDENTITY_MESSAGES,
  IMAGE_MAX_BYTES,
  identityChangeFields,
  identityChangeResult,
  idParams,
  LICENSE_MAX_BYTES,
  lawyerDetail,
  lawyersPage,
  lawyersQuery,
  MILESTONES,
  profileResult,
  SERVER_MESSAGES,
  updateProfileBody,
  userStatsResult,
} from '@pretoire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, enforce, forbidden } from '../../lib/errors';
import { IMAGE_TYPES, LICENSE_TYPES } from '../../lib/file-type';
import { asText, readMultipart } from '../../lib/multipart';
import { publicUrl } from '../../lib/storage';
import { currentUser } from '../../plugins/auth';
import { identityLocked, requestIdentityChange } from './identity-change';
import { canReuploadLicense, canSeeBadges, canSeeOwnStats, canUploadPhoto, canUsePreset } from './policy';
import { presentLawyerProfile, presentPrivateUser } from './present';
import * as service from './service';
import { acceptCurrentTerms } from './terms';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 413: errorBody };

/** Lawyer directory and the caller's own profile, picture, licence, badges and figures. */
export async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const security = [{ bearer: [] }];
  app.get(
    '/users/lawyers',
    {
      schema: {
        tags,
        summary: 'Approved lawyers with their public stats and badges',
        querystring: lawyersQuery,
        response: { 200: lawyersPage, 400: errorBody },
      },
    },
    async (req) => {
      const r = await service.listLawyers(app.ctx, req.query);
      return {
        lawyers: r.rows.map((u) => presentLawyerProfile(u, r.badges.get(u.id) ?? [])),
        total: r.total,
        currentPage: req.query.page,
        totalPages: Math.ceil(r.total / req.query.limit),
      };
    },
  );

  app.get(
    '/users/lawyer/:id',
    {
      schema: {
        tags,
        summary: 'One approved lawyer\u2019s public profile and latest answered questions',
        params: idParams,
        response: { 200: lawyerDetail, 400: errorBody, 404: errorBody },
      },
    },
    async (req) => {
      const r = await service.lawyer(app.ctx, req.params.id);
      return {
        lawyer: presentLawyerProfile(r.user, r.badges),
        recentAnswers: r.recent.map((a) => ({ postId: a.postId, title: a.title, answeredAt: a.answeredAt.toISOString() })),
      };
    },
  );

  // Every signed-in role (pending lawyers too) accepts the terms for themself only.
  app.post(
    '/users/me/terms',
    {
      schema: {
        tags,
        security,
        summary: 'Accept the current terms of use (body: the version shown)',
        body: acceptTermsBody,
        response: { 200: acceptTermsResult, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req) => acceptCurrentTerms(app.ctx, currentUser(req)),
  );

  app.put(
    '/users/profile',
    {
      schema: {
        tags,
        security,
        summary: 'Update my profile (members: nickname; lawyers: professional fields)',
        body: updateProfileBody,
        response: { 200: profileResult, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req) => ({ user: presentPrivateUser(await service.updateProfile(app.ctx, currentUser(req), req.body)) }),
  );

  app.post(
    '/users/profile-picture',
    {
      schema: {
        tags,
        security,
        summary: 'Set my picture: an image (lawyers, admins) or a preset name (members)',
        multipart: {
          fields: z.object({ preset: avatarPreset.optional() }),
          files: { profilePicture: { types: IMAGE_TYPES, maxBytes: IMAGE_MAX_BYTES } },
        },
        response: { 200: profileResult, ...errors },
      },
      preValidation: app.authenticate,
      bodyLimit: IMAGE_MAX_BYTES + 256 * 1024,
    },
    async (req) => {
      const me = currentUser(req);
      const { fields, file } = await readMultipart(req, {
        fileField: 'profilePicture',
        maxBytes: IMAGE_MAX_BYTES,
        tooLargeMessage: SERVER_MESSAGES.imageTooLarge,
      });
      if (file) {
        if (!canUploadPhoto(me).allowed)
          throw badRequest(
            SERVER_MESSAGES.validation,
            `profilePicture: les membres choisissent un avatar parmi ${avatarPreset.options.join(', ')}`,
          );
        if (!file.type || !IMAGE_TYPES.has(file.type.mime)) throw badRequest(SERVER_MESSAGES.imageType);
        const key = await app.ctx.storage.put('public', file.buffer, file.type.ext);
        return { user: presentPrivateUser(await service.setPicture(app.ctx, me, publicUrl(key), key)) };
      }
      const preset = avatarPreset.safeParse(asText(fields.preset) ?? asText(fields.profilePicture));
      if (!preset.success) throw badRequest(SERVER_MESSAGES.validation, `preset: ${avatarPreset.options.join(', ')} attendu`);
      enforce(canUsePreset(me));
      return { user: presentPrivateUser(await service.setPicture(app.ctx, me, preset.data)) };
    },
  );

  app.post(
    '/users/reupload-document',
    {
      schema: {
        tags,
        security,
        summary: 'Send a new licence document; the account goes back to review',
        multipart: { files: { licenseDocument: { types: LICENSE_TYPES, maxBytes: LICENSE_MAX_BYTES, required: true } } },
        response: { 200: profileResult, ...errors },
      },
      preValidation: app.authenticate,
      bodyLimit: LICENSE_MAX_BYTES + 256 * 1024,
    },
    async (req) => {
      const me = currentUser(req);
      enforce(canReuploadLicense(me));
      const { file } = await readMultipart(req, {
        fileField: 'licenseDocument',
        maxBytes: LICENSE_MAX_BYTES,
        tooLargeMessage: SERVER_MESSAGES.licenseTooLarge,
      });
      return { user: presentPrivateUser(await service.reuploadLicense(app.ctx, me, file)) };
    },
  );

  app.post(
    '/users/identity-change',
    {
      schema: {
        tags,
        security,
        summary:
          'Lawyers approved once: ask to change name or bar, with a reason and a licence (multipart); the profile stays as is until an admin approves',
        multipart: {
          fields: identityChangeFields,
          files: { licenseDocument: { types: LICENSE_TYPES, maxBytes: LICENSE_MAX_BYTES, required: true } },
        },
        response: { 202: identityChangeResult, ...errors, 409: errorBody },
      },
      preValidation: app.authenticate,
      bodyLimit: LICENSE_MAX_BYTES + 256 * 1024,
    },
    async (req, reply) => {
      const me = currentUser(req);
      if (!identityLocked(me)) throw forbidden(IDENTITY_MESSAGES.activeLawyersOnly);
      const { fields, file } = await readMultipart(req, {
        fileField: 'licenseDocument',
        maxBytes: LICENSE_MAX_BYTES,
        tooLargeMessage: SERVER_MESSAGES.licenseTooLarge,
      });
      const parsed = identityChangeFields.safeParse({
        firstName: asText(fields.firstName),
        lastName: asText(fields.lastName),
        barAssociation: asText(fields.barAssociation),
        reason: asText(fields.reason),
      });
      if (!parsed.success)
        throw badRequest(
          SERVER_MESSAGES.validation,
          parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
        );
      const request = await requestIdentityChange(app.ctx, me, parsed.data, file);
      return reply.status(202).send({ message: IDENTITY_MESSAGES.requested, request });
    },
  );

  app.get(
    '/users/badges',
    {
      schema: {
        tags,
        security,
        summary: 'My badges and progress towards every milestone (lawyers)',
        response: { 200: badgesResult, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req) => {
      const me = currentUser(req);
      enforce(canSeeBadges(me));
      const earned = (await service.badgesOf(app.ctx, [me.id])).get(me.id) ?? [];
      const at = new Map(earned.map((b) => [b.threshold, b.awardedAt]));
      return {
        satisfactoryAnswers: me.satisfactoryCount,
        earned: earned.map((b) => ({ ...b, awardedAt: b.awardedAt.toISOString() })),
        milestones: MILESTONES.map((m) => ({
          threshold: m.threshold,
          name: m.name,
          credits: m.credits,
          earned: at.has(m.threshold),
          awardedAt: at.get(m.threshold)?.toISOString() ?? null,
          progress: Math.min(me.satisfactoryCount / m.threshold, 1),
        })),
      };
    },
  );

  app.get(
    '/users/stats',
    {
      schema: {
        tags,
        security,
        summary: 'My own figures (members: questions and replies; lawyers: answers, ratings, credits)',
        response: { 200: userStatsResult, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req) => {
      const me = currentUser(req);
      enforce(canSeeOwnStats(me));
      return service.stats(app.ctx, me);
    },
  );
}
