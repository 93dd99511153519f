// A first visit on a phone: a tap made before the app has started is not lost (early taps), closing the auth dialog
// gives focus back to the control that opened it, the landing page invites a newcomer to sign up, and every page
// has the same top bar with its skip link.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../src/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
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
      ['/', 'Se Connecter'],
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

  it('the landing page has the same top bar as the others, with its skip link, and no sideways scroll on a phone', async () => {
    const page = await (await h.browser.newContext({ viewport: PHONE, locale: 'fr-FR' })).newPage();
    for (const path of ['/', '/home']) {
      await page.goto(`${h.baseUrl}${path}`);
      const bar = page.getByRole('navigation', { name: 'Navigation principale' });
      for (const name of ['Se Connecter', "S'inscrire"]) expect(await bar.getByRole('button', { name }).count(), `${path} ${name}`).toBe(1);
      expect(await bar.getByRole('link', { name: 'Avocats' }).isVisible(), path).toBe(true);
      expect(await page.getByRole('link', { name: 'Aller au contenu' }).count(), path).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });
});
