import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES } from '@pretoire/contracts';
import { AppError } from '../lib/errors';

/** Every failure leaves as JSON { message, reason? }; nothing internal reaches the client. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.statusCode).send(err.reason ? { message: err.message, reason: err.reason } : { message: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const reason = err.validation
        .map((v) => {
          const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || err.validationContext || 'request';
          return `${field}: ${v.message}`;
        })
        .join('; ');
      return reply.status(400).send({ message: SERVER_MESSAGES.validation, reason });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response does not match its schema');
      return reply.status(500).send({ message: SERVER_MESSAGES.serverError });
    }
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE') return reply.status(413).send({ message: SERVER_MESSAGES.payloadTooLarge });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, bad multipart): safe to repeat.
      return reply.status(status).send({ message: status === 400 ? SERVER_MESSAGES.validation : err.message, reason: status === 400 ? err.message : undefined });
    }
    if (isDatabaseDown(err)) {
      request.log.error({ err: { message: err.message, code: err.code } }, 'database unavailable');
      return reply.status(503).send({ message: SERVER_MESSAGES.databaseUnavailable });
    }
    request.log.error({ err }, 'unexpected error');
    return reply.status(500).send({ message: SERVER_MESSAGES.serverError });
  });
}

function isDatabaseDown(err: FastifyError) {
  const code = (err as { code?: string }).code ?? '';
  return ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001', '08003'].includes(code) ||
    /Connection terminated|connect ECONNREFUSED/.test(err.message);
}
