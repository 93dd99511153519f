// The relevance set of French search: every demo question (scripts/demo-data.ts) goes in, then each query must
// bring the listed question into the first three results. Add a row when a synonym or a rule changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, posts } from '../../db/schema';
import { SCENARIOS, SLOTS } from '../../scripts/demo-data';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const member = await t.createUser();
  const cats = new Map((await t.db.select().from(categories)).map((c) => [c.slug, c.id]));
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => SLOTS[k][0]);
  const rows = Object.entries(SCENARIOS).flatMap(([slug, list]) =>
    list.map((s, i) => ({
      authorId: member.user.id,
      categoryId: cats.get(slug) as string,
      title: fill(s.title),
      content: fill(s.content),
      status: 'answered' as const,
      // distinct times so that ties keep one order
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i, 0)),
    })),
  );
  await t.db.insert(posts).values(rows);
});
afterAll(async () => {
  await t?.close();
});

/** query → a title (its beginning) that must be among the first three results. */
const RELEVANCE: [string, string][] = [
  ['licenciement faute grave', 'Licenciement pour faute grave'],
  ['renvoi pour faute grave', 'Licenciement pour faute grave'],
  ['licenciés', 'Licenciement pour faute grave'],
  ['prud\u2019hommes', 'Licenciement pour faute grave'],
  ['conseil de prud\u2019hommes', 'Licenciement pour faute grave'],
  ['pension alimentaire', 'Pension alimentaire impayée'],
  ['contribution à l\u2019entretien impayée', 'Pension alimentaire impayée'],
  ['garde alternée', 'Garde alternée refusée'],
  ['résidence alternée', 'Garde alternée refusée'],
  ['depot de garantie', 'Dépôt de garantie non restitué'],
  ['caution locative', 'Dépôt de garantie non restitué'],
  ['augmentation du loyer', 'Augmentation de loyer en cours de bail'],
  ['location loyer augmentation', 'Augmentation de loyer en cours de bail'],
  ['moisissures logement', 'Logement insalubre'],
  ['congé pour vente propriétaire', 'Congé pour vente donné par le propriétaire'],
  ['bailleur congé vente', 'Congé pour vente donné par le propriétaire'],
  ['vice caché maison', 'Vice caché découvert'],
  ['défaut caché', 'Vice caché découvert'],
  ['heures supplémentaires', 'Heures supplémentaires jamais payées'],
  ['rupture conventionnelle', 'Rupture conventionnelle refusée'],
  ['rupture amiable employeur', 'Rupture conventionnelle refusée'],
  ['harcèlement au travail', 'Harcèlement moral de la part de mon manager'],
  ['clause de non-concurrence', 'Clause de non-concurrence'],
  ['délai de prévenance', 'Période d\u2019essai rompue'],
  ['préavis', 'Licenciement pour faute grave'],
  ['plainte escroquerie', 'Porter plainte pour escroquerie en ligne'],
  ['garde à vue', 'Garde à vue d\u2019un proche'],
  ['casier judiciaire', 'Effacement d\u2019une condamnation'],
  ['SAS ou SARL', 'Choisir entre SAS et SARL'],
  ['facture impayée client', 'Facture impayée par un client professionnel'],
  ['contrôle fiscal plus-value', 'Contrôle fiscal sur une plus-value'],
  ['donation enfants abattements', 'Donation à mes enfants'],
  ['TVA micro-entrepreneur', 'TVA sur une activité de micro-entrepreneur'],
  ['droit à l\u2019effacement', 'Droit à l\u2019effacement refusé'],
  ['usurpation d\u2019identité', 'Piratage de mon compte'],
  ['déposer une marque INPI', 'Déposer une marque'],
  ['garantie décennale fissures', 'Garantie décennale'],
  ['malfaçons travaux', 'Malfaçons après travaux'],
  ['renouvellement titre de séjour', 'Renouvellement de titre de séjour'],
  ['naturalisation délai', 'Naturalisation : délai de réponse dépassé'],
  ['OQTF', 'OQTF reçue'],
  ['amende de stationnement', 'Contester une amende de stationnement'],
  ['contravention stationnement', 'Contester une amende de stationnement'],
  ['points de permis', 'Retrait de points de permis'],
  ['héritage vente maison', 'Succession : un héritier bloque'],
  ['divorce consentement mutuel', 'Divorce par consentement mutuel'],
  ['pacte civil de solidarité', 'Rupture de PACS'],
];

/** draft title → a title that must be among the similar questions. */
const SIMILAR: [string, string][] = [
  ['Mon ex ne paie plus la pension alimentaire', 'Pension alimentaire impayée'],
  ['Licencié pour une faute grave que je conteste', 'Licenciement pour faute grave'],
  ['Le propriétaire garde ma caution locative', 'Dépôt de garantie non restitué'],
  ['Mon patron refuse la rupture conventionnelle', 'Rupture conventionnelle refusée'],
  ['Comment contester une contravention de stationnement', 'Contester une amende de stationnement'],
];

describe('French search relevance (demo questions)', () => {
  it(`has at least 30 queries`, () => {
    expect(RELEVANCE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(RELEVANCE)('«%s» finds «%s…» in the first three', async (q, title) => {
    const res = await t.request({ method: 'GET', url: `/api/posts?q=${encodeURIComponent(q)}&limit=3` });
    expect(res.statusCode).toBe(200);
    const titles = (res.json().posts as { title: string }[]).map((p) => p.title);
    expect(
      titles.some((x) => x.startsWith(title)),
      `${q} → ${titles.join(' | ')}`,
    ).toBe(true);
  });

  it.each(SIMILAR)('similar to «%s»: «%s…»', async (draft, title) => {
    const res = await t.request({ method: 'GET', url: `/api/posts/similar?title=${encodeURIComponent(draft)}` });
    expect(res.statusCode).toBe(200);
    const titles = (res.json().posts as { title: string }[]).map((p) => p.title);
    expect(titles.length).toBeLessThanOrEqual(5);
    expect(
      titles.some((x) => x.startsWith(title)),
      `${draft} → ${titles.join(' | ')}`,
    ).toBe(true);
  });
});
