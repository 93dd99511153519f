import type { FastifyReply } from 'fastify';

/**
 * A private file (a lawyer's licence, a consultation's attachment) sent to a reader the route has already checked:
 * typed from its checked content and never sniffed, never kept by a cache.
 */
export function sendPrivateFile(reply: FastifyReply, file: { mime: string; data: Buffer }, disposition: 'inline' | 'attachment') {
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', disposition)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.data);
}
