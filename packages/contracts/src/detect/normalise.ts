// The text the personal-data detectors read: what a person may type to slip a number or an address past them, made
// plain (docs/decisions/trust-personal-data.md, «Evasions»). Each character of the result remembers the span of the
// original it came from, so a match is masked where it was typed. Pure, browser-safe, no dependency.

export interface Normalised {
  text: string;
  /** For each character of `text`: where its source starts and ends in the original (UTF-16 units, end exclusive). */
  from: number[];
  to: number[];
}

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
    while (chars.at(-1) === ' ') {
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
        if (at) while (next < input.length && SPACE.test(input[next])) next++;
        push(at ? '@' : '.', i, next);
        i = next;
        continue;
      }
    }
    const digit = digitOf(cp);
    const plain = digit ?? (cp < 128 ? ch : ch.normalize('NFKC'));
    let next = end;
    for (const c of plain) {
      if (SPACE.test(c)) {
        if (chars.at(-1) === ' ') to[to.length - 1] = end;
        else push(' ', i, end);
      } else if (c === '@') {
        // «jean.dupont @ gmail.com»: the spaces around an «@» go with it.
        dropTrailingSpace();
        while (next < input.length && SPACE.test(input[next])) next++;
        push('@', i, next);
      } else push(c, i, end);
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
  return { text: chars.join(''), from, to };
}

/** The span of the original text that produced `text.slice(start, end)` of a normalised text. */
export function originalSpan(n: Normalised, start: number, end: number): { start: number; end: number } {
  return { start: n.from[start], end: n.to[end - 1] };
}
