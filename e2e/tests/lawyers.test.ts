import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { answer, api, approve, askQuestion, login, registerLawyer, registerMember } from '../src/api';
import { type Harness, startHarness } from '../src/harness';
import { pageAs } from '../src/session';

let h: Harness;
const fiscal = {
  email: 'anne.dupont@lawyers.avocat.test',
  password: 'Zq7!fjr2-Lpx-61-toile',
  firstName: 'Anne',
  lastName: 'Keravec',
  barAssociation: 'Barreau de Lyon',
  specializations: ['Droit Fiscal', 'Droit des sociétés'],
  bio: 'Vingt ans de fiscalité des PME.',
};
const travail = {
  email: 'karim.benali@lawyers.avocat.test',
  password: 'Zq7!fjr2-Lpx-62-toile',
  firstName: 'Karim',
  lastName: 'Keravec',
  barAssociation: 'Barreau de Marseille',
  specializations: ['Droit du travail'],
};
const pending = {
  email: 'jean.attente@lawyers.avocat.test',
  password: 'Zq7!fjr2-Lpx-63-toile',
  firstName: 'Jean',
  lastName: 'Attente',
  barAssociation: 'Barreau de Lyon',
  specializations: ['Droit Fiscal'],
};
let anneId = '';
let pendingId = '';
const TITLE = 'Redressement fiscal de ma SARL';

beforeAll(async () => {
  h = await startHarness();
  anneId = (await registerLawyer(h, fiscal)).id;
  await approve(h, anneId);
  await approve(h, (await registerLawyer(h, travail)).id);
  pendingId = (await registerLawyer(h, pending)).id; // never approved: must not be listed
  await registerMember(h, 'hugo@lawyers.test', 'hugo_sarl', 'Zq7!fjr2-Lpx-64-toile');
  const member = await login(h, 'hugo@lawyers.test', 'Zq7!fjr2-Lpx-64-toile');
  const postId = await askQuestion(h, member, {
    title: TITLE,
    content: 'Mon entreprise reçoit une proposition de rectification, comment répondre ?',
  });
  const replyId = await answer(
    h,
    await login(h, fiscal.email, fiscal.password),
    postId,
    'Vous disposez de trente jours pour présenter vos observations écrites.',
  );
  await api(h, 'PUT', `/posts/${postId}/replies/${replyId}/satisfactory`, { token: member, body: { rating: 5 } });
});
afterAll(async () => h?.stop());

describe('lawyer directory', () => {
  it('lists approved lawyers and filters by specialization through the URL', async () => {
    const page = await pageAs(h.browser, null);
    // The directory lists other journeys' lawyers too: this file's two share a family name, and the name field scopes.
    await page.goto(`${h.baseUrl}/avocats?q=keravec`);
    const cards = page.locator('main li h2');
    await page.getByRole('link', { name: 'Maître Anne Keravec' }).waitFor();
    await expect.poll(() => cards.allTextContents()).toEqual(expect.arrayContaining(['Maître Anne Keravec', 'Maître Karim Keravec']));
    expect(await cards.count()).toBe(2);
    const anne = page.locator('main li', { has: page.getByRole('link', { name: 'Maître Anne Keravec' }) });
    expect(await anne.getByRole('definition').allTextContents()).toEqual(['1', '100 %', '5,0 / 5']);
    await anne.getByText('Première réponse satisfaisante').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await h.screenshot(page, 'directory');

    await page.getByLabel('Spécialisation').selectOption('Droit du travail');
    await expect.poll(() => new URL(page.url()).searchParams.get('specialization')).toBe('Droit du travail');
    await expect.poll(() => cards.allTextContents()).toEqual(['Maître Karim Keravec']);

    // The filter survives a reload, and the bar association narrows further.
    await page.reload();
    await expect.poll(() => cards.allTextContents()).toEqual(['Maître Karim Keravec']);
    await page.getByLabel('Barreau').selectOption('Barreau de Lyon');
    await page.getByText('Aucun avocat ne correspond à ces critères.').waitFor();
    await page.getByRole('link', { name: 'Effacer les filtres' }).click();
    await page.getByLabel('Nom').fill('anne keravec');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect.poll(() => cards.allTextContents()).toEqual(['Maître Anne Keravec']);
    expect(new URL(page.url()).searchParams.get('q')).toBe('anne keravec');
    await page.context().close();
  });

  it('shows a lawyer\u2019s profile with stats, badges and latest answered questions', async () => {
    const page = await pageAs(h.browser, null, { width: 390, height: 844 });
    await page.goto(`${h.baseUrl}/avocats?specialization=Droit%20Fiscal&q=keravec`);
    await page.getByRole('link', { name: 'Maître Anne Keravec' }).click();
    await page.waitForURL(`**/avocats/${anneId}`);
    await page.getByRole('heading', { level: 1, name: 'Maître Anne Keravec' }).waitFor();
    await page.getByText('Vingt ans de fiscalité des PME.').waitFor();
    await page.getByText('Première réponse satisfaisante').waitFor();
    const recent = page.getByRole('link', { name: TITLE });
    await recent.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await h.screenshot(page, 'lawyer-profile');
    await recent.click();
    await page.waitForURL('**/post/**');

    // A lawyer who is not approved has no public profile.
    const { lawyers } = await api<{ lawyers: { _id: string }[] }>(h, 'GET', '/users/lawyers?q=attente');
    expect(lawyers.filter((l) => l._id === pendingId)).toEqual([]);
    await page.context().close();
  });
});
