import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordBody, errorBody, messageBody, otpBody, SERVER_MESSAGES, verifyOtpResult } from '@pretoire/contracts';
import { badRequest } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import { currentUser } from '../../plugins/auth';
import { AuthService } from '../auth/service';
import { OtpService } from '../otp/service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody, 503: errorBody };

/** Password change of the signed-in user: current password + e-mailed code. */
export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const otp = new OtpService(app.ctx);
  const auth = new AuthService(app.ctx);
  const tags = ['account'];
  const security = [{ bearer: [] }];

  app.post('/users/send-password-change-otp', {
    schema: { tags, security, summary: 'Send a password-change code', response: { 200: messageBody, ...errors } },
    preHandler: app.authenticate,
  }, async (req) => {
    const user = currentUser(req);
    await otp.send(user.email!, 'password-change', { ip: req.ip, userId: user.id });
    return { message: SERVER_MESSAGES.otpSent };
  });

  app.post('/users/verify-password-change-otp', {
    schema: { tags, security, summary: 'Check a password-change code (returned as otp for the change call)', body: otpBody, response: { 200: verifyOtpResult, ...errors } },
    preHandler: app.authenticate,
  }, async (req) => {
    await otp.verify(currentUser(req).email!, 'password-change', req.body.otp, false);
    return { verified: true, message: SERVER_MESSAGES.otpVerified, otp: req.body.otp };
  });

  app.put('/users/change-password', {
    schema: { tags, security, summary: 'Change the password (current password and code required); ends every session', body: changePasswordBody, response: { 200: messageBody, ...errors } },
    preHandler: app.authenticate,
  }, async (req) => {
    const user = currentUser(req);
    if (!req.body.otp) throw badRequest(SERVER_MESSAGES.validation, 'otp: un code de confirmation reçu par e-mail est requis');
    if (!(await verifyPassword(user.passwordHash, req.body.currentPassword))) throw badRequest(SERVER_MESSAGES.wrongCurrentPassword);
    await otp.verify(user.email!, 'password-change', req.body.otp, true);
    await auth.setPassword(user.id, req.body.newPassword);
    return { message: SERVER_MESSAGES.passwordChanged };
  });
}
