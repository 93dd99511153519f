import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SERVER_MESSAGES } from '@pretoire/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { encodedPages, preferredEncoding } from '../lib/encoded-pages';

/** A server-rendered page (features/reach/ssr.ts): plugins take it as a function, never import the feature. */
export type PageRenderer = (url: string) => Promise<{ status: number; html: string; headers: Record<string, string> }>;

const ICON_FILE = /^(favicon\.svg|apple-touch-icon\.png|icon-\d+\.png|site\.webmanifest)$/;

/** Serves public uploads, the built web app, and the SPA fallback; /api/* misses stay JSON 404s. */
export async function registerWeb(
  app: FastifyInstance,
  opts: { webDist: string; uploadsDir?: string; renderPage?: PageRenderer | null; pagePaths?: string[] },
) {
  // Without a local folder (S3 storage), lib/storage-serve.ts serves /uploads/.
  if (opts.uploadsDir)
    await app.register(fastifyStatic, {
      root: opts.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      setHeaders: (res) => {
        res.header('x-content-type-options', 'nosniff');
        res.header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox");
        res.header('cache-control', 'public, max-age=86400, immutable');
      },
    });

  const indexFile = path.join(opts.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The .br/.gz files written at build time (apps/web/scripts/precompress.mjs), chosen by Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, file) => {
        res.header('x-content-type-options', 'nosniff');
        if (file.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        // Icons and the manifest keep fixed names (browsers ask for them by name): a day, then revalidated by ETag.
        else if (ICON_FILE.test(path.basename(file))) res.header('cache-control', 'public, max-age=86400');
      },
    });
  } else {
    app.log.warn({ webDist: opts.webDist }, 'web app not built: run `npm run build` to serve it');
  }

  // Public pages get routes of their own: route hooks (compression) apply, which the not-found handler does not get.
  const { renderPage } = opts;
  const encoded = encodedPages();
  /**
   * A page with an ETag goes out as bytes encoded once per version by `encoded`, precompressed when the client takes
   * it (the dynamic compression hook skips a body that has its Content-Encoding).
   */
  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: Awaited<ReturnType<PageRenderer>>) => {
    reply.status(page.status).headers(page.headers);
    if (!page.headers.etag) return reply.send(page.html);
    reply.header('vary', 'Accept-Encoding');
    const encoding = (page.html.length >= 1024 && preferredEncoding(request.headers['accept-encoding'])) || 'identity';
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(encoded(request.url, page.headers.etag, page.html, encoding));
  };
  if (hasWeb && renderPage)
    for (const url of opts.pagePaths ?? [])
      app.get(url, { schema: { hide: true } }, async (request, reply) => sendPage(request, reply, await renderPage(request.url)));

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/socket.io') || url.startsWith('/uploads/');
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(url);
    if (!isApi && !looksLikeFile && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      if (opts.renderPage) return sendPage(request, reply, await opts.renderPage(request.url));
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await fs.promises.readFile(indexFile));
    }
    return reply.status(404).send({ message: SERVER_MESSAGES.routeNotFound });
  });
}
