import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { adminToken, api, askQuestion, login, registerLawyer, registerMember } from '../src/api';
import { solidPng } from '../src/files';
import { type Harness, startHarness } from '../src/harness';
import { pageAs } from '../src/session';

let h: Harness;
let admin: Page;
let token: string;
const anne = {
  email: 'anne.dupont@admin.avocat.test',
  password: 'Zq7!fjr2-Lpx-51-toile',
  firstName: 'Anne',
  lastName: 'Dupont',
  barAssociation: 'Barreau de Lyon',
  specializations: ['Droit Fiscal'],
  bio: 'Fiscalité des PME.',
};
const paul = {
  email: 'paul.bernard@admin.avocat.test',
  password: 'Zq7!fjr2-Lpx-52-toile',
  firstName: 'Paul',
  lastName: 'Bernard',
  barAssociation: 'Barreau de Lille',
  specializations: ['Droit commercial'],
};
let anneId = '';
let paulId = '';
let deletedId = '';
let keptId = '';

beforeAll(async () => {
  h = await startHarness();
  anneId = (await registerLawyer(h, anne)).id;
  paulId = (await registerLawyer(h, paul)).id;
  await registerMember(h, 'lea@admin.test', 'lea_lyon', 'Zq7!fjr2-Lpx-53-toile');
  const member = await login(h, 'lea@admin.test', 'Zq7!fjr2-Lpx-53-toile');
  deletedId = await askQuestion(h, member, {
    title: 'Question à supprimer par modération',
    content: 'Ce message contient des propos hors sujet qui doivent être retirés.',
  });
  keptId = await askQuestion(h, member, {
    title: 'Bail commercial et révision du loyer',
    content: 'Mon bailleur veut réviser le loyer de mon local commercial, est-ce possible ?',
  });
  token = await adminToken(h);
  admin = await pageAs(h.browser, token);
});
afterAll(async () => h?.stop());

describe('admin dashboard', () => {
  it('shows the statistics cards and a lazy 30-day chart with a table alternative', async () => {
    await admin.goto(`${h.baseUrl}/admin`);
    await admin.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    const cards = admin.getByRole('definition').filter({ hasText: /^\d+$/ });
    await cards.first().waitFor();
    await expect.poll(() => admin.getByRole('tabpanel').getByText('Dossiers à examiner').count()).toBe(1);
    // The site's totals, as the API gives them (other journeys' lawyers and questions count too; this worker runs
    // one journey at a time), the chart canvas drawn by uPlot.
    const { totals } = await api<{
      totals: { lawyers: { pending: number }; questions: { open: number; answered: number; resolved: number } };
    }>(h, 'GET', '/admin/stats', { token });
    expect(totals.lawyers.pending).toBeGreaterThanOrEqual(2);
    const pendingCard = admin.locator('dl[aria-label="Chiffres clés"] > div', { hasText: 'Dossiers à examiner' });
    expect(await pendingCard.locator('dd').first().textContent()).toBe(String(totals.lawyers.pending));
    const byStatus = admin.getByRole('region', { name: 'Questions par statut' });
    const q = totals.questions;
    const openShare = Math.round((q.open / (q.open + q.answered + q.resolved)) * 100);
    expect(await byStatus.locator('li', { hasText: 'Ouvertes' }).textContent()).toContain(`${q.open} (${openShare} %)`);
    await admin.locator('[data-testid="daily-chart"] canvas').waitFor();
    await admin.getByText('Voir les données du graphique en tableau').click();
    expect(await admin.getByRole('region', { name: 'Données quotidiennes' }).locator('tbody tr').count()).toBe(30);
    expect(await seriousViolations(admin)).toEqual([]);
    await h.screenshot(admin, 'admin-stats');
  });

  it('shows a pending lawyer\u2019s licence PDF in the page, downloaded with the token', async () => {
    await admin.getByRole('tab', { name: /Avocats en attente/ }).click();
    const card = admin.locator('li[data-lawyer="anne.dupont@admin.avocat.test"]');
    await card.getByRole('heading', { name: 'Maître Anne Dupont' }).waitFor();
    await card.getByText('Barreau de Lyon').waitFor();
    const download = admin.waitForResponse((r) => r.url().endsWith(`/api/admin/lawyers/${anneId}/license-document`));
    await card.getByRole('button', { name: 'Voir le document' }).click();
    // The page fetched the very PDF the lawyer sent, with the bearer token…
    const res = await download;
    expect(res.status()).toBe(200);
    expect((await res.request().allHeaders()).authorization).toBe(`Bearer ${token}`);
    expect(res.headers()['content-type']).toBe('application/pdf');
    // …and shows it from a blob URL of that type (headless Chromium may not paint PDFs; the CSP forbids fetching blob: back).
    const object = card.locator('object[type="application/pdf"]');
    await object.waitFor({ state: 'attached' });
    expect((await object.getAttribute('data')) ?? '').toMatch(/^blob:http/);
    expect(await card.locator('figure').getAttribute('data-license-type')).toBe('application/pdf');
    expect(await seriousViolations(admin)).toEqual([]);
    await h.screenshot(admin, 'admin-pending-lawyer');
  });

  it('reports download failures with the spec messages', async () => {
    const card = admin.locator('li[data-lawyer="paul.bernard@admin.avocat.test"]');
    await admin.route(`**/api/admin/lawyers/${paulId}/license-document`, (r) => r.fulfill({ status: 500, body: 'boom' }));
    await card.getByRole('button', { name: 'Voir le document' }).click();
    await card.getByRole('alert').filter({ hasText: 'Failed to download document' }).waitFor();
    await card.getByRole('button', { name: 'Masquer le document' }).click();
    await admin.unroute(`**/api/admin/lawyers/${paulId}/license-document`);
    // Without a token in storage, the viewer refuses before any request.
    await admin.evaluate(() => localStorage.removeItem('token'));
    await card.getByRole('button', { name: 'Voir le document' }).click();
    await card.getByRole('alert').filter({ hasText: 'Authentication required' }).waitFor();
    await admin.evaluate((t) => localStorage.setItem('token', t), token);
    await card.getByRole('button', { name: 'Masquer le document' }).click();
  });

  it('approves one lawyer and rejects the other with a reason', async () => {
    const anneCard = admin.locator('li[data-lawyer="anne.dupont@admin.avocat.test"]');
    await anneCard.getByRole('button', { name: 'Approuver' }).click();
    await admin.getByText('Avocat approuvé ✓').waitFor();
    await anneCard.waitFor({ state: 'detached' });

    const paulCard = admin.locator('li[data-lawyer="paul.bernard@admin.avocat.test"]');
    await paulCard.getByRole('button', { name: 'Refuser' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Refuser Maître Paul Bernard' });
    await dialog.getByRole('button', { name: "Refuser l'inscription" }).click();
    await dialog.getByRole('alert').waitFor(); // empty reason refused on the client
    await dialog.getByLabel('Motif du refus').fill('Le document de licence est illisible ; merci d\u2019envoyer un scan net.');
    expect(await seriousViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: "Refuser l'inscription" }).click();
    await admin.getByText('Inscription refusée ✓').waitFor();
    // Other journeys on the same server may have lawyers waiting too: this file's are gone from the list.
    await paulCard.waitFor({ state: 'detached' });

    const { users } = await api<{ users: { _id: string; status: string; rejectionReason: string | null }[] }>(
      h,
      'GET',
      '/admin/users?role=lawyer',
      { token },
    );
    expect(users.find((u) => u._id === anneId)?.status).toBe('active');
    const p = users.find((u) => u._id === paulId);
    expect(p?.status).toBe('rejected');
    expect(p?.rejectionReason).toContain('illisible');
    await expect.poll(() => h.mails.filter((m) => m.to.includes(paul.email)).length).toBeGreaterThan(1);
  });

  it('lists users with search and role filter', async () => {
    await admin.getByRole('tab', { name: 'Utilisateurs' }).click();
    const table = admin.getByRole('region', { name: 'Liste des utilisateurs' });
    await table.getByText('lea_lyon').waitFor();
    // This file's lawyers only: their e-mails end with the file's domain.
    await admin.getByLabel('Nom ou e-mail').fill('@admin.avocat.test');
    await admin.getByRole('button', { name: 'Rechercher' }).click();
    await admin.getByLabel('Rôle').selectOption('lawyer');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(2);
    await admin.getByLabel('Nom ou e-mail').fill('bernard@admin');
    await admin.getByRole('button', { name: 'Rechercher' }).click();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await table.getByText('Refusé').waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
  });

  it('deletes a question after confirmation', async () => {
    await admin.getByRole('tab', { name: 'Questions' }).click();
    await admin.getByText('Bail commercial et révision du loyer').waitFor();
    await admin.getByRole('button', { name: 'Supprimer «Question à supprimer par modération»' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Supprimer cette question ?' });
    await confirm.waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await admin.getByText('Question supprimée ✓').waitFor();
    await expect.poll(() => admin.getByRole('link', { name: 'Question à supprimer par modération' }).count()).toBe(0);
    // Other journeys' questions share the server: this file's deleted one is gone, its other one stays.
    await expect(api(h, 'GET', `/posts/${deletedId}`)).rejects.toThrow(/404/);
    expect((await api<{ _id: string }>(h, 'GET', `/posts/${keptId}`))._id).toBe(keptId);
  });

  it('shows a licence sent as an image in an <img>', async () => {
    await registerLawyer(h, {
      email: 'ines.morel@admin.avocat.test',
      password: 'Zq7!fjr2-Lpx-54-toile',
      firstName: 'Inès',
      lastName: 'Morel',
      barAssociation: 'Barreau de Nantes',
      specializations: ['Droit immobilier'],
      license: { data: solidPng(320, 200, [20, 33, 61]), type: 'image/png', name: 'licence.png' },
    });
    await admin.goto(`${h.baseUrl}/admin?tab=lawyers`);
    const card = admin.locator('li[data-lawyer="ines.morel@admin.avocat.test"]');
    await card.getByRole('button', { name: 'Voir le document' }).click();
    const img = card.getByRole('img', { name: 'Document de licence de Maître Inès Morel' });
    await img.waitFor();
    expect((await img.getAttribute('src')) ?? '').toMatch(/^blob:http/);
    expect(await card.locator('figure').getAttribute('data-license-type')).toBe('image/png');
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(320);
  });

  it('stays usable at 390 px', async () => {
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.goto(`${h.baseUrl}/admin?tab=stats`);
    await admin.locator('[data-testid="daily-chart"] canvas').waitFor();
    const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await admin.setViewportSize({ width: 1280, height: 800 });
  });
});
