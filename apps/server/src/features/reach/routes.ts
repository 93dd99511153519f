import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tagsOfWrite } from '../../plugins/public-cache';
import { paths } from './private-paths';
import { SITEMAP_TAGS, Sitemaps } from './sitemap';

const XML = 'application/xml; charset=utf-8';
const SITEMAP_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

/** robots.txt and the sitemaps, at the site's root (not under /api); hidden from the OpenAPI document. */
export const reachRoutes = fp(
  async (app: FastifyInstance, opts: { publicUrl: string; sitemapPageSize?: number }) => {
    const origin = opts.publicUrl.replace(/\/+$/, '');
    const sitemaps = new Sitemaps(app.ctx, origin, opts.sitemapPageSize);
    app.decorate('sitemaps', sitemaps);
    // A hide, a restore, an approval: the sitemaps drop what they hold (other instances through the shared cache).
    app.addHook('onResponse', async (req, reply) => {
      if (req.method === 'GET' || req.method === 'HEAD' || reply.statusCode >= 400) return;
      if (tagsOfWrite(req.url).includes(SITEMAP_TAGS[0])) sitemaps.forget();
    });
    const hide = { schema: { hide: true } };

    app.get('/robots.txt', hide, async (_req, reply) => {
      const lines = ['User-agent: *', 'Disallow: /api/', ...paths.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
      return reply.type('text/plain; charset=utf-8').header('cache-control', SITEMAP_CACHE).send(lines.join('\n'));
    });

    app.get('/sitemap.xml', hide, async (_req, reply) =>
      reply
        .type(XML)
        .header('cache-control', SITEMAP_CACHE)
        .send(await sitemaps.index()),
    );

    app.get<{ Params: { file: string } }>('/sitemaps/:file', hide, async (req, reply) => {
      const { file } = req.params;
      const xml = file.endsWith('.xml') ? await sitemaps.page(file.slice(0, -4)) : null;
      if (xml === null) return reply.callNotFound();
      return reply.type(XML).header('cache-control', SITEMAP_CACHE).send(xml);
    });
  },
  { name: 'reach-routes' },
);

declare module 'fastify' {
  interface FastifyInstance {
    sitemaps: Sitemaps;
  }
}
