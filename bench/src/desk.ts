// `npm run bench:desk`: the lawyers' queue and the response-time reads at 100k questions, each beside the
// question list (GET /posts page 1) measured in the same run, alternating. Its own database (pretoire_bench_desk, the
// same seed as `npm run bench`), so the desk migration never touches the shared bench database.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TOKEN_TTL_S } from '@pretoire/contracts';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { refreshAllResponseTimes } from '../../apps/server/src/features/desk/response-times';
import { systemClock } from '../../apps/server/src/lib/clock';
import { TokenService } from '../../apps/server/src/lib/tokens';
import { cpuSeconds, JWT_SECRET, root, withServer } from './app-server';
import autocannon from './load';
import { copyDatabase, previousCheckout } from './previous';
import { ensureSeeded, SCALE, SCALE_1M } from './seed';

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = process.env.BENCH_DESK_DB ?? 'pretoire_bench_desk';
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** BENCH_PREVIOUS=<commit>: also each desk read against that commit's server (againstPrevious). */
const PREVIOUS = process.env.BENCH_PREVIOUS;
/** BENCH_PARTS=list,previous (default both): the reads beside the list, and the reads against BENCH_PREVIOUS. */
const PARTS = (process.env.BENCH_PARTS ?? 'list,previous').split(',');
const log = (m: string) => console.log(`[bench:desk] ${m}`);

/** Busy CPU milliseconds of the whole machine: PostgreSQL, the server and the load generator together. */
const machineBusyMs = () => os.cpus().reduce((sum, c) => sum + c.times.user + c.times.nice + c.times.sys + c.times.irq, 0);

/** A closed-loop run; with `pid`, the server's CPU and the machine's per request too (steadier than req/s). */
async function measure(url: string, token?: string, pid?: number) {
  const [cpu0, busy0] = [pid ? cpuSeconds(pid) : 0, machineBusyMs()];
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [{ method: 'GET', headers: token ? { authorization: `Bearer ${token}` } : {} }],
  });
  const n = Math.max(1, r.requests.total);
  const perRequest = (ms: number) => Number((ms / n).toFixed(3));
  return {
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    ...(pid ? { serverMs: perRequest((cpuSeconds(pid) - cpu0) * 1000), machineMs: perRequest(machineBusyMs() - busy0) } : {}),
  };
}

/** Deadlines on 15 % of the unresolved questions (ends spread over the coming year) and the first-answer table. */
async function prepare(dbUrl: string) {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  // The server's migration must have run (columns, tables): open the database once through the app's client.
  const database = await openDatabase({ url: dbUrl, poolSize: 2 });
  const done = (await c.query(`select 1 from settings where key = 'bench-desk-v1'`)).rowCount;
  if (!done) {
    log('adding deadlines and first answers…');
    await c.query(`
      update posts set deadline_rule = 'travail-licenciement',
        deadline_end = current_date + (abs(hashtext(id::text)) % 365),
        deadline = jsonb_build_object('ruleId', 'travail-licenciement', 'durationText', '12 mois', 'eventDate', (current_date - 10)::text,
          'eventDateSource', 'text', 'eventDateText', 'il y a dix jours', 'approximate', false,
          'endDate', (current_date + (abs(hashtext(id::text)) % 365))::text, 'notice', 'Un délai de 12 mois peut s’appliquer.')
      where status <> 'resolved' and abs(hashtext(id::text)) % 100 < 15`);
    await c.query(`
      insert into desk_first_answers (post_id, lawyer_id, category_id, answered_at, seconds, first_for_post)
      select r.post_id, r.author_id, p.category_id, min(r.created_at), greatest(0, extract(epoch from min(r.created_at) - p.created_at))::int, false
      from replies r join posts p on p.id = r.post_id join users u on u.id = r.author_id and u.role = 'lawyer'
      where r.parent_id is null group by r.post_id, r.author_id, p.category_id, p.created_at
      on conflict do nothing`);
    await c.query(`
      update desk_first_answers f set first_for_post = true from (
        select distinct on (post_id) post_id, lawyer_id from desk_first_answers order by post_id, answered_at, lawyer_id) x
      where f.post_id = x.post_id and f.lawyer_id = x.lawyer_id`);
    await c.query(`insert into settings (key, value) values ('bench-desk-v1', 'done')`);
  }
  const t0 = Date.now();
  await refreshAllResponseTimes(database.db, new Date());
  const refreshMs = Date.now() - t0;
  const rows = Number((await c.query('select count(*)::int as n from desk_first_answers')).rows[0].n);
  await database.close();
  await c.query('vacuum (analyze) posts, replies, desk_first_answers, desk_response_times');
  // One lawyer follows four categories (travail, immobilier-logement, affaires-societes, consommation).
  await c.query(
    `update users set specializations = array['Droit du travail', 'Droit immobilier', 'Droit commercial'] where email = 'lawyer2@bench.test'`,
  );
  const lawyers = (
    await c.query(`select id, token_version from users where email in ('lawyer1@bench.test', 'lawyer2@bench.test') order by email`)
  ).rows;
  const some = (await c.query(`select subject_id from desk_response_times where scope = 'lawyer' limit 12`)).rows.map((r) => r.subject_id);
  await c.end();
  const signer = new TokenService(JWT_SECRET, systemClock, TOKEN_TTL_S);
  const [one, four] = await Promise.all(lawyers.map((l) => signer.sign(l.id, l.token_version)));
  return { refreshMs, rows, reads: scenarios(one, four, some) };
}
type Prepared = Awaited<ReturnType<typeof prepare>>;

/** Each desk read: its name, path, the token of the lawyer who reads it, and the list page it is compared with. */
function scenarios(one: string, four: string, some: string[]): [string, string, string | undefined, number?][] {
  return [
    ['queue p1 (1 category)', '/api/desk/queue', one],
    ['queue p1 (4 categories)', '/api/desk/queue', four],
    ['queue sans réponse p1 (4 categories)', '/api/desk/queue?unanswered=true', four],
    ['queue p50 (4 categories) vs list p50', '/api/desk/queue?page=50', four, 50],
    ['queue count (top bar)', '/api/desk/queue/count', four],
    ['category response times', '/api/desk/response-times/categories', undefined],
    ['lawyer response times (12 ids)', `/api/desk/response-times/lawyers?ids=${some.join(',')}`, undefined],
  ];
}

/** BENCH_DESK_SIZES=100k,1m (default both): each size has its own database, seeded once and kept. */
const SIZES = (process.env.BENCH_DESK_SIZES ?? '100k,1m').split(',');

async function main() {
  const results: Record<string, unknown> = {};
  for (const size of SIZES) {
    const dbName = size === '1m' ? `${DB_NAME}_1m` : DB_NAME;
    const dbUrl = await ensureSeeded(BASE_URL, dbName, log, size === '1m' ? SCALE_1M : SCALE);
    const prepared = await prepare(dbUrl);
    log(`${size} periodic response-time job: ${prepared.refreshMs} ms over ${prepared.rows.toLocaleString('en')} first answers`);
    if (PARTS.includes('list')) results[size] = await measureSize(size, dbUrl, prepared);
    if (PREVIOUS && PARTS.includes('previous') && size === '100k') results.previous = await againstPrevious(dbUrl, prepared);
  }
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, `bench/results/desk-${PARTS.includes('list') ? 'latest' : 'previous'}.json`),
    `${JSON.stringify(results, null, 2)}\n`,
  );
}

async function measureSize(size: string, dbUrl: string, { refreshMs, rows, reads }: Prepared) {
  // The public cache off: the queue is per lawyer and never cached, so the list it is compared with is not either.
  return withServer({ DATABASE_URL: dbUrl, PUBLIC_CACHE_TTL_S: '0' }, async (base) => {
    // Each desk read beside the question list at the same depth, measured right after it: page 1 for page 1 and the
    // small reads, page 50 for the queue's page 50 (both walk ~1,000 index entries to skip 980).
    const list = (page = 1) => `${base}/api/posts?page=${page}`;
    const out = [];
    for (const [name, p, token, listPage = 1] of reads) {
      const check = await fetch(`${base}${p}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      if (!check.ok) throw new Error(`${name}: ${check.status} ${await check.text()}`);
      await measure(`${base}${p}`, token); // warm-up
      // The list before and after the desk read: the ratio uses their mean, so a drift of the machine during the
      // three runs does not land on one side only.
      const before = await measure(list(listPage));
      const desk = await measure(`${base}${p}`, token);
      const after = await measure(list(listPage));
      const posts = { ...after, reqPerSec: Math.round((before.reqPerSec + after.reqPerSec) / 2), p99: Math.max(before.p99, after.p99) };
      out.push({ name, listPage, desk, posts, ratio: Number((desk.reqPerSec / posts.reqPerSec).toFixed(2)) });
      log(
        `${size} ${name}: ${desk.reqPerSec} req/s (p99 ${desk.p99} ms) vs list p${listPage} ${posts.reqPerSec} req/s (p99 ${posts.p99} ms) → ${out.at(-1)?.ratio}`,
      );
    }
    const load = os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ');
    log(`${size}: load average ${load}`);
    return { date: new Date().toISOString(), load, durationS: DURATION, connections: CONNECTIONS, refreshMs, firstAnswers: rows, out };
  });
}

/**
 * BENCH_PREVIOUS=<commit>: each desk read on that commit's server just before and just after this code's, on copies
 * of the same database, cache off: the desk's own speed against its past, which the ratios to the list (a list that
 * got faster lowers them) cannot tell.
 */
async function againstPrevious(dbUrl: string, { reads }: Prepared) {
  const prevDir = previousCheckout(PREVIOUS as string, log);
  const prevDb = await copyDatabase(BASE_URL, dbUrl, `${DB_NAME}_prev`);
  // Its queue was written for the indexes of its own migrations: a commit before 0025 gets them back as they were.
  if (!fs.existsSync(path.join(prevDir, 'apps/server/src/db/migrations/0025_desk_open_questions.sql'))) {
    const c = new pg.Client({ connectionString: prevDb });
    await c.connect();
    await c.query(`drop index posts_desk_deadline_idx, posts_desk_waiting_idx, posts_hidden_counted_idx;
      create index posts_desk_deadline_idx on posts (deadline_end, created_at, id, category_id, status)
        where status <> 'resolved' and deadline_end is not null;
      create index posts_desk_waiting_idx on posts (status, created_at, id, category_id, deadline_end) where status <> 'resolved'`);
    await c.query('vacuum (analyze) posts');
    await c.end();
  }
  const rows = [];
  for (const [name, p, token] of reads) {
    const run = (cwd: string) =>
      withServer(
        { DATABASE_URL: cwd === root ? dbUrl : prevDb, PUBLIC_CACHE_TTL_S: '0' },
        async (base, pid) => {
          await measure(`${base}${p}`, token);
          return measure(`${base}${p}`, token, pid);
        },
        cwd,
      );
    const before = await run(prevDir);
    const now = await run(root);
    const after = await run(prevDir);
    const ratio = Number((now.reqPerSec / ((before.reqPerSec + after.reqPerSec) / 2)).toFixed(2));
    rows.push({ name, now, before, after, ratio });
    const ms = (m: Awaited<typeof now>) => `${m.machineMs} ms (server ${m.serverMs})`;
    log(`${name}: ${now.reqPerSec} req/s vs ${PREVIOUS} ${before.reqPerSec} / ${after.reqPerSec} → ×${ratio}`);
    log(`  machine CPU a request: ${ms(now)} vs ${ms(before)} / ${ms(after)}`);
  }
  return { commit: PREVIOUS, date: new Date().toISOString(), rows };
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
