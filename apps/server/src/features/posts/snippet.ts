import { foldText, type SnippetPart } from '@pretoire/contracts';
import { LRUCache } from 'lru-cache';

// The passage of a search result around the words the query found, computed in Node on the page's rows only (no
// ts_headline: nothing is added to the search statement). Docs: docs/decisions/search-suggestions.md.

/** A word of folded text, as the snippet counts words. */
const WORD = 'a-z0-9\\u00df-\\u024f';

/**
 * The words a query found, for snippetOf: one expression per query, run over a row's folded text, that finds only the
 * matched words: a word starting with a lexeme of 4+ letters (the search's stems: «licenc» finds «licencié»,
 * «licenciement»), or equal to a shorter one («loi» is not «loin»). Testing every word of every row against every
 * lexeme cost more Node time than the rest of a search's page.
 */
export type QueryWords = RegExp | null;

/** A lexeme made of anything else (an apostrophe, a capital) can match no word. */
const ONLY_WORD = new RegExp(`^[${WORD}]+$`);

/** Per tsquery text, as search.ts caches the tsqueries themselves. */
const known = new LRUCache<string, { words: QueryWords }>({ max: 1_000 });

/** The words of a tsquery's text («'licenci' | 'licenc' | 'licenciement'»), unaccented as the index holds them. */
export function queryWords(tsquery: string | null): QueryWords {
  if (!tsquery) return null;
  const hit = known.get(tsquery);
  if (hit) return hit.words;
  const lexemes = [...new Set([...tsquery.matchAll(/'((?:[^']|'')+)'/g)].map((m) => m[1].replace(/''/g, "'")))];
  const usable = lexemes.filter((l) => ONLY_WORD.test(l));
  const long = usable.filter((l) => l.length >= 4);
  const short = usable.filter((l) => l.length < 4);
  const alternatives = [
    ...(long.length ? [`(?:${long.join('|')})[${WORD}]*`] : []),
    ...(short.length ? [`(?:${short.join('|')})(?![${WORD}])`] : []),
  ];
  const words = alternatives.length ? new RegExp(`(?<![${WORD}])(?:${alternatives.join('|')})`, 'g') : null;
  known.set(tsquery, { words });
  return words;
}

const WIDTH = 180;
const BEFORE = 50;

/**
 * Up to ~180 characters of `text` around its first matched word, cut at word boundaries, in parts whose `match` marks
 * each matched word; undefined when no word of the text matches (the card keeps its excerpt). Parts are plain text:
 * the page renders them as text nodes, so nothing the author wrote can become markup.
 */
export function snippetOf(text: string, words: QueryWords): SnippetPart[] | undefined {
  if (!words || !text) return undefined;
  const folded = foldText(text);
  const found: [number, number][] = [];
  words.lastIndex = 0;
  for (let m = words.exec(folded); m; m = words.exec(folded)) found.push([m.index, m.index + m[0].length]);
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
