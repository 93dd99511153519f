import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { PageEncoding } from './encoded-pages';

/**
 * Brotli quality for a body kept in the public cache and sent many times: encoded once per entry and process, so a
 * higher level pays for itself. Measured per body size by `npm run bench:compression` (docs/PERFORMANCE.md,
 * «Compression»); one-off bodies stay at the per-request level of features/reach/http-cache.ts.
 */
export const CACHED_BROTLI_QUALITY = 6;

interface Encoded {
  body: string;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * What a cached body is sent as, kept per cache key: its ETag (as @fastify/etag would make it: weak, SHA-1 of the
 * raw body, so a hit and a miss of the same body carry the same one) and its bytes per encoding, made on first use.
 * A key whose body changed is encoded again; the compare is a pointer check for the in-process store, whose hits
 * return the stored string itself.
 */
export function encodedBodies(maxBytes = 32 * 1024 * 1024) {
  const entries = new LRUCache<string, Encoded>({
    maxSize: maxBytes,
    sizeCalculation: (e, key) => 2 * (key.length + e.body.length) + (e.br?.length ?? 0) + (e.gzip?.length ?? 0) + 64,
  });
  return {
    etag(key: string, body: string): string {
      return this.entry(key, body).etag;
    },
    entry(key: string, body: string): Encoded {
      const found = entries.get(key);
      if (found && found.body === body) return found;
      const fresh: Encoded = { body, etag: `W/"${createHash('sha1').update(body).digest('base64')}"` };
      entries.set(key, fresh);
      return fresh;
    },
    bytes(key: string, body: string, encoding: PageEncoding): Buffer {
      const e = this.entry(key, body);
      let out = e[encoding];
      if (!out) {
        out =
          encoding === 'br'
            ? zlib.brotliCompressSync(body, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: CACHED_BROTLI_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
                },
              })
            : zlib.gzipSync(body, { level: 6 });
        e[encoding] = out;
        entries.set(key, e); // again, so that its size counts the new bytes
      }
      return out;
    },
  };
}
