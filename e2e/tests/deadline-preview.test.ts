import { DESK_LABELS } from '@pretoire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { api, askQuestion, categories, login, registerPair } from '../src/api';
import { type Harness, startHarness } from '../src/harness';
import { pageAs, settled } from '../src/session';

// A deadline starts from the event its rule names, the asker sees it before publishing (and may correct or decline
// it), and a lawyer who answered may correct it (desk-deadlines.md).
let h: Harness;
const member = { email: 'lea.delai@deadline-preview.test', nickname: 'lea_delai', password: 'Zq7!fjr2-Lpx-61-toile' };
const lawyer = { email: 'marc.delai@deadline-preview.avocat.test', password: 'Zq7!fjr2-Lpx-62-toile' };
const LETTER = 'Ma lettre de licenciement est datée du 3 novembre mais le facteur me l’a présentée le 5 novembre. Je veux contester.';
// «5 novembre» without a year is this year's once past, last year's before.
const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
const year = Number(today.slice(0, 4)) - (today.slice(5) >= '11-05' ? 0 : 1);

beforeAll(async () => {
  h = await startHarness();
  await registerPair(h, member, lawyer);
});
afterAll(async () => h?.stop());

describe('the deadline before publishing and after answering', () => {
  it('the asker sees the rule and a start on the day the letter was presented, can fill the date or decline the deadline', async () => {
    const m = await pageAs(h.browser, await login(h, member.email, member.password));
    await m.goto(`${h.baseUrl}/create-post`);
    await m.getByLabel('Titre').fill('Lettre de licenciement présentée deux jours après');
    const select = m.getByLabel('Catégorie');
    await select.locator('option:not([disabled])').first().waitFor({ state: 'attached' });
    await select.selectOption({ label: 'Droit du travail' });
    await m.getByLabel('Votre situation').fill(LETTER);

    const preview = m.getByTestId('deadline-preview');
    await preview.getByTestId('deadline-preview-dates').waitFor();
    const text = await preview.innerText();
    expect(text).toContain(DESK_LABELS.previewTitle);
    expect(text).toContain('Contester un licenciement');
    expect(text).toContain(`Départ du délai : le 5 novembre ${year} (d’après « 5 novembre »)`);
    expect(text).toContain(`Fin estimée : le 5 novembre ${year + 1}`);
    await settled(m);
    expect(await seriousViolations(m)).toEqual([]);
    await h.screenshot(m, 'deadline-preview');

    // «Corriger la date» fills «Date de l'événement» with the detected start and gives it focus.
    await preview.getByRole('button', { name: DESK_LABELS.previewCorrect }).click();
    const eventDate = m.getByLabel(/Date de l’événement/);
    expect(await eventDate.inputValue()).toBe(`${year}-11-05`);
    expect(await eventDate.evaluate((el) => el === document.activeElement)).toBe(true);
    await eventDate.fill(`${year}-11-06`);
    await preview.getByText(`Départ du délai : le 6 novembre ${year}`).waitFor();

    // Declining: nothing is stored, the question page shows no notice.
    await preview.getByLabel(DESK_LABELS.previewNone).check();
    await preview.getByText(DESK_LABELS.previewDismissed).waitFor();
    await m.getByRole('button', { name: 'Publier ma question' }).click();
    await m.getByRole('heading', { level: 1, name: 'Lettre de licenciement présentée deux jours après' }).waitFor();
    await settled(m);
    expect(await m.getByTestId('deadline-notice').count()).toBe(0);
  });

  it('a lawyer who answered corrects the start; the asker then reads «date corrigée par un avocat»', async () => {
    const asker = await login(h, member.email, member.password);
    const work = (await categories(h)).find((c) => c.slug === 'travail')!;
    const id = await askQuestion(h, asker, { title: 'Licenciement à contester', content: LETTER, category: work._id });
    const lawyerToken = await login(h, lawyer.email, lawyer.password);
    await api(h, 'POST', `/posts/${id}/replies`, { token: lawyerToken, body: { content: 'Le délai court de la première présentation.' } });

    const l = await pageAs(h.browser, lawyerToken);
    await l.goto(`${h.baseUrl}/post/${id}`);
    const notice = l.getByTestId('deadline-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toContain(`départ le 5 novembre ${year}`);
    await notice.getByText(DESK_LABELS.correctTitle).click();
    await notice.getByLabel(DESK_LABELS.correctDate).fill(`${year}-11-07`);
    await notice.getByRole('button', { name: DESK_LABELS.correctSave }).click();
    await notice.getByText(DESK_LABELS.corrected).waitFor();
    await notice.getByText(`départ le 7 novembre ${year}, date corrigée par un avocat`).waitFor();
    await settled(l);
    expect(await seriousViolations(l)).toEqual([]);
    await h.screenshot(l, 'deadline-lawyer-correction');

    const m = await pageAs(h.browser, asker);
    await m.goto(`${h.baseUrl}/post/${id}`);
    await m
      .getByTestId('deadline-notice')
      .getByText(`Fin estimée du délai : 7 novembre ${year + 1}`)
      .waitFor();
    // The asker has no correction control: the correction is a lawyer's.
    expect(await m.getByText(DESK_LABELS.correctTitle).count()).toBe(0);
  });
});
