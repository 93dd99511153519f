// Text helpers shared by the detectors. Pure, browser-safe, no dependency.

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const foldCache = new Map<string, string>();

function foldChar(ch: string): string {
  let f = foldCache.get(ch);
  if (f !== undefined) return f;
  if (ch === '\u2019' || ch === '\u2018' || ch === '\u02bc' || ch === '`' || ch === '\u00b4') f = "'";
  else if (ch === '\u00a0' || ch === '\u202f' || ch === '\u2009' || ch === '\t') f = ' ';
  else if (ch === '\u2010' || ch === '\u2011' || ch === '\u2013' || ch === '\u2014') f = '-';
  else {
    const base = ch.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
    f = base.length === 1 ? base : ch.toLowerCase().length === 1 ? ch.toLowerCase() : ch;
  }
  foldCache.set(ch, f);
  return f;
}

/** What foldText changes: ASCII capitals and every non-ASCII unit (ASCII otherwise stays as it is). */
const UNFOLDED = /[A-Z\u0080-\uffff]/g;
const foldUnit = (ch: string) => {
  const code = ch.charCodeAt(0);
  return code < 128 ? String.fromCharCode(code + 32) : foldChar(ch);
};

/**
 * Lower case without accents, curly apostrophes and odd spaces made plain, ONE output unit per input unit:
 * an offset in the folded text is the same offset in the original, so matches map back to what the person typed.
 * Only the units that change are visited (search snippets fold every result's text).
 */
export function foldText(text: string): string {
  return text.replace(UNFOLDED, foldUnit);
}

function sameFrom(a: string, i: number, aEnd: number, b: string, j: number): boolean {
  if (aEnd - i !== b.length - j) return false;
  for (; i < aEnd; i++, j++) if (a.charCodeAt(i) !== b.charCodeAt(j)) return false;
  return true;
}

/**
 * True when a (or its first `aLen` characters) and b differ by at most one insertion, deletion, substitution or swap of
 * two neighbours. No allocation: it runs for every word of a question against every word of the rule table.
 */
export function withinOneEdit(a: string, b: string, aLen = a.length): boolean {
  const lb = b.length;
  if (aLen - lb > 1 || lb - aLen > 1) return false;
  let i = 0;
  while (i < aLen && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === aLen && i === lb) return true;
  if (aLen === lb) {
    if (sameFrom(a, i + 1, aLen, b, i + 1)) return true;
    return i + 1 < aLen && a[i] === b[i + 1] && a[i + 1] === b[i] && sameFrom(a, i + 2, aLen, b, i + 2);
  }
  return aLen > lb ? sameFrom(a, i + 1, aLen, b, i) : sameFrom(a, i, aLen, b, i + 1);
}

export interface Span {
  start: number;
  end: number;
}

/** Keeps the spans that overlap no span kept before them (callers sort by preference first). */
export function keepNonOverlapping<T extends Span>(spans: T[]): T[] {
  const kept: T[] = [];
  for (const s of spans) {
    if (!kept.some((k) => s.start < k.end && k.start < s.end)) kept.push(s);
  }
  return kept.sort((a, b) => a.start - b.start);
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** True when the character at i is a letter or a digit (any accented letter counts). */
export function isWordChar(text: string, i: number): boolean {
  if (i < 0 || i >= text.length) return false;
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return LETTER_OR_DIGIT.test(text[i]);
}
export function isDigit(text: string, i: number): boolean {
  const c = i >= 0 && i < text.length ? text.charCodeAt(i) : 0;
  return c >= 48 && c <= 57;
}

/** A normalised copy of a text (detect/normalise.ts): each character keeps the span of the original it came from. */
export interface Normalised {
  text: string;
  /** For each character of `text`: where its source starts and ends in the original (UTF-16 units, end exclusive). */
  from: number[];
  to: number[];
}
