import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { encodedBodies } from '../lib/encoded-bodies';
import { preferredEncoding } from '../lib/encoded-pages';
import type { Lead, PublicCache, Stamp } from '../lib/public-cache';

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
  // Voided by every moderation decision (an /api/admin write); new notices show within the cache's TTL. Not the CSV:
  // a kept body goes out as JSON, without the file's type and name (e2e/tests/appeals.test.ts).
  '/api/transparency': () => ['public'],
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

type Parser = { safeParse(input: unknown): { success: boolean; data?: unknown } };

/** JSON with object keys sorted: the same parsed input always gives the same text. */
function stable(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stable).join(',')}]`;
  if (v && typeof v === 'object' && !(v instanceof Date))
    return `{${Object.keys(v)
      .sort()
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stable((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}

/**
 * The entry's key: the route, then its params and query as the route's zod schemas parse them, keys in a fixed
 * order. An unknown parameter, a repeated one or another spelling of the same value gives the same key, so a flood of
 * made-up URLs cannot fill the cache (docs/decisions/reads-cache.md, «Bounds»). A route without a query schema
 * reads no query: its key has none. Null when the input does not parse: the route answers 400 itself.
 */
export function publicCacheKey(req: FastifyRequest): string | null {
  const schema = (req.routeOptions.schema ?? {}) as { params?: Parser; querystring?: Parser };
  const parsed = (parser: Parser | undefined, input: unknown) => {
    if (!parser) return { success: true, data: undefined };
    return parser.safeParse(input);
  };
  const params = parsed(schema.params, req.params);
  const query = parsed(schema.querystring, req.query);
  if (!params.success || !query.success) return null;
  const paramsKey = schema.params ? stable(params.data) : stable(req.params);
  return `${req.routeOptions.url}|${paramsKey}|${stable(query.data)}`;
}

/**
 * A variant of a list: a search (`q`) or a page past the first. It is kept its TTL only, without stale time: `q` takes
 * any text, and there are as many pages as the list has (docs/decisions/cache-bounds.md).
 */
export function isVariant(query: unknown): boolean {
  const q = (query ?? {}) as { q?: unknown; page?: unknown };
  return (typeof q.q === 'string' && q.q.trim() !== '') || (typeof q.page === 'number' && q.page > 1);
}

/** A page asked past the last of its list (the route answers it, empty): not kept, so no page number makes an entry. */
export function pastLastPage(query: unknown, body: string): boolean {
  const page = (query as { page?: unknown } | undefined)?.page;
  if (typeof page !== 'number' || page <= 1) return false;
  try {
    const { totalPages } = JSON.parse(body) as { totalPages?: unknown };
    return typeof totalPages === 'number' && page > Math.max(1, totalPages);
  } catch {
    return false;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    publicCacheStamp?: Stamp;
    publicCacheKey?: string;
    publicCacheLead?: Lead;
  }
}

/** The header marking this process's own background refresh (an `inject`); its value is secret to the process. */
const REFRESH_HEADER = 'x-public-cache-refresh';

/**
 * `x-public-cache` says how a body came: `hit`, `stale` (expired, still valid for its tags; one refresh under way),
 * `wait` (another request's build, shared) or `miss` (built by this request: the bench counts these).
 */
export function registerPublicCache(app: FastifyInstance, cache: PublicCache | null, opts: { compressThreshold: number }) {
  if (!cache) return;
  const encoded = encodedBodies();

  /** A kept body goes out as bytes encoded once per entry, with its ETag; nothing is compressed on a hit's path. */
  function sendKept(req: FastifyRequest, reply: FastifyReply, key: string, body: string) {
    reply.header('etag', encoded.etag(key, body));
    const encoding = body.length >= opts.compressThreshold ? preferredEncoding(req.headers['accept-encoding']) : null;
    if (!encoding) return reply.send(body);
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    reply.header('content-encoding', encoding);
    return reply.send(encoded.bytes(key, body, encoding));
  }
  const refreshToken = randomBytes(16).toString('hex');
  const refreshes = new Map<string, { stamp: Stamp; lead: Lead }>();

  /** Rebuilds a stale entry off any reader's path: the route runs again in process, its body goes to the cache. */
  function refresh(url: string, key: string, stamp: Stamp, lead: Lead) {
    const pending = { stamp, lead };
    refreshes.set(key, pending);
    const settle = () => {
      if (refreshes.get(key) === pending) refreshes.delete(key);
      lead.done(null); // a no-op when onSend settled it
    };
    app.inject({ method: 'GET', url, headers: { [REFRESH_HEADER]: refreshToken } }).then(settle, settle);
  }

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method !== 'GET' || req.headers.authorization) return;
    const tagsOf = TAGS[req.routeOptions.url ?? ''];
    if (!tagsOf) return;
    const key = publicCacheKey(req);
    if (key === null) return;
    const mine = req.headers[REFRESH_HEADER] === refreshToken ? refreshes.get(key) : undefined;
    if (mine) {
      refreshes.delete(key);
      req.publicCacheStamp = mine.stamp;
      req.publicCacheKey = key;
      req.publicCacheLead = mine.lead;
      return;
    }
    const found = await cache.lookup(key, tagsOf(req), (stamp, lead) => refresh(req.url, key, stamp, lead));
    if (found.kind !== 'build') {
      reply.header('x-public-cache', found.kind).type('application/json; charset=utf-8');
      return sendKept(req, reply, key, found.value);
    }
    req.publicCacheStamp = found.stamp;
    req.publicCacheKey = key;
    req.publicCacheLead = found.lead;
    reply.header('x-public-cache', 'miss');
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (req.publicCacheStamp && req.publicCacheKey) {
      // A body sent as bytes (the question page) is kept as its text, as the other bodies.
      let kept: string | null = null;
      if (reply.statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
        const body = payload.toString();
        const query = req.query; // as the route's schema parsed it
        if (!pastLastPage(query, body) && (await cache.set(req.publicCacheKey, body, req.publicCacheStamp, { stale: !isVariant(query) })))
          kept = body;
      }
      req.publicCacheLead?.done(kept);
    } else if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS' && reply.statusCode < 400) {
      // Before the answer leaves: whoever reads next, on any instance, sees the change.
      const tags = tagsOfWrite(req.url);
      if (tags.length) await cache.invalidate(tags);
    }
    return payload;
  });
  // A build that errs or is cut off before onSend frees its key at once (the lead's own timer is the last resort).
  const release = async (req: FastifyRequest) => req.publicCacheLead?.done(null);
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
