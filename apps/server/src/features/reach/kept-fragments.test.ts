// Answers' HTML kept between server renders (decisions/reach-ssr.md, «kept fragments»): a page built from kept
// fragments is the page a full render gives, and nothing kept outlives what it shows (data, clock).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { requireWebBuild, webDistDir } from '../../test/pages';

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

beforeAll(async () => {
  requireWebBuild();
  t = await createTestApp({ env: { WEB_DIST: webDistDir } });
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
  const answer = async (token: string, content: string) => {
    const res = await t.request({ method: 'POST', url: `/api/posts/${postId}/replies`, token, payload: { content } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().replies.find((r: { content: string }) => r.content === content)._id as string;
  };
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

  it('follows the clock: relative dates and the old-law warning of kept answers move with time', async () => {
    const now = await page();
    expect(now).not.toContain('vérifiez que les textes cités');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3 * 366 * 24 * 3600_000 });
    const later = await page();
    expect(later).toContain('il y a 3 ans');
    expect(later).toContain('vérifiez que les textes cités');
  });
});
