import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { adminToken, api } from '../src/api';
import { solidPng } from '../src/files';
import { type Harness, startHarness } from '../src/harness';
import { pageAs } from '../src/session';

let h: Harness;
let token: string;
const LINK = 'https://cabinet-exemple.fr/consultation';

beforeAll(async () => {
  h = await startHarness();
  token = await adminToken(h);
});
afterAll(async () => h?.stop());

const clicksOf = async () =>
  (await api<{ ads: { clicks: number; link: string | null }[] }>(h, 'GET', '/ads/admin/all', { token })).ads.map((a) => a.clicks);

describe('ads', () => {
  it('an empty position shows the «Votre publicité ici» placeholder', async () => {
    const visitor = await pageAs(h.browser, null);
    const adCalls: string[] = [];
    visitor.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/ads')) adCalls.push(r.url());
    });
    await visitor.goto(`${h.baseUrl}/home`);
    const slot = visitor.locator('aside[data-position="home-top"]');
    await slot.and(visitor.locator('[data-ad-state="empty"]')).waitFor();
    expect(await slot.textContent()).toContain('Votre publicité ici');
    // Several slots on the page, one cached GET /ads for all of them.
    expect(await visitor.locator('aside[data-position]').count()).toBeGreaterThan(1);
    await visitor.waitForLoadState('networkidle');
    // Server-rendered pages arrive with the ads: at most one GET /ads, never one per slot.
    expect(adCalls.map((u) => new URL(u).pathname).filter((p) => p === '/api/ads').length).toBeLessThanOrEqual(1);
    await visitor.context().close();
  });

  it('an admin uploads an ad and a visitor\u2019s click is counted', async () => {
    const admin = await pageAs(h.browser, token);
    await admin.goto(`${h.baseUrl}/admin?tab=ads`);
    await admin.getByRole('heading', { name: 'Nouvelle publicité' }).waitFor();
    await admin
      .getByLabel(/^Image/)
      .setInputFiles({ name: 'banniere.png', mimeType: 'image/png', buffer: solidPng(600, 100, [148, 72, 26]) });
    await admin.getByRole('img', { name: 'Aperçu de la publicité' }).waitFor();
    await admin.getByLabel('Emplacement').selectOption('home-top');
    await admin.getByLabel('Lien (facultatif)').fill('pas-un-lien');
    await admin.getByRole('button', { name: 'Publier la publicité' }).click();
    await admin.getByText('Le lien doit être une adresse http(s) valide.').waitFor();
    await admin.getByLabel('Lien (facultatif)').fill(LINK);
    await admin.getByRole('button', { name: 'Publier la publicité' }).click();
    await admin.getByText('Publicité ajoutée ✓').waitFor();
    const row = admin.locator('li[data-ad]');
    await row.getByText('0 clic').waitFor();
    await row.getByRole('link', { name: LINK }).waitFor();
    expect(await seriousViolations(admin)).toEqual([]);

    const visitor = await pageAs(h.browser, null);
    await visitor.goto(`${h.baseUrl}/home`);
    const ad = visitor.locator('aside[data-position="home-top"][data-ad-state="active"] a');
    await ad.waitFor();
    expect(await ad.getAttribute('href')).toBe(LINK);
    expect(await ad.getAttribute('target')).toBe('_blank');
    expect(await ad.getAttribute('rel')).toBe('noopener sponsored');
    // The destination is outside the test network: answer it locally, then check the count.
    await visitor
      .context()
      .route('https://cabinet-exemple.fr/**', (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<title>Cabinet</title>' }));
    const [popup] = await Promise.all([visitor.waitForEvent('popup'), ad.click()]);
    await popup.close();
    await expect.poll(clicksOf).toEqual([1]);
    expect(await seriousViolations(visitor)).toEqual([]);
    await h.screenshot(visitor, 'ads-home-visitor');
    await visitor.context().close();

    await admin.reload();
    await admin.locator('li[data-ad]').getByText('1 clic').waitFor();
    await h.screenshot(admin, 'admin-ads');
    await admin.context().close();
  });

  it('an admin edits, deactivates and deletes the ad', async () => {
    const admin = await pageAs(h.browser, token);
    await admin.goto(`${h.baseUrl}/admin?tab=ads`);
    const row = admin.locator('li[data-ad]');
    await row.getByRole('button', { name: 'Modifier' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Modifier la publicité' });
    await dialog.getByLabel('Emplacement').selectOption('post-bottom');
    await dialog.getByLabel('Lien (facultatif)').fill('');
    expect(await seriousViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await admin.getByText('Publicité modifiée ✓').waitFor();
    await row.getByText('Sans lien').waitFor();
    await row.getByText('Question — bas de page').waitFor();

    await row.getByRole('switch').click();
    await row.getByText('Inactive').waitFor();
    expect((await api<{ ads: unknown[] }>(h, 'GET', '/ads')).ads).toEqual([]);

    await row.getByRole('button', { name: 'Supprimer' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Supprimer cette publicité ?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await admin.getByText('Publicité supprimée ✓').waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await clicksOf()).toEqual([]);
    await admin.context().close();
  });
});
