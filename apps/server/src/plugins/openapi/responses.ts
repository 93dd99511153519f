import { ERROR_CATALOGUE, type ErrorCode } from '@pretoire/contracts';

/** The shared error answers of the document (components/responses), one per status, each with an example body. */
const ERRORS: Record<number, { name: string; description: string; code: ErrorCode; reason?: string }> = {
  400: {
    name: 'BadRequest',
    description: 'Invalid input: `reason` names each wrong field (also a NUL character in any parameter, or malformed JSON).',
    code: 'VALIDATION_ERROR',
    reason: 'body.title: trop court : au moins 5 caractères',
  },
  401: { name: 'Unauthorized', description: 'No token, or an invalid, expired or revoked one.', code: 'INVALID_TOKEN' },
  403: { name: 'Forbidden', description: 'Signed in, but this role or this access rule refuses the action.', code: 'FORBIDDEN' },
  404: { name: 'NotFound', description: 'The resource named in the path does not exist (or is not visible).', code: 'NOT_FOUND' },
  409: { name: 'Conflict', description: 'Already taken (e-mail, nickname).', code: 'EMAIL_EXISTS' },
  413: { name: 'PayloadTooLarge', description: 'The body or the uploaded file is too large.', code: 'PAYLOAD_TOO_LARGE' },
  415: { name: 'UnsupportedMediaType', description: 'The Content-Type is not one this route reads.', code: 'UNSUPPORTED_MEDIA_TYPE' },
  429: { name: 'TooManyRequests', description: 'Too many requests: wait the seconds given by Retry-After.', code: 'TOO_MANY_REQUESTS' },
  500: { name: 'ServerError', description: 'Unexpected failure; the body says nothing internal.', code: 'SERVER_ERROR' },
  503: {
    name: 'ServiceUnavailable',
    description: 'The database (or the mail server) is unreachable for now; try again.',
    code: 'DATABASE_UNAVAILABLE',
  },
};

const messageOf = (code: ErrorCode) => {
  const m = (ERROR_CATALOGUE as Record<string, string | ((n: number) => string)>)[code];
  return typeof m === 'function' ? m(60) : (m ?? code);
};

export const errorResponseName = (status: number) => ERRORS[status]?.name ?? `Error${status}`;

/** The components/responses entry of an error status. */
export function errorResponse(status: number) {
  const e = ERRORS[status] ?? { name: `Error${status}`, description: `Error ${status}.`, code: 'ERROR' as ErrorCode };
  const example = { code: e.code, message: messageOf(e.code), ...(e.reason ? { reason: e.reason } : {}) };
  return {
    description: e.description,
    ...(status === 429
      ? { headers: { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } } } }
      : {}),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' }, example } },
  };
}

const SUCCESS: Record<string, string> = { '200': 'OK', '201': 'Created', '204': 'No content' };
export const successDescription = (status: string) => SUCCESS[status] ?? 'Success';
