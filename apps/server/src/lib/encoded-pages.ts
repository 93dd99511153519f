import zlib from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

/**
 * The client's preferred encoding among brotli and gzip (`q=0` refuses one), else none. The same order as the dynamic
 * compression of `features/reach/http-cache.ts`.
 */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const star = accepted.get('*');
  const ok = (name: PageEncoding) => (accepted.get(name) ?? star ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

/**
 * Bodies of server-rendered pages as bytes, kept per URL, ETag and encoding: a page is encoded once per version and
 * process instead of once per request. Brotli of a 190 KB question page cost more than serving it from the cache,
 * and so did sending the page as a string (UTF-8 encoding it twice per request, for its length and for the socket).
 * The ETag covers everything a reader sees, so one body serves every request that carries that ETag.
 */
export function encodedPages(maxEntries = 500) {
  const entries = new Map<string, Buffer>();
  return function encoded(url: string, etag: string, html: string, encoding: PageEncoding | 'identity'): Buffer {
    const key = `${encoding} ${etag} ${url}`;
    const found = entries.get(key);
    if (found) return found;
    const body =
      encoding === 'br'
        ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })
        : encoding === 'gzip'
          ? zlib.gzipSync(html, { level: 6 })
          : Buffer.from(html, 'utf8');
    entries.set(key, body);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return body;
  };
}
