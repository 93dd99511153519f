// A first visit on a phone: a tap made before the app has started is not lost (early taps), closing the auth dialog
// gives focus back to the control that opened it, the landing page invites a newcomer to sign up, and every page
// but the landing (whose spec hides it) has the same top bar with its skip link.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askQuestion, login, registerLawyer, registerMember } from '../src/api';
import { type Harness, startHarness } from '../src/harness';

let h: Harness;
const PASSWORD = 'Zq7!fjr2-Lpx-71-toile';
beforeAll(async () => {
  h = await startHarness();
  // Two lawyers the directory's filters tell apart, and a question for the list's status filters.
  const lawyer = (email: string, lastName: string, barAssociation: string, specialization: string) =>
    registerLawyer(h, { email, password: PASSWORD, lastName, barAssociation, specializations: [specialization] }, { approve: true });
  await lawyer('early.lyon@first-visit.avocat.test', 'Lyonnais', 'Barreau de Lyon', 'Droit Fiscal');
  await lawyer('early.marseille@first-visit.avocat.test', 'Phocéen', 'Barreau de Marseille', 'Droit du travail');
  await registerMember(h, 'early@first-visit.test', 'early_member', PASSWORD);
  await askQuestion(h, await login(h, 'early@first-visit.test', PASSWORD), { title: 'Mon bail peut-il être résilié en hiver ?' });
}, 120_000);
afterAll(async () => h?.stop());

const PHONE = { width: 390, height: 844 };

/** A fresh context (empty cache) on a slow phone connection; navigation returns as soon as the page starts arriving. */
async function slowFirstVisit(path: string): Promise<Page> {
  const context = await h.browser.newContext({ viewport: PHONE, locale: 'fr-FR', isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Slow 3G: the scripts arrive seconds after the first paint.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
  // The harness's goto waits for hydration; a person does not.
  const goto = Object.getPrototypeOf(page).goto as Page['goto'];
  await goto.call(page, `${h.baseUrl}${path}`, { waitUntil: 'commit' });
  return page;
}

/**
 * The text of the focused element once focus has settled: Radix gives focus back in a timer after the dialog has left
 * the page, so reading it the moment the dialog is gone races that timer.
 */
const focusSettlesOn = (page: Page, text: string, message?: string) =>
  expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()), { timeout: 5_000, message }).toBe(text);

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated ?? '');

/** The directory's cards of this file's two lawyers (other journeys' lawyers share the server). */
const OURS = ['Maître Claire Lyonnais', 'Maître Claire Phocéen'];
const ourCards = async (page: Page) => (await page.locator('main li h2').allTextContents()).filter((n) => OURS.includes(n));

describe('first visit', () => {
  it('a tap on «S’inscrire» right after the first paint opens the sign-up dialog once the app has started', async () => {
    const page = await slowFirstVisit('/home');
    const signUp = page.getByRole('button', { name: "S'inscrire" });
    await signUp.waitFor({ state: 'visible', timeout: 60_000 });
    expect(await hydrated(page)).not.toContain('nav');
    await signUp.tap();
    // Whatever focus the tap gave may be lost before the app starts (hydration can replace the node): the replayed
    // tap must still bring focus back to «S'inscrire» when the dialog closes.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: 60_000 });
    expect(await dialog.getAttribute('data-mode')).toBe('register');
    expect(await page.getByRole('dialog').count()).toBe(1);
    await h.screenshot(page, 'first-visit-early-tap');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await focusSettlesOn(page, "S'inscrire");
  });

  it('filters picked in the lawyers’ directory before the app has started are applied once it has, together', async () => {
    const page = await slowFirstVisit('/avocats');
    const bar = page.getByLabel('Barreau');
    await bar.waitFor({ state: 'visible', timeout: 60_000 });
    expect(await hydrated(page)).not.toContain('page');
    await page.getByLabel('Spécialisation').selectOption('Droit du travail');
    await bar.selectOption('Barreau de Marseille');
    expect(await hydrated(page)).not.toContain('page');
    // Hydration puts back the page's own (empty) filters; the replay puts the picked ones back and applies both.
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams), { timeout: 60_000 })
      .toEqual({ specialization: 'Droit du travail', barAssociation: 'Barreau de Marseille' });
    await expect.poll(() => ourCards(page), { timeout: 30_000 }).toEqual(['Maître Claire Phocéen']);
    expect(await bar.inputValue()).toBe('Barreau de Marseille');
    await h.screenshot(page, 'first-visit-early-filter');
  });

  it('without the app, the directory’s form still filters: «Rechercher» sends the selects with the name', async () => {
    const context = await h.browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(`${h.baseUrl}/avocats`);
    await page.getByLabel('Barreau').selectOption('Barreau de Lyon');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.waitForURL('**/avocats?*');
    expect(new URL(page.url()).searchParams.get('barAssociation')).toBe('Barreau de Lyon');
    expect(await ourCards(page)).toEqual(['Maître Claire Lyonnais']);
    // «Effacer les filtres» is a link: it works without the app too.
    await page.getByRole('link', { name: 'Effacer les filtres' }).click();
    await page.waitForURL((url) => url.pathname === '/avocats' && url.search === '');
    expect((await ourCards(page)).sort()).toEqual(OURS);
    await context.close();
  });

  it('a status filter tapped and a sort picked on the question list before the app has started both apply', async () => {
    const page = await slowFirstVisit('/home');
    const open = page.getByRole('button', { name: 'Ouvertes' });
    await open.waitFor({ state: 'visible', timeout: 60_000 });
    expect(await hydrated(page)).not.toContain('page');
    await open.tap();
    await page.getByLabel('Trier par').selectOption('old');
    expect(await hydrated(page)).not.toContain('page');
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams), { timeout: 60_000 })
      .toEqual({ status: 'open', sort: 'old' });
    await expect.poll(() => open.getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true');
    expect(await page.getByLabel('Trier par').inputValue()).toBe('old');
  });

  it('the landing page’s «Poser une question» opens sign-up, with a way to sign in instead', async () => {
    const page = await slowFirstVisit('/');
    const ask = page.getByRole('main').getByRole('button', { name: 'Poser une question' });
    await ask.waitFor({ state: 'visible', timeout: 60_000 });
    await ask.tap();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: 60_000 });
    expect(await dialog.getAttribute('data-mode')).toBe('register');
    await dialog.getByText('Déjà inscrit ?').waitFor();
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await focusSettlesOn(page, 'Poser une question');
  });

  it('every way of opening the auth dialog gives focus back to its opener on Escape', async () => {
    const page = await (await h.browser.newContext({ locale: 'fr-FR' })).newPage();
    const openers: [string, string][] = [
      ['/home', 'Se Connecter'],
      ['/home', "S'inscrire"],
      ['/', 'Se connecter'],
      ['/', "S'inscrire"],
      ['/', 'Créer mon compte avocat'],
    ];
    for (const [path, name] of openers) {
      await page.goto(`${h.baseUrl}${path}`);
      const opener = page.getByRole('button', { name, exact: true }).first();
      await opener.click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await focusSettlesOn(page, name, `${path} ${name}`);
    }
    // The opener re-rendered while the dialog was open (a new node in its place): focus goes to the new one.
    await page.goto(`${h.baseUrl}/`);
    await page.getByRole('button', { name: "S'inscrire", exact: true }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.evaluate(() => {
      const old = document.querySelector('[data-tap="sign-up"]');
      old?.replaceWith(old.cloneNode(true));
    });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-tap')), { timeout: 5_000 }).toBe('sign-up');
  });

  it('the landing page has no app top bar but its own doors and skip link; every other page has the top bar; no sideways scroll', async () => {
    const page = await (await h.browser.newContext({ viewport: PHONE, locale: 'fr-FR' })).newPage();
    await page.goto(`${h.baseUrl}/`);
    // Spec §2: «Landing page (top navigation bar hidden)».
    expect(await page.getByRole('navigation', { name: 'Navigation principale' }).count()).toBe(0);
    const top = page.getByRole('banner');
    for (const name of ['Se connecter', "S'inscrire"]) expect(await top.getByRole('button', { name, exact: true }).count(), name).toBe(1);
    const main = page.getByRole('main');
    expect(await main.getByRole('button', { name: 'Poser une question' }).count()).toBe(1);
    expect(await main.getByRole('link', { name: 'Je suis avocat' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Aller au contenu' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(`${h.baseUrl}/home`);
    const bar = page.getByRole('navigation', { name: 'Navigation principale' });
    for (const name of ['Se Connecter', "S'inscrire"]) expect(await bar.getByRole('button', { name }).count(), name).toBe(1);
    expect(await bar.getByRole('link', { name: 'Avocats' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Aller au contenu' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
