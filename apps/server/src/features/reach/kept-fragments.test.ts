// Answers' HTML kept between server renders (decisions/reach-ssr.md, «kept fragments»): a page built from kept
// fragments is the page a full render gives, and nothing kept outlives what it shows (data, clock).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { requireWebBuild, webDistDir } from '../../test/pages';
import { injectFetch, inlineStylesheets, ssrEntryFor } from './ssr';

const ORIGIN = 'http://pretoire.test';

let t: TestApp;
let lawyer: Awaited<ReturnType<TestApp['createUser']>>;
let other: Awaited<ReturnType<TestApp['createUser']>>;
let member: Awaited<ReturnType<TestApp['createUser']>>;
let postId: string;
let cited: string;
let plain: string;

const page = async () => {
  const res = await t.request({ method: 'GET', url: `/post/${postId}` });
  expect(res.statusCode).toBe(200);
  return res.body;
};
// The hydration payload carries the render time; everything a reader sees is outside it.
const visible = (html: string) => html.replace(/<script type="application\/json" id="ssr-data">[\s\S]*?<\/script>/, '');

/** The page rendered in full by the same built entry (nothing kept, nothing pasted), its data from the same app. */
async function fullRender(): Promise<string> {
  const entry = (await import(pathToFileURL(ssrEntryFor(webDistDir)).href)) as {
    render(input: Record<string, unknown>): Promise<{ html: string }>;
  };
  const template = inlineStylesheets(fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8'), webDistDir);
  const fetch = injectFetch(t.app);
  return (await entry.render({ url: `/post/${postId}`, origin: ORIGIN, template, fetch, keepFragments: false })).html;
}

/** The page as another instance renders it the first time: the same built entry with a store that kept nothing. */
async function otherInstanceRender() {
  const entry = (await import(pathToFileURL(ssrEntryFor(webDistDir)).href)) as {
    FragmentCache: new () => unknown;
    render(input: Record<string, unknown>): Promise<{ html: string; etag: string; fragments: { kept: number; rendered: number } }>;
  };
  const template = inlineStylesheets(fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8'), webDistDir);
  const fragments = new entry.FragmentCache();
  return entry.render({ url: `/post/${postId}`, origin: ORIGIN, template, fetch: injectFetch(t.app), fragments });
}

/**
 * How many parts the server pasted from kept HTML and how many it rendered, so far (its metrics). A visitor's question
 * page has six: the top bar, the list of answers, each answer inside it (two here), the sidebar's promise and the
 * footer; a kept list is pasted whole, its answers inside it.
 */
async function fragmentCounts() {
  const res = await t.request({ method: 'GET', url: '/metrics' });
  const count = (kind: string) =>
    Number(new RegExp(`^pretoire_ssr_fragments_total\\{kind="${kind}"\\} (\\d+)`, 'm').exec(res.body)?.[1] ?? 0);
  return { kept: count('kept'), rendered: count('rendered') };
}

/** A reply to the question; its id. */
async function answer(token: string, content: string) {
  const res = await t.request({ method: 'POST', url: `/api/posts/${postId}/replies`, token, payload: { content } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().replies.find((r: { content: string }) => r.content === content)._id as string;
}

beforeAll(async () => {
  requireWebBuild();
  t = await createTestApp({ env: { WEB_DIST: webDistDir, PUBLIC_URL: ORIGIN } });
  member = await t.createUser({ nickname: 'fragment_asker' });
  lawyer = await t.createUser({ role: 'lawyer', firstName: 'Inès', lastName: 'Fragon', barAssociation: 'Barreau de Lille' });
  other = await t.createUser({ role: 'lawyer', firstName: 'Marc', lastName: 'Garde', barAssociation: 'Barreau de Nantes' });
  const ask = await t.request({
    method: 'POST',
    url: '/api/posts',
    token: member.token,
    payload: {
      title: 'Préavis de démission en période d’essai',
      content: 'Quel préavis dois-je respecter pour partir ?',
      category: 'travail',
    },
  });
  expect(ask.statusCode, ask.body).toBe(201);
  postId = ask.json()._id;
  cited = await answer(lawyer.token, 'Voyez l’article L1221-25 du Code du travail : le délai dépend de la durée de présence.');
  plain = await answer(other.token, 'Un écrit daté suffit ; gardez-en une copie.');
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await t?.close();
});

describe('kept answer fragments', () => {
  it('a page built from kept answers is byte for byte the page rendered in full, with no marker left', async () => {
    const first = await page();
    const second = await page();
    expect(first).toContain('Un écrit daté suffit');
    expect(visible(second)).toBe(visible(first));
    expect(second).not.toContain('data-fragment');
    expect(first).not.toContain('data-fragment');
  });

  it('an edited answer, a nested reply and a new answer show at once; the others stay as they were', async () => {
    await page();
    const edit = await t.request({
      method: 'PUT',
      url: `/api/posts/${postId}/replies/${plain}`,
      token: other.token,
      payload: { content: 'Un écrit daté et signé suffit ; gardez-en une copie.' },
    });
    expect(edit.statusCode).toBe(200);
    const nested = await t.request({
      method: 'POST',
      url: `/api/posts/${postId}/replies/${cited}`,
      token: member.token,
      payload: { content: 'Merci, j’ai six mois de présence.' },
    });
    expect(nested.statusCode).toBe(200);
    const html = await page();
    expect(html).toContain('Un écrit daté et signé suffit');
    expect(html).not.toContain('Un écrit daté suffit');
    expect(html).toContain('Merci, j’ai six mois de présence.');
    expect(html).toContain('article L1221-25');
  });

  it('a kept answer outlives the minute: pasted again with its relative date moved, the page as a full render gives it', async () => {
    await page();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 + 5_000 });
    const before = await fragmentCounts();
    const kept = await page();
    const after = await fragmentCounts();
    expect(after.kept - before.kept).toBe(4);
    expect(after.rendered - before.rendered).toBe(0);
    expect(kept.match(/data-ago="">il y a 10 minutes<\/time>/g)).toHaveLength(3);
    expect(visible(kept)).toBe(visible(await fullRender()));
  });

  it('has the same ETag whether its answers were kept or rendered afresh (another instance, a restart)', async () => {
    await page();
    const before = await fragmentCounts();
    const kept = await t.request({ method: 'GET', url: `/post/${postId}` });
    expect((await fragmentCounts()).kept - before.kept).toBe(4);
    const other = await otherInstanceRender();
    expect(other.fragments).toEqual({ kept: 0, rendered: 6 });
    expect(visible(other.html)).toBe(visible(kept.body));
    expect(other.etag).toBe(kept.headers.etag);
  });

  it('a new answer renders the list again with the other answers pasted inside it, under the ETag a full render gives', async () => {
    await page();
    await answer(lawyer.token, 'Précision : la convention collective peut prévoir un délai plus court.');
    const before = await fragmentCounts();
    const rebuilt = await t.request({ method: 'GET', url: `/post/${postId}` });
    const after = await fragmentCounts();
    // Rendered: the list and the new answer; kept: the top bar, the two earlier answers, the sidebar, the footer.
    expect({ kept: after.kept - before.kept, rendered: after.rendered - before.rendered }).toEqual({ kept: 5, rendered: 2 });
    expect(rebuilt.body).toContain('la convention collective peut prévoir');
    const other = await otherInstanceRender();
    expect(visible(rebuilt.body)).toBe(visible(other.html));
    expect(rebuilt.headers.etag).toBe(other.etag);
    const again = await t.request({ method: 'GET', url: `/post/${postId}` });
    expect(again.headers.etag).toBe(rebuilt.headers.etag);
    expect(visible(again.body)).toBe(visible(rebuilt.body));
  });

  it('follows the clock: relative dates and the old-law warning of kept answers move with time', async () => {
    const now = await page();
    expect(now).not.toContain('vérifiez que les textes cités');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3 * 366 * 24 * 3600_000 });
    const later = await page();
    expect(later).toContain('il y a 3 ans');
    expect(later).toContain('vérifiez que les textes cités');
  });
});
