import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedPages, preferredEncoding } from './encoded-pages';

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0', null],
    ['br;q=0, gzip;q=0', null],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('encodedPages', () => {
  it('gives a body that decompresses to the page, once per URL and ETag', () => {
    const encoded = encodedPages(2);
    const html = `<p>${'Une réponse assez longue. '.repeat(200)}</p>`;
    const br = encoded('/post/a', 'W/"1"', html, 'br');
    expect(zlib.brotliDecompressSync(br).toString('utf8')).toBe(html);
    expect(encoded('/post/a', 'W/"1"', html, 'br')).toBe(br);
    expect(zlib.gunzipSync(encoded('/post/a', 'W/"1"', html, 'gzip')).toString('utf8')).toBe(html);
    // A new version of the page (new ETag) is compressed again.
    const next = `${html}<p>Nouvelle réponse</p>`;
    expect(zlib.brotliDecompressSync(encoded('/post/a', 'W/"2"', next, 'br')).toString('utf8')).toBe(next);
  });

  it('gives the uncompressed page as UTF-8 bytes, encoded once per URL and ETag', () => {
    const encoded = encodedPages();
    const html = '<p>Réponse « satisfaisante » ★★★</p>';
    const raw = encoded('/post/a', 'W/"1"', html, 'identity');
    expect(raw.toString('utf8')).toBe(html);
    expect(raw.length).toBe(Buffer.byteLength(html));
    expect(encoded('/post/a', 'W/"1"', html, 'identity')).toBe(raw);
  });
});
