import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { registerMember } from '../src/api';
import { type Harness, startHarness } from '../src/harness';

let h: Harness;
let page: Page;
const member = { email: 'camille@member.test', nickname: 'camille', password: 'Zq7!fjr2-Lpx-42-toile' };

beforeAll(async () => {
  h = await startHarness();
  page = await (await h.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' })).newPage();
  await registerMember(h, member.email, member.nickname, member.password);
});
afterAll(async () => h?.stop());

describe('member', () => {
  it('signs in and asks a first question', async () => {
    await page.goto(`${h.baseUrl}/home`);
    await page.getByRole('button', { name: 'Se Connecter' }).click();
    await page.getByLabel('Adresse e-mail').fill(member.email);
    await page.getByLabel('Mot de passe').fill(member.password);
    await page.getByRole('dialog').getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Connexion réussie').waitFor();
    await page.goto(`${h.baseUrl}/create-post`);
    await page.getByLabel('Titre').fill('Mon propriétaire garde ma caution');
    const select = page.getByLabel('Catégorie');
    await select.locator('option:not([disabled])').first().waitFor({ state: 'attached' });
    const value = await select.locator('option:not([disabled])').first().getAttribute('value');
    await select.selectOption(value ?? '');
    await page
      .getByLabel('Votre situation')
      .fill('J’ai quitté mon appartement il y a trois mois et le propriétaire ne rend pas le dépôt de garantie.');
    await h.screenshot(page, 'create-post');
    await page.getByRole('button', { name: 'Publier ma question' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mon propriétaire garde ma caution' }).waitFor();
    await h.screenshot(page, 'post');
  });
});
