// Legal citations in a post's text: code articles, laws and decrees by number, court decisions by number. Pure and
// browser-safe. A number is linked only in a citation's grammar (an article needs its code next to it, a text its
// nature and number, a decision its court and number), so amounts, dates, years and phone numbers never are.
// Rules, spans and limits: docs/decisions/citations.md; precision and recall: citations.test.ts.

import { foldText, type Span } from '../text';
import { LEGAL_CODES, type LegalCode } from './codes';
import { type Court, codeArticleUrl, decisionUrl, type LegalTextNature, legalTextUrl } from './urls';

export type CitationKind = 'code-article' | 'legal-text' | 'decision';

export interface Citation extends Span {
  kind: CitationKind;
  /** Normalised reference: `code:travail:L1234-1`, `loi:89-462`, `cass:21-18.912`, `ce:424216`. */
  ref: string;
  url: string;
  /** What the link opens, in French: «article L1234-1 du Code du travail». */
  label: string;
  /** The site the link opens, named in the link's accessible label. */
  site: 'Légifrance' | 'Judilibre';
}

// ---- Codes: every alias compiled to a pattern over folded text ----

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function aliasPattern(alias: string): string {
  // An acronym (CPC, CESEDA, CG3P) also matches dotted (C.P.C.).
  if (/^[a-z0-9]+$/.test(alias) && !alias.includes(' ')) return `${alias}|${[...alias].map((c) => `${c}\\.`).join('')}`;
  const tokens = alias.split(' ');
  return tokens
    .map((t, i) => {
      const word = t.endsWith('.') ? `${escapeRegExp(t.slice(0, -1))}\\.?` : escapeRegExp(t);
      if (i === tokens.length - 1) return word;
      return `${word}${t.endsWith('.') ? '\\s*' : '\\s+'}`;
    })
    .join('')
    .replace(/'/g, "'\\s*");
}

interface CompiledAlias {
  code: LegalCode;
  re: RegExp;
}
// Aliases by their first word («code», «c», «cpc», «livre»), longest first so «code rural et de la pêche maritime»
// wins over «code rural». Found word by word: one alternation of every alias costs ~20 ms to compile, and a page
// pays it at its first render.
let byFirstWord: Map<string, CompiledAlias[]> | null = null;
function aliasesStartingWith(word: string): CompiledAlias[] | undefined {
  if (!byFirstWord) {
    byFirstWord = new Map();
    const all = LEGAL_CODES.flatMap((code) => code.aliases.map((alias) => ({ code, alias })));
    all.sort((a, b) => b.alias.length - a.alias.length);
    for (const { code, alias } of all) {
      const compiledAlias = { code, re: new RegExp(`(?:${aliasPattern(alias)})`, 'y') };
      const first = alias.match(/^[a-z0-9]+/)?.[0] ?? alias;
      // A dotted acronym («C.P.C.») starts with its first letter as a word.
      for (const key of new Set([first, ...(/^[a-z0-9]+$/.test(alias) ? [alias[0]] : [])])) {
        const list = byFirstWord.get(key) ?? [];
        list.push(compiledAlias);
        byFirstWord.set(key, list);
      }
    }
  }
  return byFirstWord.get(word);
}

const WORD = /[\p{L}\p{N}]/u;
const isWord = (s: string, i: number) => i >= 0 && i < s.length && WORD.test(s[i]);
const FIRST_WORD = /[a-z0-9]+/y;

/** The code named at `pos` of the folded text, whole words only. */
function codeAt(f: string, pos: number): { code: LegalCode; end: number } | null {
  if (isWord(f, pos - 1)) return null;
  const word = sticky(FIRST_WORD, f, pos)?.[0];
  const candidates = word ? aliasesStartingWith(word) : undefined;
  for (const { code, re } of candidates ?? []) {
    re.lastIndex = pos;
    const m = re.exec(f);
    if (!m) continue;
    const end = pos + m[0].length;
    if (isWord(f, end - 1) && isWord(f, end)) continue;
    return { code, end };
  }
  return null;
}

const WORDS = /[a-z0-9]+/g;
function codeMentions(f: string): { code: LegalCode; start: number; end: number }[] {
  const out: { code: LegalCode; start: number; end: number }[] = [];
  WORDS.lastIndex = 0;
  for (let m = WORDS.exec(f); m; m = WORDS.exec(f)) {
    if (!aliasesStartingWith(m[0])) continue;
    const hit = codeAt(f, m.index);
    if (!hit) continue;
    out.push({ code: hit.code, start: m.index, end: hit.end });
    WORDS.lastIndex = hit.end;
  }
  return out;
}

// ---- Article numbers ----

const SUFFIXES =
  'bis|ter|quater|quinquies|sexies|septies|octies|nonies|decies|undecies|duodecies|terdecies|quaterdecies|quindecies|sexdecies|septdecies|octodecies|novodecies|vicies';
// What makes a number an amount, a duration or a grouped figure («1 500», «2 ans», «30 %»), never an article.
const NOT_AN_ARTICLE = String.raw`\s*(?:€|eur(?:os?)?\b|ans?\b|annees?\b|mois\b|jours?\b|semaines?\b|heures?\b|%|\d{3}(?!\d))`;
// L, R, D (space allowed: «L 1234-1»), A (only «A.» or glued: «a 12» is the word «à»), LO and RO.
const ARTICLE_NUMBER = new RegExp(
  String.raw`(?:(l\.?o|r\.?o|l|r|d)(\*)?(?:\.\s?|\s|(?=\d))|(a)(?:\.\s?|(?=\d)))?(\d{1,4})(er)?((?:-\d{1,4})*)(?:\s(${SUFFIXES}))?(?![\p{L}\p{N}]|-\d|[.,]\d|${NOT_AN_ARTICLE})`,
  'uy',
);
const QUALIFIER =
  /(?:\s*,)?\s*(?:(?:al\.?|alinea|alineas)\s*\d{1,2}(?:er)?(?:\s*(?:et|a)\s*\d{1,2})?|\d{1,2}(?:er|e|eme)?\s+alinea|(?:premier|deuxieme|second|troisieme|quatrieme|dernier)\s+alinea|\d{1,2}\s?°)(?![\p{L}\p{N}])/uy;
const FOLLOWING = /\s+et\s+(?:s\.|suiv\.|suivants|sq\.)/y;
const LIST_SEPARATOR = /(?:\s*,\s*|\s+et\s+|\s+ou\s+|\s+a\s+|\s+au\s+)(?:l'\s*)?(?:(?:articles?|art\.)\s*)?/y;
const CONNECTOR = /(?:\s*,)?\s*(?:(?:du|des|de)\s+)?/y;
const SAME_CODE = /(?:\s*,)?\s*(?:du\s+meme\s+code|dudit\s+code|de\s+ce\s+code|du\s+code\s+precite)(?![\p{L}\p{N}])/uy;
const CODE_THEN_KEYWORD = /\s*,?\s*(\(\s*)?(?:l'\s*)?(?:articles?|arts?\.)\s*/y;

interface ArticleItem extends Span {
  article: string;
}

function sticky(re: RegExp, f: string, pos: number): RegExpExecArray | null {
  re.lastIndex = pos;
  return re.exec(f);
}

function articleAt(f: string, pos: number, inherited: string | null): ArticleItem | null {
  const m = sticky(ARTICLE_NUMBER, f, pos);
  if (!m) return null;
  const letter = `${(m[1] ?? m[3] ?? '').replace(/[.\s]/g, '').toUpperCase()}${m[2] ?? ''}`;
  // «articles L. 1232-2 et 1232-6»: the second keeps the first's letter (codes with letters number every article so).
  const prefix = letter || (inherited && m[6] ? inherited : '');
  const article = `${prefix}${m[4]}${m[6]}${m[7] ? ` ${m[7]}` : ''}`;
  return { start: pos, end: pos + m[0].length, article };
}

function skipQualifiers(f: string, pos: number): number {
  let at = pos;
  for (let m = sticky(QUALIFIER, f, at); m; m = sticky(QUALIFIER, f, at)) at += m[0].length;
  const following = sticky(FOLLOWING, f, at);
  return following ? at + following[0].length : at;
}

/** A list of article numbers from `pos`; with `needCode`, it ends where its code is named. */
function articleList(f: string, pos: number, mentions: ReturnType<typeof codeMentions>, needCode: boolean) {
  const items: ArticleItem[] = [];
  let at = pos;
  let prefix: string | null = null;
  for (;;) {
    const item = articleAt(f, at, prefix);
    if (!item) return null;
    items.push(item);
    prefix = item.article.match(/^[A-Z]+\*?/)?.[0] ?? null;
    at = skipQualifiers(f, item.end);
    if (!needCode) {
      const sep = sticky(LIST_SEPARATOR, f, at);
      if (sep && sticky(ARTICLE_NUMBER, f, at + sep[0].length)) {
        at += sep[0].length;
        continue;
      }
      return { items, code: null, end: at };
    }
    const tail = codeAfter(f, at, pos, mentions);
    if (tail) return { items, ...tail };
    const sep = sticky(LIST_SEPARATOR, f, at);
    if (!sep) return null;
    at += sep[0].length;
  }
}

function codeAfter(f: string, at: number, anchor: number, mentions: ReturnType<typeof codeMentions>) {
  const same = sticky(SAME_CODE, f, at);
  if (same) {
    const previous = mentions.filter((m) => m.end <= anchor).pop();
    return previous ? { code: previous.code, end: at + same[0].length } : null;
  }
  const conn = sticky(CONNECTOR, f, at);
  const codeStart = at + (conn?.[0].length ?? 0);
  const hit = codeAt(f, codeStart);
  return hit ? { code: hit.code, end: hit.end } : null;
}

function articleCitations(text: string, code: LegalCode, items: ArticleItem[], single: Span): Citation[] {
  const make = (a: ArticleItem, span: Span): Citation => ({
    start: span.start,
    end: trimEnd(text, span.start, span.end),
    kind: 'code-article',
    ref: `code:${code.id}:${a.article}`,
    url: codeArticleUrl(a.article),
    label: `article ${a.article} du ${code.name}`,
    site: 'Légifrance',
  });
  if (items.length === 1) return [make(items[0], single)];
  return items.map((a) => make(a, a));
}

/** Spans never end on spaces or a comma the grammar allowed inside. */
function trimEnd(text: string, start: number, end: number): number {
  let e = end;
  while (e > start && /[\s,]/.test(text[e - 1])) e--;
  return e;
}

// ---- Laws, decrees, ordinances ----

const MONTHS =
  'janvier|janv\\.?|fevrier|fevr\\.?|fev\\.?|mars|avril|avr\\.?|mai|juin|juillet|juil\\.?|juill\\.?|aout|septembre|sept\\.?|octobre|oct\\.?|novembre|nov\\.?|decembre|dec\\.?';
const NUMBER_SIGN = String.raw`(?:n\s?°|n\s?º|no\.?|n\.|numero)`;
const LEGAL_TEXT = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(loi\s+organique|loi|decret-loi|decret|ordonnance)\s+(?:${NUMBER_SIGN}\s*)?(\d{2}|(?:19|20)\d{2})-(\d{1,5})(?![\p{N}-]|[.,]\d)`,
  'gu',
);
const TEXT_DATE = new RegExp(String.raw`(?:\s*,)?\s+du\s+\d{1,2}(?:er)?\s+(?:${MONTHS})\s+\d{4}(?!\d)`, 'y');
const NATURE: Record<string, { nature: LegalTextNature; name: string }> = {
  loi: { nature: 'loi', name: 'loi' },
  'loi organique': { nature: 'loi-organique', name: 'loi organique' },
  decret: { nature: 'decret', name: 'décret' },
  'decret-loi': { nature: 'decret-loi', name: 'décret-loi' },
  ordonnance: { nature: 'ordonnance', name: 'ordonnance' },
};

function legalTexts(text: string, f: string): Citation[] {
  const out: Citation[] = [];
  LEGAL_TEXT.lastIndex = 0;
  for (let m = LEGAL_TEXT.exec(f); m; m = LEGAL_TEXT.exec(f)) {
    const kind = NATURE[m[1].replace(/\s+/g, ' ')];
    const number = `${m[2]}-${m[3]}`;
    let end = m.index + m[0].length;
    const date = sticky(TEXT_DATE, f, end);
    const dateText = date ? text.slice(end, end + date[0].length).replace(/^[\s,]+du\s+/, '') : '';
    if (date) end += date[0].length;
    out.push({
      start: m.index,
      end,
      kind: 'legal-text',
      ref: `${kind.nature}:${number}`,
      url: legalTextUrl(kind.nature, number),
      label: `${kind.name} n° ${number}${dateText ? ` du ${dateText.replace(/\s+/g, ' ')}` : ''}`,
      site: 'Légifrance',
    });
  }
  return out;
}

// ---- Decisions ----

// The court, then at most a sentence's worth of chamber, date or parties, then the number.
const GAP = String.raw`[^\n;]{0,90}?`;
const CASS = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:cass(?:\.|(?!\p{L}))|cour\s+de\s+cassation|pourvois?(?!\p{L})|(soc|com|crim|civ)\.)${GAP}(?:${NUMBER_SIGN}\s*)?(\d{2})\s?-\s?(\d{2})\s?\.?\s?(\d{3})(?![\p{N}])`,
  'gu',
);
const MORE_CASS = new RegExp(String.raw`\s*(?:,|et)\s*(?:${NUMBER_SIGN}\s*)?((\d{2})-(\d{2})\.?(\d{3}))(?![\p{N}])`, 'uy');
const CE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(c\.?e\.?|conseil\s+d'\s*etat)(?![\p{L}\p{N}])${GAP}(?:${NUMBER_SIGN}|req\.\s*(?:${NUMBER_SIGN})?)\s*(\d{5,6})(?![\p{N}]|[.,]\d)`,
  'gu',
);

function decision(court: Court, start: number, end: number, number: string): Citation {
  const name = court === 'cass' ? 'décision de la Cour de cassation' : 'décision du Conseil d’État';
  return {
    start,
    end,
    kind: 'decision',
    ref: `${court}:${number}`,
    url: decisionUrl(court, number),
    label: `${name} n° ${number}`,
    site: court === 'cass' ? 'Judilibre' : 'Légifrance',
  };
}

function decisions(text: string, f: string): Citation[] {
  const out: Citation[] = [];
  CASS.lastIndex = 0;
  for (let m = CASS.exec(f); m; m = CASS.exec(f)) {
    // A bare chamber («Soc., 13 sept. 2023») is a court only when written as lawyers do, capitalised.
    if (m[1] && text[m.index] === f[m.index]) {
      CASS.lastIndex = m.index + 1;
      continue;
    }
    let end = m.index + m[0].length;
    out.push(decision('cass', m.index, end, `${m[2]}-${m[3]}.${m[4]}`));
    for (let more = sticky(MORE_CASS, f, end); more; more = sticky(MORE_CASS, f, end)) {
      end += more[0].length;
      out.push(decision('cass', end - more[1].length, end, `${more[2]}-${more[3]}.${more[4]}`));
    }
    CASS.lastIndex = end;
  }
  CE.lastIndex = 0;
  for (let m = CE.exec(f); m; m = CE.exec(f)) {
    // «ce» is a common word: the Conseil d'État's initials are written in capitals.
    if (!m[1].startsWith('conseil') && !/^C\.?E/.test(text.slice(m.index, m.index + 4))) {
      CE.lastIndex = m.index + 1;
      continue;
    }
    // «Au CE de mon entreprise, badge n° 123456»: a decision is dated, its year sits between the court and the number.
    if (!/(?<!\d)(?:19|20)\d{2}(?!\d)/.test(m[0].slice(m[1].length, m[0].length - m[2].length))) {
      CE.lastIndex = m.index + 1;
      continue;
    }
    out.push(decision('ce', m.index, m.index + m[0].length, m[2]));
  }
  return out;
}

// ---- Everything ----

const KEYWORD = /(?<![\p{L}\p{N}])(?:articles?|arts?\.?)\s*(?=(?:l\.?o|r\.?o|[lrda])?\*?\.?\s?\d)/gu;
const LETTERED = /(?<![\p{L}\p{N}.'-])[lrd]\*?(?:\.\s?|\s)?\d{1,4}-\d/gu;

/** Every legal citation of a text, in order, none overlapping. Offsets are the original text's. */
export function findCitations(text: string): Citation[] {
  const f = foldText(text);
  const found: Citation[] = [];
  const taken: Span[] = [];
  const free = (s: Span) => !taken.some((t) => s.start < t.end && t.start < s.end);
  const add = (region: Span, cites: Citation[]) => {
    if (!free(region)) return;
    taken.push(region);
    found.push(...cites);
  };

  for (const c of decisions(text, f)) add(c, [c]);
  for (const c of legalTexts(text, f)) add(c, [c]);

  const mentions = codeMentions(f);
  // «article 1240 du Code civil», then «L1234-1 à L1234-8 du Code du travail» with no keyword.
  for (const anchors of [KEYWORD, LETTERED]) {
    anchors.lastIndex = 0;
    for (let m = anchors.exec(f); m; m = anchors.exec(f)) {
      // The keyword is passed over; a lettered number is itself the anchor.
      const numbersAt = anchors === KEYWORD ? m.index + m[0].length : m.index;
      const list = articleList(f, numbersAt, mentions, true);
      if (!list?.code) continue;
      const region = { start: m.index, end: list.end };
      add(region, articleCitations(text, list.code, list.items, region));
    }
  }
  // «C. civ., art. 1240», «Code du travail, articles L. 1232-2 et L. 1232-6».
  for (const mention of mentions) {
    const kw = sticky(CODE_THEN_KEYWORD, f, mention.end);
    if (!kw) continue;
    const list = articleList(f, mention.end + kw[0].length, mentions, false);
    if (!list) continue;
    const last = list.items[list.items.length - 1];
    const region = { start: mention.start, end: last.end };
    // In brackets, «Code civil (art. 1240)»: the link is the article, not an unbalanced «Code civil (art. 1240».
    const single = kw[1] ? { start: mention.end + kw[0].indexOf('(') + kw[1].length, end: last.end } : region;
    add(region, articleCitations(text, mention.code, list.items, single));
  }
  return found.sort((a, b) => a.start - b.start);
}
