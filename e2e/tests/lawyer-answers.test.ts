import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { registerApprovedLawyer, registerMember, startHarness, type Harness } from '../src/harness';

let h: Harness;
const member = { email: 'leo@example.test', nickname: 'leo75', password: 'motdepasse-42' };
const lawyer = { email: 'claire.martin@avocat.test', password: 'motdepasse-43' };

async function signedIn(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' })).newPage();
  await page.goto(`${h.baseUrl}/home`);
  await page.getByRole('button', { name: 'Se Connecter' }).click();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('dialog').getByRole('button', { name: 'Se connecter' }).click();
  await page.getByText('Connexion réussie').waitFor();
  return page;
}

beforeAll(async () => {
  h = await startHarness();
  await registerMember(h, member.email, member.nickname, member.password);
  await registerApprovedLawyer(h, lawyer.email, lawyer.password);
});
afterAll(async () => h?.stop());

describe('lawyer answers a member', () => {
  it('member asks, approved lawyer answers, member sees «Maître Claire Martin»', async () => {
    const m = await signedIn(h.browser, member.email, member.password);
    await m.goto(`${h.baseUrl}/create-post`);
    await m.getByLabel('Titre').fill('Licenciement pendant un arrêt maladie');
    const select = m.getByLabel('Catégorie');
    await select.locator('option:not([disabled])').first().waitFor({ state: 'attached' });
    await select.selectOption((await select.locator('option:not([disabled])').first().getAttribute('value')) ?? '');
    await m.getByLabel('Votre situation').fill('Mon employeur veut me licencier alors que je suis en arrêt maladie depuis deux semaines.');
    await m.getByRole('button', { name: 'Publier ma question' }).click();
    await m.getByRole('heading', { level: 1, name: 'Licenciement pendant un arrêt maladie' }).waitFor();
    const url = m.url();

    const l = await signedIn(h.browser, lawyer.email, lawyer.password);
    await l.goto(url);
    await l.getByLabel("Votre réponse d'avocat").fill('Un licenciement motivé par l’état de santé est nul ; conservez tous vos échanges écrits.');
    await l.getByRole('button', { name: 'Envoyer' }).click();
    await l.getByText('Maître Claire Martin').waitFor();

    await m.reload();
    await m.getByText('Maître Claire Martin').waitFor();
    await m.getByLabel('Répondre à ce message').first().fill('Merci Maître, dois-je contester par écrit ?');
    await m.getByRole('button', { name: 'Envoyer' }).first().click();
    await m.getByText('Merci Maître, dois-je contester par écrit ?').waitFor();
    await m.getByRole('button', { name: '4 étoiles' }).click();
    await m.getByText('Réponse satisfaisante ★★★★').waitFor();
    await h.screenshot(m, 'post-answered');
  });
});
