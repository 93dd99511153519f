import { TERMS_VERSION } from '@pretoire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { postgresReachable, startPgHarness } from '../src/postgres';
import { newPage, openAuthDialog, settled } from '../src/session';

// The re-acceptance banner (docs/decisions/terms-consent.md): an account from before the consent box has no accepted
// version; it is planted in the database, since the API records the version at every registration.
const hasPostgres = await postgresReachable();
let h: Awaited<ReturnType<typeof startPgHarness>>;
const old = { email: 'avant.conditions@terms-update.test', nickname: 'avant_conditions', password: 'Ardoise-Pivoine-Torrent-58' };

beforeAll(async () => {
  if (!hasPostgres) return;
  h = await startPgHarness();
  await h.insertMemberWithoutTerms(old.email, old.nickname, old.password);
});
afterAll(async () => h?.stop());

describe.skipIf(!hasPostgres)('terms re-acceptance banner', () => {
  it('shows to a member with no accepted version, goes once accepted and stays gone after a reload', async () => {
    const page = await newPage(h.browser);
    const dialog = await openAuthDialog(page, h.baseUrl);
    await dialog.getByLabel('Adresse e-mail').fill(old.email);
    await dialog.getByLabel('Mot de passe').fill(old.password);
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${h.baseUrl}/home`);

    const banner = page.getByRole('region', { name: 'Nouvelles conditions' });
    await banner.getByText(/ont changé\. Merci de les lire et de les accepter\./).waitFor();
    for (const [name, href] of [
      ["Conditions d'utilisation (nouvel onglet)", '/conditions-utilisation'],
      ['Politique de confidentialité (nouvel onglet)', '/confidentialite'],
    ]) {
      const link = banner.getByRole('link', { name, exact: true });
      expect(await link.getAttribute('href')).toBe(href);
      expect(await link.getAttribute('target')).toBe('_blank');
    }
    await h.screenshot(page, 'terms-update-banner');
    expect(await seriousViolations(page)).toEqual([]);

    await banner.getByRole('button', { name: "J'accepte" }).click();
    await banner.waitFor({ state: 'detached' });
    await h.screenshot(page, 'terms-update-accepted');
    const row = await h.db.query('SELECT terms_version, terms_accepted_at FROM users WHERE email = $1', [old.email]);
    expect(row.rows[0].terms_version).toBe(TERMS_VERSION);
    expect(row.rows[0].terms_accepted_at).not.toBeNull();

    await page.reload();
    await page.getByRole('button', { name: /^Menu utilisateur de / }).waitFor();
    await settled(page);
    // The session the page now holds carries the accepted version, which is what keeps the banner away.
    const me = await page.evaluate(async () => {
      const res = await fetch('/api/auth/me', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
      return ((await res.json()) as { user: { termsVersion: string | null } }).user;
    });
    expect(me.termsVersion).toBe(TERMS_VERSION);
    expect(await banner.count()).toBe(0);
  });
});
