import { type SQL, sql } from 'drizzle-orm';
import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import type { AppContext } from '../../context';
import { categoryLastmods, sitemapChunks, sitemapPage } from './queries';

/** The sitemaps.org limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
/** How long the index and the pages are kept before they are computed again. */
export const SITEMAP_TTL_MS = 60 * 60_000;

/** The tag a write voids when the sitemaps must drop what they hold (plugins/public-cache.ts, tagsOfWrite). */
export const SITEMAP_TAGS = ['sitemap'] as const;

/** A family of paged sitemaps: rows ordered by (created_at, id), cut in keyset pages of `size` rows. */
interface Source {
  name: 'questions' | 'lawyers';
  table: SQL;
  where: SQL;
  path: (id: string) => string;
}
const SOURCES: Source[] = [
  // Questions with at least one answer; open ones have nothing to show a searcher yet.
  // Hidden by moderation: out until restored (docs/decisions/trust-moderation.md, «Hidden means hidden»).
  {
    name: 'questions',
    table: sql`posts`,
    where: sql`status IN ('answered', 'resolved') AND hidden_at IS NULL`,
    path: (id) => `/post/${id}`,
  },
  {
    name: 'lawyers',
    table: sql`users`,
    where: sql`role = 'lawyer' AND status = 'active' AND deleted_at IS NULL`,
    path: (id) => `/avocats/${id}`,
  },
];

/** The first row of a page (exact timestamp as text: JS dates would lose the microseconds) and its newest change. */
interface Chunk {
  at: string;
  id: string;
  lastmod: string;
}

const iso = (v: unknown) => new Date(v as string).toISOString();

/**
 * Builds and caches the sitemap index and its pages. The page boundaries come from one ordered pass per source, made
 * at most once per SITEMAP_TTL_MS; a page is then one keyset range read of the index on (created_at, id), never an
 * OFFSET, and its XML is cached too.
 */
export class Sitemaps {
  private chunks = new Map<string, { at: number; value: Promise<Chunk[]> }>();
  private pages = new Map<string, { at: number; value: Promise<string | null> }>();

  constructor(
    private ctx: AppContext,
    private origin: string,
    private size = SITEMAP_MAX_URLS,
  ) {}

  /** The 'sitemap' tag's version last seen in the shared cache (plugins/public-cache.ts, tagsOfWrite). */
  private seen: string | undefined;

  /** Everything is computed again: after a moderation or admin write on this instance. */
  forget() {
    this.chunks.clear();
    this.pages.clear();
  }

  /** The same after such a write on another instance: its invalidation moved the tag's version in the shared cache. */
  private async forgetIfChanged() {
    const found = await this.ctx.publicCache?.get('sitemap:version', SITEMAP_TAGS);
    const versions = found?.stamp?.versions;
    if (!versions || versions.includes(-1)) return; // no shared cache, or Redis down: the local rule still holds
    const v = versions.join();
    if (this.seen !== undefined && v !== this.seen) this.forget();
    this.seen = v;
  }

  private cached<T>(map: Map<string, { at: number; value: Promise<T> }>, key: string, make: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = map.get(key);
    if (hit && now - hit.at < SITEMAP_TTL_MS) return hit.value;
    const value = make();
    map.set(key, { at: now, value });
    value.catch(() => map.delete(key));
    if (map.size > 64) map.delete(map.keys().next().value as string);
    return value;
  }

  private chunksOf(src: Source): Promise<Chunk[]> {
    return this.cached(this.chunks, src.name, async () => {
      const rows = await sitemapChunks(this.ctx.db, src.table, src.where, this.size);
      return rows.map((r) => ({ id: r.id, at: r.at, lastmod: iso(r.lastmod) }));
    });
  }

  /** The sitemap index: the fixed pages, then every page of every source. */
  async index(): Promise<string> {
    await this.forgetIfChanged();
    return this.cached(this.pages, 'index', async () => {
      const stream = new SitemapIndexStream();
      const latest = await Promise.all(SOURCES.map((s) => this.chunksOf(s)));
      const newest = latest
        .flat()
        .map((c) => c.lastmod)
        .sort()
        .at(-1);
      stream.write({ url: `${this.origin}/sitemaps/pages.xml`, ...(newest ? { lastmod: newest } : {}) });
      SOURCES.forEach((src, i) => {
        latest[i].forEach((c, n) => {
          stream.write({ url: `${this.origin}/sitemaps/${src.name}-${n + 1}.xml`, lastmod: c.lastmod });
        });
      });
      stream.end();
      return (await streamToPromise(stream)).toString();
    }) as Promise<string>;
  }

  /** `pages`, or `<source>-<n>`; null when there is no such page. */
  async page(name: string): Promise<string | null> {
    await this.forgetIfChanged();
    if (name === 'pages') return this.cached(this.pages, name, () => this.fixedPages());
    const m = /^(questions|lawyers)-([1-9]\d{0,5})$/.exec(name);
    const src = SOURCES.find((s) => s.name === m?.[1]);
    if (!m || !src) return Promise.resolve(null);
    const n = Number(m[2]);
    return this.cached(this.pages, name, async () => {
      const chunk = (await this.chunksOf(src))[n - 1];
      if (!chunk) return null;
      const rows = await sitemapPage(this.ctx.db, src.table, src.where, chunk, this.size);
      return this.urlset(rows.map((r) => ({ url: src.path(r.id), lastmod: iso(r.updated_at) })));
    });
  }

  /** Landing, lists, directory, and one URL per category. */
  private async fixedPages(): Promise<string> {
    const categories = await categoryLastmods(this.ctx.db);
    const items = [
      { url: '/' },
      { url: '/home' },
      { url: '/avocats' },
      ...categories.map((r) => ({ url: `/category/${r.id}`, ...(r.lastmod ? { lastmod: iso(r.lastmod) } : {}) })),
    ];
    return this.urlset(items);
  }

  private async urlset(items: { url: string; lastmod?: string }[]): Promise<string> {
    const stream = new SitemapStream({ hostname: this.origin, xmlns: { news: false, video: false, image: false, xhtml: false } });
    for (const it of items) stream.write(it);
    stream.end();
    return (await streamToPromise(stream)).toString();
  }
}
