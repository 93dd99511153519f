import { FACT_CHECKLISTS, factsChecklist } from '@pretoire/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { askQuestion, type Category, categories, login, registerMember } from '../src/api';
import { type Harness, startHarness } from '../src/harness';
import { pageAs, settled } from '../src/session';

// The facts a lawyer will need, per category, on the question form at both widths and on the edit form
// (docs/decisions/facts-checklist.md). One page per width: the categories are switched in place.
let h: Harness;
let token: string;
let list: Category[];
const member = { email: 'noe.faits@facts-checklist.test', nickname: 'noe_faits', password: 'Zq7!fjr2-Lpx-63-toile' };

/** For each seeded category, one fact and a sentence that gives it. A category missing here fails the journey. */
const SAMPLES: Record<string, [fact: string, body: string]> = {
  famille: ['union', 'Nous sommes mariés depuis 2015.'],
  travail: ['anciennete', 'Je travaille dans l’entreprise depuis 6 ans.'],
  'immobilier-logement': ['meuble', 'Je loue un appartement meublé.'],
  consommation: ['montant', 'J’ai payé 450 euros.'],
  penal: ['qualite', 'Je suis victime d’un vol.'],
  'affaires-societes': ['forme', 'Notre société est une SAS.'],
  fiscal: ['impot', 'Il s’agit de la taxe foncière.'],
  numerique: ['service', 'Mon compte Instagram a été piraté.'],
  'propriete-intellectuelle': ['oeuvre', 'Quelqu’un reproduit ma marque.'],
  construction: ['assurance', 'L’entreprise a-t-elle une décennale ?'],
  etrangers: ['titre', 'Mon titre de séjour expire bientôt.'],
  administratif: ['administration', 'La mairie ne répond pas.'],
};
/** A few categories photographed (at both widths, by the harness). */
const SHOTS = new Set(['travail', 'immobilier-logement', 'famille']);

beforeAll(async () => {
  h = await startHarness();
  await registerMember(h, member.email, member.nickname, member.password);
  token = await login(h, member.email, member.password);
  list = await categories(h);
});
afterAll(async () => h?.stop());

/** The checklist as the page shows it: each fact's id, label and whether it reads as given. */
const shown = (page: Page) =>
  page.locator('[data-facts-checklist] li[data-fact]').evaluateAll((lis) =>
    lis.map((li) => ({
      id: li.getAttribute('data-fact'),
      label: li.querySelector('span > span')?.textContent,
      given: li.getAttribute('data-given') === 'true',
    })),
  );
/** What contracts say the page should show for this category and text. */
const expected = (slug: string, text: string) =>
  factsChecklist(slug, text).map(({ fact, given }) => ({ id: fact.id, label: fact.label, given }));

async function walkEveryCategory(page: Page, width: 'desktop' | 'phone') {
  await page.goto(`${h.baseUrl}/create-post`);
  const select = page.getByLabel('Catégorie');
  await select.locator('option:not([disabled])').first().waitFor({ state: 'attached' });
  const body = page.getByLabel('Votre situation');
  const checklist = page.locator('[data-facts-checklist]');
  // Nothing before a category is chosen.
  expect(await checklist.count()).toBe(0);
  for (const c of list) {
    const sample = SAMPLES[c.slug];
    expect(sample, `a sample sentence for «${c.slug}»`).toBeDefined();
    expect(FACT_CHECKLISTS[c.slug]?.length, `a checklist for «${c.slug}»`).toBeGreaterThan(0);
    const [fact, text] = sample!;
    await body.fill('');
    await select.selectOption(c._id);
    await checklist.waitFor();
    await page.locator(`[data-facts-checklist] li[data-fact="${fact}"][data-given="false"]`).waitFor();
    expect(await shown(page)).toEqual(expected(c.slug, '\n'));

    await body.fill(text);
    await page.locator(`[data-facts-checklist] li[data-fact="${fact}"][data-given="true"]`).waitFor();
    expect(await shown(page), `${width}, ${c.slug}`).toEqual(expected(c.slug, `\n${text}`));
    if (width === 'desktop' && SHOTS.has(c.slug)) await h.screenshot(page, `facts-checklist-${c.slug}`);
  }
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
}

describe('the facts checklist on /create-post', () => {
  it('every category shows its checklist and ticks a fact the text gives, at desktop width', async () => {
    await walkEveryCategory(await pageAs(h.browser, token), 'desktop');
  });

  it('the same at phone width', async () => {
    await walkEveryCategory(await pageAs(h.browser, token, { width: 390, height: 844 }), 'phone');
  });
});

describe('the facts checklist on the edit form', () => {
  it('the asker editing a question sees its category’s checklist, ticked from the text as it is edited', async () => {
    const work = list.find((c) => c.slug === 'travail')!;
    const first = 'Je suis en CDI et mon employeur refuse de payer mes heures supplémentaires.';
    const id = await askQuestion(h, token, { title: 'Heures supplémentaires impayées', content: first, category: work._id });
    const page = await pageAs(h.browser, token);
    await page.goto(`${h.baseUrl}/post/${id}`);
    await page.getByRole('button', { name: 'Modifier la question' }).click();
    const form = page.getByRole('form', { name: 'Modifier la question' });
    await form.locator('[data-facts-checklist] li[data-fact="contrat"][data-given="true"]').waitFor();
    expect(await shown(page)).toEqual(expected('travail', `Heures supplémentaires impayées\n${first}`));

    const edited = `${first} L’entreprise compte 30 salariés.`;
    await form.getByLabel('Votre question').fill(edited);
    await form.locator('[data-facts-checklist] li[data-fact="effectif"][data-given="true"]').waitFor();
    expect(await shown(page)).toEqual(expected('travail', `Heures supplémentaires impayées\n${edited}`));
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await h.screenshot(page, 'facts-checklist-edit');
  });
});
