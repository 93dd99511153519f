import { LAWYER_SIGNUP_DONE, LICENSE_MAX_BYTES, TERMS_VERSION, VALIDATION_MESSAGES } from '@pretoire/contracts';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { PDF } from '../src/files';
import { codeFor, type Harness, startHarness } from '../src/harness';
import { newPage, openAuthDialog } from '../src/session';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.stop());

/** The register mode, whichever mode the top bar's «S'inscrire» opens the dialog in. */
async function registerDialog(page: Page): Promise<Locator> {
  const dialog = await openAuthDialog(page, h.baseUrl, "S'inscrire");
  if ((await dialog.getAttribute('data-mode')) !== 'register') await dialog.getByRole('button', { name: 'Créer un compte' }).click();
  await dialog.getByRole('tab', { name: 'Compte Membre' }).waitFor();
  return dialog;
}
/** The consent box that ends both sign-up forms (docs/decisions/terms-consent.md). */
const consentBox = (dialog: Locator) => dialog.getByRole('checkbox', { name: /J'accepte les Conditions d'utilisation/ });
const token = (page: Page) => page.evaluate(() => localStorage.getItem('token'));
async function me(t: string) {
  const res = await fetch(`${h.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${t}` } });
  return (
    (await res.json()) as {
      user: {
        role: string;
        status: string;
        emailVerified: boolean;
        nickname: string | null;
        barAssociation: string | null;
        specializations: string[];
        hasLicenseDocument: boolean;
        termsVersion: string | null;
      };
    }
  ).user;
}

describe('member sign-up', () => {
  it('validates, sends a code, verifies it and lands on /home signed in', async () => {
    const page = await newPage(h.browser);
    const dialog = await registerDialog(page);
    await h.screenshot(page, 'auth-register-member');

    await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
    await dialog.getByText('Ce champ est obligatoire').first().waitFor();
    expect(await dialog.getByText('Le mot de passe doit contenir au moins 10 caractères').count()).toBe(1);
    expect(await dialog.getByText(VALIDATION_MESSAGES.termsRequired).count()).toBe(1);
    await dialog.getByLabel('Pseudonyme').fill('ines_b');
    await dialog.getByLabel('Adresse e-mail').fill('ines.b@auth-signup.test');
    await dialog.getByLabel('Mot de passe', { exact: true }).fill('Cerf-Volant-Ambre-31');
    await dialog.getByLabel('Confirmer le mot de passe').fill('Cerf-Volant-Ambre-32');
    await consentBox(dialog).check();
    expect(await dialog.getByText(VALIDATION_MESSAGES.termsRequired).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
    await dialog.getByText('Les mots de passe ne correspondent pas').waitFor();
    await h.screenshot(page, 'auth-register-member-errors');
    expect(h.mails.some((m) => m.to.includes('ines.b@'))).toBe(false); // nothing sent while invalid

    await dialog.getByLabel('Confirmer le mot de passe').fill('Cerf-Volant-Ambre-31');
    const before = h.mails.length;
    await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
    // The code step takes the form's place in the same dialog: never a second dialog on top.
    const code = dialog.getByRole('group', { name: 'Vérifiez votre adresse e-mail' });
    await code.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    const otp = await codeFor(h.mails, 'ines.b@auth-signup.test', before);
    // Resend is held by the 60 s countdown.
    const resend = code.getByRole('button', { name: /Renvoyer le code \(\d+ s\)/ });
    expect(await resend.isDisabled()).toBe(true);
    // Digits only; Enter below six digits asks for six.
    const input = code.getByLabel('Code à 6 chiffres');
    await input.pressSequentially('12ab3');
    expect(await input.inputValue()).toBe('123');
    await input.press('Enter');
    await code.getByText('Please enter a 6-digit code').waitFor();
    await h.screenshot(page, 'auth-signup-code');
    expect(await seriousViolations(page)).toEqual([]);

    await input.fill(otp); // the sixth digit sends it, no Enter
    await page.waitForURL(`${h.baseUrl}/home`);
    await page.getByText('Inscription réussie').first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // A welcome and the next step.
    const welcome = page.getByRole('region', { name: 'Bienvenue sur Prétoire, ines_b !' });
    await welcome.waitFor();
    await h.screenshot(page, 'auth-register-member-done');
    await welcome.getByRole('link', { name: 'Poser votre première question' }).click();
    await page.waitForURL(`${h.baseUrl}/create-post`);
    await page.getByRole('heading', { level: 1, name: 'Poser une question' }).waitFor();
    const t = await token(page);
    expect(t).toBeTruthy();
    const user = await me(t!);
    expect(user).toMatchObject({ role: 'user', nickname: 'ines_b', emailVerified: true });
  });

  it('shows the spec message for an e-mail already registered', async () => {
    const page = await newPage(h.browser);
    const dialog = await registerDialog(page);
    await dialog.getByLabel('Pseudonyme').fill('autre_ines');
    await dialog.getByLabel('Adresse e-mail').fill('ines.b@auth-signup.test');
    await dialog.getByLabel('Mot de passe', { exact: true }).fill('Cerf-Volant-Ambre-31');
    await dialog.getByLabel('Confirmer le mot de passe').fill('Cerf-Volant-Ambre-31');
    await consentBox(dialog).check();
    await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
    await dialog.getByText('Un Membre avec cet email existe déjà.').waitFor();
  });
});

describe('account creation refused after the code', () => {
  it('shows the nickname conflict, and the corrected form goes through without a new code', async () => {
    const page = await newPage(h.browser);
    const dialog = await registerDialog(page);
    await dialog.getByLabel('Pseudonyme').fill('ines_b'); // taken by the first test
    await dialog.getByLabel('Adresse e-mail').fill('ines.deux@auth-signup.test');
    await dialog.getByLabel('Mot de passe', { exact: true }).fill('Cerf-Volant-Ambre-31');
    await dialog.getByLabel('Confirmer le mot de passe').fill('Cerf-Volant-Ambre-31');
    await consentBox(dialog).check();
    const before = h.mails.length;
    await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
    const code = dialog.getByRole('group', { name: 'Vérifiez votre adresse e-mail' });
    await code.getByLabel('Code à 6 chiffres').fill(await codeFor(h.mails, 'ines.deux@auth-signup.test', before));
    await dialog.getByText('Ce pseudonyme est déjà utilisé (already exists).').waitFor();
    await h.screenshot(page, 'auth-register-nickname-taken');
    // Mails to this address only: another journey's late mail may reach the shared catcher meanwhile.
    const toInes = () => h.mails.filter((m) => m.to.includes('ines.deux@')).length;
    const mailsNow = toInes();
    await dialog.getByLabel('Pseudonyme').fill('ines_deux');
    await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL(`${h.baseUrl}/home`);
    expect(toInes()).toBe(mailsNow);
    expect((await me((await token(page))!)).nickname).toBe('ines_deux');
  });
});

describe('lawyer sign-up', () => {
  async function lawyerTab(page: Page) {
    const dialog = await registerDialog(page);
    await dialog.getByRole('tab', { name: 'Compte Avocat' }).click();
    await dialog.getByLabel('Prénom').waitFor();
    return dialog;
  }

  it('refuses a too-big or wrong-type licence before any upload', async () => {
    const page = await newPage(h.browser);
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) requests.push(r.url());
    });
    const dialog = await lawyerTab(page);
    const file = dialog.getByLabel('Document de licence');
    await file.setInputFiles({ name: 'gros.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(LICENSE_MAX_BYTES + 1, 0x25) });
    await dialog.getByText('Le fichier est trop volumineux. La taille maximale est de 5MB.').waitFor();
    expect(await dialog.getByText('gros.pdf').count()).toBe(0);
    await h.screenshot(page, 'auth-register-lawyer-too-big');
    await file.setInputFiles({
      name: 'licence.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('PK'),
    });
    await dialog.getByText('Type de fichier non pris en charge. Veuillez télécharger un PDF ou une image (JPEG, PNG).').waitFor();
    await dialog.getByRole('button', { name: 'Soumettre mon inscription' }).click();
    await dialog.getByText('Veuillez télécharger votre document de licence').waitFor();
    await dialog.getByText('Veuillez sélectionner au moins une spécialisation').waitFor();
    await dialog.getByText(VALIDATION_MESSAGES.termsRequired).waitFor();
    await h.screenshot(page, 'auth-register-lawyer-errors');
    expect(requests.filter((u) => u.includes('/otp/') || u.includes('/auth/register'))).toEqual([]);
  });

  it('registers with a PDF licence, shows the pending message, then goes to /home', async () => {
    const page = await newPage(h.browser);
    const dialog = await lawyerTab(page);
    await dialog.getByLabel('Prénom').fill('Claire');
    await dialog.getByLabel('Nom', { exact: true }).fill('Martin');
    await dialog.getByLabel('Adresse e-mail').fill('claire.martin@auth-signup.test');
    await dialog.getByLabel('Téléphone (facultatif)').fill('+33 6 12 34 56 78');
    await dialog.getByLabel('Mot de passe', { exact: true }).fill('Lune-Basalte-Hibou-73');
    await dialog.getByLabel('Confirmer le mot de passe').fill('Lune-Basalte-Hibou-73');
    const bar = dialog.getByRole('combobox', { name: 'Barreau' });
    await bar.fill('lyo');
    await dialog.getByRole('option', { name: 'Barreau de Lyon' }).click();
    expect(await bar.inputValue()).toBe('Barreau de Lyon');
    await dialog.getByText('Droit du travail', { exact: true }).click();
    await dialog.getByText('Droit immobilier', { exact: true }).click();
    expect(await dialog.getByRole('checkbox', { name: 'Droit du travail' }).isChecked()).toBe(true);
    await dialog.getByLabel('Présentation (facultatif)').fill('Avocate en droit social depuis 2012.');
    await dialog.getByLabel('Document de licence').setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByText(/licence\.pdf · \d+ Ko/).waitFor();
    await consentBox(dialog).check();
    await h.screenshot(page, 'auth-register-lawyer-filled');

    const before = h.mails.length;
    await dialog.getByRole('button', { name: 'Soumettre mon inscription' }).click();
    const code = dialog.getByRole('group', { name: 'Vérifiez votre adresse e-mail' });
    await code.waitFor();
    await code.getByLabel('Code à 6 chiffres').fill(await codeFor(h.mails, 'claire.martin@auth-signup.test', before));
    await page.getByText(LAWYER_SIGNUP_DONE).waitFor();
    const shownAt = Date.now();
    expect(page.url()).not.toBe(`${h.baseUrl}/home`);
    await h.screenshot(page, 'auth-register-lawyer-pending');
    await page.waitForURL(`${h.baseUrl}/home`);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // What happens next: the licence check, then a mail.
    const next = page.getByRole('region', { name: 'Votre inscription est en cours de vérification' });
    await next.getByText(/vérifie votre document de licence/).waitFor();
    await h.screenshot(page, 'auth-register-lawyer-next-step');
    expect(Date.now() - shownAt).toBeGreaterThan(1_500); // the message stays 2 s before /home
    await h.screenshot(page, 'auth-register-lawyer-home');
    const user = await me((await token(page))!);
    expect(user).toMatchObject({ role: 'lawyer', status: 'pending', barAssociation: 'Barreau de Lyon', hasLicenseDocument: true });
    expect(user.specializations.sort()).toEqual(['Droit du travail', 'Droit immobilier']);
  });
});

describe('terms consent', () => {
  it('links both legal pages in a new tab, refuses an unticked box with focus on it, and lets a ticked one through', async () => {
    const page = await newPage(h.browser);
    const dialog = await registerDialog(page);
    const box = consentBox(dialog);
    await box.waitFor();
    expect(await box.isChecked()).toBe(false);
    for (const [name, href] of [
      ["Conditions d'utilisation (nouvel onglet)", '/conditions-utilisation'],
      ['Politique de confidentialité (nouvel onglet)', '/confidentialite'],
    ]) {
      const link = dialog.getByRole('link', { name, exact: true });
      expect(await link.getAttribute('href')).toBe(href);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    // A click opens the page in a new tab; the dialog and what was typed stay.
    await dialog.getByLabel('Pseudonyme').fill('paul_consent');
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      dialog.getByRole('link', { name: "Conditions d'utilisation (nouvel onglet)" }).click(),
    ]);
    await tab.waitForURL(`${h.baseUrl}/conditions-utilisation`);
    await tab.close();
    expect(await dialog.getByLabel('Pseudonyme').inputValue()).toBe('paul_consent');

    await dialog.getByLabel('Adresse e-mail').fill('paul.consent@auth-signup.test');
    await dialog.getByLabel('Mot de passe', { exact: true }).fill('Cerf-Volant-Ambre-31');
    await dialog.getByLabel('Confirmer le mot de passe').fill('Cerf-Volant-Ambre-31');
    const mails = h.mails.length;
    // A slow phone's CPU: the refusal must not depend on which of React's render and the next frame comes first.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 12 });
    await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
    // The box holds focus as soon as the refusal shows, not a frame later (the errors are committed before focus moves).
    await dialog.getByText(VALIDATION_MESSAGES.termsRequired).waitFor();
    expect(await box.evaluate((e) => e === document.activeElement)).toBe(true);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    expect(h.mails.slice(mails).filter((m) => m.to.includes('paul.consent@'))).toEqual([]); // no code sent without consent
    await h.screenshot(page, 'auth-register-consent-error');
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Space'); // the focused box, ticked from the keyboard
    expect(await box.isChecked()).toBe(true);
    expect(await dialog.getByText(VALIDATION_MESSAGES.termsRequired).count()).toBe(0);
    await h.screenshot(page, 'auth-register-consent-ticked');
    await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
    const code = dialog.getByRole('group', { name: 'Vérifiez votre adresse e-mail' });
    await code.getByLabel('Code à 6 chiffres').fill(await codeFor(h.mails, 'paul.consent@auth-signup.test', mails));
    await page.waitForURL(`${h.baseUrl}/home`);
    // The accepted version is recorded, so no re-acceptance banner for a newcomer.
    expect((await me((await token(page))!)).termsVersion).toBe(TERMS_VERSION);
    await page.getByRole('region', { name: 'Bienvenue sur Prétoire, paul_consent !' }).waitFor();
    expect(await page.getByRole('region', { name: 'Nouvelles conditions' }).count()).toBe(0);
  });
});

describe('auth dialog', () => {
  it('passes axe in each mode and returns to login 300 ms after closing', async () => {
    const page = await newPage(h.browser);
    const dialog = await openAuthDialog(page, h.baseUrl);
    expect(await dialog.getAttribute('data-mode')).toBe('login');
    await dialog.getByLabel('Se souvenir de moi').check();
    const pw = dialog.getByLabel('Mot de passe');
    await pw.fill('abc');
    expect(await pw.getAttribute('type')).toBe('password');
    await dialog.getByRole('button', { name: 'Afficher la saisie' }).click();
    expect(await pw.getAttribute('type')).toBe('text');
    await h.screenshot(page, 'auth-login');
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Créer un compte' }).click();
    await dialog.getByRole('tab', { name: 'Compte Membre' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('tab', { name: 'Compte Avocat' }).click();
    const bar = dialog.getByRole('combobox', { name: 'Barreau' });
    await bar.click();
    await dialog.getByRole('option').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Keyboard: type to filter (accents and case ignored), arrows to move, Enter to pick.
    await bar.fill('BORD');
    await bar.press('ArrowDown');
    await bar.press('ArrowUp');
    await bar.press('Enter');
    expect(await bar.inputValue()).toBe('Barreau de Bordeaux');
    expect(await bar.getAttribute('aria-expanded')).toBe('false');

    await dialog.getByRole('button', { name: 'Connexion' }).click();
    await dialog.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await dialog.getByRole('button', { name: 'Recevoir un code' }).waitFor();
    expect(await dialog.getAttribute('data-mode')).toBe('forgot-password');
    await h.screenshot(page, 'auth-forgot-dialog');
    expect(await seriousViolations(page)).toEqual([]);

    // Closed from the forgot-password mode: reopened, it is the login mode.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForTimeout(400);
    await page.getByRole('button', { name: 'Se Connecter', exact: true }).first().click();
    expect(await page.getByRole('dialog').getAttribute('data-mode')).toBe('login');
    // A failed login shows the server's message and the failure toast.
    await page.getByRole('dialog').getByLabel('Adresse e-mail').fill('personne@auth-signup.test');
    await page.getByRole('dialog').getByLabel('Mot de passe').fill('mauvais-mdp');
    await page.getByRole('dialog').getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('E-mail ou mot de passe incorrect.').waitFor();
    await page.getByText('Échec de la connexion').first().waitFor();
    // Reopened after the reset delay, the form starts empty.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForTimeout(400);
    await page.getByRole('button', { name: 'Se Connecter', exact: true }).first().click();
    expect(await page.getByRole('dialog').getByLabel('Adresse e-mail').inputValue()).toBe('');
  }, 120_000); // axe in each mode: 44 s of the 60 s default on a slow 2-core machine
});
