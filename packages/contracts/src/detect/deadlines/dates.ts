// Dates read from a question's French text, relative to the question's own date: «le 3 mars», «le 03/03/2026»,
// «3 mars 2026», «il y a dix jours», «depuis deux semaines», «hier», «la semaine dernière», «lundi dernier»…
// Works on folded text (see foldText): lower case, no accents, same offsets as the original.
import { addMonths, dayOf, validDay, weekdayOf, ymdOf } from './calendar';

export interface DateMention {
  /** Offsets in the text (end exclusive). */
  start: number;
  end: number;
  /** Day number (days since 1970-01-01). */
  day: number;
  /** True when the text gives only a month, a week or a rounded duration: the earliest plausible day is used. */
  approximate: boolean;
}

const MONTHS: Record<string, number> = {
  janvier: 1,
  janv: 1,
  jan: 1,
  fevrier: 2,
  fevr: 2,
  fev: 2,
  mars: 3,
  avril: 4,
  avr: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  juil: 7,
  aout: 8,
  septembre: 9,
  sept: 9,
  sep: 9,
  octobre: 10,
  oct: 10,
  novembre: 11,
  nov: 11,
  decembre: 12,
  dec: 12,
};
const FULL_MONTHS = Object.keys(MONTHS).filter((k) => k.length >= 5);

/** A month name, tolerating one typo in the long names («fevier», «septmbre», «decmbre»). */
function monthOf(word: string): number | null {
  const exact = MONTHS[word];
  if (exact) return exact;
  if (word.length < 5) return null;
  for (const name of FULL_MONTHS) if (oneEdit(word, name)) return MONTHS[name];
  return null;
}

function oneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length)
    return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const UNITS: Record<string, number> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  vingt: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
};
const NUMBER_WORDS =
  '(?:(?:dix|vingt|trente|quarante|cinquante|soixante)(?:[ -]+(?:et[ -]+)?(?:une?|deux|trois|quatre|cinq|six|sept|huit|neuf|onze|dix))?' +
  '|une?|deux|trois|quatre|cinq|six|sept|huit|neuf|onze|douze|treize|quatorze|quinze|seize)';

/** «dix-sept» → 17, «vingt et un» → 21, «12» → 12. */
function numberOf(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  let total = 0;
  for (const w of text.split(/[ -]+/)) {
    if (w === 'et') continue;
    const v = UNITS[w];
    if (v === undefined) return null;
    total += v;
  }
  return total || null;
}

const WEEKDAYS: Record<string, number> = { lundi: 0, mardi: 1, mercredi: 2, jeudi: 3, vendredi: 4, samedi: 5, dimanche: 6 };

// One pass over the text finds every form; the named group says which form matched. Order matters: at one position
// the first form that matches wins, so «depuis deux semaines» must be tried before «depuis septembre».
const DATE_FORMS = new RegExp(
  [
    // 2026-03-03
    String.raw`(?<iso>(?<isoY>\d{4})-(?<isoM>\d{1,2})-(?<isoD>\d{1,2}))`,
    // 03/03/2026, 3.3.26, 03-03-2026, 03/03
    String.raw`(?<num>(?<numD>\d{1,2})[/.-](?<numM>\d{1,2})(?:[/.-](?<numY>\d{4}|\d{2}))?)`,
    // 3 mars 2026, 1er mars, premier mars, trois mars, 3 mars dernier
    String.raw`(?<txt>(?<txtD>1er|premier|\d{1,2}|${NUMBER_WORDS})\s+(?:de\s+)?(?<txtM>[a-z]{3,9})\.?(?:\s+(?<txtY>\d{4}))?)`,
    // il y a 10 jours, ça fait deux semaines, depuis 3 mois, il y a plus d'un an
    String.raw`(?<ago>(?<agoP>il\s?y\s?a|y\s?a|ca fait|cela fait|voila|depuis)\s+(?:(?:plus|pres|pas loin|moins) d['e]\s*|environ\s+|au moins\s+|a peine\s+|presque\s+|deja\s+|bientot\s+|maintenant\s+)?(?<agoN>\d{1,3}|${NUMBER_WORDS})\s+(?<agoU>jours?|j|semaines?|sem|mois|ans?|annees?)(?<agoHalf>\s+et\s+demie?)?)`,
    // en mars, début mars, mi-mars, fin mars 2025, depuis septembre
    String.raw`(?<mon>(?<monP>en|debut|mi|fin|courant|depuis|au mois de|le mois de)[\s-]+(?<monM>[a-z]{3,9})\.?(?:\s+(?<monY>\d{4}))?)`,
    // hier, avant-hier, aujourd'hui, ce matin
    String.raw`(?<rel>avant[\s-]?hier|hier|aujourd\s?'?\s?hui|ce matin|ce midi|cet apres[\s-]midi|ce soir)`,
    // la semaine dernière, le mois dernier, l'an dernier, le week-end dernier
    String.raw`(?<last>(?<lastP>la semaine|le mois|l'annee|l'an|le week-?end|le weekend)\s+(?:derniere?|passee?))`,
    // lundi dernier, samedi passé
    String.raw`(?<wd>(?<wdN>lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+(?:dernier|passe))`,
  ].join('|'),
  'g',
);

/** Events that are not the start of a legal deadline: a birth, a hiring, a wedding. */
const NOT_AN_EVENT = /(?:\bnee?|\bnaissance|\bembauchee?|\bmariee?s?|\bpacsee?s?)\s+(?:le\s+|en\s+|depuis\s+(?:le\s+)?)?$/;

const isWordAt = (s: string, i: number) => i >= 0 && i < s.length && /[a-z0-9]/.test(s[i]);

function fullYear(y: string | undefined): number | null {
  if (y === undefined) return null;
  const n = Number(y);
  return y.length === 2 ? (n < 70 ? 2000 + n : 1900 + n) : n;
}

/**
 * A day and month without a year: this year's if it is past, else last year's — unless it lies within the next 60 days,
 * which reads as a coming date («l'audience est le 15 juin») and is not an event that happened.
 */
function withYear(m: number, d: number, reference: number): number | null {
  const { y } = ymdOf(reference);
  const thisYear = validDay(y, m, d);
  if (thisYear !== null && thisYear <= reference) return thisYear;
  if (thisYear !== null && thisYear - reference <= 60) return thisYear; // kept as a future date, refused later
  return validDay(y - 1, m, d);
}

function agoDay(reference: number, amount: number, unit: string, half: boolean): number {
  if (unit.startsWith('j')) return reference - amount;
  if (unit.startsWith('s')) return reference - 7 * amount - (half ? 3 : 0);
  if (unit === 'mois') return addMonths(reference, -amount) - (half ? 15 : 0);
  return addMonths(reference, -12 * amount - (half ? 6 : 0));
}

/** Every date mention of the folded text, in reading order (future ones included: the caller decides). */
export function findDates(folded: string, reference: number): DateMention[] {
  const out: DateMention[] = [];
  DATE_FORMS.lastIndex = 0;
  for (let m = DATE_FORMS.exec(folded); m; m = DATE_FORMS.exec(folded)) {
    const g = m.groups ?? {};
    const start = m.index;
    const end = start + m[0].length;
    if (isWordAt(folded, start - 1) || isWordAt(folded, end) || /[/.-]\d/.test(folded.slice(end, end + 2))) {
      // Part of a longer number or word («L1237-13», «21/01234»): skip it, but let a later form start inside.
      DATE_FORMS.lastIndex = start + 1;
      continue;
    }
    if (NOT_AN_EVENT.test(folded.slice(Math.max(0, start - 20), start))) continue;
    const found = readMention(g, folded, start, reference);
    // The dot of «janv.» belongs to the month, but a sentence's full stop does not belong to the date.
    if (found) out.push({ start, end: folded[end - 1] === '.' ? end - 1 : end, ...found });
    // A form that reads no date («en cours», «depuis mon…») must not hide a date that starts inside it.
    else DATE_FORMS.lastIndex = start + 1;
  }
  return out;
}

function readMention(
  g: Record<string, string | undefined>,
  folded: string,
  start: number,
  reference: number,
): { day: number; approximate: boolean } | null {
  if (g.iso) {
    const day = validDay(Number(g.isoY), Number(g.isoM), Number(g.isoD));
    return day === null ? null : { day, approximate: false };
  }
  if (g.num) {
    const d = Number(g.numD);
    const mo = Number(g.numM);
    const y = fullYear(g.numY);
    // Without a year, «1/2» could be a fraction: only «le 3/03», «du 3/03», «depuis le 3/03» are dates.
    if (y === null && !/(?:\ble|\bdu|\bau)\s+$/.test(folded.slice(Math.max(0, start - 8), start))) return null;
    const day = y === null ? withYear(mo, d, reference) : validDay(y, mo, d);
    return day === null ? null : { day, approximate: false };
  }
  if (g.txt) {
    const month = monthOf(g.txtM ?? '');
    const raw = g.txtD ?? '';
    const d = raw === '1er' || raw === 'premier' ? 1 : numberOf(raw);
    if (!month || !d) return null;
    const y = g.txtY ? Number(g.txtY) : null;
    const day = y === null ? withYear(month, d, reference) : validDay(y, month, d);
    return day === null ? null : { day, approximate: false };
  }
  if (g.mon) {
    const month = monthOf(g.monM ?? '');
    if (!month) return null;
    const part = g.monP ?? '';
    // The earliest plausible day of that part of the month, so a computed end is never later than the real one.
    const d = part === 'mi' ? 15 : part === 'fin' ? 21 : 1;
    const day = g.monY ? validDay(Number(g.monY), month, d) : withYear(month, d, reference);
    return day === null ? null : { day, approximate: true };
  }
  if (g.rel) {
    if (g.rel.startsWith('avant')) return { day: reference - 2, approximate: false };
    if (g.rel === 'hier') return { day: reference - 1, approximate: false };
    return { day: reference, approximate: false };
  }
  if (g.ago) {
    const unit = g.agoU ?? '';
    // «depuis 4 ans» describes how long a situation lasts (a job, a lease), not the event that starts a deadline.
    if (g.agoP === 'depuis' && unit.startsWith('an')) return null;
    const n = numberOf(g.agoN ?? '');
    if (!n) return null;
    const rounded = !unit.startsWith('j') || /plus|pres|environ|moins|presque/.test(g.ago);
    return { day: agoDay(reference, n, unit, Boolean(g.agoHalf)), approximate: rounded };
  }
  if (g.last) {
    const p = g.lastP ?? '';
    if (p === 'la semaine') return { day: reference - weekdayOf(reference) - 7, approximate: true };
    if (p === 'le mois') {
      const { y, m } = ymdOf(reference);
      return { day: dayOf(y, m - 1, 1), approximate: true };
    }
    if (p.startsWith("l'an")) return { day: dayOf(ymdOf(reference).y - 1, 1, 1), approximate: true };
    // Last week-end: the Saturday before the current week.
    return { day: reference - weekdayOf(reference) - 2, approximate: true };
  }
  if (g.wd) {
    const target = WEEKDAYS[g.wdN ?? ''];
    const back = (weekdayOf(reference) - target + 7) % 7 || 7;
    return { day: reference - back, approximate: false };
  }
  return null;
}
