import {
  emailBody,
  emailOtpBody,
  errorBody,
  messageBody,
  otpBody,
  resetPasswordBody,
  SERVER_MESSAGES,
  successResult,
  verifyOtpResult,
  verifyResetResult,
  verifySignupResult,
} from '@pretoire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, conflict } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { sendCode, verifyCode } from '../otp';
import { findUserByEmail, resetPassword } from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody, 429: errorBody, 503: errorBody };

export async function otpRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['otp'];

  app.post(
    '/otp/send-signup-otp',
    {
      schema: {
        tags,
        summary: 'Send a signup code to an e-mail not yet registered',
        body: emailBody,
        response: { 200: messageBody, ...errors },
      },
    },
    async (req) => {
      if (await findUserByEmail(app.ctx, req.body.email)) throw conflict(SERVER_MESSAGES.emailExists);
      await sendCode(app.ctx, req.body.email, 'signup', { ip: req.ip });
      return { message: SERVER_MESSAGES.otpSent };
    },
  );

  app.post(
    '/otp/verify-signup-otp',
    {
      schema: {
        tags,
        summary: 'Verify a signup code; registration is then open for 30 minutes',
        body: emailOtpBody,
        response: { 200: verifySignupResult, ...errors },
      },
    },
    async (req) => {
      await verifyCode(app.ctx, req.body.email, 'signup', req.body.otp, true);
      return { verified: true, isEmailVerified: true, message: SERVER_MESSAGES.emailVerified };
    },
  );

  app.post(
    '/otp/send-password-reset-otp',
    {
      schema: {
        tags,
        summary: 'Send a reset code (same answer whether the account exists or not)',
        body: emailBody,
        response: { 200: messageBody, ...errors },
      },
    },
    async (req) => {
      const user = await findUserByEmail(app.ctx, req.body.email);
      await sendCode(app.ctx, req.body.email, 'password-reset', { ip: req.ip, userId: user?.id, deliver: Boolean(user) });
      return { message: SERVER_MESSAGES.otpSent };
    },
  );

  app.post(
    '/otp/verify-password-reset-otp',
    {
      schema: {
        tags,
        summary: 'Check a reset code (not used up: reset-password checks it again)',
        body: emailOtpBody,
        response: { 200: verifyResetResult, ...errors },
      },
    },
    async (req) => {
      const row = await verifyCode(app.ctx, req.body.email, 'password-reset', req.body.otp, false);
      if (!row.userId) throw badRequest(SERVER_MESSAGES.otpInvalid);
      return { verified: true, userId: row.userId, message: SERVER_MESSAGES.otpVerified };
    },
  );

  app.post(
    '/otp/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the reset code; ends every session',
        body: resetPasswordBody,
        response: { 200: successResult, ...errors },
      },
    },
    async (req) => {
      await resetPassword(app.ctx, req.body);
      return { success: true, message: SERVER_MESSAGES.passwordReset };
    },
  );

  app.post(
    '/otp/send-delete-account-otp',
    {
      schema: {
        tags,
        summary: 'Send an account-deletion code to the signed-in user',
        security: [{ bearer: [] }],
        response: { 200: messageBody, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req) => {
      const user = currentUser(req);
      await sendCode(app.ctx, user.email, 'account-deletion', { ip: req.ip, userId: user.id });
      return { message: SERVER_MESSAGES.otpSent };
    },
  );

  app.post(
    '/otp/verify-delete-account-otp',
    {
      schema: {
        tags,
        summary: 'Check an account-deletion code',
        security: [{ bearer: [] }],
        body: otpBody,
        response: { 200: verifyOtpResult, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req) => {
      await verifyCode(app.ctx, currentUser(req).email, 'account-deletion', req.body.otp, false);
      return { verified: true, message: SERVER_MESSAGES.otpVerified };
    },
  );
}
