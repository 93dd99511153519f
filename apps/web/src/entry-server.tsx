// Server rendering of the public pages (docs/decisions/reach-ssr.md). Built by `vite build --ssr` into
// dist-ssr/entry-server.js and imported by the Fastify server (apps/server/src/features/reach/ssr.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router';
import { AppRoot } from '@/app/app-root';
import { createRoutes, NOT_FOUND_ROUTE } from '@/app/router';
import { createApiClient } from '@/lib/api-client';
import { FragmentCache, headTags as plainHeadTags } from '@/ssr/fragment-cache';
import { headHtml, pageHead } from '@/ssr/head';
import { headInputFor } from '@/ssr/head-input';
import { FragmentStoreProvider } from '@/ssr/kept-fragment';
import { type PageData, type PageLoaders, serverLoaders } from '@/ssr/loaders';
import { PAYLOAD_ID, payloadJson, type SsrPayload, serializeErrors } from '@/ssr/payload';

/** For a render with a store of its own (`RenderInput.fragments`). */
export { FragmentCache };

export interface RenderInput {
  /** Path and query, e.g. `/post/123?x=1`. */
  url: string;
  /** PUBLIC_URL without a trailing slash: canonical links and JSON-LD URLs. */
  origin: string;
  /** The built index.html (its script and style tags are kept). */
  template: string;
  /** Answers `/api/...` requests of the same server (the renderer never uses the network). */
  fetch: typeof fetch;
  /** False renders every part afresh, nothing kept or pasted (what a kept page must equal). */
  keepFragments?: boolean;
  /** Where parts are kept: this process's store by default; a new one renders as a process that kept nothing yet. */
  fragments?: FragmentCache;
}

export interface RenderResult {
  status: number;
  html: string;
  /** A weak ETag over what a reader sees: the page without its hydration payload (render time, query timestamps). */
  etag?: string;
  /** False for pages that depend on nothing but the URL (all rendered ones): the shell of private pages is not. */
  rendered: boolean;
  /** Parts pasted from kept HTML and parts rendered (ssr/kept-fragment.tsx). */
  fragments?: { kept: number; rendered: number };
  /** A page that needs an account, rendered as the guard's refusal: never indexed, never kept by a shared cache. */
  guarded?: boolean;
}

const RENDER_TIMEOUT_MS = 10_000;
/** Parts' HTML kept between renders of this process (ssr/kept-fragment.tsx), and questions' head tags. */
const fragments = new FragmentCache();
// Public pages are the routes given a loader: that tells them apart from private pages.
const PAGE_KEYS = ['landing', 'home', 'category', 'post', 'lawyers', 'lawyer', 'transparency', 'guard', 'legal'] as const;

/**
 * One route table and handler per process: building them (flattening and ranking every route) cost as much as a
 * tenth of a page's render. Each request's loaders (its query client) reach them through `loaders`.
 */
const loaders = new AsyncLocalStorage<PageLoaders>();
const handler = createStaticHandler(
  createRoutes(
    Object.fromEntries(
      PAGE_KEYS.map((k): [string, NonNullable<PageLoaders[typeof k]>] => [
        k,
        (args) => {
          const loader = loaders.getStore()?.[k];
          if (!loader) throw new Error(`no loaders for ${k}`);
          return typeof loader === 'function' ? loader(args) : loader;
        },
      ]),
    ),
  ),
);

interface Template {
  /** Up to the description meta tag (the built title removed: the page's head replaces both). */
  top: string;
  /** From after the description tag up to the root element. */
  middle: string;
  /** After the root element. */
  bottom: string;
  /** Stands for the template in each page's ETag: a new build is a new page. */
  digest: string;
}
let cachedTemplate: [string, Template] | null = null;
/** The built index.html cut once around the parts each page fills. */
function templateParts(template: string): Template {
  if (cachedTemplate?.[0] === template) return cachedTemplate[1];
  const bare = template.replace(/<title>[\s\S]*?<\/title>\s*/, '');
  const meta = /<meta name="description"[^>]*>/.exec(bare);
  const root = bare.indexOf('<div id="root"></div>');
  if (!meta || root < 0) throw new Error('index.html lacks its description tag or root element');
  const parts: Template = {
    top: bare.slice(0, meta.index),
    middle: bare.slice(meta.index + meta[0].length, root),
    bottom: bare.slice(root + '<div id="root"></div>'.length),
    digest: createHash('sha1').update(template).digest('base64url'),
  };
  cachedTemplate = [template, parts];
  return parts;
}

/** Private pages (profile, admin…) are left to the browser: the empty shell, never indexed. */
export function shellHtml(template: string): string {
  return template.replace('<meta name="description"', '<meta name="robots" content="noindex" />\n    <meta name="description"');
}

/** Whether a matched route is server-rendered: a public page or the 404 page, not a private page. */
const isRenderedRoute = (route: { id?: string; loader?: unknown } | undefined) =>
  !!route && (route.id === NOT_FOUND_ROUTE || !!route.loader);

/**
 * Whole HTML of a tree. Once every lazy part has loaded in this process, React renders it in one synchronous pass to a
 * string (no UTF-8 chunks to encode and decode again); a tree that still suspends (the first renders after a start)
 * leaves a client-rendered boundary in that string and goes through the stream, which waits for it.
 */
function toHtml(element: React.ReactNode): Promise<string> {
  let suspended = false;
  const html = renderToString(element, {
    onError: () => {
      suspended = true;
    },
  } as Parameters<typeof renderToString>[1]);
  if (!suspended && !html.includes('<!--$!-->')) return Promise.resolve(html);
  return streamHtml(element);
}

function streamHtml(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failed = false;
    // onAllReady: lazy route chunks and every Suspense boundary resolved, so the HTML is whole (no streaming fallback).
    const stream = renderToPipeableStream(element, {
      // Never outline a finished Suspense boundary (that needs inline scripts, which the CSP forbids): whole HTML.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (err) => {
        failed = true;
        reject(err);
      },
      onError: (err) => {
        if (!failed) failed = true;
        reject(err);
      },
    });
    setTimeout(() => stream.abort(new Error('render timeout')), RENDER_TIMEOUT_MS).unref();
  });
}

/** Renders one public page to a whole HTML document: status, head of the page, content, and the data to hydrate. */
export async function render(input: RenderInput): Promise<RenderResult> {
  const url = new URL(input.url, input.origin);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  // Each answer's text by its parsed value: the payload pastes the text instead of stringifying the value again.
  const texts = new Map<unknown, string>();
  const kept = input.keepFragments === false ? null : (input.fragments ?? fragments);
  const request = createApiClient({
    root: '/api',
    fetchImpl: input.fetch,
    getToken: () => null,
    onJson: (value, text) => texts.set(value, text),
    parseJson: kept ? (text) => kept.parsed(text) : undefined,
  });
  // A private page's route has no loader here: the query only matches it, and the browser renders it.
  const context = await loaders.run(serverLoaders({ queryClient, request }), () => handler.query(new Request(url.href)));
  if (context instanceof Response) {
    return { status: context.status, html: '', rendered: true };
  }
  const leaf = context.matches.at(-1);
  if (!isRenderedRoute(leaf?.route)) return { status: 200, html: shellHtml(input.template), rendered: false };
  let status = context.statusCode;
  if (leaf?.route.id === NOT_FOUND_ROUTE) status = 404;
  const routeError = context.errors ? Object.values(context.errors)[0] : undefined;
  if (routeError && !isRouteErrorResponse(routeError)) console.error(routeError);

  const now = Date.now();
  const router = createStaticRouter(handler.dataRoutes, context);
  const store = kept?.begin(texts) ?? null;
  const tree = (
    <AppRoot queryClient={queryClient} now={now}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>
  );
  const finished = store
    ? store.finish(await toHtml(<FragmentStoreProvider value={store}>{tree}</FragmentStoreProvider>))
    : { html: await toHtml(tree), digest: null };
  const app = finished.html;
  const payload: SsrPayload = { now, queries: dehydrate(queryClient), errors: serializeErrors(context.errors) };
  const data = leaf ? (context.loaderData[leaf.route.id] as PageData | undefined) : undefined;
  const headInput = headInputFor(status, data, queryClient, url.searchParams);
  const t = templateParts(input.template);
  const buildHead = () => headHtml(pageHead(headInput, input.origin), input.origin);
  // A question's head is built from its data alone: kept by the text it came in, with the origin.
  const questionText = headInput.page === 'post' ? texts.get(headInput.post) : undefined;
  const headTags =
    kept && questionText !== undefined ? kept.headTags(`${questionText}\u0000${input.origin}`, buildHead) : plainHeadTags(buildHead());
  const html = `${t.top}${headTags.html}${t.middle}<div id="root">${app}</div>\n    <script type="application/json" id="${PAYLOAD_ID}">${payloadJson(payload, texts)}</script>${t.bottom}`;
  // The kept parts' digests stand for them (ssr/fragment-cache.ts): the same ETag whether they were kept or rendered.
  const etag = `W/"${createHash('sha1')
    .update(t.digest)
    .update(headTags.digest)
    .update(finished.digest ?? app)
    .digest('base64url')}"`;
  queryClient.clear();
  return {
    status,
    html,
    etag,
    rendered: true,
    fragments: store?.counts() ?? { kept: 0, rendered: 0 },
    guarded: data?.page === 'guard',
  };
}
