import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicCache, Stamp } from '../lib/public-cache';

/**
 * Anonymous GETs of public pages come from the shared cache (lib/public-cache.ts); signed-in requests (any
 * Authorization header) never read or fill it. Only these routes, whose answer does not depend on the caller:
 */
const TAGS: Record<string, (req: FastifyRequest) => string[]> = {
  '/api/posts': () => ['public', 'lists'],
  '/api/posts/:id': (req) => ['public', `post:${(req.params as { id: string }).id.toLowerCase()}`],
  '/api/categories': () => ['public', 'lists'],
  '/api/categories/:id': () => ['public', 'lists'],
  '/api/users/lawyers': () => ['public', 'lists'],
  '/api/users/lawyer/:id': () => ['public', 'lists'],
};

/** Writes that change nothing public (sign-in, codes, notifications, ad clicks, reports, one's mail settings). */
const QUIET =
  /^\/api\/(notifications\/|ads\/track\/|auth\/(login|logout|resend-verification-otp)$|otp\/send-|users\/(send|verify)-password-change-otp$|reports$|me\/|mail\/unsubscribe$)/;
const POST_WRITE = /^\/api\/posts\/([0-9a-f-]{36})(?:\/|$)/i;

/** The tags a successful write voids: its question and the lists, or everything public when it may touch people. */
export function tagsOfWrite(url: string): string[] {
  const path = url.split('?')[0];
  if (QUIET.test(path)) return [];
  if (path.endsWith('/satisfactory')) return ['public']; // a reward may change a lawyer's badges on every page
  const post = POST_WRITE.exec(path);
  if (post) return ['lists', `post:${post[1].toLowerCase()}`];
  if (path === '/api/posts') return ['lists'];
  // Moderation decisions, admin deletions and approvals also change what the sitemaps list.
  if (path.startsWith('/api/admin/')) return ['public', 'sitemap'];
  return ['public'];
}

declare module 'fastify' {
  interface FastifyRequest {
    publicCacheStamp?: Stamp;
  }
}

export function registerPublicCache(app: FastifyInstance, cache: PublicCache | null) {
  if (!cache) return;
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method !== 'GET' || req.headers.authorization) return;
    const tagsOf = TAGS[req.routeOptions.url ?? ''];
    if (!tagsOf) return;
    const found = await cache.get(req.url, tagsOf(req));
    if (found.value !== undefined) {
      reply.header('x-public-cache', 'hit').type('application/json; charset=utf-8');
      return reply.send(found.value);
    }
    req.publicCacheStamp = found.stamp;
    reply.header('x-public-cache', 'miss');
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (req.publicCacheStamp) {
      // A body sent as bytes (the question page) is kept as its text, as the other bodies.
      if (reply.statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload)))
        await cache.set(req.url, payload.toString(), req.publicCacheStamp);
    } else if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS' && reply.statusCode < 400) {
      // Before the answer leaves: whoever reads next, on any instance, sees the change.
      const tags = tagsOfWrite(req.url);
      if (tags.length) await cache.invalidate(tags);
    }
    return payload;
  });
}
