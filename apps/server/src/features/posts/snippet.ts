import { foldText, type SnippetPart } from '@pretoire/contracts';

// The passage of a search result around the words the query found, computed in Node on the page's rows only (no
// ts_headline: nothing is added to the search statement). Docs: docs/decisions/search-suggestions.md.

/** The lexemes of a tsquery's text («'licenci' | 'licenc' | 'licenciement'»), unaccented as the index holds them. */
export function lexemesOf(tsquery: string | null): string[] {
  if (!tsquery) return [];
  return [...new Set([...tsquery.matchAll(/'((?:[^']|'')+)'/g)].map((m) => m[1].replace(/''/g, "'")))];
}

/**
 * A folded word matches a lexeme it starts with (the search's stems: «licenc» finds «licencié», «licenciement»);
 * a lexeme under 4 letters only as the whole word («loi» is not «loin»).
 */
const matches = (word: string, lexemes: string[]) => lexemes.some((l) => (l.length >= 4 ? word.startsWith(l) : word === l));

const WIDTH = 180;
const BEFORE = 50;

/**
 * Up to ~180 characters of `text` around its first matched word, cut at word boundaries, in parts whose `match` marks
 * each matched word; undefined when no word of the text matches (the card keeps its excerpt). Parts are plain text:
 * the page renders them as text nodes, so nothing the author wrote can become markup.
 */
export function snippetOf(text: string, lexemes: string[]): SnippetPart[] | undefined {
  if (lexemes.length === 0 || !text) return undefined;
  const folded = foldText(text);
  const found: [number, number][] = [];
  for (const m of folded.matchAll(/[a-z0-9\u00df-\u024f]+/g)) if (matches(m[0], lexemes)) found.push([m.index, m.index + m[0].length]);
  if (found.length === 0) return undefined;
  let start = Math.max(0, found[0][0] - BEFORE);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + WIDTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > found[0][1] ? text.lastIndexOf(' ', end) : end;
  const parts: SnippetPart[] = [];
  let at = start;
  for (const [from, to] of found) {
    if (from < start || to > end) continue;
    if (from > at) parts.push({ text: text.slice(at, from), match: false });
    parts.push({ text: text.slice(from, to), match: true });
    at = to;
  }
  if (at < end) parts.push({ text: text.slice(at, end), match: false });
  if (start > 0) parts.unshift({ text: '… ', match: false });
  if (end < text.length) parts.push({ text: ' …', match: false });
  return parts;
}
