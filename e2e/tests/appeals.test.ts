import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { adminToken, api, categories, login, registerLawyer, registerMember } from '../src/api';
import { type Harness, startHarness } from '../src/harness';
import { pageAs, settled } from '../src/session';

// Complaints against moderation decisions (DSA art. 20): a member reports an answer, the admin hides it, its author
// contests through «Contester la décision», a moderator the admin appointed reverses it; then /transparence as
// served before any JavaScript runs.

let h: Harness;
let asker = '';
let notifier = '';
let lawyer = '';
let postId = '';
const PASSWORD = 'Zq7!fjr2-Lpx-52-toile';
const TITLE = 'Caution non rendue trois mois après l’état des lieux';
const ANSWER = 'Le bailleur doit restituer le dépôt de garantie dans le mois qui suit un état des lieux conforme.';
const MODERATOR = 'sarah_recours';

beforeAll(async () => {
  h = await startHarness();
  await registerMember(h, 'lea.recours@appeals.test', 'lea_recours', PASSWORD);
  await registerMember(h, 'paul.recours@appeals.test', 'paul_recours', PASSWORD);
  await registerMember(h, 'sarah.recours@appeals.test', MODERATOR, PASSWORD);
  asker = await login(h, 'lea.recours@appeals.test', PASSWORD);
  notifier = await login(h, 'paul.recours@appeals.test', PASSWORD);
  lawyer = (
    await registerLawyer(
      h,
      { email: 'marc.lenoir@appeals.avocat.test', password: 'Zq7!fjr2-Lpx-53-toile', firstName: 'Marc', lastName: 'Lenoir' },
      { approve: true },
    )
  ).token;
  const all = await categories(h);
  const housing = all.find((c) => c.slug === 'immobilier-logement') ?? all[0];
  postId = (
    await api<{ _id: string }>(h, 'POST', '/posts', {
      token: asker,
      body: { title: TITLE, content: 'Mon ancien bailleur garde ma caution sans explication, que faire ?', category: housing._id },
    })
  )._id;
  await api(h, 'POST', `/posts/${postId}/replies`, { token: lawyer, body: { content: ANSWER } });
});
afterAll(async () => h?.stop());

describe('report → decision → appeal → reversal', () => {
  it('walks a hidden answer back to the public through its author’s complaint, decided by another person', async () => {
    // A member reports the answer.
    const member = await pageAs(h.browser, notifier);
    await member.goto(`${h.baseUrl}/post/${postId}`);
    await settled(member);
    await member.getByRole('button', { name: 'Signaler cette réponse' }).click();
    const dialog = member.getByRole('dialog', { name: 'Signaler cette réponse' });
    await dialog.getByLabel('Démarchage ou manquement déontologique d’un avocat').check();
    await dialog.getByLabel('Précisions (facultatif)').fill('La réponse renvoie vers un cabinet payant.');
    const send = dialog.getByRole('button', { name: 'Envoyer le signalement' });
    await expect.poll(() => send.isEnabled()).toBe(true);
    expect(await seriousViolations(member)).toEqual([]);
    await h.screenshot(member, 'appeals-report');
    await send.click();
    await dialog.getByRole('status').waitFor();
    await member.context().close();

    // The admin hides it, with a statement.
    const admin = await pageAs(h.browser, await adminToken(h));
    await admin.goto(`${h.baseUrl}/admin?tab=reports`);
    await settled(admin);
    const card = admin.locator('li[data-report-group]').filter({ hasText: 'Réponse ·' }).filter({ hasText: 'cabinet payant' });
    await card.getByLabel('Masquer').check();
    await card.getByLabel(/Motivation/).fill('Démarchage : la réponse oriente vers une consultation payante.');
    expect(await seriousViolations(admin)).toEqual([]);
    await h.screenshot(admin, 'appeals-decision');
    await card.getByRole('button', { name: 'Enregistrer la décision' }).click();
    await card.waitFor({ state: 'detached' });

    // The member who reported is told in-app, with the link to contest.
    const told = await pageAs(h.browser, notifier);
    await told.goto(`${h.baseUrl}/notifications`);
    await settled(told);
    const outcome = told.getByRole('listitem').filter({ hasText: 'Suite donnée à votre signalement' });
    await outcome.getByRole('link', { name: 'Contester la décision' }).waitFor();
    expect(await seriousViolations(told)).toEqual([]);
    await h.screenshot(told, 'appeals-notifier-notification');
    await told.context().close();

    // The author sees the statement and «Contester la décision», and contests.
    const author = await pageAs(h.browser, lawyer);
    await author.goto(`${h.baseUrl}/post/${postId}`);
    await settled(author);
    const note = author.getByRole('note').filter({ hasText: 'Motif : Démarchage' });
    await note.waitFor();
    expect(await seriousViolations(author)).toEqual([]);
    await h.screenshot(author, 'appeals-hidden-author');
    await note.getByRole('link', { name: 'Contester la décision' }).click();
    await author.getByRole('heading', { name: 'Contester la décision' }).waitFor();
    const form = author.getByRole('form', { name: 'Contester la décision' });
    await form
      .getByLabel('Pourquoi la décision vous paraît-elle erronée ?')
      .fill('Ma réponse rappelle la règle légale et ne propose aucun rendez-vous ni aucune prestation.');
    expect(await seriousViolations(author)).toEqual([]);
    await h.screenshot(author, 'appeals-form');
    await form.getByRole('button', { name: 'Envoyer mon recours' }).click();
    await author
      .getByRole('status')
      .getByText(/Votre recours a été enregistré/)
      .waitFor();
    await author.context().close();

    // The admin appoints a moderator from the users panel.
    await admin.goto(`${h.baseUrl}/admin?tab=users`);
    await settled(admin);
    const search = admin.getByRole('search', { name: 'Rechercher un utilisateur' });
    await search.getByLabel('Nom ou e-mail').fill(MODERATOR);
    await search.getByLabel('Nom ou e-mail').press('Enter');
    const row = admin.getByRole('row').filter({ hasText: MODERATOR });
    await row.getByRole('button', { name: 'Nommer modérateur' }).click();
    await row.getByText('(modérateur)').waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await h.screenshot(admin, 'appeals-appoint-moderator');
    await admin.context().close();

    // The moderator reverses the decision from the «Recours» tab.
    const moderator = await pageAs(h.browser, await login(h, 'sarah.recours@appeals.test', PASSWORD));
    await moderator.goto(`${h.baseUrl}/moderation`);
    await settled(moderator);
    await moderator.getByRole('tab', { name: 'Recours' }).click();
    const complaint = moderator.locator('li[data-appeal]').filter({ hasText: 'aucun rendez-vous' });
    await complaint.getByLabel('Annuler la décision').check();
    await complaint.getByLabel(/Motivation/).fill('La réponse expose le droit applicable sans solliciter de client.');
    expect(await seriousViolations(moderator)).toEqual([]);
    await h.screenshot(moderator, 'appeals-moderator');
    await complaint.getByRole('button', { name: 'Enregistrer la décision sur le recours' }).click();
    await moderator.getByText('Recours tranché.').waitFor();
    await moderator.getByRole('button', { name: 'Tranchés' }).click();
    await complaint.getByText('Décision annulée').waitFor();
    await moderator.context().close();

    // Public again at once, for a visitor.
    const visitor = await pageAs(h.browser, null);
    await visitor.goto(`${h.baseUrl}/post/${postId}`);
    await settled(visitor);
    await visitor.getByText(ANSWER).waitFor();
    expect(await seriousViolations(visitor)).toEqual([]);
    await h.screenshot(visitor, 'appeals-restored');
    await visitor.context().close();

    // The author was told.
    const back = await pageAs(h.browser, lawyer);
    await back.goto(`${h.baseUrl}/notifications`);
    await settled(back);
    await back.getByText(/Votre recours contre une décision de modération a été examiné/).waitFor();
    expect(await seriousViolations(back)).toEqual([]);
    await h.screenshot(back, 'appeals-author-notification');
    await back.context().close();
    // Six people in turn, each page checked by axe and shot at two widths: longer than the default minute on 2 cores.
  }, 180_000);
});

describe('/transparence', () => {
  it('shows the figures in the served HTML, before any JavaScript, with a working CSV link', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const bare = await h.browser.newContext({ javaScriptEnabled: false, viewport, locale: 'fr-FR' });
      const page = await bare.newPage();
      const res = await page.goto(`${h.baseUrl}/transparence`);
      expect(res?.status()).toBe(200);
      await page.getByRole('heading', { name: 'Transparence de la modération' }).waitFor();
      // The journey above left one notice, one complaint, reversed.
      const figure = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').innerText();
      expect(Number(await figure('Recours reçus'))).toBeGreaterThanOrEqual(1);
      expect(await figure('Recours : décision maintenue / infirmée')).toMatch(/^\d+ \/ [1-9]\d*$/);
      expect(Number(await figure('Signalements'))).toBeGreaterThanOrEqual(1);
      if (viewport.width > 400) await h.screenshot(page, 'appeals-transparency-no-js');
      const href = await page.getByRole('link', { name: 'Télécharger en CSV' }).getAttribute('href');
      expect(href).toBeTruthy();
      const csv = await page.request.get(new URL(href as string, h.baseUrl).toString());
      expect(csv.status()).toBe(200);
      expect(csv.headers()['content-type']).toContain('text/csv');
      expect((await csv.text()).split('\n').length).toBeGreaterThan(1);
      await bare.close();
      // axe runs in the page: the same page once its script has run.
      const live = await pageAs(h.browser, null, viewport);
      await live.goto(`${h.baseUrl}/transparence`);
      await settled(live);
      expect(await seriousViolations(live)).toEqual([]);
      await live.context().close();
    }
  });
});
