import { frenchNumber, parisDate, type RelativeUnit, relativeTime } from '@/lib/french-format';

// Written without Intl, whose first call costs a page's hydration ICU's data (lib/french-format.ts); a fixed time
// zone: the server (UTC) and the browser must print the same date when the page hydrates.
const steps: [RelativeUnit, number][] = [
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];

/** «il y a 3 heures», «hier»… : the age matters more than the exact date in a forum. */
export function timeAgo(iso: string, now = Date.now()): string {
  let value = (Date.parse(iso) - now) / 60_000;
  if (Math.abs(value) < 1) return 'à l\u2019instant';
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return relativeTime(Math.round(value), unit);
    value /= size;
  }
  return relativeTime(Math.round(value), 'year');
}

/** «27 novembre 2026», the day in Paris. */
export const fullDate = (iso: string): string => parisDate(iso);

export const answersLabel = (n: number) => (n === 0 ? 'Aucune réponse' : n === 1 ? '1 réponse' : `${n} réponses`);

/** A search's total; past the cap the server stops counting («plus de 500 résultats»). */
export function searchTotalLabel(total: number, cap: number): string {
  if (total > cap) return `plus de ${frenchNumber(cap)} résultats`;
  return total === 0 ? 'aucun résultat' : total === 1 ? '1 résultat' : `${frenchNumber(total)} résultats`;
}
/** The fragment of an answer in its question's page: the JSON-LD `url` of each answer points there. */
export const replyAnchor = (replyId: string) => `reponse-${replyId}`;

/** The live thread's button: «1 nouvelle réponse — afficher». */
export const newAnswersLabel = (n: number) => `${n === 1 ? '1 nouvelle réponse' : `${n} nouvelles réponses`} — afficher`;
