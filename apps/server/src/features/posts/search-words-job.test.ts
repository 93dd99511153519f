import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_SCHEMA, QUEUES } from '../../db/job-queue';
import { createTestApp, type TestApp } from '../../test/harness';
import { jobsOf } from '../outbox';
import { searchWordsFresh } from './queries';
import { askRefill } from './search-words-job';

// The lexicon of «Vouliez-vous dire … ?» is refilled by the search-words job, never by a search
// (docs/decisions/search-suggestions.md).

let t: TestApp;
let ask: (title: string, content: string, hidden?: boolean) => Promise<unknown>;

const rowsOf = async <T>(q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const jobs = async () =>
  (
    await rowsOf<{ state: string }>(
      sql`select state from ${sql.raw(JOB_SCHEMA)}.job where name = ${QUEUES.searchWords} order by created_on`,
    )
  ).map((r) => r.state);
const words = async () => (await rowsOf<{ word: string }>(sql`select word from search_words order by word`)).map((r) => r.word);

async function until(check: () => boolean | Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
const search = async (q: string) => {
  const res = await t.request({ method: 'GET', url: `/api/posts?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { total: number; suggestion?: string };
};

beforeAll(async () => {
  t = await createTestApp();
  const member = await t.createUser();
  ask = (title, content, hidden = false) =>
    t.db.execute(sql`insert into posts (author_id, category_id, title, content, status, created_at, hidden_at)
      values (${member.user.id}, (select id from categories where slug = 'travail'), ${title}, ${content}, 'open', now(),
        ${hidden ? sql`now()` : sql`null`})`);
  // The refill asked as the runner started, on a forum without questions yet.
  await until(async () => (await jobs()).join() === 'completed');
});
afterAll(async () => {
  await t?.close();
});

describe('search-words job', () => {
  it('is asked once per slot whatever the number of instances asking', async () => {
    const runner = jobsOf(t.app.ctx);
    if (!runner) throw new Error('no job runner');
    expect(await askRefill(runner, t.app.ctx.config.SEARCH_WORDS_REFRESH_S)).toBeNull();
    expect(await jobs()).toEqual(['completed']);
  });

  it('a search that finds nothing neither refills the lexicon nor asks for a refill', async () => {
    await ask('Contester mon licenciement', 'J’ai été licencié pour faute grave sans avertissement.');
    const body = await search('licensiement');
    expect(body).toMatchObject({ total: 0 });
    expect(body).not.toHaveProperty('suggestion');
    // A statement after the search's: a refill it had started would be under way or done by now on either database.
    expect(await words()).toEqual([]);
    expect(await jobs()).toEqual(['completed']);
  });

  it('fills the lexicon from the visible questions when it runs', async () => {
    await ask('Harcèlement moral', 'Mon supérieur me harcèle, que faire ?', true);
    const runner = jobsOf(t.app.ctx);
    if (!runner) throw new Error('no job runner');
    await runner.boss.send(QUEUES.searchWords, {});
    runner.wake(QUEUES.searchWords);
    await until(async () => (await jobs()).every((s) => s === 'completed') && (await jobs()).length === 2);
    const known = await words();
    expect(known).toEqual(expect.arrayContaining(['licenciement', 'licencié', 'contester', 'faute']));
    expect(known).not.toContain('harcèlement');
    // The suggestion cache was emptied by the refill: the same typo is now corrected.
    expect((await search('licensiement')).suggestion).toBe('licenciement');
  });

  it('is asked again at start only when the lexicon is empty or older than a slot', async () => {
    const seconds = t.app.ctx.config.SEARCH_WORDS_REFRESH_S;
    expect(await searchWordsFresh(t.db, seconds)).toBe(true);
    await t.db.execute(sql`update settings set value = (now() - make_interval(secs => ${seconds + 1}))::text
      where key = 'search-words-filled-at'`);
    expect(await searchWordsFresh(t.db, seconds)).toBe(false);
    await t.db.execute(sql`update settings set value = now()::text where key = 'search-words-filled-at'`);
    await t.db.execute(sql`delete from search_words`);
    expect(await searchWordsFresh(t.db, seconds)).toBe(false);
  });
});
