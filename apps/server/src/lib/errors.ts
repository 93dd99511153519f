/** A refusal meant for the client: its status and message are sent as they are. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly reason?: string,
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}
export const badRequest = (m: string, reason?: string) => new AppError(400, m, reason);
export const unauthorized = (m: string) => new AppError(401, m);
export const forbidden = (m: string) => new AppError(403, m);
export const notFound = (m: string) => new AppError(404, m);
export const conflict = (m: string) => new AppError(409, m);
export const tooMany = (m: string, retryAfterS: number) =>
  new AppError(429, m, undefined, { 'retry-after': String(Math.max(1, retryAfterS)) });

/** Throws 403 with the French reason of a refused decision (contracts' policy functions). */
export function enforce(d: { allowed: true } | { allowed: false; message: string }) {
  if (!d.allowed) throw forbidden(d.message);
}
