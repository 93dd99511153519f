import type { Lead, PublicCache, Stamp } from '../../lib/public-cache';
import type { PublicPage, RenderPublicPage } from './ssr';

/**
 * The same tags as the JSON the page is built from (plugins/public-cache.ts): a question page falls with its
 * question, every other public page with the lists; a change touching people (rewards, profiles) voids 'public'.
 */
export function pageTags(url: string): string[] {
  const post = /^\/post\/([^/?#]+)/.exec(url);
  return post ? ['public', `post:${post[1].toLowerCase()}`] : ['public', 'lists'];
}

/** The query parameters the public pages read (apps/web: list filters, search, page); any other is dropped. */
const PAGE_PARAMS = ['barAssociation', 'category', 'page', 'q', 'sort', 'specialization', 'status'];

/** A page number as the pages read it (`parseInt`, 1 when absent or below): `02` and `2x` are page 2; page 1 is no param. */
function pageParam(value: string): string | null {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 1 ? String(n) : null;
}

/**
 * The URL a public page is rendered from and kept under: its path and its known parameters, in a fixed order, each
 * once, the page number and the search as the pages read them. A made-up parameter or another spelling neither makes
 * a new entry nor reaches the page (docs/decisions/reads-cache.md, «Bounds»).
 */
export function pageKeyUrl(url: string): string {
  const parsed = new URL(url, 'http://page.invalid');
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMS) {
    const raw = parsed.searchParams.get(name);
    const value = name === 'page' && raw ? pageParam(raw) : name === 'q' ? raw?.trim() : raw;
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

/** A search or a page past the first: kept its TTL only, without stale time (docs/decisions/cache-bounds.md). */
const isVariantUrl = (keyUrl: string) => {
  const params = new URL(keyUrl, 'http://page.invalid').searchParams;
  return params.has('q') || params.has('page');
};

/** Status and headers as JSON on the first line, the HTML as it is after it: a hit parses a few bytes, not the page. */
const toEntry = (page: PublicPage) => `${JSON.stringify({ status: page.status, headers: page.headers })}\n${page.html}`;
function fromEntry(entry: string): PublicPage {
  const cut = entry.indexOf('\n');
  const head = JSON.parse(entry.slice(0, cut)) as Omit<PublicPage, 'html'>;
  return { ...head, html: entry.slice(cut + 1) };
}

/**
 * Server-rendered pages are the same for every reader (the session lives in the browser, never in a cookie), so a
 * rendered 200 is kept in the shared public cache, invalidated by the writes that void its JSON. One render per page
 * at a time; an expired page still valid for its tags is served while one render refreshes it (lib/cache-flight.ts).
 */
export function cachedRenderer(render: RenderPublicPage, cache: PublicCache | null): RenderPublicPage {
  if (!cache) return render;
  /** Renders, keeps a 200 and shares it with the requests waiting for it; null to share when not kept. */
  async function build(url: string, key: string, stamp: Stamp, lead: Lead): Promise<PublicPage> {
    let shared: string | null = null;
    try {
      const page = await render(url);
      if (page.status === 200) {
        const entry = toEntry(page);
        if (await cache?.set(key, entry, stamp, { stale: !isVariantUrl(url) })) shared = entry;
      }
      return page;
    } finally {
      lead.done(shared);
    }
  }
  return async (asked) => {
    const url = pageKeyUrl(asked);
    const key = `html:${url}`;
    const found = await cache.lookup(key, pageTags(url), (stamp, lead) => {
      build(url, key, stamp, lead).catch(() => {});
    });
    // How the page came, as the JSON says it (plugins/public-cache.ts): the bench counts the misses.
    const page = found.kind === 'build' ? await build(url, key, found.stamp, found.lead) : fromEntry(found.value);
    return { ...page, headers: { ...page.headers, 'x-public-cache': found.kind === 'build' ? 'miss' : found.kind } };
  };
}
