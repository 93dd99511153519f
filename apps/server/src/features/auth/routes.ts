import {
  authResult,
  deleteAccountBody,
  emailBody,
  emailOtpBody,
  errorBody,
  LICENSE_MAX_BYTES,
  loginBody,
  meResult,
  messageBody,
  registerBody,
  registerLawyerFields,
  SERVER_MESSAGES,
  verifySignupResult,
} from '@pretoire/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { LICENSE_TYPES } from '../../lib/file-type';
import { asList, asText, readMultipart } from '../../lib/multipart';
import { currentToken, currentUser } from '../../plugins/auth';
import { sendCode, verifyCode } from '../otp';
import { presentPrivateUser } from '../users';
import { deleteAccount, findUserByEmail, login, logout, registerLawyer, registerMember } from './service';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  429: errorBody,
  503: errorBody,
};

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  app.post(
    '/auth/login',
    {
      schema: { tags, summary: 'Sign in', body: loginBody, response: { 200: authResult, ...errors } },
    },
    async (req) => {
      const { user, token } = await login(app.ctx, { ...req.body, ip: req.ip, log: req.log });
      return { user: presentPrivateUser(user), token };
    },
  );

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Register a member (the e-mail must have been verified with a signup code)',
        body: registerBody,
        response: { 201: authResult, ...errors },
      },
    },
    async (req, reply) => {
      const { user, token } = await registerMember(app.ctx, req.body);
      return reply.status(201).send({ user: presentPrivateUser(user), token });
    },
  );

  app.post(
    '/auth/register-lawyer',
    {
      schema: {
        tags,
        summary: 'Register a lawyer (multipart, licenseDocument: PDF, JPEG or PNG ≤ 5 MB)',
        multipart: {
          fields: registerLawyerFields,
          files: { licenseDocument: { types: LICENSE_TYPES, maxBytes: LICENSE_MAX_BYTES, required: true } },
        },
        response: { 201: authResult, ...errors },
      },
      bodyLimit: LICENSE_MAX_BYTES + 256 * 1024,
    },
    async (req, reply) => {
      const { fields, file } = await readMultipart(req, {
        fileField: 'licenseDocument',
        maxBytes: LICENSE_MAX_BYTES,
        tooLargeMessage: SERVER_MESSAGES.licenseTooLarge,
      });
      const parsed = registerLawyerFields.safeParse({
        email: asText(fields.email),
        password: asText(fields.password),
        firstName: asText(fields.firstName),
        lastName: asText(fields.lastName),
        phone: asText(fields.phone),
        barAssociation: asText(fields.barAssociation),
        specializations: asList(fields.specializations),
        bio: asText(fields.bio),
        role: asText(fields.role) ?? 'lawyer',
        deviceId: asText(fields.deviceId),
        // A multipart form sends text: the checkbox's «true» (or «on» from a plain form) is the consent.
        acceptTerms: ['true', 'on'].includes(asText(fields.acceptTerms) ?? ''),
      });
      if (!parsed.success) {
        throw badRequest(
          SERVER_MESSAGES.validation,
          parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
        );
      }
      const { user, token } = await registerLawyer(app.ctx, parsed.data, file);
      return reply.status(201).send({ user: presentPrivateUser(user), token });
    },
  );

  app.get(
    '/auth/me',
    {
      schema: { tags, summary: 'The signed-in user', security: [{ bearer: [] }], response: { 200: meResult, ...errors } },
      preValidation: app.authenticate,
    },
    async (req) => ({ user: presentPrivateUser(currentUser(req)) }),
  );

  app.post(
    '/auth/logout',
    {
      schema: { tags, summary: 'Revoke the token sent', security: [{ bearer: [] }], response: { 200: messageBody, ...errors } },
      preValidation: app.authenticate,
    },
    async (req) => {
      await logout(app.ctx, currentToken(req));
      return { message: SERVER_MESSAGES.loggedOut };
    },
  );

  app.delete(
    '/auth/delete-account',
    {
      schema: {
        tags,
        summary: 'Delete the account (code of purpose account-deletion required)',
        security: [{ bearer: [] }],
        body: deleteAccountBody,
        response: { 200: messageBody, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req) => {
      const code = req.body?.otp;
      if (!code) throw badRequest(SERVER_MESSAGES.validation, 'otp: un code de confirmation reçu par e-mail est requis');
      await deleteAccount(app.ctx, currentUser(req), code, { eraseQuestions: req.body?.eraseQuestions });
      return { message: SERVER_MESSAGES.accountDeleted };
    },
  );

  app.post(
    '/auth/resend-verification-otp',
    {
      schema: {
        tags,
        summary: 'Send an e-mail verification code (same answer whether the account exists or not)',
        body: emailBody,
        response: { 200: messageBody, ...errors },
      },
    },
    async (req) => {
      const user = await findUserByEmail(app.ctx, req.body.email);
      await sendCode(app.ctx, req.body.email, 'email-verification', {
        ip: req.ip,
        userId: user?.id,
        deliver: Boolean(user && !user.emailVerified),
      });
      return { message: SERVER_MESSAGES.otpSent };
    },
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags,
        summary: 'Verify an account e-mail with its code',
        body: emailOtpBody,
        response: { 200: verifySignupResult, ...errors },
      },
    },
    async (req) => {
      await verifyCode(app.ctx, req.body.email, 'email-verification', req.body.otp, true);
      const user = await findUserByEmail(app.ctx, req.body.email);
      if (!user) throw badRequest(SERVER_MESSAGES.otpInvalid);
      await app.ctx.db.update(users).set({ emailVerified: true, updatedAt: app.ctx.clock.now() }).where(eq(users.id, user.id));
      return { verified: true, isEmailVerified: true, message: SERVER_MESSAGES.emailVerified };
    },
  );
}

export const authErrorResponses = errors;
export type AuthErrors = z.infer<typeof errorBody>;
