import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { adminToken, api, categories, login, registerLawyer, registerMember } from '../src/api';
import { type Harness, startHarness } from '../src/harness';
import { pageAs, settled } from '../src/session';

/**
 * axe-core on every route of the route table (spec §2) plus the lawyer directory, each visited by the role
 * it is meant for, on a forum with content. Any serious or critical violation fails, listed per page.
 * It also takes the curated screenshots used by the README (`npm run screenshots`).
 */
let h: Harness;
const tok: Record<'member' | 'lawyer' | 'pending' | 'admin', string> = { member: '', lawyer: '', pending: '', admin: '' };
let postId = '';
let lawyerId = '';
let categoryId = '';

beforeAll(async () => {
  h = await startHarness();
  await registerMember(h, 'sophie@axe.test', 'sophie_m', 'Zq7!fjr2-Lpx-42-toile');
  tok.member = await login(h, 'sophie@axe.test', 'Zq7!fjr2-Lpx-42-toile');
  const lawyer = await registerLawyer(
    h,
    {
      email: 'marc.lefevre@axe.avocat.test',
      password: 'Zq7!fjr2-Lpx-43-toile',
      firstName: 'Marc',
      lastName: 'Lefèvre',
      barAssociation: 'Barreau de Bordeaux',
    },
    { approve: true },
  );
  tok.lawyer = lawyer.token;
  lawyerId = lawyer.id;
  tok.pending = (
    await registerLawyer(h, {
      email: 'nina.garnier@axe.avocat.test',
      password: 'Zq7!fjr2-Lpx-44-toile',
      firstName: 'Nina',
      lastName: 'Garnier',
    })
  ).token;
  tok.admin = await adminToken(h);
  const cats = await categories(h);
  const bySlug = (s: string) => cats.find((c) => c.slug === s)!._id;
  categoryId = bySlug('travail');
  const questions = [
    [
      'travail',
      'Heures supplémentaires non payées depuis six mois',
      'Mon employeur refuse de payer mes heures supplémentaires pourtant notées sur le planning. Que faire ?',
    ],
    [
      'immobilier-logement',
      'Dépôt de garantie non restitué après l’état des lieux',
      'J’ai rendu les clés il y a trois mois, l’état des lieux de sortie était conforme, et je n’ai rien reçu.',
    ],
    [
      'famille',
      'Garde alternée et déménagement dans une autre ville',
      'Mon ex-conjoint veut déménager à 300 km avec nos enfants. La garde alternée est-elle remise en cause ?',
    ],
    [
      'consommation',
      'Abonnement de salle de sport impossible à résilier',
      'La salle refuse ma résiliation envoyée par courrier recommandé et continue de prélever.',
    ],
  ] as const;
  for (const [slug, title, content] of questions) {
    const post = await api<{ _id: string }>(h, 'POST', '/posts', { token: tok.member, body: { title, content, category: bySlug(slug) } });
    if (!postId) postId = post._id;
    if (slug === 'famille') continue;
    const answered = await api<{ replies: { _id: string }[] }>(h, 'POST', `/posts/${post._id}/replies`, {
      token: tok.lawyer,
      body: {
        content:
          'Conservez toutes les preuves écrites, puis adressez une mise en demeure par lettre recommandée avec accusé de réception. Sans réponse sous quinze jours, une saisine du tribunal compétent est possible.',
      },
    });
    const answerId = answered.replies[0]!._id;
    if (slug === 'travail') {
      await api(h, 'POST', `/posts/${post._id}/replies/${answerId}`, {
        token: tok.member,
        body: { content: 'Merci Maître. Le planning signé par mon responsable suffit-il comme preuve ?' },
      });
      await api(h, 'PUT', `/posts/${post._id}/replies/${answerId}/satisfactory`, { token: tok.member, body: { rating: 5 } });
    }
  }
});
afterAll(async () => h?.stop());

type Visit = { path: string; shot?: string; mobile?: boolean };

async function scan(token: string | null, visits: Visit[]) {
  const problems: Record<string, string[]> = {};
  const page: Page = await pageAs(h.browser, token);
  for (const v of visits) {
    const path = v.path.replace(':post', postId).replace(':lawyer', lawyerId).replace(':category', categoryId);
    await page.goto(`${h.baseUrl}${path}`);
    await settled(page);
    await page.waitForTimeout(300);
    const found = await seriousViolations(page);
    if (found.length) problems[path] = found;
    // One visit per width: the phone's axe run and picture share one resize.
    if (v.shot) await h.screenshotAt(page, v.shot);
    if (v.mobile || v.shot) {
      await page.setViewportSize({ width: 390, height: 844 });
      if (v.mobile) {
        const onPhone = await seriousViolations(page);
        if (onPhone.length) problems[`${path} (390 px)`] = onPhone;
      }
      if (v.shot) await h.screenshotAt(page, v.shot);
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  }
  await page.context().close();
  return problems;
}

const SLOW = 300_000; // a role visits up to 8 pages, with axe at two widths, on a shared 2-core machine

describe('axe-core: no serious or critical violation on any route', () => {
  it(
    'as a visitor',
    async () => {
      expect(
        await scan(null, [
          { path: '/', shot: 'tour-landing', mobile: true },
          { path: '/home', shot: 'tour-home', mobile: true },
          { path: '/category/:category', mobile: true },
          { path: '/post/:post', shot: 'tour-post-visitor', mobile: true },
          { path: '/forgot-password' },
          { path: '/avocats' },
          { path: '/avocats/:lawyer' },
          { path: '/create-post' },
        ]),
      ).toEqual({});
    },
    SLOW,
  );

  it(
    'as a member',
    async () => {
      expect(
        await scan(tok.member, [
          { path: '/home' },
          { path: '/post/:post', shot: 'tour-post-author', mobile: true },
          { path: '/create-post', shot: 'tour-create-post', mobile: true },
          { path: '/my-posts', mobile: true },
          { path: '/profile', mobile: true },
          { path: '/notifications', mobile: true },
          { path: '/admin' },
        ]),
      ).toEqual({});
    },
    SLOW,
  );

  it(
    'as an approved lawyer',
    async () => {
      expect(
        await scan(tok.lawyer, [
          { path: '/post/:post', mobile: true },
          { path: '/activities', mobile: true },
          { path: '/profile' },
          { path: '/notifications' },
        ]),
      ).toEqual({});
    },
    SLOW,
  );

  it(
    'as a pending lawyer',
    async () => {
      expect(await scan(tok.pending, [{ path: '/activities' }, { path: '/profile' }])).toEqual({});
    },
    SLOW,
  );

  it(
    'as an admin',
    async () => {
      expect(
        await scan(tok.admin, [
          { path: '/admin', shot: 'tour-admin', mobile: true },
          { path: '/post/:post' },
          { path: '/profile' },
          { path: '/notifications' },
        ]),
      ).toEqual({});
    },
    SLOW,
  );
});
