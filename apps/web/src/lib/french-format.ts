// French dates and numbers as Intl's fr-FR writes them, without Intl: a page's first Intl call loads ICU's locale
// data, 35–60 ms of main thread on a desktop core (×4 on Lighthouse's phone), and public pages made it while
// hydrating (decisions/web-loading.md). The same text on the server and in the browser, checked against Intl in
// french-format.test.ts.

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const NNBSP = '\u202f';
const HOUR = 3_600_000;

/** Day of the month of the last Sunday of `month` (0-based) in `year`. */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/** Paris's offset from UTC at `t`: summer time from the last Sunday of March to the last of October, 01:00 UTC (EU rule since 1996). */
function parisOffset(t: number): number {
  const year = new Date(t).getUTCFullYear();
  const summer = t >= Date.UTC(year, 2, lastSunday(year, 2), 1) && t < Date.UTC(year, 9, lastSunday(year, 9), 1);
  return (summer ? 2 : 1) * HOUR;
}

/** «27 novembre 2026», the day in Paris: `{ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }`. */
export function parisDate(iso: string): string {
  const t = Date.parse(iso);
  const d = new Date(t + parisOffset(t));
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** «mars 2026» for `2026-03`: `{ month: 'long', year: 'numeric', timeZone: 'UTC' }`. */
export function monthYear(yyyyMm: string): string {
  const [year, month] = yyyyMm.split('-').map(Number);
  return `${MONTHS[month - 1]} ${year}`;
}

/** «1 234,5»: `n.toLocaleString('fr-FR', { maximumFractionDigits })` (thousands by a narrow no-break space). */
export function frenchNumber(n: number, maximumFractionDigits = 3): string {
  // Whole numbers under a thousand print as they are (a page prints a hundred relative dates).
  if (Number.isInteger(n) && n > -1000 && n < 1000) return String(n);
  const scale = 10 ** maximumFractionDigits;
  // Rounded half away from zero, as Intl; toFixed's binary rounding of the scaled value is exact for these sizes.
  const rounded = Math.round(Math.abs(n) * scale) / scale;
  const [int, digits = ''] = rounded.toFixed(maximumFractionDigits).split('.');
  const frac = digits.replace(/0+$/, '');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, NNBSP);
  return `${n < 0 && rounded !== 0 ? '-' : ''}${grouped}${frac ? `,${frac}` : ''}`;
}

export type RelativeUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';

const NAMES: Record<RelativeUnit, [one: string, many: string]> = {
  minute: ['minute', 'minutes'],
  hour: ['heure', 'heures'],
  day: ['jour', 'jours'],
  month: ['mois', 'mois'],
  year: ['an', 'ans'],
};
/** The words Intl uses instead of a number (numeric: 'auto'), for −2…2. */
const WORDS: Record<RelativeUnit, Partial<Record<number, string>>> = {
  minute: { 0: 'cette minute-ci' },
  hour: { 0: 'cette heure-ci' },
  day: { [-2]: 'avant-hier', [-1]: 'hier', 0: 'aujourd’hui', 1: 'demain', 2: 'après-demain' },
  month: { [-1]: 'le mois dernier', 0: 'ce mois-ci', 1: 'le mois prochain' },
  year: { [-1]: 'l’année dernière', 0: 'cette année', 1: 'l’année prochaine' },
};

/** «il y a 3 heures», «hier»: `new Intl.RelativeTimeFormat('fr', { numeric: 'auto' }).format(value, unit)`, integers. */
export function relativeTime(value: number, unit: RelativeUnit): string {
  const word = WORDS[unit][value === 0 ? 0 : value];
  if (word) return word;
  const n = Math.abs(value);
  const text = `${frenchNumber(n, 0)} ${NAMES[unit][n < 2 ? 0 : 1]}`;
  return value < 0 ? `il y a ${text}` : `dans ${text}`;
}
