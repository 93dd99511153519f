import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { parsePage, requireWebBuild, webDistDir } from '../../test/pages';

let t: TestApp;
beforeAll(async () => {
  requireWebBuild();
  t = await createTestApp({ env: { WEB_DIST: webDistDir } });
});
afterAll(() => t?.close());

const get = (url: string) => t.request({ method: 'GET', url });

describe('favicon, touch icon and web manifest', () => {
  it('every page links them', async () => {
    for (const url of ['/home', '/nulle/part']) {
      const page = parsePage((await get(url)).body);
      const links = page.all((el) => el.name === 'link').map((el) => [el.attribs.rel, el.attribs.href]);
      expect(links, url).toEqual(
        expect.arrayContaining([
          ['icon', '/favicon.svg'],
          ['apple-touch-icon', '/apple-touch-icon.png'],
          ['manifest', '/site.webmanifest'],
        ]),
      );
    }
  });

  it.each([
    ['/favicon.svg', 'image/svg+xml'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/icon-192.png', 'image/png'],
    ['/icon-512.png', 'image/png'],
    ['/site.webmanifest', 'application/manifest+json'],
  ])('%s is served as %s, kept a day', async (url, type) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(type);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toBeTruthy();
  });

  it('the favicon draws the scales in the accent colour', async () => {
    expect((await get('/favicon.svg')).body).toContain('stroke="#94481a"');
  });

  it('the manifest names the site in French and lists icons that exist', async () => {
    const manifest = JSON.parse((await get('/site.webmanifest')).body);
    expect(manifest).toMatchObject({ name: 'Prétoire', lang: 'fr', start_url: '/home' });
    for (const icon of manifest.icons as { src: string }[]) expect((await get(icon.src)).statusCode, icon.src).toBe(200);
  });
});
