import { SERVER_MESSAGES } from '@pretoire/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';
import helmet from 'helmet';
import { z } from 'zod';
import { AppError } from '../lib/errors';

/**
 * The Content-Security-Policy of every response. Scripts only from our own origin, plus the page template's inline
 * scripts by hash (`inlineScripts`), no inline event handlers, no plugin content but our own blob: documents, no framing. Inline *styles* stay allowed: Radix
 * positions popovers with style attributes and react-remove-scroll injects a <style> element; style
 * injection cannot run code. blob: serves the admin license viewer, avatar previews and canvas-confetti's
 * worker; data: covers small inline images (Swagger UI icons). 'self' in connect-src also matches the
 * same-origin ws:/wss: URL of Socket.IO (CSP level 3).
 */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ["'self'", 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  // Only blob: URLs, which only our own script can mint: the admin license viewer shows the PDF in an <object>.
  'object-src': ['blob:'],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/** JSON bodies of routes that declare no body schema (PUT approve, POST logout…): nothing useful fits in more. */
export const NO_BODY_LIMIT = 4 * 1024;
/** Never more than the global limit, whatever a schema allows. */
const MAX_JSON_LIMIT = 1024 * 1024;
/** Worst case bytes of one string character in JSON (`\uXXXX`). */
const BYTES_PER_CHAR = 6;

export interface SecurityOptions {
  /** Comma-separated origins allowed to call the API from another site; empty means none (CORS closed). */
  corsOrigin?: string;
  /** `'sha256-…'` sources of the page template's inline scripts (lib/inline-scripts.ts). */
  inlineScripts?: string[];
}

/**
 * Hardening shared by every route: helmet headers with a strict CSP, CORS closed unless configured,
 * a body limit per route derived from its body schema. Must be registered before the routes.
 */
export async function registerSecurity(app: FastifyInstance, opts: SecurityOptions = {}) {
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit === undefined) route.bodyLimit = bodyLimitFor(route);
  });

  // PostgreSQL text cannot hold U+0000: such a string would fail in the database as a 500. Refuse it up front.
  app.addHook('preValidation', async (req) => {
    const where = nulIn({ params: req.params, query: req.query, body: req.body });
    if (where) throw new AppError(400, SERVER_MESSAGES.validation, `${where}: caractère nul interdit`);
  });

  // helmet's middleware, built once: @fastify/helmet built it again at every request (parsing the CSP directives each
  // time, 3 % of the question page's Node CPU). Same headers, X-Powered-By removed.
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...CSP_DIRECTIVES, 'script-src': [...CSP_DIRECTIVES['script-src'], ...(opts.inlineScripts ?? [])] },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (req, reply, done) => headers(req.raw, reply.raw, (err) => done(err as Error | undefined)));

  const allowed = parseOrigins(opts.corsOrigin);
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    if (!origin) return;
    const ok = allowed.has(origin);
    if (ok) {
      reply.header('access-control-allow-origin', origin);
      reply.header('vary', 'Origin');
    }
    const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
    if (!preflight) return;
    if (!ok) return reply.status(403).send({ message: SERVER_MESSAGES.forbidden });
    return reply
      .status(204)
      .header('access-control-allow-methods', 'GET, POST, PUT, DELETE')
      .header('access-control-allow-headers', 'authorization, content-type')
      .header('access-control-max-age', '600')
      .send();
  });
}

/** CORS_ORIGIN as a set of origins (no trailing slash). */
export const parseOrigins = (list?: string) =>
  new Set(
    (list ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
  );

/**
 * Whether a request's Origin may open a socket: none (not a browser: the token still decides), the site itself
 * (same Host: a proxy in front must pass the Host header on, as compose.yaml's nginx does), or one listed in CORS_ORIGIN.
 */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: Set<string>): boolean {
  if (!origin) return true;
  if (allowed.has(origin)) return true;
  try {
    return Boolean(host) && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The largest JSON body the route's own body schema can accept, with room for keys and whitespace. */
export function bodyLimitFor(route: Pick<RouteOptions, 'schema'>): number {
  const body = route.schema?.body;
  if (!body) return NO_BODY_LIMIT;
  let json: unknown;
  try {
    json = z.toJSONSchema(body as z.ZodType, { io: 'input', unrepresentable: 'any' });
  } catch {
    return MAX_JSON_LIMIT;
  }
  return Math.min(MAX_JSON_LIMIT, NO_BODY_LIMIT + maxJsonBytes(json));
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  maxItems?: number;
  maxLength?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** An upper bound of the encoded size of a value valid for this schema; unbounded parts count as the cap. */
function maxJsonBytes(s: unknown, depth = 0): number {
  if (!s || typeof s !== 'object' || depth > 8) return MAX_JSON_LIMIT;
  const schema = s as JsonSchema;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return Math.max(...alternatives.map((a) => maxJsonBytes(a, depth + 1)));
  if (schema.allOf) return Math.min(...schema.allOf.map((a) => maxJsonBytes(a, depth + 1)));
  if (schema.enum) return Math.max(...schema.enum.map((v) => JSON.stringify(v).length * BYTES_PER_CHAR));
  if (schema.const !== undefined) return JSON.stringify(schema.const).length * BYTES_PER_CHAR;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const props = Object.entries(schema.properties ?? {});
      return 2 + props.reduce((sum, [k, v]) => sum + k.length + 4 + maxJsonBytes(v, depth + 1), 0);
    }
    case 'array':
      if (schema.maxItems === undefined) return MAX_JSON_LIMIT;
      return 2 + schema.maxItems * (1 + maxJsonBytes(schema.items, depth + 1));
    case 'string':
      return schema.maxLength === undefined ? MAX_JSON_LIMIT : 2 + schema.maxLength * BYTES_PER_CHAR;
    case 'number':
    case 'integer':
      return 32;
    case 'boolean':
    case 'null':
      return 5;
    default:
      return MAX_JSON_LIMIT;
  }
}

/** The path of the first string (or key) holding a NUL character, or null. */
export function nulIn(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'request' : null;
  if (!value || typeof value !== 'object' || depth > 64) return null;
  for (const [k, v] of Object.entries(value)) {
    const here = path ? `${path}.${k}` : k;
    if (k.includes('\u0000')) return here;
    const found = nulIn(v, here, depth + 1);
    if (found) return found;
  }
  return null;
}
