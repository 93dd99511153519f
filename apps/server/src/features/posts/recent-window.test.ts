import { SEARCH_RESULT_CAP } from '@pretoire/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

// Reads bounded to the newest questions. A search over the whole forum reads the matches of the SEARCH_WINDOW (4,000)
// newest questions from the (hour, search) GIN index (search.ts): past 4,000 questions the window starts at the hour
// of the 4,000th newest, older matches come month by month when the window holds no more than the cap. The sorts by
// reply count rank the RECENT_WINDOW (8,000) newest questions of the list (service.ts).
let t: TestApp;
const search = (q: string, extra = '') => t.request({ method: 'GET', url: `/api/posts?q=${encodeURIComponent(q)}${extra}` });

beforeAll(async () => {
  t = await createTestApp();
  const member = await t.createUser();
  // 9,000 questions, one a minute back from now, all about a «loyer»; the two oldest also about a «servitude».
  // The newest one is about a «loyer» in its title, the others in their text.
  await t.db.execute(sql`
    insert into posts (author_id, category_id, title, content, created_at)
    select ${member.user.id}, (select id from categories where slug = 'immobilier-logement'),
           case when g = 1 then 'Loyer augmenté sans préavis' else 'Question ' || g end,
           'Mon loyer pose question' || case when g > 8998 then ', et une servitude de passage' else '' end || ' (' || g || ').',
           now() - (g || ' minutes')::interval
    from generate_series(1, 9000) g`);
  // The oldest question has the most replies; the newest one a few.
  await t.db.execute(sql`update posts set reply_count = case when title = 'Question 9000' then 99 else 5 end
    where title in ('Question 9000', 'Loyer augmenté sans préavis')`);
  // 1,200 questions about a «hypothèque», older than either window (between the 8,000th and the 8,960th minute back),
  // written oldest first as a restored or imported forum would be: the order of their rows is the reverse of their age.
  await t.db.execute(sql`
    insert into posts (author_id, category_id, title, content, created_at)
    select ${member.user.id}, (select id from categories where slug = 'immobilier-logement'), 'Hypothèque ' || k,
           'La banque demande une hypothèque sur ma maison (' || k || ').', now() - ((8000.5 + k * 0.8) || ' minutes')::interval
    from generate_series(1199, 0, -1) k`);
  await t.db.execute(sql`analyze posts`);
}, 180_000); // 10,200 rows through the search triggers: a minute on PGlite on a busy 2-core machine
afterAll(async () => {
  await t?.close();
});

describe('search window', () => {
  it('ranks among the newest matches and stops counting at the cap', async () => {
    const body = (await search('loyer', '&limit=5')).json();
    expect(body.total).toBe(SEARCH_RESULT_CAP + 1);
    expect(body.posts[0].title).toBe('Loyer augmenté sans préavis');
  });

  it('gives the newest of more than the cap matches older than the window', async () => {
    const body = (await search('hypothèque', '&limit=3')).json();
    expect(body.total).toBe(SEARCH_RESULT_CAP + 1);
    expect(body.posts.map((p: { title: string }) => p.title)).toEqual(['Hypothèque 0', 'Hypothèque 1', 'Hypothèque 2']);
  });

  it('finds matches older than the window through the index', async () => {
    const body = (await search('servitude')).json();
    expect(body.total).toBe(2);
    expect(body.posts.map((p: { title: string }) => p.title).sort()).toEqual(['Question 8999', 'Question 9000']);
  });
});

describe('sorts by reply count', () => {
  it('rank the 8,000 newest questions, and count no more', async () => {
    const list = async (sortBy: string) => (await t.request({ method: 'GET', url: `/api/posts?sortBy=${sortBy}&limit=3` })).json();
    const popular = await list('popular');
    expect(popular.total).toBe(8_000);
    expect(popular.posts[0].title).toBe('Loyer augmenté sans préavis');
    expect(popular.posts.map((p: { title: string }) => p.title)).not.toContain('Question 9000');
    const unanswered = await list('unanswered');
    expect(unanswered.total).toBe(8_000);
    expect(unanswered.posts[0].replyCount).toBe(0);
    // By date nothing is bounded.
    expect((await list('old')).posts[0].title).toBe('Question 9000');
  });
});

describe('list pages', () => {
  // Regression: every list's totalPages stopped at the search cap (1,000 questions), so the pager ended there and the
  // server-rendered list answered 404 past page 67.
  it('run to the total, past the search cap', async () => {
    const body = (await t.request({ method: 'GET', url: '/api/posts?limit=50' })).json();
    expect(body.total).toBeGreaterThanOrEqual(9_000);
    expect(body.totalPages).toBe(Math.ceil(body.total / 50));
    const deep = (await t.request({ method: 'GET', url: '/api/posts?limit=50&page=150' })).json();
    expect(deep.posts).toHaveLength(50);
  });
});
