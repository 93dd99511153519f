import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { uuid } from '@pretoire/contracts';
import type { FastifyInstance } from 'fastify';
import { activeAdsJson } from '../ads';
import { postJsonForVisitor } from '../posts';

/** A page as the server sends it; a response cache may sit in front of `renderPublicPage`. */
export interface PublicPage {
  status: number;
  html: string;
  headers: Record<string, string>;
}
export type RenderPublicPage = (url: string) => Promise<PublicPage>;

/** The contract of apps/web/src/entry-server.tsx, built into dist-ssr/entry-server.js. */
interface EntryServer {
  render(input: { url: string; origin: string; template: string; fetch: typeof fetch }): Promise<{
    status: number;
    html: string;
    /** Computed from the page's parts while rendering (cheaper than `pageEtag` over the whole page). */
    etag?: string;
    rendered: boolean;
    fragments?: { kept: number; rendered: number };
    /** A page that needs an account, rendered as its guard's refusal (docs/decisions/newcomer-pages.md). */
    guarded?: boolean;
  }>;
  shellHtml(template: string): string;
}

/** The public pages, served by routes of their own (so compression and the other per-route hooks apply). */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/home',
  '/category/:id',
  '/post/:id',
  '/avocats',
  '/avocats/:id',
  '/transparence',
  '/mentions-legales',
  '/conditions-utilisation',
  '/confidentialite',
];
/**
 * Pages that need an account: rendered signed out, they are the guard's refusal with its links (sign-up, sign-in,
 * the questions), never indexed nor kept by a shared cache (docs/decisions/newcomer-pages.md).
 */
export const GUARDED_PAGE_PATHS = [
  '/create-post',
  '/my-posts',
  '/profile',
  '/activities',
  '/admin',
  '/notifications',
  '/questions-a-traiter',
  '/moderation',
  '/consultations',
  '/consultations/:id',
];

const PAGE_PATTERNS = PUBLIC_PAGE_PATHS.map((p) => [p, new RegExp(`^${p.replace(/:id/g, '[^/]+')}/?$`)] as const);
/** The public page pattern a URL renders, "other" for the rest (private pages' shell, 404): a bounded metrics label. */
export function pagePattern(url: string): string {
  const path = url.split(/[?#]/)[0];
  return PAGE_PATTERNS.find(([, re]) => re.test(path))?.[0] ?? 'other';
}

/**
 * A weak ETag over the page without its hydration payload: the payload holds render timestamps that change on every
 * render, while everything it carries that a reader sees is in the HTML itself.
 */
export function pageEtag(html: string): string {
  const visible = html.replace(/<script type="application\/json" id="ssr-data">[\s\S]*?<\/script>/, '');
  return `W/"${createHash('sha1').update(visible).digest('base64url')}"`;
}

/** Anonymous HTML: a CDN may keep it a minute and serve it stale for ten while it refreshes. */
export const PUBLIC_HTML_CACHE = 'public, max-age=60, stale-while-revalidate=600';
const NOT_FOUND_CACHE = 'public, max-age=60';

/**
 * The app's stylesheet goes inside each served page (`<style>`) instead of a render-blocking request: on a phone's
 * first visit that is one round trip less before the first paint (Lighthouse counted 170 ms of the mobile LCP,
 * reach-ssr.md), for 9 KB more of compressed HTML. A stylesheet that could close the element stays a link.
 */
export function inlineStylesheets(template: string, webDist: string): string {
  return template.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g, (tag, file: string) => {
    const css = fs.readFileSync(path.join(webDist, file), 'utf8');
    return css.toLowerCase().includes('</style') ? tag : `<style>${css}</style>`;
  });
}

/** The path and query a renderer's `fetch` asks for. */
const urlOf = (input: Parameters<typeof fetch>[0]) =>
  typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;

/** A `fetch` answered by `app.inject`: the renderer's data calls reach this same app's routes, with no network hop. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = urlOf(input);
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json', ...(init?.headers as object) } });
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.payload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? '') },
    });
  };
}

const QUESTION_JSON = /^\/api\/posts\/([^/?#]+)$/;
const JSON_HEADERS = new Headers({ 'content-type': 'application/json; charset=utf-8' });
/**
 * A 200 holding a JSON text, with what the renderer's API client reads of it (status, headers, text): a Response would
 * encode the text to bytes and decode it back.
 */
const json = (text: string) =>
  ({
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: JSON_HEADERS,
    text: async () => text,
    json: async () => JSON.parse(text),
  }) as Response;

/**
 * The renderer's `fetch`: the reads every page or the most-rendered page makes (the active ads, a question) come
 * straight from the functions their routes send, without a request through Fastify's hooks; every other read, and a
 * question that is not there or an id that is not one, goes through `inject` and gets the route's own answer.
 */
export function pageFetch(app: FastifyInstance): typeof fetch {
  const viaRoutes = injectFetch(app);
  return async (input, init) => {
    const url = urlOf(input);
    if (url === '/api/ads') return json(await activeAdsJson(app.ctx));
    const id = QUESTION_JSON.exec(url)?.[1];
    if (id && uuid.safeParse(id).success) {
      const text = await postJsonForVisitor(app.ctx, id);
      if (text !== null) return json(text);
    }
    return viaRoutes(input, init);
  };
}

/** The server build of the web app sits beside its browser build: `<web>/dist` and `<web>/dist-ssr`. */
export const ssrEntryFor = (webDist: string) => path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js');

/**
 * The renderer of the public pages, or null when the web app has no server build (then the browser renders).
 * Data comes from this same app (`pageFetch`): the page shows exactly what the JSON API returns, with no network hop.
 */
export async function createPageRenderer(
  app: FastifyInstance,
  opts: { webDist: string; publicUrl: string; entry?: string },
): Promise<RenderPublicPage | null> {
  const entryFile = opts.entry ?? ssrEntryFor(opts.webDist);
  const templateFile = path.join(opts.webDist, 'index.html');
  if (!fs.existsSync(entryFile) || !fs.existsSync(templateFile)) {
    app.log.warn({ entryFile }, 'no server build of the web app: pages render in the browser only (`npm run build`)');
    return null;
  }
  let entry: EntryServer;
  try {
    entry = (await import(pathToFileURL(entryFile).href)) as EntryServer;
  } catch (err) {
    // A broken server build must not keep the API from starting: the browser renders the pages then.
    app.log.error({ err, entryFile }, 'the server build of the web app failed to load: pages render in the browser only');
    return null;
  }
  const template = inlineStylesheets(await fs.promises.readFile(templateFile, 'utf8'), opts.webDist);
  const origin = opts.publicUrl.replace(/\/+$/, '');

  const local = pageFetch(app);

  return async (url) => {
    const started = performance.now();
    try {
      const page = await entry.render({ url, origin, template, fetch: local });
      app.ctx.metrics.ssrDuration.observe({ page: pagePattern(url) }, (performance.now() - started) / 1000);
      if (page.fragments) {
        app.ctx.metrics.ssrFragments.inc({ kind: 'kept' }, page.fragments.kept);
        app.ctx.metrics.ssrFragments.inc({ kind: 'rendered' }, page.fragments.rendered);
      }
      const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', etag: page.etag ?? pageEtag(page.html) };
      if (!page.rendered || page.guarded) {
        // A private page (its shell, or its refusal as a visitor sees it): nothing to index, nothing a shared cache should keep.
        headers['cache-control'] = 'no-cache';
        headers['x-robots-tag'] = 'noindex';
      } else if (page.status === 200) headers['cache-control'] = PUBLIC_HTML_CACHE;
      else if (page.status === 404) headers['cache-control'] = NOT_FOUND_CACHE;
      else headers['cache-control'] = 'no-store';
      return { status: page.status, html: page.html, headers };
    } catch (err) {
      // Never a half page: the browser-rendered shell, uncached, with the error logged.
      app.log.error({ err, url }, 'server rendering failed');
      return {
        status: 500,
        html: entry.shellHtml(template),
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      };
    }
  };
}
