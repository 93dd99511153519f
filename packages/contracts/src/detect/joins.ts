// Second pass of the normalisation (docs/decisions/trust-personal-data.md, «Evasions»): details split or spelled out
// to slip past the detectors are joined back into their plain form. An e-mail written with words («jean arobase
// mail point fr»), a phone, a NIR or an IBAN whose groups are cut by brackets, line breaks or odd separators. A
// number is joined only when the joined digits have the exact shape (and key) of one, so dates, amounts and case
// numbers are left as they are. Pure, browser-safe, no dependency.
import { ibanLength, ibanValid, nirKeyValid } from './checksums';
import type { Normalised } from './text';

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Applies non-overlapping edits in order; each new character maps to the whole original span it replaces. */
function rewrite(n: Normalised, edits: Edit[]): Normalised {
  if (edits.length === 0) return n;
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  let last = 0;
  const keep = (a: number, b: number) => {
    text += n.text.slice(a, b);
    for (let k = a; k < b; k++) {
      from.push(n.from[k]);
      to.push(n.to[k]);
    }
  };
  for (const e of edits) {
    keep(last, e.start);
    for (let k = 0; k < e.text.length; k++) {
      from.push(n.from[e.start]);
      to.push(n.to[e.end - 1]);
    }
    text += e.text;
    last = e.end;
  }
  keep(last, n.text.length);
  return { text, from, to };
}

// ---------------------------------------------------------------------------------------------------------------
// E-mail addresses with «at» / «dot» in words (French and English, bare, bracketed or dashed) or with spaces and
// line breaks around the «@» and the dots. The domain must end with a common top-level domain, so «chez Orange» or
// «sur ce point» never become an address.

const OPEN = `[[({<«"']`;
const CLOSE = String.raw`[\])}>»"']`;
const TOKEN = String.raw`[\p{L}\p{N}_+][\p{L}\p{N}_+-]*`;
const AT_WORDS = 'at|arobase|chez';
const DOT_WORDS = 'dot|point|pt';
/** The «at» itself; the spaces around it are taken by hand (a leading «\s*» would be tried at every position). */
const AT = String.raw`@|${OPEN}\s?(?:${AT_WORDS}|a|@)\s?${CLOSE}|[-_](?:${AT_WORDS})[-_]|\s(?:${AT_WORDS})\s`;
const DOT_MARKED = String.raw`\s*(?:\.|${OPEN}\s?(?:${DOT_WORDS}|\.)\s?${CLOSE}|[-_](?:${DOT_WORDS})[-_])\s*`;
const DOT = String.raw`${DOT_MARKED}|\s+(?:${DOT_WORDS})\s+`;
const TLDS = 'com|fr|net|org|eu|be|ch|de|uk|es|it|ca|lu|info|io|biz|co|re|mc|ma|tn|dz|sn|gp|mq|nc|pf|gf|yt';
const AT_MARK = new RegExp(AT, 'gi');
const SPACE = /\s/;
/** The domain, read forwards from the «at»: a few labels, then a common top-level domain. */
const DOMAIN = new RegExp(String.raw`(${TOKEN}(?:(?:${DOT}|,)${TOKEN}){0,5}?)(${DOT}|,)(${TLDS})(?![\p{L}\p{N}])`, 'iuy');
/** The name, read backwards from the «at» within a bounded window (the scan stays linear). Dots in words
 * («jean point dupont») only before an «at» in words too: «sur ce point jean@…» keeps «ce point». */
const localBefore = (dot: string) => new RegExp(String.raw`(?:^|[^\p{L}\p{N}_+-])(${TOKEN}(?:(?:${dot})${TOKEN}){0,4})$`, 'iu');
const LOCAL_SPELLED = localBefore(DOT);
const LOCAL = localBefore(DOT_MARKED);
const DOT_ANY = new RegExp(DOT, 'giu');
/** Separators that make a spelled-out address obvious; bare «at» and «chez» also need an address-like name. */
const SPELLED_DOT = new RegExp(String.raw`(?:^|[^\p{L}])(?:${DOT_WORDS})(?:[^\p{L}]|$)`, 'iu');
const plainDots = (s: string) => s.replace(DOT_ANY, '.').replace(/,/g, '.');

function joinEmails(n: Normalised): Normalised {
  const edits: Edit[] = [];
  const t = n.text;
  AT_MARK.lastIndex = 0;
  for (let m = AT_MARK.exec(t); m; m = AT_MARK.exec(t)) {
    let atStart = m.index;
    let atEnd = m.index + m[0].length;
    while (atStart > 0 && SPACE.test(t[atStart - 1])) atStart--;
    while (atEnd < t.length && SPACE.test(t[atEnd])) atEnd++;
    const at = t.slice(atStart, atEnd);
    DOMAIN.lastIndex = atEnd;
    const d = DOMAIN.exec(t);
    if (!d) continue;
    const before = t.slice(Math.max(0, atStart - 80), atStart);
    const l = (/[a-z]/i.test(at) ? LOCAL_SPELLED : LOCAL).exec(before);
    if (!l) continue;
    const [, local] = l;
    const [domainMatch, domain, lastDot, tld] = d;
    const bareWord = /^\s+(?:at|chez)\s+$/i.test(at);
    const spelled = SPELLED_DOT.test(domain) || SPELLED_DOT.test(lastDot);
    if (bareWord && !spelled && !/[._+\-\d]/.test(local)) continue;
    const start = atStart - local.length;
    if (edits.length && start < (edits.at(-1) as Edit).end) continue;
    edits.push({ start, end: atEnd + domainMatch.length, text: `${plainDots(local)}@${plainDots(domain)}.${tld}` });
    AT_MARK.lastIndex = atEnd + domainMatch.length;
  }
  return rewrite(n, edits);
}

// ---------------------------------------------------------------------------------------------------------------
// Numbers whose groups are separated by up to three characters of punctuation, brackets or line breaks.

const SEP = String.raw`[\s.\-_/\\|*~,:()[\]{}«»"'+]{1,3}`;
const DIGIT_RUN = new RegExp(String.raw`\d+(?:${SEP}\d+)*`, 'g');
/** «01.02.2023 10 h»: a date then a number is not a phone. */
const DATE_START = /^(?:0[1-9]|[12]\d|3[01])[ .\-/](?:0[1-9]|1[0-2])[ .\-/](?:19|20)\d{2}/;

function joinedNumber(run: string, plus: boolean): string | null {
  const digits = run.replace(/\D/g, '');
  // National numbers come in groups of one to four digits («D2023-12345», a reference, is not one).
  if (/^0[1-9]\d{8}$/.test(digits)) return DATE_START.test(run) || /\d{5}/.test(run) ? null : digits;
  const fr = /^(?:0033|33)0?([1-9]\d{8})$/.exec(digits);
  if (fr && (plus || digits.startsWith('00'))) return `+33${fr[1]}`;
  if (digits.length === 15 && nirKeyValid(digits.slice(0, 13), digits.slice(13))) return digits;
  return null;
}

function joinDigitRuns(n: Normalised): Normalised {
  const edits: Edit[] = [];
  DIGIT_RUN.lastIndex = 0;
  for (let m = DIGIT_RUN.exec(n.text); m; m = DIGIT_RUN.exec(n.text)) {
    if (!/\D/.test(m[0]) || /[\p{L}\p{N}]/u.test(n.text[m.index - 1] ?? '') || /\p{L}/u.test(n.text[m.index + m[0].length] ?? '')) continue;
    // «+33», «(+33)», «+ 33»: the plus sign belongs to the number.
    const lead = /\+[\s(]?$|\(\+$/.exec(n.text.slice(Math.max(0, m.index - 2), m.index));
    const joined = joinedNumber(m[0], lead !== null);
    if (!joined) continue;
    const start = lead ? m.index - lead[0].length : m.index;
    edits.push({ start, end: m.index + m[0].length, text: joined });
  }
  return rewrite(n, edits);
}

// IBANs: two letters and the key, then the country's exact count of letters and digits, any group separated by up to
// three characters of punctuation or a line break; joined only when the mod-97 key holds.
const IBAN_START = new RegExp(String.raw`([A-Za-z])(?:${SEP})?([A-Za-z])(?:${SEP})?\d(?:${SEP})?\d`, 'g');
const SEP_CHAR = new RegExp(SEP.replace('{1,3}', ''));
const ALNUM = /[A-Za-z0-9]/;

/** Length of the separator (up to three characters) at `at` when a letter or digit follows it, else 0. */
function gapAt(t: string, at: number): number {
  let k = at;
  while (k < at + 3 && k < t.length && SEP_CHAR.test(t[k])) k++;
  return k > at && ALNUM.test(t[k] ?? '') ? k - at : 0;
}

function joinIbans(n: Normalised): Normalised {
  const edits: Edit[] = [];
  const t = n.text;
  IBAN_START.lastIndex = 0;
  for (let m = IBAN_START.exec(t); m; m = IBAN_START.exec(t)) {
    const len = ibanLength(`${m[1]}${m[2]}`.toUpperCase());
    if (!len || /[\p{L}\p{N}]/u.test(t[m.index - 1] ?? '')) {
      IBAN_START.lastIndex = m.index + 1;
      continue;
    }
    let compact = m[0].replace(/[^A-Za-z0-9]/g, '');
    let end = m.index + m[0].length;
    while (compact.length < len && end < t.length) {
      if (ALNUM.test(t[end])) {
        compact += t[end];
        end++;
        continue;
      }
      const gap = gapAt(t, end);
      if (!gap) break;
      end += gap;
    }
    const upper = compact.toUpperCase();
    // A few letters belong to some BBANs («GB29 NWBK…»); more are words read past the end of a number.
    const letters = (upper.slice(4).match(/[A-Z]/g) ?? []).length;
    if (compact.length === len && letters <= 4 && !/[\p{L}\p{N}]/u.test(t[end] ?? '') && ibanValid(upper)) {
      edits.push({ start: m.index, end, text: upper });
      IBAN_START.lastIndex = end;
    } else IBAN_START.lastIndex = m.index + 1;
  }
  return rewrite(n, edits);
}

/** The normalised text with split or spelled-out details joined back. */
export function joinSplitDetails(n: Normalised): Normalised {
  return joinDigitRuns(joinIbans(joinEmails(n)));
}
