import { catalogueCode, errorCode, SERVER_MESSAGES } from '@pretoire/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

/**
 * Every failure leaves as JSON { code, message, reason? }; nothing internal reaches the client. The code comes from the
 * error catalogue (packages/contracts/src/errors.ts), looked up by message in one hook, so the hundreds of
 * `throw badRequest(SERVER_MESSAGES.x)` and the plugins that send an error body themselves need not name it.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !isErrorBody(payload) || payload.code) return payload;
    return { code: codeOf(request, reply.statusCode, payload.message), ...payload };
  });

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
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE')
      return reply.status(413).send({ message: SERVER_MESSAGES.payloadTooLarge });
    if (status === 415) return reply.status(415).send({ message: SERVER_MESSAGES.unsupportedMediaType, reason: frameworkReason(err) });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, bad multipart): safe to repeat.
      return reply.status(status).send({
        message: status === 400 ? SERVER_MESSAGES.validation : err.message,
        reason: status === 400 ? frameworkReason(err) : undefined,
      });
    }
    if (isDatabaseDown(err)) {
      request.log.error({ err: { message: err.message, code: err.code } }, 'database unavailable');
      return reply.status(503).send({ message: SERVER_MESSAGES.databaseUnavailable });
    }
    request.log.error({ err }, 'unexpected error');
    return reply.status(500).send({ message: SERVER_MESSAGES.serverError });
  });
}

/**
 * Fastify's own refusals before routing (a malformed percent-encoding, a path parameter over maxParamLength): a 400
 * like any invalid input, with a code, instead of Fastify's body that repeats the URL (and its 414).
 */
export function frameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const reason = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'chemin : paramètre trop long' : 'chemin : encodage d’URL invalide';
  return reply.status(400).send({ code: 'VALIDATION_ERROR', message: SERVER_MESSAGES.validation, reason });
}

/** Fastify's and its plugins' client errors, said in French (their own messages are English). */
const FRAMEWORK_REASONS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'corps : JSON mal formé',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'corps : vide alors que le type annoncé est JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'type de contenu non pris en charge',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'longueur du corps incorrecte',
  FST_ERR_CTP_EMPTY_TYPE: 'type de contenu vide',
  FST_ERR_CTP_INVALID_TYPE: 'type de contenu invalide',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'un formulaire multipart est attendu',
  FST_PARTS_LIMIT: 'formulaire : trop de parties',
  FST_FILES_LIMIT: 'formulaire : trop de fichiers',
  FST_FIELDS_LIMIT: 'formulaire : trop de champs',
  FST_PROTO_VIOLATION: 'formulaire : nom de champ interdit',
};
const frameworkReason = (err: FastifyError) => FRAMEWORK_REASONS[err.code] ?? 'requête mal formée';

const isErrorBody = (p: unknown): p is { message: string; code?: unknown } =>
  typeof p === 'object' && p !== null && !Array.isArray(p) && typeof (p as { message?: unknown }).message === 'string';

/** Error messages answered without a catalogued code (at most 100 kept); the server tests require none. */
export const uncatalogued = new Set<string>();

function codeOf(request: FastifyRequest, status: number, message: string) {
  if (!catalogueCode(message) && uncatalogued.size < 100) {
    const entry = `${status} ${message} (${request.method} ${request.routeOptions.url ?? request.url})`;
    if (!uncatalogued.has(entry)) request.log.warn({ status, message }, 'error message without a code in the error catalogue');
    uncatalogued.add(entry);
  }
  return errorCode(status, message);
}

/** Connection-level failures (server stopped, restarting or unreachable), wherever the driver or the ORM wrapped them. */
export function isDatabaseDown(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth += 1
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    // 57P0x: admin shutdown, crash shutdown, cannot connect now (starting up); 08xxx: connection exceptions.
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03'].includes(code) || code.startsWith('08'))
      return true;
    if (
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/.test(
        message,
      )
    )
      return true;
  }
  return false;
}
