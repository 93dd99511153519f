import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { codeFor } from '../src/harness';
import { postgresReachable, startPgHarness } from '../src/postgres';
import { newPage, openAuthDialog } from '../src/session';

// Registration always verifies the e-mail, so the unverified account is planted directly in a
// fresh PostgreSQL database, as legacy or imported data would hold it.
const hasPostgres = await postgresReachable();
let h: Awaited<ReturnType<typeof startPgHarness>>;
const legacy = { email: 'ancien.membre@auth-unverified.test', nickname: 'ancien_membre', password: 'Marron-Glace-Dune-81' };

beforeAll(async () => {
  if (!hasPostgres) return;
  h = await startPgHarness();
  await h.insertUnverifiedMember(legacy.email, legacy.nickname, legacy.password);
});
afterAll(async () => h?.stop());

describe.skipIf(!hasPostgres)('login with an unverified e-mail', () => {
  it('opens the verification dialog, verifies the code and retries the login', async () => {
    const page = await newPage(h.browser);
    const dialog = await openAuthDialog(page, h.baseUrl);
    await dialog.getByLabel('Adresse e-mail').fill(legacy.email);
    await dialog.getByLabel('Mot de passe').fill(legacy.password);
    const before = h.mails.length;
    await dialog.getByRole('button', { name: 'Se connecter' }).click();

    const code = page.getByRole('dialog', { name: 'Vérification de l\u2019e-mail' });
    await code.waitFor();
    await code.getByText('Votre adresse e-mail n\u2019est pas encore vérifiée').waitFor();
    const otp = await codeFor(h.mails, legacy.email, before);
    expect(await code.getByRole('button', { name: /Renvoyer le code \(\d+ s\)/ }).isDisabled()).toBe(true);
    await h.screenshot(page, 'auth-unverified-code');
    expect(await seriousViolations(page)).toEqual([]);
    expect(page.url()).toBe(`${h.baseUrl}/avocats`);
    // The countdown runs: within a few seconds it shows fewer than 60 (read at once, it can still say 60 when the
    // steps above took under a second, which made this check flaky on a fast machine).
    const left = () =>
      code
        .getByRole('button', { name: /Renvoyer le code/ })
        .textContent()
        .then((t) => Number(t?.match(/\((\d+) s\)/)?.[1]));
    await expect.poll(left, { timeout: 5_000 }).toBeLessThan(60);
    expect(await left()).toBeGreaterThan(0);

    const input = code.getByLabel('Code à 6 chiffres');
    await input.fill(otp); // the sixth digit sends it
    await page.waitForURL(`${h.baseUrl}/home`);
    await page.getByText('Connexion réussie').first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await h.screenshot(page, 'auth-unverified-done');

    const { rows } = await h.db.query<{ email_verified: boolean }>('SELECT email_verified FROM users WHERE email = $1', [legacy.email]);
    expect(rows[0]?.email_verified).toBe(true);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const me = await fetch(`${h.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { user: { nickname: string } }).user.nickname).toBe(legacy.nickname);
  });
});
