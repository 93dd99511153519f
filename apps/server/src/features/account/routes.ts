import { changePasswordBody, errorBody, messageBody, otpBody, SERVER_MESSAGES, verifyOtpResult } from '@pretoire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { changePassword } from '../auth';
import { sendCode, verifyCode } from '../otp';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody, 503: errorBody };

/** Password change of the signed-in user: current password + e-mailed code. */
export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const security = [{ bearer: [] }];

  app.post(
    '/users/send-password-change-otp',
    {
      schema: { tags, security, summary: 'Send a password-change code', response: { 200: messageBody, ...errors } },
      preValidation: app.authenticate,
    },
    async (req) => {
      const user = currentUser(req);
      await sendCode(app.ctx, user.email, 'password-change', { ip: req.ip, userId: user.id });
      return { message: SERVER_MESSAGES.otpSent };
    },
  );

  app.post(
    '/users/verify-password-change-otp',
    {
      schema: {
        tags,
        security,
        summary: 'Check a password-change code (returned as otp for the change call)',
        body: otpBody,
        response: { 200: verifyOtpResult, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req) => {
      await verifyCode(app.ctx, currentUser(req).email, 'password-change', req.body.otp, false);
      return { verified: true, message: SERVER_MESSAGES.otpVerified, otp: req.body.otp };
    },
  );

  app.put(
    '/users/change-password',
    {
      schema: {
        tags,
        security,
        summary: 'Change the password (current password and code required); ends every session',
        body: changePasswordBody,
        response: { 200: messageBody, ...errors },
      },
      preValidation: app.authenticate,
    },
    async (req) => {
      const user = currentUser(req);
      if (!req.body.otp) throw badRequest(SERVER_MESSAGES.validation, 'otp: un code de confirmation reçu par e-mail est requis');
      await changePassword(app.ctx, user, { ...req.body, otp: req.body.otp }, req.ip);
      return { message: SERVER_MESSAGES.passwordChanged };
    },
  );
}
