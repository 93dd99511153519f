// Similar questions under the title of /create-post (issue 16): shown after a pause in typing, answered ones only,
// each a link to the question.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJson, askAs, categories, loginToken, pageWith, registerLawyerAs, seriousAxe, settled } from '../src/c-helpers';
import { type Harness, registerMember, startHarness } from '../src/harness';

let h: Harness;
let member = '';
let answeredId = '';
beforeAll(async () => {
  h = await startHarness();
  await registerMember(h, 'chloe@example.test', 'chloe_m', 'Zq7!fjr2-Lpx-42-toile');
  member = await loginToken(h, 'chloe@example.test', 'Zq7!fjr2-Lpx-42-toile');
  const lawyer = (
    await registerLawyerAs(
      h,
      { email: 'jeanne.roux@avocat.test', password: 'Zq7!fjr2-Lpx-43-toile', firstName: 'Jeanne', lastName: 'Roux' },
      true,
    )
  ).token;
  const work = (await categories(h)).find((c) => c.slug === 'travail')!;
  const content = 'Je souhaiterais connaître mes droits dans cette situation, merci pour votre aide précieuse.';
  answeredId = (await askAs(h, member, { title: 'Licenciement pour faute grave contesté', content, category: work._id }))._id;
  await apiJson(h, 'POST', `/posts/${answeredId}/replies`, {
    token: lawyer,
    body: { content: 'Vous pouvez saisir le conseil de prud\u2019hommes.' },
  });
  // asked but never answered: not shown
  await askAs(h, member, { title: 'Licenciement sans entretien préalable', content, category: work._id });
});
afterAll(async () => h?.stop());

describe('similar questions while typing', () => {
  it('lists answered questions close to the draft title, each linking to it', async () => {
    const page = await pageWith(h, member);
    await page.goto(`${h.baseUrl}/create-post`);
    await settled(page);
    await page.getByLabel('Titre', { exact: true }).pressSequentially('Mon licenciement pour faute grave', { delay: 20 });
    const region = page.getByRole('region', { name: 'Questions similaires déjà répondues' });
    await region.waitFor();
    const links = region.getByRole('link');
    expect(await links.count()).toBe(1);
    expect(await links.first().textContent()).toBe('Licenciement pour faute grave contesté');
    expect(await links.first().getAttribute('href')).toBe(`/post/${answeredId}`);
    expect(await seriousAxe(page)).toEqual([]);
    await h.screenshot(page, 'create-post-similar');
    // typing on is never blocked: the field holds every character
    await page.getByLabel('Titre', { exact: true }).pressSequentially(' et prud\u2019hommes', { delay: 5 });
    expect(await page.getByLabel('Titre', { exact: true }).inputValue()).toBe('Mon licenciement pour faute grave et prud\u2019hommes');
  });
});
