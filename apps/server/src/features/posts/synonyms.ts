/**
 * Legal words people use for one another. A search containing any phrase of a group matches any phrase of that
 * group. Add a group (or a phrase to a group) here and a row to the relevance set (relevance.test.ts).
 * Phrases are written as people type them; accents, case and apostrophes do not matter.
 */
export const LEGAL_SYNONYMS: readonly (readonly string[])[] = [
  ['préavis', 'délai de congé', 'délai de prévenance'],
  ['licenciement', 'renvoi', 'congédiement'],
  ['bail', 'location', 'contrat de location'],
  ['locataire', 'preneur'],
  ['propriétaire', 'bailleur'],
  ['pension alimentaire', 'contribution à l\u2019entretien', 'contribution à l\u2019entretien et à l\u2019éducation'],
  ['prud\u2019hommes', 'conseil de prud\u2019hommes', 'prudhommes'],
  ['dépôt de garantie', 'caution locative'],
  ['démission', 'départ volontaire'],
  ['rupture conventionnelle', 'rupture amiable'],
  ['garde alternée', 'résidence alternée'],
  ['droit de visite', 'droit de visite et d\u2019hébergement'],
  ['succession', 'héritage'],
  ['héritier', 'ayant droit'],
  ['arrêt maladie', 'arrêt de travail'],
  ['harcèlement moral', 'harcèlement au travail'],
  ['vice caché', 'défaut caché'],
  ['expulsion', 'éviction'],
  ['impayé', 'dette'],
  ['employeur', 'patron'],
  ['divorce', 'séparation de corps'],
  ['pacs', 'pacte civil de solidarité'],
  ['amende', 'contravention', 'PV'],
  ['mise en demeure', 'lettre recommandée de relance'],
  ['syndic', 'syndic de copropriété'],
];

/** Lowercased words of a text, accents kept: the same split as PostgreSQL's French parser (apostrophes cut words). */
export function words(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const fold = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '');

/** Lowercased, unaccented words of a text. */
export const plainWords = (text: string) => words(text).map(fold);

interface Phrase {
  words: string[];
  group: number;
}

/** Every phrase, longest first, so that «conseil de prud'hommes» wins over «prud'hommes». */
const PHRASES: Phrase[] = LEGAL_SYNONYMS.flatMap((g, group) => g.map((p) => ({ words: plainWords(p), group }))).sort(
  (a, b) => b.words.length - a.words.length,
);

/** A query as AND-ed groups, each group a list of alternatives, each alternative a list of words (AND-ed). */
export type Expanded = string[][][];

const MAX_GROUPS = 12;

/**
 * Splits a query into words (accents kept: the stem of the accented word is one of the forms searched) and
 * replaces every known phrase, matched without accents, by the alternatives of its synonym group.
 */
export function expandQuery(q: string): Expanded {
  const raw = words(q);
  const plain = raw.map(fold);
  const out: Expanded = [];
  const seen = new Set<string>();
  for (let i = 0; i < raw.length && out.length < MAX_GROUPS; ) {
    const hit = PHRASES.find((p) => p.words.every((w, k) => plain[i + k] === w));
    const group = hit ? LEGAL_SYNONYMS[hit.group].map(words) : [[raw[i]]];
    i += hit ? hit.words.length : 1;
    const key = hit ? `g${hit.group}` : plain[i - 1];
    // A lone letter says nothing: «à» unaccents to «a», which the French stop list does not hold (it holds «à»), so it
    // stayed a word every title with «à» matched, and an AND on it emptied the similar questions' best candidates.
    if (!hit && /^\p{L}$/u.test(key)) continue;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(group);
  }
  return out;
}

/** The expansion as one placeholder value: «group:alternative:word» tokens separated by spaces (words hold no ':' or space). */
export function encodeTerms(e: Expanded): string {
  return e.flatMap((alts, g) => alts.flatMap((words, a) => words.map((w) => `${g}:${a}:${w}`))).join(' ');
}
