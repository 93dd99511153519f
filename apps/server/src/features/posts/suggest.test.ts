import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { queryWords, snippetOf } from './snippet';
import { refreshSearchWords } from './suggest';

// «Vouliez-vous dire … ?» from the lexicon of indexed words, and snippets with the matched words marked
// (docs/decisions/search-suggestions.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const member = await t.createUser();
  const ask = (title: string, content: string) =>
    t.db.execute(sql`insert into posts (author_id, category_id, title, content, status, created_at)
      values (${member.user.id}, (select id from categories where slug = 'travail'), ${title}, ${content}, 'open', now())`);
  await ask('Contester mon licenciement', 'J’ai été licencié le 3 mars pour faute grave alors que je n’ai jamais eu d’avertissement.');
  await ask(
    'Licenciement économique',
    'Mon employeur invoque un motif économique. <b>Est-ce</b> un licenciement <script>alert(1)</script> valable ?',
  );
  await ask('Préavis de démission', 'Quelle est la durée du préavis quand on démissionne après deux ans ?');
  await ask('Impôt sur une prime', 'Ma prime de départ est-elle soumise à l’impôt sur le revenu ?');
  await refreshSearchWords(t.db);
});
afterAll(async () => {
  await t?.close();
});

const search = async (q: string) => {
  const res = await t.request({ method: 'GET', url: `/api/posts?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    posts: { title: string; snippet?: { text: string; match: boolean }[] }[];
    total: number;
    suggestion?: string;
  };
};

describe('«Vouliez-vous dire … ?»', () => {
  it('a typo finds nothing, so the closest indexed word is suggested and searched', async () => {
    const body = await search('licensiement');
    expect(body.suggestion).toBe('licenciement');
    expect(body.total).toBe(2);
    expect(body.posts.map((p) => p.title).sort()).toEqual(['Contester mon licenciement', 'Licenciement économique']);
  });

  it('keeps the words it knows and accents of the suggested word', async () => {
    expect((await search('preavis demmission')).suggestion).toBe('preavis démission');
  });

  it('a correct word gives its results and no suggestion', async () => {
    const body = await search('licenciement');
    expect(body.total).toBe(2);
    expect(body).not.toHaveProperty('suggestion');
  });

  it('a word only loosely alike is not offered: «impayé» does not become «impôt»', async () => {
    const body = await search('impayé');
    expect(body).toMatchObject({ total: 0, posts: [] });
    expect(body).not.toHaveProperty('suggestion');
  });

  it('nothing close enough: no result, no suggestion', async () => {
    const body = await search('zzyzx');
    expect(body).toMatchObject({ total: 0, posts: [] });
    expect(body).not.toHaveProperty('suggestion');
  });
});

describe('snippets', () => {
  it('mark the matched words, stems and accents included («licencié» for «licenciement»)', async () => {
    const body = await search('licenciement');
    const contest = body.posts.find((p) => p.title === 'Contester mon licenciement');
    expect(contest?.snippet?.filter((p) => p.match).map((p) => p.text)).toEqual(['licencié']);
    expect(contest?.snippet?.map((p) => p.text).join('')).toBe(
      'J’ai été licencié le 3 mars pour faute grave alors que je n’ai jamais eu d’avertissement.',
    );
  });

  it('carry the author’s text as plain text parts, markup included as characters', async () => {
    const body = await search('licenciement');
    const eco = body.posts.find((p) => p.title === 'Licenciement économique');
    const text = eco?.snippet?.map((p) => p.text).join('') ?? '';
    expect(text).toContain('<b>Est-ce</b> un licenciement <script>alert(1)</script> valable ?');
    expect(eco?.snippet?.filter((p) => p.match).map((p) => p.text)).toEqual(['licenciement']);
  });

  it('cut a long text around the first match, at word boundaries', () => {
    const text = `${'Début de la situation, '.repeat(8)}puis mon licenciement est arrivé. ${'Suite du texte, '.repeat(12)}fin.`;
    const parts = snippetOf(text, queryWords("'licenci' | 'licenc' | 'licenciement'")) ?? [];
    expect(parts[0]).toEqual({ text: '… ', match: false });
    expect(parts.at(-1)).toEqual({ text: ' …', match: false });
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['licenciement']);
    expect(parts.map((p) => p.text).join('').length).toBeLessThan(200);
    expect(snippetOf('Rien à voir.', queryWords("'licenc'"))).toBeUndefined();
    // A lexeme under 4 letters matches whole words only.
    expect(
      snippetOf('Le loi et le loin.', queryWords("'loi'"))
        ?.filter((p) => p.match)
        .map((p) => p.text),
    ).toEqual(['loi']);
  });
});
