import { CREDITS_PER_STAR, GUARD_MESSAGES, MILESTONES, SATISFACTORY_BASE_CREDITS } from '@pretoire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { answer, api, approve, askQuestion, login, registerLawyer, registerMember } from '../src/api';
import { type Harness, startHarness } from '../src/harness';
import { pageAs } from '../src/session';

let h: Harness;
const lawyer = {
  email: 'sophie.leroy@activities.avocat.test',
  password: 'Zq7!fjr2-Lpx-71-toile',
  firstName: 'Sophie',
  lastName: 'Leroy',
  barAssociation: 'Barreau de Bordeaux',
  specializations: ['Droit immobilier'],
};
const waiting = {
  email: 'marc.attente@activities.avocat.test',
  password: 'Zq7!fjr2-Lpx-72-toile',
  firstName: 'Marc',
  lastName: 'Attente',
  barAssociation: 'Barreau de Bordeaux',
  specializations: ['Droit immobilier'],
};
let lawyerToken = '';
const RATING = 4;

beforeAll(async () => {
  h = await startHarness();
  await approve(h, (await registerLawyer(h, lawyer)).id);
  await registerLawyer(h, waiting);
  await registerMember(h, 'ines@activities.test', 'ines_bx', 'Zq7!fjr2-Lpx-73-toile');
  const member = await login(h, 'ines@activities.test', 'Zq7!fjr2-Lpx-73-toile');
  lawyerToken = await login(h, lawyer.email, lawyer.password);
  const p1 = await askQuestion(h, member, {
    title: 'Dépôt de garantie non restitué',
    content: 'Mon ancien propriétaire garde le dépôt de garantie sans justificatif depuis trois mois.',
  });
  const p2 = await askQuestion(h, member, {
    title: 'Travaux de copropriété imprévus',
    content: 'Le syndic annonce des travaux votés sans que je sois convoqué, que faire ?',
  });
  const r1 = await answer(h, lawyerToken, p1, 'Envoyez une mise en demeure : le bailleur doit restituer le dépôt sous un ou deux mois.');
  await answer(h, lawyerToken, p2, 'Demandez le procès-verbal d\u2019assemblée générale et vérifiez la convocation.');
  await api(h, 'PUT', `/posts/${p1}/replies/${r1}/satisfactory`, { token: member, body: { rating: RATING } });
  // The reward pop-up (another screen) would cover this page: hand the pending reward out first.
  await api(h, 'GET', '/posts/lawyer/rewards', { token: lawyerToken });
});
afterAll(async () => h?.stop());

describe('lawyer activities', () => {
  it('shows totals, badge, next milestone and the filtered timeline after one satisfactory mark', async () => {
    const page = await pageAs(h.browser, lawyerToken);
    await page.goto(`${h.baseUrl}/activities`);
    await page.getByRole('heading', { level: 1, name: 'Mes Activités' }).waitFor();
    const totals = page.getByRole('definition');
    const credits = SATISFACTORY_BASE_CREDITS + CREDITS_PER_STAR * RATING + MILESTONES[0].credits;
    await expect.poll(() => totals.allTextContents()).toEqual([String(credits), '1', '4,0 / 5']);
    await page.getByRole('heading', { name: 'Badges obtenus' }).waitFor();
    await page.getByText(MILESTONES[0].name, { exact: true }).waitFor();
    const bar = page.getByRole('progressbar', { name: `Progression vers ${MILESTONES[1].name}` });
    expect(await bar.getAttribute('aria-valuenow')).toBe(String(Math.round((1 / MILESTONES[1].threshold) * 100)));

    const items = page.locator('li[data-activity]');
    // All: two answers, one mark, one reward (mark credits + first milestone).
    await expect
      .poll(() => items.evaluateAll((els) => els.map((e) => e.getAttribute('data-activity')).sort()))
      .toEqual(['reply', 'reply', 'reward', 'satisfactory']);
    expect(await seriousViolations(page)).toEqual([]);
    await h.screenshot(page, 'activities');

    await page.getByRole('button', { name: 'Récompenses' }).click();
    await expect.poll(() => items.evaluateAll((els) => els.map((e) => e.getAttribute('data-activity')))).toEqual(['reward']);
    await items.getByText(`Palier «${MILESTONES[0].name}» atteint`).waitFor();
    await items.getByText(`+${MILESTONES[0].credits} crédits`).waitFor();
    await page.getByRole('button', { name: 'Satisfaisantes' }).click();
    await expect.poll(() => items.evaluateAll((els) => els.map((e) => e.getAttribute('data-activity')))).toEqual(['satisfactory']);
    await items.getByLabel(`${RATING} sur 5`).waitFor();
    await items.getByText(`+${SATISFACTORY_BASE_CREDITS + CREDITS_PER_STAR * RATING} crédits`).waitFor();
    await page.getByRole('button', { name: 'Réponses' }).click();
    await expect.poll(() => items.count()).toBe(2);
    await items.getByRole('link', { name: '«Dépôt de garantie non restitué»' }).click();
    await page.waitForURL('**/post/**');
    await page.context().close();
  });

  it('a pending lawyer sees the approval guard message', async () => {
    const page = await pageAs(h.browser, await login(h, waiting.email, waiting.password));
    await page.goto(`${h.baseUrl}/activities`);
    await page.getByText(GUARD_MESSAGES.pending).waitFor();
    await page.context().close();
  });
});
