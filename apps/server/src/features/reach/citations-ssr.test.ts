import { eq, sql } from 'drizzle-orm';
import { DomUtils } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replies } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { parsePage, requireWebBuild, webDistDir } from '../../test/pages';

// Legal citations in bodies are links in the server-rendered HTML (docs/decisions/citations.md): a reader without
// JavaScript, and a crawler, get them.

let t: TestApp;
let postId: string;

beforeAll(async () => {
  requireWebBuild();
  t = await createTestApp({ env: { PUBLIC_URL: 'https://pretoire.example', WEB_DIST: webDistDir } });
  const member = await t.createUser({ nickname: 'camille_l' });
  const lawyer = await t.createUser({ role: 'lawyer', firstName: 'Claire', lastName: 'Martin', barAssociation: 'Barreau de Lyon' });
  const ask = await t.request({
    method: 'POST',
    url: '/api/posts',
    token: member.token,
    payload: {
      title: 'Quel préavis après mon licenciement ?',
      content: 'Mon employeur parle de l’article L1234-1 du Code du travail. Mon salaire est de 1 500 € et <b>je conteste</b>.',
      category: 'travail',
    },
  });
  expect(ask.statusCode).toBe(201);
  postId = ask.json()._id;
  const answer = await t.request({
    method: 'POST',
    url: `/api/posts/${postId}/replies`,
    token: lawyer.token,
    payload: { content: 'Voir aussi Cass. soc., 13 sept. 2023, n° 21-18.912, et l’art. 700 du CPC pour vos frais.' },
  });
  expect(answer.statusCode).toBe(200);
  const plain = await t.request({
    method: 'POST',
    url: `/api/posts/${postId}/replies`,
    token: lawyer.token,
    payload: { content: 'Écrivez à votre employeur par lettre recommandée avec accusé de réception.' },
  });
  expect(plain.statusCode).toBe(200);
  // An old answer citing a text: written three years ago.
  const old = await t.request({
    method: 'POST',
    url: `/api/posts/${postId}/replies`,
    token: lawyer.token,
    payload: { content: 'Le délai court selon l’article L1471-1 du Code du travail.' },
  });
  expect(old.statusCode).toBe(200);
  const oldId = old.json().replies.find((r: { content: string }) => r.content.includes('L1471-1'))._id;
  await t.db.update(replies).set({ createdAt: sql`now() - interval '3 years'` }).where(eq(replies.id, oldId));
});
afterAll(async () => {
  await t?.close();
});

describe('citations on the server-rendered question page', () => {
  it('are links to the official text, opening in a new tab with an accessible name, the rest staying text', async () => {
    const res = await t.request({ method: 'GET', url: `/post/${postId}` });
    expect(res.statusCode).toBe(200);
    const page = parsePage(res.body);
    const links = page.all((e) => e.name === 'a' && e.attribs['data-citation'] !== undefined);
    // The old answer's citation is the date test's (below).
    const seen = links.map((a) => [DomUtils.textContent(a), a.attribs.href]).filter(([text]) => !text?.includes('L1471-1'));
    expect(seen).toEqual([
      [
        'article L1234-1 du Code du travail',
        'https://www.legifrance.gouv.fr/search/code?tab_selection=code&searchField=NUM_ARTICLE&query=L1234-1',
      ],
      [
        'Cass. soc., 13 sept. 2023, n° 21-18.912',
        'https://www.courdecassation.fr/recherche-judilibre?search_api_fulltext=21-18.912&judilibre_juridiction=cc',
      ],
      ['art. 700 du CPC', 'https://www.legifrance.gouv.fr/search/code?tab_selection=code&searchField=NUM_ARTICLE&query=700'],
    ]);
    for (const a of links) {
      expect(a.attribs.target).toBe('_blank');
      expect(a.attribs.rel).toContain('noopener');
      expect(a.attribs['aria-label']?.startsWith(DomUtils.textContent(a))).toBe(true);
      expect(a.attribs['aria-label']).toMatch(/, sur (Légifrance|Judilibre) \(nouvel onglet\)$/);
    }
    expect(page.text).toContain('Mon salaire est de 1 500 € et <b>je conteste</b>.');
    expect(page.all((e) => e.name === 'b')).toEqual([]);
  });

  it('date a lawyer’s answer citing a text, and warn when it is older than two years', async () => {
    const res = await t.request({ method: 'GET', url: `/post/${postId}` });
    const page = parsePage(res.body);
    const lines = page.all((e) => e.attribs['data-applicable-law'] !== undefined).map((e) => DomUtils.textContent(e));
    const today = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });
    const threeYearsAgo = new Date();
    threeYearsAgo.setFullYear(threeYearsAgo.getFullYear() - 3);
    // Two answers cite a text (the plain one gets no line), oldest first as the page lists them.
    expect(lines).toEqual([
      `Droit applicable au ${today.format(threeYearsAgo)}Réponse de plus de deux ans : vérifiez que les textes cités n’ont pas changé`,
      `Droit applicable au ${today.format(new Date())}`,
    ]);
  });
});
