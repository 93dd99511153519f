// Calendar dates as day numbers (days since 1970-01-01, UTC): no time zone can shift a legal date by one day.

const DAY_MS = 86_400_000;

export const MONTH_NAMES_FR = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

export function dayOf(y: number, m: number, d: number): number {
  return Math.floor(Date.UTC(y, m - 1, d) / DAY_MS);
}

/** The day number of a real calendar date, or null (31 février, month 13…). */
export function validDay(y: number, m: number, d: number): number | null {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const day = dayOf(y, m, d);
  const back = ymdOf(day);
  return back.y === y && back.m === m && back.d === d ? day : null;
}

export function ymdOf(day: number): { y: number; m: number; d: number } {
  const date = new Date(day * DAY_MS);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}

/** Monday = 0 … Sunday = 6. */
export function weekdayOf(day: number): number {
  return (new Date(day * DAY_MS).getUTCDay() + 6) % 7;
}

export function isoOf(day: number): string {
  const { y, m, d } = ymdOf(day);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' → day number, or null when it is not a real date. */
export function dayOfIso(iso: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? validDay(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/**
 * Same day number N months later; when that month is shorter, its last day (art. 641 of the code de procédure civile:
 * «à défaut d'un quantième identique, le délai expire le dernier jour du mois»).
 */
export function addMonths(day: number, months: number): number {
  const { y, m, d } = ymdOf(day);
  const total = y * 12 + (m - 1) + months;
  const ty = Math.floor(total / 12);
  const tm = (total % 12) + 1;
  const last = ymdOf(dayOf(ty, tm + 1, 1) - 1).d;
  return dayOf(ty, tm, Math.min(d, last));
}

/** Easter Sunday (anonymous Gregorian algorithm). */
function easter(y: number): number {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(y, month, day);
}

const FIXED_HOLIDAYS = ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'];

/** French public holidays of metropolitan France (Easter Monday, Ascension and Whit Monday included). */
export function isPublicHoliday(day: number): boolean {
  const iso = isoOf(day);
  if (FIXED_HOLIDAYS.includes(iso.slice(5))) return true;
  const e = easter(ymdOf(day).y);
  return day === e + 1 || day === e + 39 || day === e + 50;
}

/** «Jours ouvrables»: every day but Sundays and public holidays. */
export function addWorkingDays(day: number, count: number): number {
  let d = day;
  let left = count;
  while (left > 0) {
    d++;
    if (weekdayOf(d) !== 6 && !isPublicHoliday(d)) left--;
  }
  return d;
}

let parisFormat: Intl.DateTimeFormat | undefined;

/** The calendar day in Paris of an instant (a question posted at 00:30 in Paris belongs to that Paris day). */
export function parisDay(at: Date | string): number | null {
  if (typeof at === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(at)) return dayOfIso(at);
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return null;
  parisFormat ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric', month: 'numeric', day: 'numeric' });
  const parts = parisFormat.formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return validDay(get('year'), get('month'), get('day'));
}

/** «3 mars 2027», «1er mai 2026». */
export function formatFrenchDate(iso: string): string {
  const day = dayOfIso(iso);
  if (day === null) return iso;
  const { y, m, d } = ymdOf(day);
  return `${d === 1 ? '1er' : d} ${MONTH_NAMES_FR[m - 1]} ${y}`;
}
