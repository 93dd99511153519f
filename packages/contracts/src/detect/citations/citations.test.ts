import { describe, expect, it } from 'vitest';
import { LEGAL_CODES } from './codes';
import { DEV_SET, HELD_OUT_SET, type LabelledText, NON_CITATIONS } from './labelled-citations';
import { type Citation, findCitations } from './parse';
import { citationLinkLabel, citationParts } from './render';
import { codeArticleUrl, codeUrl, decisionUrl, legalTextUrl } from './urls';

/** The URL a reference must link to, written out from the reference alone. */
function expectedUrl(ref: string): string {
  const [kind, a, b] = ref.split(':');
  if (kind === 'code') return codeArticleUrl(b);
  if (kind === 'cass' || kind === 'ce') return decisionUrl(kind, a);
  return legalTextUrl(kind as Parameters<typeof legalTextUrl>[0], a);
}

interface Score {
  expected: number;
  found: number;
  correct: number;
  misses: string[];
  extras: string[];
}

function score(set: readonly LabelledText[], nonCitations: readonly string[] = []): Score {
  const s: Score = { expected: 0, found: 0, correct: 0, misses: [], extras: [] };
  const texts = [...set, ...nonCitations.map((text) => ({ text, cites: [] }))];
  for (const { text, cites } of texts) {
    const got = findCitations(text);
    let from = 0;
    const wanted = cites.map(([span, ref]) => {
      const start = text.indexOf(span, from);
      if (start < 0) throw new Error(`label «${span}» not found in «${text}»`);
      from = start + span.length;
      return { start, end: start + span.length, ref, url: expectedUrl(ref) };
    });
    s.expected += wanted.length;
    s.found += got.length;
    const same = (w: (typeof wanted)[number], g: Citation) => w.start === g.start && w.end === g.end && w.ref === g.ref && w.url === g.url;
    for (const w of wanted) {
      if (got.some((g) => same(w, g))) s.correct++;
      else s.misses.push(`${text} → «${text.slice(w.start, w.end)}» ${w.ref}`);
    }
    for (const g of got) if (!wanted.some((w) => same(w, g))) s.extras.push(`${text} → «${text.slice(g.start, g.end)}» ${g.ref}`);
  }
  return s;
}

const report = (name: string, s: Score) => {
  const precision = s.found ? s.correct / s.found : 1;
  const recall = s.expected ? s.correct / s.expected : 1;
  console.log(
    `${name}: ${s.expected} citations, ${s.found} found, ${s.correct} exact — precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}` +
      (s.misses.length ? `\n  missed:\n    ${s.misses.join('\n    ')}` : '') +
      (s.extras.length ? `\n  wrong:\n    ${s.extras.join('\n    ')}` : ''),
  );
  return { precision, recall };
};

describe('the labelled set', () => {
  it('holds at least 150 citations in varied forms and 100 texts without any', () => {
    const count = [...DEV_SET, ...HELD_OUT_SET].reduce((n, t) => n + t.cites.length, 0);
    expect(count).toBeGreaterThanOrEqual(150);
    expect(NON_CITATIONS.length).toBeGreaterThanOrEqual(100);
  });
  it('is found with precision ≥ 0.98 and recall ≥ 0.9 (exact span, reference and URL)', () => {
    const all = report('all', score([...DEV_SET, ...HELD_OUT_SET], NON_CITATIONS));
    report('dev set', score(DEV_SET));
    report('held-out set (not tuned on)', score(HELD_OUT_SET));
    expect(all.precision).toBeGreaterThanOrEqual(0.98);
    expect(all.recall).toBeGreaterThanOrEqual(0.9);
  });
  it('links nothing in amounts, dates, years, phone numbers, postcodes, SIRET or the everyday «article»', () => {
    const linked = NON_CITATIONS.filter((t) => findCitations(t).length > 0);
    expect(linked).toEqual([]);
  });
});

describe('the code table', () => {
  it('has at least 40 codes, unique ids and aliases, and well-formed identifiers', () => {
    expect(LEGAL_CODES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(LEGAL_CODES.map((c) => c.id)).size).toBe(LEGAL_CODES.length);
    const aliases = LEGAL_CODES.flatMap((c) => c.aliases);
    expect(new Set(aliases).size).toBe(aliases.length);
    for (const c of LEGAL_CODES) {
      if (c.legitext !== null) expect(c.legitext).toMatch(/^LEGITEXT\d{12}$/);
      for (const a of c.aliases)
        expect(a).toBe(
          a
            .toLowerCase()
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, ''),
        );
    }
  });
  it('knows the abbreviations of French legal practice', () => {
    const cases: [string, string][] = [
      ['C. trav.', 'travail'],
      ['C. civ.', 'civil'],
      ['CPC', 'procedure-civile'],
      ['C. pr. civ.', 'procedure-civile'],
      ['C. com.', 'commerce'],
      ['CSS', 'securite-sociale'],
      ['C. consom.', 'consommation'],
      ['CCH', 'construction-habitation'],
      ['C. pén.', 'penal'],
      ['CPP', 'procedure-penale'],
      ['CGI', 'impots'],
      ['CESEDA', 'etrangers'],
      ['CJA', 'justice-administrative'],
      ['C. urb.', 'urbanisme'],
      ['C. env.', 'environnement'],
      ['CSP', 'sante-publique'],
      ['C. assur.', 'assurances'],
      ['CMF', 'monetaire-financier'],
      ['CGCT', 'collectivites'],
      ['C. route', 'route'],
      ['C. rur.', 'rural'],
      ['C. éduc.', 'education'],
      ['CPI', 'propriete-intellectuelle'],
      ['C. sport', 'sport'],
      ['C. transports', 'transports'],
      ['C. énergie', 'energie'],
      ['C. mon. fin.', 'monetaire-financier'],
    ];
    for (const [abbreviation, id] of cases)
      expect(findCitations(`art. L. 123-4 ${abbreviation}`)[0]?.ref, abbreviation).toBe(`code:${id}:L123-4`);
  });
  it('links a code by its table of contents, or by a search when its identifier is unsure', () => {
    const civil = LEGAL_CODES.find((c) => c.id === 'civil');
    expect(civil && codeUrl(civil)).toBe('https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006070721/');
    const unsure = LEGAL_CODES.find((c) => c.legitext === null);
    if (unsure) expect(codeUrl(unsure)).toMatch(/^https:\/\/www\.legifrance\.gouv\.fr\/search\/code\?.*query=Code%20/);
  });
});

describe('links', () => {
  it('point at the documented official forms', () => {
    const url = (text: string) => findCitations(text).map((c) => c.url);
    expect(url('article L1234-1 du Code du travail')).toEqual([
      'https://www.legifrance.gouv.fr/search/code?tab_selection=code&searchField=NUM_ARTICLE&query=L1234-1',
    ]);
    expect(url('article 200 quater du CGI')).toEqual([
      'https://www.legifrance.gouv.fr/search/code?tab_selection=code&searchField=NUM_ARTICLE&query=200%20quater',
    ]);
    expect(url('loi n° 89-462 du 6 juillet 1989')).toEqual([
      'https://www.legifrance.gouv.fr/search/lois?tab_selection=lawarticledecree&searchField=ALL&query=89-462&nature=LOI',
    ]);
    expect(url('décret n° 87-713 du 26 août 1987')).toEqual([
      'https://www.legifrance.gouv.fr/search/lois?tab_selection=lawarticledecree&searchField=ALL&query=87-713&nature=DECRET',
    ]);
    expect(url('Cass. soc., 13 sept. 2023, n° 21-18.912')).toEqual([
      'https://www.courdecassation.fr/recherche-judilibre?search_api_fulltext=21-18.912&judilibre_juridiction=cc',
    ]);
    expect(url('CE, 10 juill. 2020, n° 429187')).toEqual([
      'https://www.legifrance.gouv.fr/search/cetat?tab_selection=cetat&searchField=ALL&query=429187',
    ]);
  });
});

describe('rendering parts', () => {
  it('cuts a text into plain and cited parts that join back to the text', () => {
    const text = 'Selon l’article L1234-1 du Code du travail et la loi n° 89-462, 1 500 € le 13 septembre 2023.';
    const parts = citationParts(text);
    expect(parts.map((p) => p.text).join('')).toBe(text);
    expect(parts.filter((p) => p.citation).map((p) => p.text)).toEqual(['article L1234-1 du Code du travail', 'loi n° 89-462']);
    expect(citationParts('')).toEqual([{ text: '' }]);
    expect(citationParts('rien à lier')).toEqual([{ text: 'rien à lier' }]);
  });
  it('names each link by its written text first, then what and where it opens', () => {
    const cited = citationParts('art. 700 CPC').find((p) => p.citation);
    expect(cited?.citation && citationLinkLabel({ text: cited.text, citation: cited.citation })).toBe(
      'art. 700 CPC — article 700 du Code de procédure civile, sur Légifrance (nouvel onglet)',
    );
  });
  it('stays fast on a long answer', () => {
    const long = 'Le salarié (art. L. 1234-1 C. trav.) a droit à 1 500 € selon Cass. soc., 13 sept. 2023, n° 21-18.912. '.repeat(200);
    const t0 = performance.now();
    expect(findCitations(long)).toHaveLength(400);
    expect(performance.now() - t0).toBeLessThan(500);
  });
});
