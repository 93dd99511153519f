// The official pages a citation opens. Each form is a public search or table-of-contents address of Légifrance or of
// the Cour de cassation's Judilibre site that needs no identifier we cannot know offline; why each is stable:
// docs/decisions/citations.md («URL forms»).

import type { LegalCode } from './codes';

const LEGIFRANCE = 'https://www.legifrance.gouv.fr';

/**
 * An article of a code: Légifrance's search by article number. It always resolves to the version in force, where an
 * article's own page needs its `LEGIARTI` identifier (one per version, unknown offline); each result names its code.
 */
export function codeArticleUrl(article: string): string {
  return `${LEGIFRANCE}/search/code?tab_selection=code&searchField=NUM_ARTICLE&query=${encodeURIComponent(article)}`;
}

/** A code itself: its table of contents by its text identifier, or a search by its title when the identifier is unsure. */
export function codeUrl(code: LegalCode): string {
  if (code.legitext) return `${LEGIFRANCE}/codes/texte_lc/${code.legitext}/`;
  return `${LEGIFRANCE}/search/code?tab_selection=code&searchField=ALL&query=${encodeURIComponent(code.name)}`;
}

export type LegalTextNature = 'loi' | 'loi-organique' | 'decret' | 'decret-loi' | 'ordonnance';

// Légifrance's filter values for the kinds it files under their own nature; the others are found by number alone.
const NATURE_FILTER: Partial<Record<LegalTextNature, string>> = { loi: 'LOI', decret: 'DECRET', ordonnance: 'ORDONNANCE' };

/** A law, decree or ordinance: the search of laws and decrees by its number (the `JORFTEXT` id is unknown offline). */
export function legalTextUrl(nature: LegalTextNature, number: string): string {
  const filter = NATURE_FILTER[nature];
  return `${LEGIFRANCE}/search/lois?tab_selection=lawarticledecree&searchField=ALL&query=${encodeURIComponent(number)}${filter ? `&nature=${filter}` : ''}`;
}

export type Court = 'cass' | 'ce';

/** A decision: Judilibre's search by appeal number for the Cour de cassation, Légifrance's CE search by case number. */
export function decisionUrl(court: Court, number: string): string {
  if (court === 'cass')
    return `https://www.courdecassation.fr/recherche-judilibre?search_api_fulltext=${encodeURIComponent(number)}&judilibre_juridiction=cc`;
  return `${LEGIFRANCE}/search/cetat?tab_selection=cetat&searchField=ALL&query=${encodeURIComponent(number)}`;
}
