import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { parsePage, requireWebBuild, webDistDir } from '../../test/pages';

// «Demander une consultation à Maître X» under the answers of lawyers who take consultations is a plain link in the
// server-rendered page: it works before the app starts, and leads to the request form with the question prefilled
// (docs/decisions/consultations.md).

let t: TestApp;
let postId: string;
let takerId: string;

beforeAll(async () => {
  requireWebBuild();
  t = await createTestApp({ env: { PUBLIC_URL: 'https://pretoire.example', WEB_DIST: webDistDir } });
  const member = await t.createUser();
  const taker = await t.createUser({ role: 'lawyer', firstName: 'Claire', lastName: 'Offrante', acceptsConsultations: true });
  const quiet = await t.createUser({ role: 'lawyer', firstName: 'Paul', lastName: 'Discret' });
  takerId = taker.user.id;
  const ask = await t.request({
    method: 'POST',
    url: '/api/posts',
    token: member.token,
    payload: {
      title: 'Mon bailleur garde le dépôt de garantie',
      content: 'Deux mois après mon départ, rien. Que faire ?',
      category: 'travail',
    },
  });
  expect(ask.statusCode).toBe(201);
  postId = ask.json()._id;
  for (const who of [taker, quiet]) {
    const r = await t.request({
      method: 'POST',
      url: `/api/posts/${postId}/replies`,
      token: who.token,
      payload: { content: 'Mettez le bailleur en demeure par lettre recommandée.' },
    });
    expect(r.statusCode).toBe(200);
  }
});
afterAll(async () => t?.close());

describe('the consultation link under an answer, before JavaScript', () => {
  it('is under the answer of a lawyer who takes consultations, and only there', async () => {
    const res = await t.request({ method: 'GET', url: `/post/${postId}` });
    expect(res.statusCode).toBe(200);
    const page = parsePage(res.body);
    const links = page.all((e) => e.name === 'a' && (e.attribs.href ?? '').includes('#demande-consultation'));
    expect(links.map((a) => a.attribs.href)).toEqual([`/avocats/${takerId}?question=${postId}#demande-consultation`]);
    expect(page.text).toContain('Demander une consultation à Maître Claire Offrante');
    expect(page.text).not.toContain('Demander une consultation à Maître Paul Discret');
  });

  it('leads to the lawyer\u2019s profile, where the request starts (a visitor is asked to sign in)', async () => {
    const res = await t.request({ method: 'GET', url: `/avocats/${takerId}?question=${postId}` });
    expect(res.statusCode).toBe(200);
    const page = parsePage(res.body);
    expect(page.all((e) => e.attribs.id === 'demande-consultation')).toHaveLength(1);
    expect(page.text).toContain('Connectez-vous pour demander une consultation.');
  });
});
