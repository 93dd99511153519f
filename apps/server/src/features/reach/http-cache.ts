import zlib from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

/** API GETs whose answer depends on nothing but the URL when no token is sent (the public pages' data). */
export const PUBLIC_API_ROUTES = new Set([
  '/api/posts',
  '/api/posts/:id',
  '/api/categories',
  '/api/categories/:id',
  '/api/users/lawyers',
  '/api/users/lawyer/:id',
  '/api/ads',
  '/api/ads/:position',
]);
/** Short enough that an edit shows within seconds; stale-while-revalidate lets a CDN answer while it refreshes. */
export const PUBLIC_API_CACHE = 'public, max-age=10, stale-while-revalidate=60';
/** Whatever depends on the signed-in user: only the browser may keep it, and must ask again before reusing it. */
export const PRIVATE_CACHE = 'private, no-cache';
/** Dynamic responses below this many bytes go out uncompressed: the headers would cost more than they save. */
export const COMPRESS_THRESHOLD = 1024;

const addVary = (current: unknown, value: string) => {
  const list = String(current ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.some((v) => v.toLowerCase() === value.toLowerCase()) ? list.join(', ') : [...list, value].join(', ');
};

/**
 * ETag (and 304 on If-None-Match) for every response, Cache-Control by who may keep it, and compression of dynamic
 * responses (brotli or gzip by Accept-Encoding). Registered before the routes so every route gets the hooks.
 */
export async function registerHttpCache(app: FastifyInstance) {
  // Weak: the same entity goes out gzip, brotli or raw. Registered before compress, so it hashes the raw body.
  await app.register(etag, { weak: true });
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    // Per-request brotli at quality 4 costs about gzip's CPU for smaller output; static files are precompressed at 11.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    if (request.headers.authorization) {
      if (!String(reply.getHeader('cache-control') ?? '').includes('no-store')) reply.header('cache-control', PRIVATE_CACHE);
      reply.header('vary', addVary(reply.getHeader('vary'), 'Authorization'));
      return payload;
    }
    const route = request.routeOptions.url ?? '';
    const method = request.method;
    if ((method === 'GET' || method === 'HEAD') && reply.statusCode === 200 && PUBLIC_API_ROUTES.has(route)) {
      reply.header('cache-control', PUBLIC_API_CACHE);
      reply.header('vary', addVary(reply.getHeader('vary'), 'Authorization'));
    } else if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
