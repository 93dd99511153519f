import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { api, registerLawyer } from '../src/api';
import { ADMIN, type Harness, startHarness } from '../src/harness';
import { signedInPage } from '../src/session';

// A verified lawyer's names and bar are read-only on the profile; a change is a request (reason, new values, licence)
// an admin decides with «avant / après» in view (docs/decisions/lawyer-identity.md).

let h: Harness;
let lawyerId: string;
const lawyer = { email: 'ines.garnier@identity.avocat.test', password: 'Zq7!fjr2-Lpx-61-toile' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const REASON = 'Mariage : j’ajoute le nom de mon époux.';

beforeAll(async () => {
  h = await startHarness();
  ({ id: lawyerId } = await registerLawyer(
    h,
    { ...lawyer, firstName: 'Inès', lastName: 'Garnier', barAssociation: 'Barreau de Lyon' },
    { approve: true },
  ));
}, 300_000);
afterAll(async () => h?.stop());

const info = (p: Page) => p.getByRole('region', { name: 'Informations professionnelles' });

async function openRequest(page: Page) {
  await page.goto(`${h.baseUrl}/profile`);
  const open = info(page).getByRole('button', { name: 'Demander une modification' });
  await open.focus();
  await page.keyboard.press('Enter');
  return page.getByRole('dialog', { name: 'Demander une modification' });
}

describe('a verified lawyer’s identity', () => {
  it('phone: read-only names, the request form opens, fits 390 px and closes with Escape', async () => {
    const { page } = await signedInPage(h, lawyer.email, lawyer.password, { viewport: { width: 390, height: 844 } });
    const dialog = await openRequest(page);
    await dialog.getByLabel('Motif de la demande').waitFor();
    expect(await info(page).getByRole('textbox', { name: 'Prénom' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await h.screenshot(page, 'identity-change-phone');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }, 120_000);

  it('desktop: sends the request by keyboard; the profile keeps the verified name meanwhile', async () => {
    const { page, token } = await signedInPage(h, lawyer.email, lawyer.password);
    const dialog = await openRequest(page);
    await dialog.getByLabel('Motif de la demande').fill(REASON);
    await dialog.getByLabel('Nouveau nom').fill('Garnier-Roy');
    await dialog.getByLabel(/^Justificatif/).setInputFiles({ name: 'carte.pdf', mimeType: 'application/pdf', buffer: PDF });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Demande envoyée').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const me = await api<{ user: { lastName: string } }>(h, 'GET', '/auth/me', { token });
    expect(me.user.lastName).toBe('Garnier');
  }, 120_000);

  it('admin: sees «avant / après» and the reason, approves; the new name is the profile’s', async () => {
    const { page } = await signedInPage(h, ADMIN.email, ADMIN.password);
    await page.goto(`${h.baseUrl}/admin?tab=lawyers`);
    const request = page.locator(`[data-identity-request="${lawyerId}"]`);
    await request.getByRole('columnheader', { name: 'Avant' }).waitFor();
    expect(await request.getByRole('row', { name: /Nom/ }).last().textContent()).toContain('Garnier-Roy');
    await request.getByText(REASON).waitFor();
    expect(await seriousViolations(page, `[data-identity-request="${lawyerId}"]`)).toEqual([]);
    await h.screenshot(page, 'identity-change-admin');
    await request.getByRole('button', { name: 'Approuver le changement' }).click();
    await request.waitFor({ state: 'detached' });
    const { token } = await signedInPage(h, lawyer.email, lawyer.password);
    const me = await api<{ user: { lastName: string } }>(h, 'GET', '/auth/me', { token });
    expect(me.user.lastName).toBe('Garnier-Roy');
  }, 120_000);
});
