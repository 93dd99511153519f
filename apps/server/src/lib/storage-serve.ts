import { SERVER_MESSAGES } from '@pretoire/contracts';
import type { FastifyInstance } from 'fastify';
import { CONTENT_TYPES, type S3Storage } from './storage-s3';

/**
 * Public uploads kept in S3 are streamed through the server at the same `/uploads/<name>` URLs as local files,
 * with the same headers (no sniffing, sandboxed, immutable): the bucket stays private and URLs never change
 * when storage moves (docs/decisions/scale-out.md).
 */
export async function registerS3Uploads(app: FastifyInstance, storage: S3Storage) {
  app.addHook('onClose', async () => storage.close());
  app.get('/uploads/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    const file = await storage.open(`public/${name}`);
    if (!file) return reply.status(404).send({ message: SERVER_MESSAGES.routeNotFound });
    const ext = name.slice(name.lastIndexOf('.') + 1);
    reply
      .header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
      .header('cache-control', 'public, max-age=86400, immutable');
    if (file.length !== undefined) reply.header('content-length', file.length);
    return reply.send(file.body);
  });
}
