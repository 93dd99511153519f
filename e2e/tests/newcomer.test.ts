// A newcomer's first pages: a refused page that leads somewhere (heading, explanation, its own tab title, links that
// work before the app has started), no English in the interface beyond the spec's own sentences, the legal pages
// readable without the app, and «Posez votre question» from a question page (decisions/newcomer-pages.md).
import { CLIENT_MESSAGES, GUARD_MESSAGES, OTHER_STATUS_MESSAGE, OTP_SENT_DEFAULT, STATUS_FALLBACK_MESSAGES } from '@pretoire/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, answer, api, askQuestion, login, registerLawyer, registerMember, signIn } from '../src/api';
import { type Harness, startHarness } from '../src/harness';
import { pageAs, settled } from '../src/session';

let h: Harness;
const PASSWORD = 'Zq7!fjr2-Lpx-58-toile';
let member = '';
const tok: Record<'lawyer' | 'pending' | 'moderator' | 'admin', string> = { lawyer: '', pending: '', moderator: '', admin: '' };
let postId = '';
let lawyerId = '';

beforeAll(async () => {
  h = await startHarness();
  await registerMember(h, 'camille@newcomer.test', 'camille_nouvelle', PASSWORD);
  member = await login(h, 'camille@newcomer.test', PASSWORD);
  const lawyer = await registerLawyer(
    h,
    { email: 'paul.girard@newcomer.avocat.test', password: PASSWORD, firstName: 'Paul', lastName: 'Girard' },
    { approve: true },
  );
  tok.lawyer = lawyer.token;
  lawyerId = lawyer.id;
  tok.pending = (
    await registerLawyer(h, { email: 'lise.morel@newcomer.avocat.test', password: PASSWORD, firstName: 'Lise', lastName: 'Morel' })
  ).token;
  tok.admin = await adminToken(h);
  await registerMember(h, 'yanis@newcomer.test', 'yanis_b', PASSWORD);
  const moderator = await signIn(h, 'yanis@newcomer.test', PASSWORD);
  await api(h, 'PUT', `/admin/users/${moderator.user._id}/role`, { token: tok.admin, body: { role: 'moderator' } });
  tok.moderator = moderator.token;
  postId = await askQuestion(h, member, {
    title: 'Mon voisin a construit un mur sur mon terrain',
    content: 'Le mur dépasse de quarante centimètres sur ma parcelle depuis le mois dernier. Quels sont mes recours ?',
  });
  await answer(
    h,
    tok.lawyer,
    postId,
    'Faites constater l’empiètement par un géomètre-expert, puis adressez une mise en demeure à votre voisin.',
  );
}, 180_000);
afterAll(async () => h?.stop());

/** A page without JavaScript: what arrives before the app has started, or on a phone where it never does. */
async function bare(path: string): Promise<Page> {
  const context = await h.browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto(`${h.baseUrl}${path}`);
  return page;
}

/** A fresh phone on slow 3G; navigation returns as soon as the page starts arriving (no wait for hydration). */
async function slowVisit(path: string): Promise<Page> {
  const context = await h.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR', isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
  const goto = Object.getPrototypeOf(page).goto as Page['goto'];
  await goto.call(page, `${h.baseUrl}${path}`, { waitUntil: 'commit' });
  return page;
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated ?? '');

describe('a refused page leads somewhere', () => {
  it('without the app, /create-post says why in French, keeps the spec’s sentence and links to sign-up, sign-in and the questions', async () => {
    const page = await bare('/create-post');
    expect(await page.title()).toBe('Connexion requise — Prétoire');
    await page.getByRole('heading', { level: 1, name: 'Connexion requise' }).waitFor();
    expect(await page.getByText(GUARD_MESSAGES.signIn, { exact: true }).count()).toBe(1);
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe('/create-post?compte=inscription');
    expect(await main.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/create-post?compte=connexion');
    await main.getByRole('link', { name: 'Retour aux questions' }).click();
    await page.waitForURL('**/home');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.context().close();
  });

  it('with the app, its links open the auth dialog in the mode they name; the tab has the page’s own title', async () => {
    const page = await pageAs(h.browser, null);
    await page.goto(`${h.baseUrl}/my-posts`);
    expect(await page.title()).toBe('Connexion requise — Prétoire');
    const main = page.getByRole('main');
    for (const [name, mode] of [
      ['Créer un compte', 'register'],
      ['Se connecter', 'login'],
    ]) {
      await main.getByRole('link', { name }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.getAttribute('data-mode'), name).toBe(mode);
      expect(new URL(page.url()).pathname).toBe('/my-posts');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await page.context().close();
  });

  it('«Créer un compte» tapped before the app has started opens sign-up once it has', async () => {
    const page = await slowVisit('/create-post');
    const link = page.getByRole('link', { name: 'Créer un compte' });
    await link.waitFor({ state: 'visible', timeout: 60_000 });
    expect(await hydrated(page)).not.toContain('page');
    await link.tap();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: 90_000 });
    expect(await dialog.getAttribute('data-mode')).toBe('register');
    // The address is the page's own again: a reload does not open the dialog a second time.
    await expect.poll(() => page.url(), { timeout: 10_000 }).toBe(`${h.baseUrl}/create-post`);
    await page.context().close();
  });

  it('a member gets the page itself and its title; a member on /admin gets a French refusal and its title', async () => {
    const page = await pageAs(h.browser, member);
    await page.goto(`${h.baseUrl}/create-post`);
    await page.getByRole('heading', { level: 1, name: 'Poser une question' }).waitFor();
    await expect.poll(() => page.title()).toBe('Poser une question — Prétoire');
    expect(await page.getByRole('heading', { name: 'Connexion requise' }).count()).toBe(0);
    await page.goto(`${h.baseUrl}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Accès réservé' }).waitFor();
    expect(await page.getByText(GUARD_MESSAGES.role, { exact: true }).count()).toBe(1);
    await expect.poll(() => page.title()).toBe('Accès réservé — Prétoire');
    await page.context().close();
  });
});

describe('ask from where you are', () => {
  it('a question page offers a visitor «Posez votre question» under the answers, a link even without the app', async () => {
    const page = await bare(`/post/${postId}`);
    const ask = page.getByRole('main').getByRole('link', { name: 'Posez votre question' });
    expect(await ask.getAttribute('href')).toBe('/create-post?compte=inscription');
    await page.context().close();
  });

  it('every «Poser une question» / «Posez votre question» of a visitor opens sign-up, not sign-in', async () => {
    const page = await pageAs(h.browser, null);
    for (const [path, name] of [
      [`/post/${postId}`, 'Posez votre question'],
      ['/home', 'Poser une question'],
    ]) {
      await page.goto(`${h.baseUrl}${path}`);
      await page.getByRole('link', { name, exact: true }).last().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.getAttribute('data-mode'), path).toBe('register');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await page.context().close();
  });

  it('«Posez votre question» tapped before the app has started leads to sign-up too', async () => {
    const page = await slowVisit(`/post/${postId}`);
    const ask = page.getByRole('link', { name: 'Posez votre question' });
    await ask.waitFor({ state: 'visible', timeout: 60_000 });
    expect(await hydrated(page)).not.toContain('page');
    await ask.tap();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: 90_000 });
    expect(await dialog.getAttribute('data-mode')).toBe('register');
    await page.context().close();
  });
});

describe('the legal pages are readable without the app', () => {
  it('/mentions-legales, /conditions-utilisation and /confidentialite arrive whole, with their own title', async () => {
    for (const [path, title, text] of [
      ['/mentions-legales', 'Mentions légales', 'Hébergeur'],
      ['/conditions-utilisation', 'Conditions d’utilisation', 'de vos signalements ou plus sont jugés'],
      ['/confidentialite', 'Politique de confidentialité', 'Vos droits'],
    ]) {
      const page = await bare(path);
      expect(await page.title(), path).toBe(`${title} — Prétoire`);
      expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toBe(title);
      expect(await page.getByRole('main').innerText(), path).toContain(text);
      expect(await page.getByRole('main').innerText(), path).not.toContain('…');
      await page.context().close();
    }
  });
});

/**
 * Common English words of an interface, as whole words (case-insensitive). «page», «menu», «notifications»,
 * «message», «badge» and «admin» are left out: they are French words (or used as such) too.
 */
const ENGLISH = [
  'the',
  'and',
  'you',
  'your',
  'sign',
  'signed',
  'login',
  'logout',
  'log in',
  'log out',
  'loading',
  'error',
  'submit',
  'cancel',
  'save',
  'delete',
  'edit',
  'search',
  'not found',
  'settings',
  'next',
  'previous',
  'back',
  'close',
  'welcome',
  'please',
  'failed',
  'success',
  'upload',
  'download',
  'profile',
  'dashboard',
  'user',
  'users',
  'lawyer',
  'lawyers',
  'reply',
  'replies',
  'post',
  'posts',
  'account',
  'password',
  'email',
  'show',
  'hide',
  'more',
  'view',
  'home',
  'new',
  'all',
  'unread',
  'mark as',
  'with',
  'this',
  'that',
  'for',
  'are',
  'is',
  'of',
  'to',
  'yes',
  'pending',
  'approved',
  'rejected',
  'open',
  'closed',
  'answered',
  'resolved',
  'select',
  'send',
];
// Letters in the Unicode sense: «désignés» holds no «sign».
const ENGLISH_RE = new RegExp(`(?<![\\p{L}\\p{N}])(${ENGLISH.join('|').replace(/ /g, '\\s+')})(?![\\p{L}\\p{N}])`, 'iu');

/** The spec's own English strings (§2, §5, §8): the interface may show them as they are. */
const SPEC_ENGLISH = [
  ...Object.values(GUARD_MESSAGES),
  'Admin Dashboard',
  ...Object.values(STATUS_FALLBACK_MESSAGES),
  OTHER_STATUS_MESSAGE,
  OTP_SENT_DEFAULT,
  CLIENT_MESSAGES.verifyOtpFailed,
  CLIENT_MESSAGES.resendOtpFailed,
  CLIENT_MESSAGES.verificationFailed,
  CLIENT_MESSAGES.resetFailed,
  CLIENT_MESSAGES.loadPostsFailed,
  CLIENT_MESSAGES.sixDigits,
  CLIENT_MESSAGES.authRequired,
  CLIENT_MESSAGES.downloadFailed,
  'Unknown Lawyer',
  'Unknown User',
];

/** The lines of what a person reads or hears on the page (text, tab title, labels, placeholders) that hold English. */
async function englishOn(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const out = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (!el.checkVisibility() || el.closest('[aria-hidden="true"]')) continue;
      for (const a of ['aria-label', 'placeholder', 'title', 'alt']) {
        const v = el.getAttribute(a);
        if (v) out.push(v);
      }
    }
    return out.join('\n');
  });
  return text
    .split('\n')
    .map((line) => SPEC_ENGLISH.reduce((l, s) => l.split(s).join(' '), line).trim())
    .filter((line) => ENGLISH_RE.test(line))
    .map((line) => `${line.match(ENGLISH_RE)?.[0]}: ${line.slice(0, 120)}`);
}

type Visit = string | { path: string; open: (page: Page) => Promise<void> };

/** Every page of `visits` as `token` sees it, once settled; English found, by page. */
async function sweep(token: string | null, visits: Visit[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const page = await pageAs(h.browser, token);
  for (const v of visits) {
    const path = (typeof v === 'string' ? v : v.path).replace(':post', postId).replace(':lawyer', lawyerId);
    await page.goto(`${h.baseUrl}${path}`);
    await settled(page);
    await page.waitForTimeout(300);
    let label = path;
    if (typeof v !== 'string') {
      await v.open(page);
      label = `${path} (${v.open.name})`;
    }
    const english = await englishOn(page);
    if (english.length) found[label] = english;
  }
  await page.context().close();
  return found;
}

async function signUpDialog(page: Page) {
  await page.getByRole('button', { name: "S'inscrire" }).first().click();
  await page.getByRole('dialog').waitFor();
}
async function lawyerSignUpDialog(page: Page) {
  await signUpDialog(page);
  await page.getByRole('dialog').getByRole('tab', { name: 'Compte Avocat' }).click();
}
async function signInDialog(page: Page) {
  await page
    .getByRole('button', { name: /^Se connecter$/i })
    .first()
    .click();
  await page.getByRole('dialog').waitFor();
}
async function userMenu(page: Page) {
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('button', { name: /^Menu utilisateur/ })
    .click({ timeout: 60_000 });
  await page.getByRole('menu').waitFor();
}

const SWEEP = 300_000;

describe('no English in the interface beyond the spec’s own sentences', () => {
  it(
    'as a visitor',
    async () => {
      expect(
        await sweep(null, [
          '/',
          { path: '/', open: signUpDialog },
          { path: '/', open: lawyerSignUpDialog },
          { path: '/home', open: signInDialog },
          '/home',
          '/category/travail',
          '/post/:post',
          '/forgot-password',
          '/avocats',
          '/avocats/:lawyer',
          '/create-post',
          '/transparence',
          '/mentions-legales',
          '/conditions-utilisation',
          '/confidentialite',
          '/recours',
          '/nulle/part',
        ]),
      ).toEqual({});
    },
    SWEEP,
  );

  it(
    'as a member',
    async () => {
      expect(
        await sweep(member, [
          '/home',
          { path: '/home', open: userMenu },
          '/post/:post',
          '/create-post',
          '/my-posts',
          '/profile',
          '/notifications',
          '/consultations',
          '/admin',
        ]),
      ).toEqual({});
    },
    SWEEP,
  );

  it(
    'as a lawyer, approved or pending',
    async () => {
      const approved = await sweep(tok.lawyer, [
        '/post/:post',
        '/activities',
        '/questions-a-traiter',
        '/profile',
        '/notifications',
        '/consultations',
      ]);
      const pending = await sweep(tok.pending, ['/activities', '/profile']);
      expect({ approved, pending }).toEqual({ approved: {}, pending: {} });
    },
    SWEEP,
  );

  it(
    'as a moderator and an admin',
    async () => {
      const moderator = await sweep(tok.moderator, ['/moderation', '/post/:post']);
      const admin = await sweep(tok.admin, ['/admin', { path: '/admin', open: userMenu }, '/post/:post', '/profile', '/moderation']);
      expect({ moderator, admin }).toEqual({ moderator: {}, admin: {} });
    },
    SWEEP,
  );
});
