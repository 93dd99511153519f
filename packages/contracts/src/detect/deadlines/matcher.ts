// A small phrase matcher over the words of a folded text, tolerant of one typo in long words.
//
// Trigger syntax (one string):  term + term + …     every term must be present (anywhere in the text)
//                               alt | alt | …       a term is present when one of its phrases is
//                               word word …         a phrase: these words in this order, at most 2 other words between
// Words:  licenciement   a plain word; its plural (+s, +x) and, from 6 letters, one typo also match
//         licenci*       a prefix; from 7 letters, one typo in the prefix also matches
//         =mon           exactly this word (no plural, no typo)
//         licen[cs]ie    a regular expression for the whole word, when it holds ( [ ? or {
import { withinOneEdit } from '../text';

type Word =
  | { key: string; kind: 'exact'; word: string }
  | { key: string; kind: 'literal'; forms: string[]; fuzzy: boolean }
  | { key: string; kind: 'test'; test: (token: string) => boolean };
export type Phrase = Word[];
export type Term = Phrase[];
export type Trigger = Term[];

const MAX_GAP = 2;
const MAX_WORD = 40;
const wordCache = new Map<string, Word>();

/** Whether the token starts with the stem give or take one typo (one of its first n-1, n or n+1 letters). */
function fuzzyPrefix(token: string, stem: string): boolean {
  const n = stem.length;
  const len = token.length;
  if (len < n - 1) return false;
  return (
    (len >= n && withinOneEdit(token, stem, n)) || (len >= n + 1 && withinOneEdit(token, stem, n + 1)) || withinOneEdit(token, stem, n - 1)
  );
}

function compileWord(src: string): Word {
  const cached = wordCache.get(src);
  if (cached) return cached;
  let word: Word;
  if (/[([?{]/.test(src)) {
    const re = new RegExp(`^(?:${src})$`);
    word = { key: src, kind: 'test', test: (t) => re.test(t) };
  } else {
    const exact = src.startsWith('=');
    const w = exact ? src.slice(1) : src;
    if (w.endsWith('*')) {
      const stem = w.slice(0, -1);
      const fuzzy = !exact && stem.length >= 7;
      word = { key: src, kind: 'test', test: (t) => t.startsWith(stem) || (fuzzy && fuzzyPrefix(t, stem)) };
    } else if (exact) word = { key: src, kind: 'exact', word: w };
    else word = { key: src, kind: 'literal', forms: [w, `${w}s`, `${w}x`], fuzzy: w.length >= 6 };
  }
  wordCache.set(src, word);
  return word;
}

/** Splits on `sep` outside parentheses and brackets (a regular-expression word may hold `|`). */
function splitTop(s: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let last = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && s.startsWith(sep, i)) {
      parts.push(s.slice(last, i));
      last = i + sep.length;
      i += sep.length - 1;
    }
  }
  parts.push(s.slice(last));
  return parts.map((p) => p.trim()).filter(Boolean);
}

export function compileTrigger(src: string): Trigger {
  return splitTop(src, ' + ').map((term) => splitTop(term, '|').map((phrase) => phrase.split(/\s+/).map(compileWord)));
}

export interface Token {
  text: string;
  start: number;
  end: number;
}

/** The words of a folded text, and which of them each pattern word matches (computed once per pattern word). */
export class TokenIndex {
  readonly tokens: Token[] = [];
  private readonly byText = new Map<string, number[]>();
  private readonly hits = new Map<string, { at: Uint8Array; positions: number[] }>();

  constructor(folded: string) {
    const re = /[a-z0-9œæ]+/g;
    for (let m = re.exec(folded); m; m = re.exec(folded)) {
      const i = this.tokens.length;
      this.tokens.push({ text: m[0], start: m.index, end: m.index + m[0].length });
      const list = this.byText.get(m[0]);
      if (list) list.push(i);
      else this.byText.set(m[0], [i]);
    }
  }

  private uniqueTexts: string[] | undefined;
  /** Each unique token and every string it gives with one letter removed: candidates for «one typo away». */
  private deletions: Map<string, string[]> | undefined;

  private typoCandidates(form: string): string[] {
    if (!this.deletions) {
      this.deletions = new Map();
      for (const text of this.byText.keys()) {
        // No word of the table is that long: a pasted run of characters must not cost its length squared.
        if (text.length > MAX_WORD) continue;
        for (let i = -1; i < text.length; i++) {
          const v = i < 0 ? text : text.slice(0, i) + text.slice(i + 1);
          const list = this.deletions.get(v);
          if (list) list.push(text);
          else this.deletions.set(v, [text]);
        }
      }
    }
    // One edit apart ⇔ they share the word itself or a one-letter deletion (symmetric deletion).
    const out: string[] = [];
    for (let i = -1; i < form.length; i++) {
      const v = i < 0 ? form : form.slice(0, i) + form.slice(i + 1);
      for (const t of this.deletions.get(v) ?? []) out.push(t);
    }
    return out;
  }

  private matchingTexts(word: Word): Iterable<string> {
    if (word.kind === 'exact') return [word.word];
    if (word.kind === 'test') {
      this.uniqueTexts ??= [...this.byText.keys()];
      return this.uniqueTexts.filter(word.test);
    }
    const found = new Set(word.forms.filter((f) => this.byText.has(f)));
    if (word.fuzzy)
      for (const form of word.forms.slice(0, 2)) for (const t of this.typoCandidates(form)) if (withinOneEdit(t, form)) found.add(t);
    return found;
  }

  private matches(word: Word): { at: Uint8Array; positions: number[] } {
    let h = this.hits.get(word.key);
    if (!h) {
      const at = new Uint8Array(this.tokens.length);
      const positions: number[] = [];
      for (const text of this.matchingTexts(word))
        for (const p of this.byText.get(text) ?? []) {
          at[p] = 1;
          positions.push(p);
        }
      h = { at, positions: positions.sort((a, b) => a - b) };
      this.hits.set(word.key, h);
    }
    return h;
  }

  /** Token spans [first, last] where the phrase matches (only the first word's positions are visited). */
  phrase(phrase: Phrase): [number, number][] {
    const spans: [number, number][] = [];
    const first = this.matches(phrase[0]).positions;
    if (first.length === 0) return spans;
    const rest = phrase.slice(1).map((w) => this.matches(w).at);
    for (const i of first) {
      let cur = i;
      for (const at of rest) {
        let next = -1;
        for (let j = cur + 1; j <= cur + 1 + MAX_GAP && j < at.length; j++)
          if (at[j]) {
            next = j;
            break;
          }
        cur = next;
        if (cur < 0) break;
      }
      if (cur >= 0) spans.push([i, cur]);
    }
    return spans;
  }

  /** Character spans of every term when all the trigger's terms are present, else null. */
  trigger(trigger: Trigger): [number, number][] | null {
    const all: [number, number][] = [];
    for (const term of trigger) {
      const before = all.length;
      for (const phrase of term) for (const [a, b] of this.phrase(phrase)) all.push([this.tokens[a].start, this.tokens[b].end]);
      if (all.length === before) return null;
    }
    return all;
  }
}
