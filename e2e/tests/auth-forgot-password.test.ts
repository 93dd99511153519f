import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { registerMember } from '../src/api';
import { codeFor, type Harness, startHarness } from '../src/harness';
import { newPage, openAuthDialog } from '../src/session';

let h: Harness;
const member = { email: 'ines@auth-forgot-password.test', nickname: 'ines', password: 'Ancre-Lichen-Pivoine-1' };
const other = { email: 'paul@auth-forgot-password.test', nickname: 'paul', password: 'Ancre-Lichen-Pivoine-1' };
const signIn = async (password: string) =>
  (
    await fetch(`${h.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email, password }),
    })
  ).status;

beforeAll(async () => {
  h = await startHarness();
  await registerMember(h, member.email, member.nickname, member.password);
  await registerMember(h, other.email, other.nickname, other.password);
});
afterAll(async () => h?.stop());

describe('forgot password', () => {
  it('page: resets with the mailed code, then goes to login after 6 s', async () => {
    const page = await newPage(h.browser);
    await page.goto(`${h.baseUrl}/forgot-password`);
    await page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' }).waitFor();
    await h.screenshot(page, 'forgot-page-email');
    await page.getByLabel('Adresse e-mail').fill(member.email);
    const before = h.mails.length;
    await page.getByRole('button', { name: 'Recevoir un code' }).click();
    const code = await codeFor(h.mails, member.email, before);
    await page.getByLabel(/Code reçu par e-mail/).fill(code);
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await page.getByLabel('Nouveau mot de passe').fill('Phare-Sauge-Vermeil-2');
    await page.getByLabel('Confirmer le mot de passe').fill('Phare-Sauge-Vermeil-2');
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await page.getByText('Votre mot de passe a été réinitialisé').waitFor();
    const doneAt = Date.now();
    await h.screenshot(page, 'forgot-page-done');
    expect(await signIn('Phare-Sauge-Vermeil-2')).toBe(200);
    // No click: the success step leads to the login form by itself after 6 s.
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor({ timeout: 10_000 });
    expect(Date.now() - doneAt).toBeGreaterThan(4_500);
    await page.getByLabel('Adresse e-mail').fill(member.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('Phare-Sauge-Vermeil-2');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.waitForURL(`${h.baseUrl}/home`);
  });

  it('dialog: every step with its messages, back navigation and countdown, then login', async () => {
    const page = await newPage(h.browser);
    const dialog = await openAuthDialog(page, h.baseUrl);
    await dialog.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await dialog.getByRole('button', { name: 'Retour à la connexion' }).click();
    expect(await dialog.getAttribute('data-mode')).toBe('login');
    await dialog.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await dialog.getByLabel('Adresse e-mail').fill(other.email);
    const before = h.mails.length;
    await dialog.getByRole('button', { name: 'Recevoir un code' }).click();
    const otp = dialog.getByLabel(/Code reçu par e-mail/);
    await otp.waitFor();
    const code = await codeFor(h.mails, other.email, before);
    await dialog.getByText('OTP sent successfully. Please check your email.').waitFor();
    expect(await dialog.getByRole('button', { name: /Renvoyer le code \(\d+ s\)/ }).isDisabled()).toBe(true);
    await otp.pressSequentially('12a345');
    expect(await otp.inputValue()).toBe('12345');
    await otp.press('Enter');
    await dialog.getByText('Veuillez saisir un code OTP à 6 chiffres').waitFor();
    await h.screenshot(page, 'forgot-dialog-code');
    expect(await seriousViolations(page)).toEqual([]);

    await otp.fill(code === '000000' ? '111111' : '000000');
    await otp.press('Enter');
    await dialog.getByText('Code invalide ou expiré.').waitFor();
    await otp.fill(code);
    await otp.press('Enter');
    const pw = dialog.getByLabel('Nouveau mot de passe');
    await pw.waitFor();
    // Back goes one step back, with the code kept; forward again.
    await dialog.getByRole('button', { name: 'Retour', exact: true }).click();
    expect(await dialog.getByLabel(/Code reçu par e-mail/).inputValue()).toBe(code);
    await dialog.getByRole('button', { name: 'Vérifier' }).click();
    await pw.fill('12345');
    await dialog.getByLabel('Confirmer le mot de passe').fill('12345');
    await dialog.getByRole('button', { name: 'Réinitialiser' }).click();
    await dialog.getByText('Le mot de passe doit contenir au moins 10 caractères').waitFor();
    await pw.fill('Tulipe-Granit-Zeste-3');
    await dialog.getByLabel('Confirmer le mot de passe').fill('Tulipe-Granit-Zeste-4');
    await dialog.getByRole('button', { name: 'Réinitialiser' }).click();
    await dialog.getByText('Les mots de passe ne correspondent pas').waitFor();
    await h.screenshot(page, 'forgot-dialog-password');
    await dialog.getByLabel('Confirmer le mot de passe').fill('Tulipe-Granit-Zeste-3');
    await dialog.getByRole('button', { name: 'Réinitialiser' }).click();
    await dialog.getByText('Votre mot de passe a été réinitialisé').waitFor();
    await h.screenshot(page, 'forgot-dialog-done');
    expect(await seriousViolations(page)).toEqual([]);

    // On click, straight to the login mode.
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    expect(await dialog.getAttribute('data-mode')).toBe('login');
    await dialog.getByLabel('Adresse e-mail').fill(other.email);
    await dialog.getByLabel('Mot de passe').fill('Tulipe-Granit-Zeste-3');
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${h.baseUrl}/home`);
    await page.getByText('Connexion réussie').first().waitFor();
  });
});
