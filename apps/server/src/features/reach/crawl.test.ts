import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { createTestApp, type TestApp } from '../../test/harness';
import { requireWebBuild, webDistDir } from '../../test/pages';
import { Sitemaps } from './sitemap';

const ORIGIN = 'https://pretoire.example';
const here = path.dirname(fileURLToPath(import.meta.url));
const sitemapXsd = fs.readFileSync(path.resolve(here, '../../../../../node_modules/sitemap/schema/sitemap.xsd'), 'utf8');
const siteindexXsd = fs.readFileSync(path.join(here, 'xsd/siteindex.xsd'), 'utf8');

/** Validates with libxml2 (xmllint compiled to WebAssembly) against the sitemaps.org schemas. */
async function validate(xml: string, kind: 'urlset' | 'index') {
  const schema =
    kind === 'index' ? { fileName: 'siteindex.xsd', contents: siteindexXsd } : { fileName: 'sitemap.xsd', contents: sitemapXsd };
  const r = await validateXML({
    xml: [{ fileName: 'doc.xml', contents: xml }],
    schema: [schema],
    preload: kind === 'index' ? [{ fileName: 'sitemap.xsd', contents: sitemapXsd }] : [],
  });
  return r.errors.map((e) => e.rawMessage);
}
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

let t: TestApp;
let member: Awaited<ReturnType<TestApp['createUser']>>;
let lawyer: Awaited<ReturnType<TestApp['createUser']>>;
const answered: string[] = [];
let open = '';

beforeAll(async () => {
  requireWebBuild();
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN, WEB_DIST: webDistDir } });
  member = await t.createUser();
  lawyer = await t.createUser({ role: 'lawyer' });
  await t.createUser({ role: 'lawyer', status: 'pending' });
  for (let i = 0; i < 5; i += 1) {
    t.clock.advance(1000);
    const res = await t.request({
      method: 'POST',
      url: '/api/posts',
      token: member.token,
      payload: { title: `Question numéro ${i} du plan`, content: 'Une question assez longue pour être valable.', category: 'travail' },
    });
    const id = res.json()._id;
    if (i === 4) {
      open = id;
      continue;
    }
    await t.request({
      method: 'POST',
      url: `/api/posts/${id}/replies`,
      token: lawyer.token,
      payload: { content: 'Une réponse d’avocat.' },
    });
    answered.push(id);
  }
});
afterAll(async () => {
  await t?.close();
});

describe('robots.txt', () => {
  it('disallows the API and private pages and announces the sitemap', async () => {
    const res = await t.request({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    for (const line of ['User-agent: *', 'Disallow: /api/', 'Disallow: /profile', 'Disallow: /admin', 'Disallow: /notifications'])
      expect(res.body.split('\n')).toContain(line);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('sitemaps', () => {
  it('serves an index and pages that validate against the sitemaps.org schemas and list the right URLs', async () => {
    const index = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.headers['cache-control']).toContain('public');
    expect(await validate(index.body, 'index')).toEqual([]);
    const pages = locs(index.body);
    expect(pages).toEqual([`${ORIGIN}/sitemaps/pages.xml`, `${ORIGIN}/sitemaps/questions-1.xml`, `${ORIGIN}/sitemaps/lawyers-1.xml`]);
    expect(index.body.match(/<lastmod>/g)?.length).toBe(3);

    const questions = await t.request({ method: 'GET', url: '/sitemaps/questions-1.xml' });
    expect(await validate(questions.body, 'urlset')).toEqual([]);
    expect(locs(questions.body).sort()).toEqual(answered.map((id) => `${ORIGIN}/post/${id}`).sort());
    expect(questions.body).not.toContain(open);
    expect(questions.body.match(/<lastmod>/g)?.length).toBe(answered.length);

    const lawyers = await t.request({ method: 'GET', url: '/sitemaps/lawyers-1.xml' });
    expect(await validate(lawyers.body, 'urlset')).toEqual([]);
    expect(locs(lawyers.body)).toEqual([`${ORIGIN}/avocats/${lawyer.user.id}`]); // not the pending one

    const fixed = await t.request({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(await validate(fixed.body, 'urlset')).toEqual([]);
    const fixedLocs = locs(fixed.body);
    expect(fixedLocs.slice(0, 3)).toEqual([`${ORIGIN}/`, `${ORIGIN}/home`, `${ORIGIN}/avocats`]);
    expect(fixedLocs.filter((u) => u.includes('/category/')).length).toBeGreaterThanOrEqual(10);
    expect(fixedLocs.some((u) => /profile|admin|notifications/.test(u))).toBe(false);
  });

  it('a schema violation is caught by the validator (the check can fail)', async () => {
    expect(
      (await validate('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><lastmod>x</lastmod></url></urlset>', 'urlset'))
        .length,
    ).toBeGreaterThan(0);
  });

  it('cuts pages by keyset at the page size, each page starting where the previous ended', async () => {
    const small = new Sitemaps(t.app.ctx, ORIGIN, 2);
    const index = await small.index();
    expect(await validate(index, 'index')).toEqual([]);
    expect(locs(index).filter((u) => u.includes('questions-'))).toEqual([
      `${ORIGIN}/sitemaps/questions-1.xml`,
      `${ORIGIN}/sitemaps/questions-2.xml`,
    ]);
    const p1 = locs((await small.page('questions-1')) ?? '');
    const p2 = locs((await small.page('questions-2')) ?? '');
    expect(p1).toHaveLength(2);
    expect(p2).toHaveLength(2);
    expect(p1.some((u) => p2.includes(u))).toBe(false);
    expect([...p1, ...p2].sort()).toEqual(answered.map((id) => `${ORIGIN}/post/${id}`).sort());
    expect(await small.page('questions-3')).toBeNull();
  });

  it('unknown sitemap pages answer 404', async () => {
    for (const url of ['/sitemaps/questions-99.xml', '/sitemaps/nope.xml', '/sitemaps/questions-0.xml', '/sitemaps/questions-1.txt'])
      expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});
