const rtf = new Intl.RelativeTimeFormat('fr', { numeric: 'auto' });
// A fixed time zone: the server (UTC) and the browser must print the same date when the page hydrates.
const dateFmt = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });
const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];

/** «il y a 3 heures», «hier»… : the age matters more than the exact date in a forum. */
export function timeAgo(iso: string, now = Date.now()): string {
  let value = (new Date(iso).getTime() - now) / 60_000;
  if (Math.abs(value) < 1) return 'à l\u2019instant';
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return rtf.format(Math.round(value), unit);
    value /= size;
  }
  return rtf.format(Math.round(value), 'year');
}

/** Formatted once per date: a question page prints one per answer, and Intl's format is the dear part. */
const fullDates = new Map<string, string>();
export function fullDate(iso: string): string {
  let text = fullDates.get(iso);
  if (text === undefined) {
    text = dateFmt.format(new Date(iso));
    if (fullDates.size >= 5_000) fullDates.clear();
    fullDates.set(iso, text);
  }
  return text;
}

export const answersLabel = (n: number) => (n === 0 ? 'Aucune réponse' : n === 1 ? '1 réponse' : `${n} réponses`);

/** A search's total; past the cap the server stops counting («plus de 1 000 résultats»). */
export function searchTotalLabel(total: number, cap: number): string {
  if (total > cap) return `plus de ${cap.toLocaleString('fr-FR')} résultats`;
  return total === 0 ? 'aucun résultat' : total === 1 ? '1 résultat' : `${total.toLocaleString('fr-FR')} résultats`;
}
/** The fragment of an answer in its question's page: the JSON-LD `url` of each answer points there. */
export const replyAnchor = (replyId: string) => `reponse-${replyId}`;

/** The live thread's button: «1 nouvelle réponse — afficher». */
export const newAnswersLabel = (n: number) => `${n === 1 ? '1 nouvelle réponse' : `${n} nouvelles réponses`} — afficher`;
