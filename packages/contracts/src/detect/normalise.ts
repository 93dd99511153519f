// The text the personal-data detectors read: what a person may type to slip a number or an address past them, made
// plain (docs/decisions/trust-personal-data.md, «Evasions»). Each character of the result remembers the span of the
// original it came from, so a match is masked where it was typed. Pure, browser-safe, no dependency.
import { joinSplitDetails } from './joins';
import type { Normalised } from './text';

export type { Normalised } from './text';

/** Format and zero-width characters: invisible, so anything may hide between two digits. */
const INVISIBLE = /^(?:\p{Default_Ignorable_Code_Point}|\p{Cf})$/u;
/** Horizontal spaces of every width; a run of them reads as one space. */
const SPACE = /[\t\p{Zs}]/u;
/** Decimal digits of other scripts that NFKC leaves alone (Arabic-Indic, Persian, Devanagari, Bengali…): their zero. */
const DIGIT_ZEROS = [0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xe50, 0xed0, 0xf20, 0x1040];
/** Letters that pass for digits inside a number: «O6 12 34 56 78», «06 l2 34 56 78». */
const DIGIT_LOOKALIKES: Record<string, string> = { O: '0', o: '0', D: '0', I: '1', l: '1', '|': '1' };
/** Spelled-out «at» and «dot» of an e-mail address, in brackets: «jean(at)mail(dot)fr», «jean [arobase] mail [point] fr». */
const SPELLED = /^[[({]\s?(at|arobase|dot|point)\s?[\])}]/i;
/** «@» and «.» written as URL or HTML escapes: «jean%40mail.fr», «jean&#64;mail.fr», «&commat;». */
const ESCAPED = /^(?:%40|&#0*64;|&#x0*40;|&commat;|%2e|&#0*46;|&#x0*2e;|&period;)/i;
const ESCAPED_AT = /^(?:%40|&#0*64;|&#x0*40;|&commat;)$/i;
/** Dashes of every kind (hyphen, non-breaking hyphen, figure dash, en and em dashes, minus…) read as «-». */
const DASH = /[\u2010-\u2015\u2043\u2212\ufe58\ufe63]/u;
/** Middle dots, bullets and ideographic full stops read as «.». */
const DOT_LIKE = /[\u00b7\u2022\u2219\u3002\uff61\ufe52]/u;
/** A line break inside an e-mail address is as invisible to the reader as a space. */
const BREAK = /[\t\p{Zs}\r\n\u2028\u2029]/u;

const isAsciiDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

function digitOf(cp: number): string | null {
  for (const zero of DIGIT_ZEROS) if (cp >= zero && cp <= zero + 9) return String(cp - zero);
  return null;
}

/**
 * NFKC per character (full-width digits and «＠», narrow spaces, ligatures), invisible characters dropped, spaces
 * folded to one, digits of other scripts read as ASCII, bracketed «(at)»/«(dot)» read as «@»/«.», spaces around an
 * «@» dropped, then look-alike letters touching a digit read as digits.
 */
export function normaliseForDetection(input: string): Normalised {
  const chars: string[] = [];
  const from: number[] = [];
  const to: number[] = [];
  const push = (c: string, start: number, end: number) => {
    chars.push(c);
    from.push(start);
    to.push(end);
  };
  const dropTrailingSpace = () => {
    while (BREAK.test(chars.at(-1) ?? '')) {
      chars.pop();
      from.pop();
      to.pop();
    }
  };
  let i = 0;
  while (i < input.length) {
    const cp = input.codePointAt(i) as number;
    const ch = String.fromCodePoint(cp);
    const end = i + ch.length;
    if (INVISIBLE.test(ch)) {
      i = end;
      continue;
    }
    if (ch === '[' || ch === '(' || ch === '{') {
      const m = SPELLED.exec(input.slice(i, i + 12));
      if (m) {
        const at = /^(at|arobase)$/i.test(m[1]);
        // The spaces around it go too: «jean (at) mail.fr».
        if (at) dropTrailingSpace();
        let next = i + m[0].length;
        if (at) while (next < input.length && BREAK.test(input[next])) next++;
        push(at ? '@' : '.', i, next);
        i = next;
        continue;
      }
    }
    const escaped = ch === '%' || ch === '&' ? ESCAPED.exec(input.slice(i, i + 10)) : null;
    const digit = digitOf(cp);
    const nfkc = digit ?? (cp < 128 ? ch : ch.normalize('NFKC'));
    const mapped = DASH.test(nfkc) ? '-' : DOT_LIKE.test(nfkc) ? '.' : nfkc;
    const plain = escaped ? (ESCAPED_AT.test(escaped[0]) ? '@' : '.') : mapped;
    let next = escaped ? i + escaped[0].length : end;
    const spanEnd = next;
    for (const c of plain) {
      if (SPACE.test(c)) {
        if (chars.at(-1) === ' ') to[to.length - 1] = end;
        else push(' ', i, end);
      } else if (c === '@') {
        // «jean.dupont @ gmail.com», «jean.dupont\n@gmail.com»: the spaces and breaks around an «@» go with it.
        dropTrailingSpace();
        while (next < input.length && BREAK.test(input[next])) next++;
        push('@', i, next);
      } else push(c, i, spanEnd);
    }
    i = next;
  }
  // Look-alike letters, only where they touch a digit (before or after, a single separator allowed between digits).
  for (let k = 0; k < chars.length; k++) {
    const d = DIGIT_LOOKALIKES[chars[k]];
    if (!d) continue;
    const touches = isAsciiDigit(chars[k - 1]) || isAsciiDigit(chars[k + 1]);
    const word = /\p{L}/u.test(chars[k - 1] ?? '') || /\p{L}/u.test(chars[k + 1] ?? '');
    if (touches && !word) chars[k] = d;
  }
  return joinSplitDetails({ text: chars.join(''), from, to });
}

/** The span of the original text that produced `text.slice(start, end)` of a normalised text. */
export function originalSpan(n: Normalised, start: number, end: number): { start: number; end: number } {
  return { start: n.from[start], end: n.to[end - 1] };
}
