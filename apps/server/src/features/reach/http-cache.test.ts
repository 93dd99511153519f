import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { requireWebBuild, webDistDir } from '../../test/pages';
import { PRIVATE_CACHE, PUBLIC_API_CACHE } from './http-cache';
import { PUBLIC_HTML_CACHE } from './ssr';

let t: TestApp;
let member: Awaited<ReturnType<TestApp['createUser']>>;
let postId: string;

beforeAll(async () => {
  requireWebBuild();
  t = await createTestApp({ env: { PUBLIC_URL: 'https://pretoire.example', WEB_DIST: webDistDir } });
  member = await t.createUser();
  const res = await t.request({
    method: 'POST',
    url: '/api/posts',
    token: member.token,
    payload: {
      title: 'Question sur le cache HTTP',
      content: 'Un texte assez long pour dépasser le seuil. '.repeat(40),
      category: 'travail',
    },
  });
  postId = res.json()._id;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}, token?: string) => t.request({ method: 'GET', url, headers, token });
const varyOf = (h: Record<string, unknown>) =>
  String(h.vary ?? '')
    .toLowerCase()
    .split(/,\s*/);

describe('compression', () => {
  it('compresses server-rendered HTML and public JSON with brotli or gzip, as the client accepts', async () => {
    for (const url of [`/post/${postId}`, `/api/posts/${postId}`]) {
      const br = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(varyOf(br.headers), url).toContain('accept-encoding');
      const gz = await get(url, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      const raw = await get(url);
      expect(raw.headers['content-encoding'], url).toBeUndefined();
    }
  });

  it('a server-rendered page decompresses to the very page sent raw (the body is compressed once per version)', async () => {
    const url = `/post/${postId}`;
    const raw = await get(url);
    const br = await get(url, { 'accept-encoding': 'gzip, br' });
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    const visible = (html: string) => html.replace(/<script type="application\/json" id="ssr-data">[\s\S]*?<\/script>/, '');
    expect(visible(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toBe(visible(raw.body));
    expect(visible(zlib.gunzipSync(gz.rawPayload).toString('utf8'))).toBe(visible(raw.body));
    expect(br.headers.etag).toBe(raw.headers.etag);
    expect(varyOf(raw.headers)).toContain('accept-encoding');
    expect((await get(url, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) })).statusCode).toBe(304);
  });

  it('leaves small answers uncompressed', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('serves the precompressed .br/.gz files of the build for JS and CSS', async () => {
    const html = (await get('/home')).body;
    // The entry script is in the page; the stylesheet is inlined and the app's bundle loads after the first paint,
    // so both are read from the build's index.html and manifest.
    const index = fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
    const manifest = JSON.parse(fs.readFileSync(path.join(webDistDir, '.vite/manifest.json'), 'utf8'));
    const assets = [
      ...[...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
      ...[...index.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]),
      `/${manifest['src/start.tsx'].file}`,
    ];
    expect(assets).toHaveLength(3);
    for (const asset of assets) {
      const br = await get(asset, { 'accept-encoding': 'br, gzip' });
      expect(br.statusCode, asset).toBe(200);
      expect(br.headers['content-encoding'], asset).toBe('br');
      expect(br.headers['cache-control'], asset).toContain('immutable');
      const gz = await get(asset, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding'], asset).toBe('gzip');
    }
  });
});

describe('caching', () => {
  it('anonymous HTML: public with stale-while-revalidate, an ETag, and 304 on If-None-Match', async () => {
    const res = await get(`/post/${postId}`);
    expect(res.headers['cache-control']).toBe(PUBLIC_HTML_CACHE);
    expect(res.headers['cache-control']).toContain('stale-while-revalidate');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get(`/post/${postId}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The same page as brotli shares the (weak) ETag: one entity, several encodings.
    const br = await get(`/post/${postId}`, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(br.statusCode).toBe(304);
  });

  it('a changed page gets a new ETag (a stale copy is not revalidated as fresh)', async () => {
    const before = String((await get(`/api/posts/${postId}`)).headers.etag);
    const lawyer = await t.createUser({ role: 'lawyer' });
    await t.request({
      method: 'POST',
      url: `/api/posts/${postId}/replies`,
      token: lawyer.token,
      payload: { content: 'Une réponse qui change la page.' },
    });
    const after = await get(`/api/posts/${postId}`, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('public API GETs without a token: public, Vary: Authorization, ETag and 304', async () => {
    for (const url of ['/api/posts', `/api/posts/${postId}`, '/api/categories', '/api/users/lawyers', '/api/ads']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(PUBLIC_API_CACHE);
      expect(varyOf(res.headers), url).toContain('authorization');
      const again = await get(url, { 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('a signed-in response never carries public cache headers', async () => {
    for (const url of [
      '/api/posts',
      `/api/posts/${postId}`,
      '/api/categories',
      '/api/auth/me',
      '/api/notifications',
      '/api/posts/my-posts',
    ]) {
      const res = await get(url, {}, member.token);
      expect(res.statusCode, url).toBe(200);
      const cc = String(res.headers['cache-control']);
      expect(cc, url).not.toContain('public');
      expect(cc === PRIVATE_CACHE || cc.includes('no-store'), url).toBe(true);
      expect(varyOf(res.headers), url).toContain('authorization');
    }
  });

  it('anonymous answers that are not public data are not stored by shared caches', async () => {
    for (const url of ['/api/auth/me', '/api/health', '/api/posts/00000000-0000-4000-8000-000000000000']) {
      const cc = String((await get(url)).headers['cache-control']);
      expect(cc, url).not.toContain('public');
    }
  });
});
