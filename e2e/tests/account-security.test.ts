import { TERMS_VERSION } from '@pretoire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../apps/server/src/lib/password';
import { seriousViolations } from '../src/a11y';
import { codeFor } from '../src/harness';
import { postgresReachable, startPgHarness } from '../src/postgres';
import { newPage, openAuthDialog } from '../src/session';

// Account security in the browser: the strength meter and the shared rule in the sign-up form, the banner that asks an old
// weak password to be changed, and the «Nouvelle connexion» mail. The weak account is planted in the database
// (the API no longer accepts such a password).
const hasPostgres = await postgresReachable();
let h: Awaited<ReturnType<typeof startPgHarness>>;
const old = { email: 'ancienne.cliente@account-security.test', nickname: 'ancienne_cliente', password: 'motdepasse1' };
const NEW_PASSWORD = 'Galet-Brume-Osier-77';
const ALERT = 'Nouvelle connexion à votre compte';

beforeAll(async () => {
  if (!hasPostgres) return;
  h = await startPgHarness();
  await h.db.query(
    // Accepted the current terms: this journey is about the password banner, not the terms one.
    `INSERT INTO users (role, status, email, email_verified, password_hash, nickname, terms_version, terms_accepted_at)
     VALUES ('user', 'active', $1, true, $2, $3, $4, now())`,
    [old.email, await hashPassword(old.password), old.nickname, TERMS_VERSION],
  );
});
afterAll(async () => h?.stop());

describe.skipIf(!hasPostgres)('account security in the browser', () => {
  it('sign-up shows the strength live, with French advice, and refuses a guessable password before sending anything', async () => {
    const page = await newPage(h.browser);
    const dialog = await openAuthDialog(page, h.baseUrl, "S'inscrire");
    await dialog.getByLabel('Pseudonyme').fill('nouvelle_venue');
    await dialog.getByLabel('Adresse e-mail').fill('nouvelle.venue@account-security.test');
    const password = dialog.getByLabel('Mot de passe', { exact: true });
    await password.fill('azertyuiop');
    const meter = dialog.getByTestId('password-strength');
    await meter.getByText(/Robustesse : (Très faible|Faible|Moyen)/).waitFor();
    await h.screenshot(page, 'password-meter-weak');
    await dialog.getByLabel('Confirmer le mot de passe').fill('azertyuiop');
    await dialog.getByRole('checkbox', { name: /J'accepte les Conditions d'utilisation/ }).check();
    const mails = h.mails.length;
    await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    expect(h.mails.length).toBe(mails);

    await password.fill('nouvelle.venue.2024');
    await meter.getByText(/ressemble trop à votre adresse e-mail/).waitFor();
    await password.fill('Cerf-Volant-Ambre-31');
    await meter.getByText('Très solide', { exact: false }).waitFor();
    await h.screenshot(page, 'password-meter-strong');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('asks an old weak password to be changed at sign-in, mails «Nouvelle connexion», and the banner leaves once changed', async () => {
    const page = await newPage(h.browser);
    const dialog = await openAuthDialog(page, h.baseUrl);
    await dialog.getByLabel('Adresse e-mail').fill(old.email);
    await dialog.getByLabel('Mot de passe').fill(old.password);
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${h.baseUrl}/home`);
    const banner = page.getByRole('status').filter({ hasText: 'ne respecte plus nos règles de sécurité' });
    await banner.waitFor();
    await h.screenshot(page, 'password-change-banner');
    expect(await seriousViolations(page)).toEqual([]);

    // A new browser for this account: the owner is told, with a link to change the password.
    await expect.poll(() => h.mails.filter((m) => m.to.includes(old.email) && m.subject === ALERT).length).toBe(1);
    const alert = h.mails.find((m) => m.to.includes(old.email) && m.subject === ALERT)!;
    expect(alert.text).toMatch(/https?:\/\/\S+\/forgot-password/);

    await banner.getByRole('link', { name: 'Choisir un nouveau mot de passe' }).click();
    await page.waitForURL(`${h.baseUrl}/profile#mot-de-passe`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('current-password');
    await page.getByLabel('Mot de passe actuel').fill(old.password);
    await page.getByLabel('Nouveau mot de passe').fill(NEW_PASSWORD);
    await page.getByTestId('password-strength').getByText('Très solide', { exact: false }).waitFor();
    await page.getByLabel('Confirmer le mot de passe').fill(NEW_PASSWORD);
    const before = h.mails.length;
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    const code = page.getByRole('dialog', { name: 'Changement de mot de passe' });
    // The sixth digit sends the code.
    await code.getByLabel('Code à 6 chiffres').fill(await codeFor(h.mails, old.email, before));
    await page.getByText('Mot de passe modifié. ✓').first().waitFor();
    await expect.poll(() => banner.count()).toBe(0);
    await h.screenshot(page, 'password-changed-no-banner');
    // Signing in again from this browser (to stay signed in after the change) sent no second alert.
    expect(h.mails.filter((m) => m.to.includes(old.email) && m.subject === ALERT)).toHaveLength(1);
  });
});
