import { eq } from 'drizzle-orm';
import { DomUtils } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { parsePage, requireWebBuild, webDistDir } from '../../test/pages';

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON-LD, walked by the assertions below.
type Ld = Record<string, any>;

const ORIGIN = 'https://pretoire.example';
const HOSTILE = 'Mon bail dit </script><script>alert(1)</script> et <!-- ceci --> "guillemets" \\ \u2028 fin du texte.';

let t: TestApp;
let member: Awaited<ReturnType<TestApp['createUser']>>;
let lawyerA: Awaited<ReturnType<TestApp['createUser']>>;
let lawyerB: Awaited<ReturnType<TestApp['createUser']>>;
let postId: string;
let replyA: string;
let replyB: string;

beforeAll(async () => {
  requireWebBuild();
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN, WEB_DIST: webDistDir } });
  member = await t.createUser({ nickname: 'camille_l' });
  lawyerA = await t.createUser({ role: 'lawyer', firstName: 'Claire', lastName: 'Martin', barAssociation: 'Barreau de Lyon' });
  lawyerB = await t.createUser({ role: 'lawyer', firstName: 'Paul', lastName: 'Durand', barAssociation: 'Barreau de Paris' });
  const ask = await t.request({
    method: 'POST',
    url: '/api/posts',
    token: member.token,
    payload: { title: 'Mon propriétaire garde mon dépôt de garantie', content: HOSTILE, category: 'immobilier-logement' },
  });
  expect(ask.statusCode).toBe(201);
  postId = ask.json()._id;
  const a = await t.request({
    method: 'POST',
    url: `/api/posts/${postId}/replies`,
    token: lawyerA.token,
    payload: { content: 'Le bailleur dispose d’un mois pour restituer le dépôt ; envoyez une mise en demeure.' },
  });
  replyA = a.json().replies.find((r: { author: { _id: string } }) => r.author._id === lawyerA.user.id)._id;
  const b = await t.request({
    method: 'POST',
    url: `/api/posts/${postId}/replies`,
    token: lawyerB.token,
    payload: { content: 'Vous pouvez aussi saisir la commission départementale de conciliation.' },
  });
  replyB = b.json().replies.find((r: { author: { _id: string } }) => r.author._id === lawyerB.user.id)._id;
  const mark = await t.request({
    method: 'PUT',
    url: `/api/posts/${postId}/replies/${replyA}/satisfactory`,
    token: member.token,
    payload: { rating: 4 },
  });
  expect(mark.statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

describe('server-rendered question page', () => {
  it('holds the whole question and its answers in the HTML, without JavaScript', async () => {
    const res = await get(`/post/${postId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="fr"');
    const page = parsePage(res.body);
    const h1 = page.all((e) => e.name === 'h1')[0];
    expect(h1 && page.text).toContain('Mon propriétaire garde mon dépôt de garantie');
    expect(page.text).toContain('"guillemets"');
    expect(page.text).toContain('</script><script>alert(1)</script>'); // as text, escaped in the markup
    for (const s of [
      'Immobilier et logement',
      'Résolue',
      'camille_l',
      'Maître Claire Martin',
      'Barreau de Lyon',
      'Maître Paul Durand',
      'Barreau de Paris',
      'envoyez une mise en demeure',
      'commission départementale de conciliation',
      'Réponse satisfaisante ★★★★',
      '2 réponses',
    ])
      expect(page.text, s).toContain(s);
    expect(page.all((e) => e.name === 'time').length).toBeGreaterThanOrEqual(3);
    // The user text never becomes markup: only our own scripts exist.
    const scripts = page.all((e) => e.name === 'script');
    if (process.env.DUMP_HTML) (await import('node:fs')).writeFileSync(process.env.DUMP_HTML, res.body);
    // The template's classic scripts are its own two, allowed by their CSP hashes: the early taps
    // (decisions/web-early-taps.md) and the stored-session mark (decisions/newcomer-pages.md).
    const classic = scripts.filter((s) => !s.attribs.type);
    expect(classic).toHaveLength(2);
    expect(classic.map((s) => s.attribs.src)).toEqual([undefined, undefined]);
    expect(res.body).toContain('window.__earlyTaps');
    expect(res.body).toContain("setAttribute('data-session', '')");
    expect(
      scripts.filter((s) => s.attribs.type).every((s) => ['module', 'application/json', 'application/ld+json'].includes(s.attribs.type)),
    ).toBe(true);
    expect(page.all((e) => e.name === 'script' && e.attribs.type === 'application/json' && e.attribs.id === 'ssr-data')).toHaveLength(1);
  });

  it('hydrates with exactly the JSON its route sends a visitor, a hidden question included', async () => {
    type Payload = { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } };
    const pageData = async (key: string) => {
      const page = parsePage((await get(`/post/${postId}`)).body);
      const [block] = page.all((e) => e.attribs.id === 'ssr-data');
      const payload = JSON.parse(DomUtils.textContent(block)) as Payload;
      return payload.queries.queries.find((q) => q.queryKey[0] === key)?.state.data;
    };
    const postData = () => pageData('post');
    const visitorJson = async () => (await get(`/api/posts/${postId}`)).json();
    expect(await postData()).toEqual(await visitorJson());
    // The ads every page reads, as their route sends them (both from the ads' kept JSON).
    expect(await pageData('ads')).toEqual((await get('/api/ads')).json());
    await t.db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, postId));
    try {
      const hidden = await postData();
      expect(hidden).toEqual(await visitorJson());
      expect(hidden).toMatchObject({ hidden: true });
      expect(JSON.stringify(hidden)).not.toContain('Mon propriétaire garde mon dépôt de garantie');
    } finally {
      await t.db.update(posts).set({ hiddenAt: null }).where(eq(posts.id, postId));
    }
  });

  it('prints «$’», «$&» and «$`» in a text as written (they are replacement patterns of String.replace)', async () => {
    const dollars = "Le loyer passe de 900$` à 950$' puis $& et $$ : est-ce légal sans avenant au bail ?";
    const ask = await t.request({
      method: 'POST',
      url: '/api/posts',
      token: member.token,
      payload: { title: 'Hausse de loyer en dollars', content: dollars, category: 'immobilier-logement' },
    });
    expect(ask.statusCode, ask.body).toBe(201);
    const res = await get(`/post/${ask.json()._id}`);
    expect(res.statusCode).toBe(200);
    const page = parsePage(res.body);
    expect(page.text).toContain(dollars);
    expect(page.all((e) => e.name === 'html')).toHaveLength(1);
    // The other tests count this file's questions.
    const gone = await t.request({ method: 'DELETE', url: `/api/posts/${ask.json()._id}`, token: member.token });
    expect(gone.statusCode).toBe(200);
  });

  it('has its own head: title, description, canonical from PUBLIC_URL, Open Graph and Twitter tags', async () => {
    const page = parsePage((await get(`/post/${postId}?utm_source=x`)).body);
    expect(page.all((e) => e.name === 'title').map((e) => e.children.map((c) => ('data' in c ? c.data : '')).join(''))).toEqual([
      'Mon propriétaire garde mon dépôt de garantie — Prétoire',
    ]);
    const description = page.meta('description') ?? '';
    expect(description.startsWith('Mon propriétaire garde mon dépôt de garantie : Mon bail dit')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(page.meta('canonical')).toBe(`${ORIGIN}/post/${postId}`);
    expect(page.meta('og:title')).toBe('Mon propriétaire garde mon dépôt de garantie — Prétoire');
    expect(page.meta('og:description')).toBe(description);
    expect(page.meta('og:url')).toBe(`${ORIGIN}/post/${postId}`);
    expect(page.meta('og:type')).toBe('article');
    expect(page.meta('twitter:card')).toBe('summary');
    expect(page.meta('robots')).toBeUndefined();
  });

  it('carries the stylesheet inside the page and nothing that must load before the first paint', async () => {
    const page = parsePage((await get(`/post/${postId}`)).body);
    const styles = page.all((e) => e.name === 'style');
    expect(styles).toHaveLength(1);
    expect(styles[0].children.map((c) => ('data' in c ? c.data : '')).join('')).toContain('tailwindcss');
    expect(page.all((e) => e.name === 'link' && e.attribs.rel === 'stylesheet')).toEqual([]);
    // No preloaded script: fetched early, the bundle was compiled and run before the first paint.
    expect(page.all((e) => e.name === 'link' && /preload/.test(e.attribs.rel ?? ''))).toEqual([]);
    expect(page.all((e) => e.name === 'script' && Boolean(e.attribs.src)).map((e) => e.attribs.type)).toEqual(['module']);
  });

  it('carries QAPage and BreadcrumbList JSON-LD with the right values, safe against </script> and <!--', async () => {
    const res = await get(`/post/${postId}`);
    // The hostile text appears escaped in every script block: nothing ends a block early or opens a comment.
    const blocks = [...res.body.matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(blocks.length).toBe(3);
    for (const b of blocks) {
      expect(b).not.toMatch(/<\/script|<!--/i);
      expect(() => JSON.parse(b)).not.toThrow();
    }
    const [qa, crumbs] = parsePage(res.body).jsonLd() as [Ld, Ld];
    expect(qa['@context']).toBe('https://schema.org');
    expect(qa['@type']).toBe('QAPage');
    const q = qa.mainEntity;
    const stored = (await t.db.select().from(posts).where(eq(posts.id, postId)))[0];
    expect(q).toMatchObject({
      '@type': 'Question',
      name: 'Mon propriétaire garde mon dépôt de garantie',
      text: HOSTILE,
      answerCount: 2,
      dateCreated: stored.createdAt.toISOString(),
      author: { '@type': 'Person', name: 'camille_l' },
    });
    expect(q.acceptedAnswer).toMatchObject({
      '@type': 'Answer',
      text: 'Le bailleur dispose d’un mois pour restituer le dépôt ; envoyez une mise en demeure.',
      url: `${ORIGIN}/post/${postId}#reponse-${replyA}`,
      author: { '@type': 'Person', name: 'Maître Claire Martin', url: `${ORIGIN}/avocats/${lawyerA.user.id}` },
    });
    expect(typeof q.acceptedAnswer.dateCreated).toBe('string');
    expect(q.suggestedAnswer).toHaveLength(1);
    expect(q.suggestedAnswer[0]).toMatchObject({
      text: 'Vous pouvez aussi saisir la commission départementale de conciliation.',
      url: `${ORIGIN}/post/${postId}#reponse-${replyB}`,
      author: { name: 'Maître Paul Durand' },
    });
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { name: string; position: number }) => [i.position, i.name])).toEqual([
      [1, 'Questions'],
      [2, 'Immobilier et logement'],
      [3, 'Mon propriétaire garde mon dépôt de garantie'],
    ]);
    expect(crumbs.itemListElement[2].item).toBe(`${ORIGIN}/post/${postId}`);
  });
});

describe('other public pages', () => {
  it('/ and /home list the questions with their links', async () => {
    for (const url of ['/', '/home']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const page = parsePage(res.body);
      expect(page.text, url).toContain('Mon propriétaire garde mon dépôt de garantie');
      expect(page.all((e) => e.name === 'a' && e.attribs.href === `/post/${postId}`).length, url).toBeGreaterThan(0);
      expect(page.meta('canonical')).toBe(`${ORIGIN}${url}`);
    }
    const home = parsePage((await get('/home')).body);
    expect(home.text).toContain('Questions juridiques');
    expect(home.text).toContain('1 question · page 1 sur 1');
  });

  it('every public page, the landing included, links the legal pages and the transparency figures in its footer', async () => {
    for (const url of ['/', '/home', `/post/${postId}`, '/avocats']) {
      const page = parsePage((await get(url)).body);
      const footer = page.all((e) => e.name === 'nav' && e.attribs['aria-label'] === 'Informations légales')[0];
      expect(footer, url).toBeDefined();
      const links = DomUtils.findAll((e) => e.name === 'a', footer?.children ?? []).map((e) => e.attribs.href);
      expect(links, url).toEqual(['/mentions-legales', '/conditions-utilisation', '/confidentialite', '/transparence']);
    }
  });

  it('/category/:id by slug shows the category and its questions; pagination links past 15 questions', async () => {
    for (let i = 0; i < 16; i += 1)
      await t.request({
        method: 'POST',
        url: '/api/posts',
        token: member.token,
        payload: {
          title: `Question de famille numéro ${i}`,
          content: 'Une question de droit de la famille assez longue.',
          category: 'famille',
        },
      });
    const res = await get('/category/famille');
    expect(res.statusCode).toBe(200);
    const page = parsePage(res.body);
    expect(page.all((e) => e.name === 'h1').length).toBe(1);
    expect(page.text).toContain('Droit de la famille');
    expect(page.text).toContain('Question de famille numéro 15');
    expect(page.all((e) => e.name === 'a' && e.attribs.rel === 'next' && e.attribs.href === '/category/famille?page=2')).toHaveLength(1);
    const second = await get('/category/famille?page=2');
    expect(second.statusCode).toBe(200);
    expect(parsePage(second.body).text).toContain('Question de famille numéro 0');
    expect(parsePage(second.body).meta('canonical')).toMatch(/\/category\/[0-9a-f-]{36}\?page=2$/);
  });

  it('/avocats and /avocats/:id show the lawyers; the profile has Person JSON-LD without e-mail or phone', async () => {
    const list = parsePage((await get('/avocats')).body);
    expect(list.text).toContain('Annuaire des avocats');
    expect(list.text).toContain('Maître Claire Martin');
    const res = await get(`/avocats/${lawyerA.user.id}`);
    expect(res.statusCode).toBe(200);
    const page = parsePage(res.body);
    expect(page.text).toContain('Maître Claire Martin');
    expect(page.text).toContain('Barreau de Lyon');
    expect(page.text).toContain('Droit du travail');
    const [person] = page.jsonLd() as [Ld];
    expect(person).toMatchObject({
      '@type': 'Person',
      name: 'Maître Claire Martin',
      memberOf: { name: 'Barreau de Lyon' },
      knowsAbout: ['Droit du travail'],
      url: `${ORIGIN}/avocats/${lawyerA.user.id}`,
    });
    expect(Object.keys(person).filter((k) => /mail|phone/i.test(k))).toEqual([]);
    expect(JSON.stringify(person)).not.toContain(lawyerA.user.email ?? '@example.test');
  });
});

describe('honest status codes', () => {
  it.each([
    ['an unknown question', '/post/00000000-0000-4000-8000-000000000000'],
    ['a malformed question id', '/post/pas-un-id'],
    ['an unknown category', '/category/nope'],
    ['an unknown lawyer', '/avocats/00000000-0000-4000-8000-000000000000'],
    ['a malformed lawyer id', '/avocats/%3Cscript%3E'],
    ['an unknown path', '/nulle/part'],
    ['a page past the end', '/home?page=999999999'],
    ['a directory page past the end', '/avocats?page=4000'],
  ])('%s answers 404 with the French not-found page', async (_what, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    const page = parsePage(res.body);
    expect(page.text).toContain('Page introuvable');
    // One text for every kind of address, not only questions.
    expect(page.text).toContain('Aucune page ne correspond à cette adresse');
    expect(page.text).not.toContain('La question que vous cherchez');
    expect(page.meta('robots')).toBe('noindex');
  });

  it('a deleted question answers 404', async () => {
    const ask = await t.request({
      method: 'POST',
      url: '/api/posts',
      token: member.token,
      payload: { title: 'Question bientôt supprimée', content: 'Cette question va être supprimée par son auteur.', category: 'famille' },
    });
    const id = ask.json()._id;
    expect((await get(`/post/${id}`)).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/posts/${id}`, token: member.token })).statusCode).toBe(200);
    expect((await get(`/post/${id}`)).statusCode).toBe(404);
  });

  it('odd query strings give a clean page, never a 500', async () => {
    for (const url of [
      '/home?page=-3&sort=%3Cscript%3E&status=nope',
      `/home?q=${'x'.repeat(500)}`,
      '/home?page=1e9',
      '/avocats?page=abc&specialization=%22',
      '/category/famille?status=resolved&page=0',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).toContain('</html>');
    }
  });

  it('pages that need an account arrive as the refusal a visitor gets, with its links, noindex and not publicly cached', async () => {
    for (const url of ['/profile', '/admin', '/notifications', '/my-posts', '/create-post', '/consultations/abc']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const page = parsePage(res.body);
      expect(page.meta('robots'), url).toBe('noindex');
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
      expect(res.headers['cache-control'], url).not.toContain('public');
      expect(DomUtils.textContent(page.all((e) => e.name === 'title')), url).toBe('Connexion requise — Prétoire');
      expect(page.text, url).toContain('You need to be signed in to access this page.');
      const links = page.all((e) => e.name === 'a').map((a) => [DomUtils.textContent(a).trim(), a.attribs.href]);
      expect(links, url).toEqual(
        expect.arrayContaining([
          ['Créer un compte', `${url}?compte=inscription`],
          ['Se connecter', `${url}?compte=connexion`],
          ['Retour aux questions', '/home'],
        ]),
      );
    }
    // A page that needs no account and has no server rendering stays the browser's shell.
    expect(parsePage((await get('/forgot-password')).body).all((e) => e.attribs.id === 'ssr-data')).toHaveLength(0);
  });

  it('the legal pages are readable without the app: their text, the configured identities and thresholds, their own head', async () => {
    const legal = (await t.request({ method: 'GET', url: '/api/legal' })).json() as { publisher: string; contactEmail: string };
    for (const [url, title, texts] of [
      ['/mentions-legales', 'Mentions légales', ['Éditeur', 'Hébergeur', legal.publisher, legal.contactEmail]],
      ['/conditions-utilisation', 'Conditions d’utilisation', ['Ce que vous publiez', 'de vos signalements ou plus sont jugés']],
      ['/confidentialite', 'Politique de confidentialité', ['Vos droits']],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const page = parsePage(res.body);
      for (const s of texts) expect(page.text, `${url}: ${s}`).toContain(s);
      expect(page.text, url).not.toContain('Chargement');
      expect(DomUtils.textContent(page.all((e) => e.name === 'title')), url).toBe(`${title} — Prétoire`);
      expect(page.meta('canonical'), url).toBe(`${ORIGIN}${url}`);
      expect(res.headers['cache-control'], url).toContain('public');
    }
  });
});
