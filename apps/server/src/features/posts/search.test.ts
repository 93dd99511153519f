import { SEARCH_RESULT_CAP } from '@pretoire/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { expandQuery } from './synonyms';

let t: TestApp;
let member: Awaited<ReturnType<TestApp['createUser']>>;
beforeAll(async () => {
  t = await createTestApp();
  member = await t.createUser();
  // SEARCH_RESULT_CAP + 5 questions about a «bail», one set-based insert; 5 of them answered.
  await t.db.execute(sql`
    insert into posts (author_id, category_id, title, content, status, created_at)
    select ${member.user.id}, (select id from categories where slug = 'immobilier-logement'),
           'Bail numéro ' || g, 'Mon bailleur refuse de rendre le dépôt de garantie, question ' || g || '.',
           case when g <= 5 then 'answered' else 'open' end, now() - (g || ' minutes')::interval
    from generate_series(1, ${SEARCH_RESULT_CAP + 5}) g`);
});
afterAll(async () => {
  await t?.close();
});

const search = (q: string, extra = '') => t.request({ method: 'GET', url: `/api/posts?q=${encodeURIComponent(q)}${extra}` });

describe('GET /posts?q= bounds', () => {
  it('stops counting past the cap: total = cap + 1, pages end at the cap', async () => {
    const res = await search('bail', '&limit=50');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(SEARCH_RESULT_CAP + 1);
    expect(body.totalPages).toBe(Math.ceil(SEARCH_RESULT_CAP / 50));
    expect(body.posts).toHaveLength(50);
    const last = (await search('bail', `&limit=50&page=${Math.ceil(SEARCH_RESULT_CAP / 50)}`)).json();
    expect(last.posts.length).toBeGreaterThan(0);
    expect(last.total).toBe(SEARCH_RESULT_CAP + 1);
    const past = (await search('bail', `&limit=50&page=${Math.ceil(SEARCH_RESULT_CAP / 50) + 2}`)).json();
    expect(past.posts).toEqual([]);
    expect(past.total).toBe(SEARCH_RESULT_CAP + 1);
  });

  it('counts exactly under the cap, with filters', async () => {
    const res = await search('bail', '&status=answered');
    expect(res.json().total).toBe(5);
    expect(res.json().posts.every((p: { status: string }) => p.status === 'answered')).toBe(true);
    expect((await search('bail', '&category=famille')).json().total).toBe(0);
  });

  it('ranks a title match above a text match', async () => {
    await t.request({
      method: 'POST',
      url: '/api/posts',
      token: member.token,
      payload: {
        title: 'Dépôt de garantie gardé par le bailleur',
        content: 'Rien de plus à ajouter ici, merci.',
        category: 'immobilier-logement',
      },
    });
    // «garantie» is in the text of every other question but in this title only.
    const first = (await search('garantie', '&limit=1')).json().posts[0];
    expect(first.title).toBe('Dépôt de garantie gardé par le bailleur');
  });
});

const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

describe("a question's words follow it (post_search, kept by triggers of migration 0008)", () => {
  const found = async (word: string) => (await search(word)).json().posts.map((p: { title: string }) => p.title);
  it('when it is asked, edited, hidden, shown again and deleted', async () => {
    const title = 'Ornithorynque dans le jardin du voisin';
    const asked = await t.request({
      method: 'POST',
      url: '/api/posts',
      token: member.token,
      payload: { title, content: 'Le voisin élève un ornithorynque qui traverse ma haie chaque matin.', category: 'immobilier-logement' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json()._id as string;
    expect(await found('ornithorynque')).toEqual([title]);

    const edited = await t.request({
      method: 'PUT',
      url: `/api/posts/${id}`,
      token: member.token,
      payload: { content: 'Le voisin élève un kangourou qui traverse ma haie chaque matin.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await found('kangourou')).toEqual([title]);
    expect(await found('élève kangourou haie')).toEqual([title]);

    await t.db.execute(sql`update posts set hidden_at = now() where id = ${id}`);
    expect(await found('kangourou')).toEqual([]);
    expect(await found('ornithorynque')).toEqual([]);
    // Edited while hidden: still not findable.
    await t.db.execute(sql`update posts set content = 'Un wombat cette fois.' where id = ${id}`);
    expect(await found('wombat')).toEqual([]);

    await t.db.execute(sql`update posts set hidden_at = null where id = ${id}`);
    expect(await found('wombat')).toEqual([title]);
    expect(await found('kangourou')).toEqual([]);

    expect((await t.request({ method: 'DELETE', url: `/api/posts/${id}`, token: member.token })).statusCode).toBe(200);
    expect(await found('ornithorynque')).toEqual([]);
    expect(rowsOf(await t.db.execute(sql`select 1 from post_search where post_id = ${id}`))).toEqual([]);
  });

  it('holds every visible question and no hidden one', async () => {
    const [rows] = rowsOf(
      await t.db.execute(sql`
        select (select count(*)::int from posts where hidden_at is null) as visible, (select count(*)::int from post_search) as copied,
               (select count(*)::int from post_search s join posts p on p.id = s.post_id
                where p.hidden_at is null and p.created_at = s.created_at and p.search = s.search) as same`),
    );
    expect(rows.copied).toBe(rows.visible);
    expect(rows.same).toBe(rows.visible);
  });
});

describe('bad search input never gives a 500', () => {
  const clean = [
    ['stop words only', 'le la les de des du et ou'],
    ['punctuation only', '?!.,;:()[]{}'],
    ['tsquery syntax', "bail & !loyer | 'x':* <-> (y"],
    ['unbalanced parentheses', '((((bail'],
    ['SQL', "'; drop table posts; --"],
    ['quotes and backslashes', `"bail" \\' \\\\ ''`],
    ['emoji', '🙂⚖️🏠'],
    ['200 characters', 'a'.repeat(200)],
    ['many words', Array.from({ length: 50 }, (_, i) => `w${i}`).join(' ')],
  ];
  it.each(clean)('%s: 200 with a list', async (_name, q) => {
    const res = await search(q);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().posts)).toBe(true);
    const similar = await t.request({ method: 'GET', url: `/api/posts/similar?title=${encodeURIComponent(q.slice(0, 150))}` });
    expect(similar.statusCode).toBe(200);
    expect(similar.json().posts.length).toBeLessThanOrEqual(5);
  });

  it('a NUL byte: 400 (refused for every route by plugins/security.ts)', async () => {
    const res = await search('bail\u0000loyer');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('1,000 characters: 400 with a French reason', async () => {
    const res = await search('a'.repeat(1000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(res.json().reason).toContain('recherche trop longue');
    const similar = await t.request({ method: 'GET', url: `/api/posts/similar?title=${'a'.repeat(1000)}` });
    expect(similar.statusCode).toBe(400);
    expect(similar.json().reason).toContain('titre trop long');
  });

  it('stop words only find nothing; punctuation only is no search', async () => {
    expect((await search('le la les de')).json().total).toBe(0);
    expect((await search('?!')).json().total).toBeGreaterThan(SEARCH_RESULT_CAP);
  });
});

describe('synonym expansion', () => {
  it('replaces the longest known phrase by its group and keeps other words', () => {
    const e = expandQuery('Conseil de Prud\u2019hommes et préavis à Lyon');
    expect(e[0]).toContainEqual(['prud', 'hommes']);
    expect(e[0]).toContainEqual(['conseil', 'de', 'prud', 'hommes']);
    expect(e[2]).toContainEqual(['délai', 'de', 'congé']);
    expect(e.map((g) => g.length === 1 && g[0].join(' '))).toContain('lyon');
  });
});

describe('GET /posts/similar', () => {
  it('gives answered questions only, at most 5, in the category when given, none for a short title', async () => {
    const res = (await t.request({ method: 'GET', url: `/api/posts/similar?title=${encodeURIComponent('Mon bail et le loyer')}` })).json();
    expect(res.posts.length).toBeGreaterThan(0);
    expect(res.posts.length).toBeLessThanOrEqual(5);
    for (const p of res.posts) expect(p.status).not.toBe('open');
    expect(Object.keys(res.posts[0]).sort()).toEqual(['_id', 'category', 'createdAt', 'replyCount', 'status', 'title']);
    const other = (
      await t.request({ method: 'GET', url: `/api/posts/similar?title=${encodeURIComponent('Mon bail et le loyer')}&category=famille` })
    ).json();
    expect(other.posts).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/posts/similar?title=bail' })).json().posts).toEqual([]);
  });

  it('does not call a question similar for a lone letter it shares («à», unaccented «a», is no stop word)', async () => {
    await t.db.execute(sql`
      insert into posts (author_id, category_id, title, content, status)
      values (${member.user.id}, (select id from categories where slug = 'famille'), 'Question à propos d’une succession',
              'Mon père est décédé, que dois-je faire ?', 'answered')`);
    const similar = async (title: string) =>
      (await t.request({ method: 'GET', url: `/api/posts/similar?title=${encodeURIComponent(title)}` }))
        .json()
        .posts.map((p: { title: string }) => p.title);
    expect(await similar('Délai à respecter pour un préavis')).toEqual([]);
    expect(await similar('Une succession à régler')).toContain('Question à propos d’une succession');
    expect(expandQuery('licencié à tort, a-t-il raison ?').flat(2)).toEqual(['licencié', 'tort', 'il', 'raison']);
  });
});
