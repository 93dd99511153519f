import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type Harness, startHarness } from '../src/harness';

let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness();
  const context = await h.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
  page = await context.newPage();
});
afterAll(async () => h?.stop());

async function seriousViolations(p: Page) {
  const r = await new AxeBuilder({ page: p }).analyze();
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

describe('visitor', () => {
  it('landing page has a clear promise, without the app top bar (spec §2)', async () => {
    await page.goto(`${h.baseUrl}/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('avocats');
    expect(await page.getByRole('navigation', { name: 'Navigation principale' }).count()).toBe(0);
    // Calls to action and the seeded categories, each linking to its list.
    await page.getByRole('main').getByRole('button', { name: 'Poser une question' }).waitFor();
    await page.getByRole('link', { name: /Droit du travail/ }).waitFor();
    expect(await page.getByRole('link', { name: /Droit du travail/ }).getAttribute('href')).toMatch(/^\/category\/[0-9a-f-]{36}$/);
    await page.getByRole('link', { name: 'Je suis avocat' }).click();
    await page.getByRole('heading', { level: 2, name: 'Vous êtes avocat ?' }).waitFor();
    expect(page.url()).toMatch(/#avocats$/);
    expect(await seriousViolations(page)).toEqual([]);
    await h.screenshot(page, 'landing');
  });

  it('home lists questions with a status filter', async () => {
    await page.goto(`${h.baseUrl}/home`);
    await page.getByRole('button', { name: 'Toutes' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await h.screenshot(page, 'home');
  });

  it('guard asks a visitor to sign in on /create-post', async () => {
    await page.goto(`${h.baseUrl}/create-post`);
    await page.getByText('You need to be signed in to access this page.').waitFor();
  });
});

describe('admin', () => {
  it('signs in through the dialog and is refused /create-post by role', async () => {
    await page.goto(`${h.baseUrl}/home`);
    await page.getByRole('button', { name: 'Se Connecter' }).click();
    await page.getByLabel('Adresse e-mail').fill(ADMIN.email);
    await page.getByLabel('Mot de passe').fill(ADMIN.password);
    await page.getByRole('dialog').getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Connexion réussie').waitFor();
    await page.getByRole('link', { name: 'Admin Dashboard' }).click();
    await page.goto(`${h.baseUrl}/create-post`);
    await page.getByText("You don't have permission to access this page.").waitFor();
    await h.screenshot(page, 'guard-role');
  });
});
