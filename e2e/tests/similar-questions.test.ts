// Similar questions under the title of /create-post: shown after a pause in typing, answered ones only,
// each a link to the question.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { api, categories, login, registerLawyer, registerMember } from '../src/api';
import { type Harness, startHarness } from '../src/harness';
import { pageAs, settled } from '../src/session';

let h: Harness;
let member = '';
let answeredId = '';
beforeAll(async () => {
  h = await startHarness();
  await registerMember(h, 'chloe@similar-questions.test', 'chloe_m', 'Zq7!fjr2-Lpx-42-toile');
  member = await login(h, 'chloe@similar-questions.test', 'Zq7!fjr2-Lpx-42-toile');
  const lawyer = (
    await registerLawyer(
      h,
      { email: 'jeanne.roux@similar-questions.avocat.test', password: 'Zq7!fjr2-Lpx-43-toile', firstName: 'Jeanne', lastName: 'Roux' },
      { approve: true },
    )
  ).token;
  const work = (await categories(h)).find((c) => c.slug === 'travail')!;
  const content = 'Je souhaiterais connaître mes droits dans cette situation, merci pour votre aide précieuse.';
  answeredId = (
    await api<{ _id: string }>(h, 'POST', '/posts', {
      token: member,
      body: { title: 'Licenciement pour faute grave contesté', content, category: work._id },
    })
  )._id;
  await api(h, 'POST', `/posts/${answeredId}/replies`, {
    token: lawyer,
    body: { content: 'Vous pouvez saisir le conseil de prud\u2019hommes.' },
  });
  // asked but never answered: not shown
  await api<{ _id: string }>(h, 'POST', '/posts', {
    token: member,
    body: { title: 'Licenciement sans entretien préalable', content, category: work._id },
  });
});
afterAll(async () => h?.stop());

describe('similar questions while typing', () => {
  it('lists answered questions close to the draft title, each linking to it', async () => {
    const page = await pageAs(h.browser, member);
    await page.goto(`${h.baseUrl}/create-post`);
    await settled(page);
    await page.getByLabel('Titre', { exact: true }).pressSequentially('Mon licenciement pour faute grave', { delay: 20 });
    const region = page.getByRole('region', { name: 'Questions similaires déjà répondues' });
    await region.waitFor();
    // Other journeys' answered questions may be close too: this file's answered one is listed, its unanswered one not.
    const ours = region.getByRole('link', { name: 'Licenciement pour faute grave contesté', exact: true });
    await ours.waitFor();
    expect(await ours.getAttribute('href')).toBe(`/post/${answeredId}`);
    expect(await region.getByRole('link', { name: 'Licenciement sans entretien préalable' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await h.screenshot(page, 'create-post-similar');
    // typing on is never blocked: the field holds every character
    await page.getByLabel('Titre', { exact: true }).pressSequentially(' et prud\u2019hommes', { delay: 5 });
    expect(await page.getByLabel('Titre', { exact: true }).inputValue()).toBe('Mon licenciement pour faute grave et prud\u2019hommes');
  });
});
