import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { api, login, registerPair } from '../src/api';
import { ADMIN, codeFor, type Harness, startHarness } from '../src/harness';
import { newPage, signedInPage } from '../src/session';

let h: Harness;
const member = { email: 'lea@profile.test', nickname: 'lea', password: 'Zq7!fjr2-Lpx-42-toile' };
const lawyer = { email: 'claire.martin@profile.avocat.test', password: 'Zq7!fjr2-Lpx-43-toile' };
// 1×1 PNG and a minimal PDF: the server checks the first bytes of uploads.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

beforeAll(async () => {
  h = await startHarness();
  await registerPair(h, member, lawyer);
}, 300_000);
afterAll(async () => h?.stop());

const nav = (p: Page) => p.getByRole('navigation', { name: 'Navigation principale' });
const me = async (token: string) => (await api<{ user: Record<string, unknown> }>(h, 'GET', '/auth/me', { token })).user;
const loginStatus = async (email: string, password: string) =>
  (
    await fetch(`${h.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
  ).status;

describe('top navigation bar', () => {
  it('signed out: «Se Connecter» and «S’inscrire» open the auth dialog, in login and register modes', async () => {
    const page = await newPage(h.browser);
    await page.goto(`${h.baseUrl}/home`);
    await nav(page).getByRole('link', { name: 'Avocats' }).waitFor();
    await nav(page).getByRole('button', { name: 'Se Connecter' }).click();
    await page.getByRole('dialog', { name: 'Connexion' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await nav(page)
      .getByRole('button', { name: 'S\u2019inscrire' })
      .or(nav(page).getByRole('button', { name: "S'inscrire" }))
      .click();
    await page.getByRole('dialog', { name: 'Créer un compte' }).getByRole('tab', { name: 'Compte Membre' }).waitFor();
    await page.keyboard.press('Escape');
    // 360 px: the bar fits without sideways scrolling.
    await page.setViewportSize({ width: 360, height: 740 });
    await nav(page).getByRole('link', { name: 'Avocats' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }, 120_000);

  it('admin: panel button on desktop; on mobile the menu holds Admin Dashboard and Paramètres', async () => {
    const { page } = await signedInPage(h, ADMIN.email, ADMIN.password);
    await page.goto(`${h.baseUrl}/home`);
    await nav(page).getByRole('link', { name: 'Admin Dashboard' }).waitFor();
    await nav(page)
      .getByRole('button', { name: /^Menu utilisateur/ })
      .click();
    const menu = page.getByRole('menu');
    expect((await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim())).toEqual(['Mon Profil', 'Se Déconnecter']);
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => nav(page).getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
    await nav(page)
      .getByRole('button', { name: /^Menu utilisateur/ })
      .click();
    expect((await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim())).toEqual([
      'Mon Profil',
      'Admin Dashboard',
      'Paramètres',
      'Se Déconnecter',
    ]);
    await menu.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await page.waitForURL('**/admin');

    // An admin's /profile: account sections only (no nickname, avatar or statistics).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${h.baseUrl}/profile`);
    await page.getByText('Administrateur · admin@pretoire.test').waitFor();
    await page.getByRole('heading', { name: 'Mot de passe' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Avatar' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Mes statistiques' }).count()).toBe(0);
  }, 120_000);
});

describe('member profile', () => {
  let page: Page;
  let token: string;

  it('changes the avatar among the presets and the nickname', async () => {
    ({ page, token } = await signedInPage(h, member.email, member.password));
    await page.goto(`${h.baseUrl}/profile`);
    await page.getByRole('heading', { level: 1, name: 'lea' }).waitFor();
    // No preset yet: the member icon, not a picture.
    expect(await nav(page).locator('svg[viewBox="0 0 64 64"]').count()).toBe(0);
    for (const name of ['Chat', 'Canard', 'Hibou', 'Panda']) await page.getByRole('radio', { name }).waitFor({ state: 'attached' });
    await page.getByText('Hibou', { exact: true }).click();
    await page.getByRole('button', { name: 'Enregistrer l’avatar' }).click();
    await page.getByText('Avatar mis à jour').waitFor();
    expect((await me(token)).profilePicture).toBe('owl');
    await nav(page).locator('svg[viewBox="0 0 64 64"]').waitFor();

    await page.getByRole('textbox', { name: 'Pseudonyme' }).fill('lea-martin');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'lea-martin' }).waitFor();
    expect((await me(token)).nickname).toBe('lea-martin');

    await page.getByRole('heading', { name: 'Mes statistiques' }).waitFor();
    await page.getByText('Questions posées').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await h.screenshot(page, 'profile-member');
  }, 120_000);

  it('changes the password with the e-mailed code and stays signed in', async () => {
    await page.getByLabel('Mot de passe actuel').fill(member.password);
    await page.getByLabel('Nouveau mot de passe').fill('Galet-Brume-Osier-77');
    await page.getByLabel('Confirmer le mot de passe').fill('autre-chose');
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByText('Les mots de passe ne correspondent pas').waitFor();

    await page.getByLabel('Confirmer le mot de passe').fill('Galet-Brume-Osier-77');
    const before = h.mails.length;
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Changement de mot de passe' });
    await dialog.waitFor();
    const code = await codeFor(h.mails, member.email, before);
    await dialog.getByLabel('Code à 6 chiffres').fill(code); // the sixth digit sends it
    await page.getByText('Mot de passe modifié').waitFor();
    await dialog.waitFor({ state: 'detached' });

    expect(await loginStatus(member.email, member.password)).not.toBe(200);
    expect(await loginStatus(member.email, 'Galet-Brume-Osier-77')).toBe(200);
    // Every older session ended, but this page signed in again with the new password.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'lea-martin' }).waitFor();
    await expect(me(token)).rejects.toThrow(/401/);
  }, 120_000);

  it('opens the mobile user menu with its mobile-only entry', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await nav(page)
      .getByRole('button', { name: /^Menu utilisateur/ })
      .click();
    const menu = page.getByRole('menu');
    expect((await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim())).toEqual([
      'Mon Profil',
      'Mes questions',
      'Paramètres',
      'Se Déconnecter',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? 'screenshots'}/nav-menu-mobile-open.png` });
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
  }, 60_000);

  it('deletes the account with the e-mailed code, then is signed out with «Compte supprimé»', async () => {
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer définitivement votre compte ?' });
    await confirm.getByText('La suppression est définitive').waitFor();
    const before = h.mails.length;
    await confirm.getByRole('button', { name: 'Recevoir le code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmer la suppression du compte' });
    await dialog.waitFor();
    const code = await codeFor(h.mails, member.email, before);
    await dialog.getByLabel('Code à 6 chiffres').fill(code); // the sixth digit sends it
    await page.getByText('Compte supprimé', { exact: true }).waitFor();
    await page.waitForURL('**/home');
    await nav(page).getByRole('button', { name: 'Se Connecter' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await loginStatus(member.email, 'Galet-Brume-Osier-77')).not.toBe(200);
  }, 120_000);
});

describe('lawyer profile', () => {
  let page: Page;
  let token: string;

  it('edits the professional details and uploads a picture with a preview', async () => {
    ({ page, token } = await signedInPage(h, lawyer.email, lawyer.password));
    await page.goto(`${h.baseUrl}/profile`);
    await page.getByRole('heading', { level: 1, name: 'Claire Martin' }).waitFor();
    await page.getByText('Compte avocat approuvé').waitFor();
    await page.getByLabel('Présentation (facultatif)').fill('Avocate en droit du travail à Lyon depuis 2012.');
    await page.getByLabel('Droit commercial').check();
    await page.getByLabel('Téléphone (facultatif)').fill('+33 4 72 00 00 00');
    await page
      .getByRole('region', { name: 'Informations professionnelles' })
      .getByRole('button', { name: 'Enregistrer', exact: true })
      .click();
    await page.getByText('Profil mis à jour').waitFor();
    const saved = await me(token);
    expect(saved.bio).toBe('Avocate en droit du travail à Lyon depuis 2012.');
    expect(saved.specializations).toEqual(expect.arrayContaining(['Droit du travail', 'Droit commercial']));
    expect(saved.phone).toBe('+33 4 72 00 00 00');
    // An emptied phone field clears the number.
    await page.getByLabel('Téléphone (facultatif)').fill('');
    await page
      .getByRole('region', { name: 'Informations professionnelles' })
      .getByRole('button', { name: 'Enregistrer', exact: true })
      .click();
    await expect.poll(async () => (await me(token)).phone, { timeout: 5000 }).toBeNull();

    // The lawyer follows other fields than the defaults of their specializations.
    await page.getByLabel('Droit fiscal', { exact: true }).check();
    await page.getByRole('button', { name: 'Enregistrer mes domaines' }).click();
    await page.getByText('Domaines suivis enregistrés').waitFor();
    const followed = await api<{ categoryIds: string[] }>(h, 'GET', '/me/follows', { token });
    const fiscal = (await api<{ _id: string; slug: string }[]>(h, 'GET', '/categories')).find((c) => c.slug === 'fiscal')!;
    expect(followed.categoryIds).toContain(fiscal._id);

    await page.getByLabel('Choisir une photo').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Aperçu du nouvel avatar' }).waitFor();
    await page.getByRole('button', { name: 'Enregistrer la photo' }).click();
    await page.getByText('Photo mise à jour').waitFor();
    const pic = String((await me(token)).profilePicture);
    expect(pic).toMatch(/^\/uploads\//);
    await nav(page).locator(`img[src="${pic}"]`).waitFor();

    await page.getByRole('heading', { name: 'Badges' }).waitFor();
    await page.getByRole('region', { name: 'Badges' }).getByText('Première réponse satisfaisante').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await h.screenshot(page, 'profile-lawyer');
  }, 120_000);

  it('re-uploads the licence (back to pending), and sees a rejection with its reason', async () => {
    await page
      .getByLabel('Nouveau document de licence')
      .setInputFiles({ name: 'gros.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5_242_881, 32) });
    await page.getByText('Le fichier est trop volumineux. La taille maximale est de 5MB.').waitFor();
    expect(await page.getByRole('button', { name: 'Envoyer le document' }).isDisabled()).toBe(true);

    await page.getByLabel('Nouveau document de licence').setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Envoyer le document' }).click();
    await page.getByText('Document envoyé').waitFor();
    await page.getByText('Your lawyer account is pending approval.', { exact: false }).waitFor();
    expect((await me(token)).status).toBe('pending');

    const adminToken = await login(h, ADMIN.email, ADMIN.password);
    const id = String((await me(token)).id ?? (await me(token))._id);
    await api(h, 'PUT', `/admin/lawyers/${id}/reject`, { token: adminToken, body: { reason: 'Document illisible' } });
    await page.reload();
    await page.getByText('Votre inscription a été refusée.').waitFor();
    await page.getByText('Motif : Document illisible').waitFor();
    await h.screenshot(page, 'profile-lawyer-rejected');
  }, 120_000);

  it('signs out from the user menu with the keyboard, then lands on /home', async () => {
    const trigger = nav(page).getByRole('button', { name: /^Menu utilisateur/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect((await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim())).toEqual([
      'Mon Profil',
      'Mes Activités',
      'Se Déconnecter',
    ]);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/home');
    await page.getByText('Déconnexion réussie').waitFor();
    await nav(page).getByRole('button', { name: 'Se Connecter' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(me(token)).rejects.toThrow(/401/); // the token was revoked
  }, 60_000);
});
