// `npm run bench:reads`: every read route at 100k and 1M questions, search and similar at a fixed rate,
// the question page against the previous code, and the public cache on and off. Seeds both databases once
// (bench/src/seed.ts) and keeps them. Writes bench/results/reads-latest.json (reads-<parts>-latest.json when
// BENCH_PARTS names some parts) and prints one table per part.
import os from 'node:os';
import { root, targets, withServer, writeResult } from './app-server';
import autocannon from './load';
import { type OpenLoopResult, openLoop } from './open-loop';
import { copyDatabase, previousCheckout } from './previous';
import { ensureSeeded, SCALE, SCALE_1M } from './seed';

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** A fixed-rate run: 1,000 requests at 50/s, so p99 is not one slow request among a few hundred. */
const RATE_SECONDS = Math.max(DURATION, 20);
/** Seconds at the same rate before a fixed-rate run is measured (measure() says why). */
const RATE_WARMUP_SECONDS = 3;
/** The commit the question page is compared with: the code before the reads work (e429a1f). */
const PREVIOUS = process.env.BENCH_PREVIOUS ?? 'e429a1f';
const log = (m: string) => console.log(`[reads] ${m}`);
/** BENCH_ONLY=<regex>: only the read routes whose name matches (parts "sizes" and "previous"). */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;

interface Measure {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  hitRatio?: number;
  /** Fixed-rate runs: the ten slowest requests (open-loop.ts), to tell a cold start from a steady tail. */
  slowest?: OpenLoopResult['slowest'];
  /** Fixed-rate runs: the warm-up before them, cold start included. */
  warmup?: { p50: number; p99: number; max: number };
}

async function measure(base: string, paths: string[], seconds: number, rate?: number): Promise<Measure> {
  // Latency at a fixed rate: evenly spaced arrivals (open-loop.ts says why not autocannon's -R). The first seconds
  // are a warm-up, kept apart: each draft's first request builds its tsqueries, each pool connection prepares the
  // statement, and the bench's own first fetch() loads its HTTP client; the ten slowest of a cold run were the first
  // ten requests (#0–#7 of eight queries at 47–166 ms, then a steady 37 ms), and they set p99 alone.
  if (rate) {
    const warm = await openLoop(base, paths, RATE_WARMUP_SECONDS, rate);
    const m = await openLoop(base, paths, seconds, rate);
    return { ...m, warmup: { p50: warm.p50, p99: warm.p99, max: warm.slowest[0]?.ms ?? 0 } };
  }
  let k = 0;
  const cache = { hit: 0, all: 0 };
  const r = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => ({ ...req, path: paths[k++ % paths.length] }),
        onResponse: (_s, _b, _c, headers) => {
          const h = headers?.['x-public-cache'];
          if (h) {
            cache.all++;
            if (h === 'hit') cache.hit++;
          }
        },
      },
    ],
  });
  return {
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
    ...(cache.all ? { hitRatio: Number((cache.hit / cache.all).toFixed(3)) } : {}),
  };
}

const SEARCHES = [
  'licenciement contesté',
  'préavis',
  'loyer impayé',
  'divorce garde',
  'caution bail',
  'succession',
  'impôt contesté',
  'marque',
];
const DRAFTS = [
  'Mon licenciement est-il contesté à juste titre',
  'Loyer impayé depuis trois mois',
  'Divorce et garde des enfants',
  'Question sur une succession bloquée',
  'Caution non rendue par le bailleur',
];
const enc = encodeURIComponent;

function readRoutes(t: { category: string; detail: string }): [string, string[]][] {
  return [
    ['GET /posts page 1', ['/api/posts?page=1']],
    ['GET /posts page 500', ['/api/posts?page=500']],
    ['GET /posts category p1', [`/api/posts?category=${t.category}&page=1`]],
    ['GET /posts status p1', ['/api/posts?status=answered&page=1']],
    ['GET /posts/{id} (50 replies)', [`/api/posts/${t.detail}`]],
    ['GET /posts?q=licenciement contesté', [`/api/posts?q=${enc('licenciement contesté')}`]],
    ['GET /posts?q= (8 queries)', SEARCHES.map((q) => `/api/posts?q=${enc(q)}`)],
    ['GET /posts/similar (5 drafts)', DRAFTS.map((d) => `/api/posts/similar?title=${enc(d)}`)],
  ];
}

function table(title: string, rows: { name: string; m: Measure; extra?: string }[]) {
  console.log(`\n${title}`);
  for (const r of rows)
    console.log(
      `  ${r.name.padEnd(42)} ${String(r.m.reqPerSec).padStart(6)} req/s  p50 ${String(r.m.p50).padStart(5)}  p99 ${String(r.m.p99).padStart(5)} ms  err ${r.m.errors + r.m.non2xx}${r.m.hitRatio !== undefined ? `  hit ${r.m.hitRatio}` : ''}${r.extra ?? ''}`,
    );
}

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

async function main() {
  const only = (process.env.BENCH_PARTS ?? 'sizes,rate,previous,cache').split(',');
  const db100k = await ensureSeeded(BASE_URL, 'pretoire_bench', log, SCALE);
  // Only the sizes part reads the 1M database: the other parts need not wait minutes for its first seed.
  const db1m = only.includes('sizes') ? await ensureSeeded(BASE_URL, 'pretoire_bench_1m', log, SCALE_1M) : '';
  const out: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.cpus()[0]?.model}`,
    node: process.version,
    connections: CONNECTIONS,
    durationS: DURATION,
    data: { '100k': SCALE, '1m': SCALE_1M },
  };
  const noCache = { PUBLIC_CACHE_TTL_S: '0' };

  if (only.includes('sizes')) {
    const sizes: Record<string, { name: string; m: Measure; load: string }[]> = { '100k': [], '1m': [] };
    for (const [size, dbUrl] of [
      ['100k', db100k],
      ['1m', db1m],
    ] as const) {
      const t = await targets(dbUrl);
      await withServer({ DATABASE_URL: dbUrl, ...noCache }, async (base) => {
        for (const [name, paths] of readRoutes(t).filter(([n]) => !ONLY || ONLY.test(n))) {
          await measure(base, paths, 1);
          const m = await measure(base, paths, DURATION);
          sizes[size].push({ name, m, load: load() });
          log(`${size} ${name}: ${m.reqPerSec} req/s p99 ${m.p99} (load ${load()})`);
        }
      });
    }
    out.sizes = sizes;
    table(
      'Every read route, 100k vs 1M questions (cache off)',
      sizes['100k'].map((r, i) => ({
        name: r.name,
        m: r.m,
        extra: `   | 1M: ${sizes['1m'][i].m.reqPerSec} req/s p99 ${sizes['1m'][i].m.p99} ms  → ×${(sizes['1m'][i].m.reqPerSec / r.m.reqPerSec).toFixed(2)}`,
      })),
    );
  }

  if (only.includes('rate')) {
    const t = await targets(db100k);
    const rate: { name: string; m: Measure }[] = [];
    await withServer({ DATABASE_URL: db100k, ...noCache }, async (base) => {
      const list = await measure(base, ['/api/posts?page=1'], DURATION);
      const search = await measure(base, [`/api/posts?q=${enc('licenciement contesté')}`], DURATION);
      rate.push(
        { name: 'GET /posts page 1 (closed loop)', m: list },
        { name: 'GET /posts?q=licenciement contesté (closed loop)', m: search },
      );
      rate.push({
        name: 'search at 50/s (8 queries)',
        m: await measure(
          base,
          SEARCHES.map((q) => `/api/posts?q=${enc(q)}`),
          RATE_SECONDS,
          50,
        ),
      });
      rate.push({
        name: 'similar at 50/s (5 drafts)',
        m: await measure(
          base,
          DRAFTS.map((d) => `/api/posts/similar?title=${enc(d)}`),
          RATE_SECONDS,
          50,
        ),
      });
      void t;
    });
    for (const r of rate.filter((x) => x.m.slowest)) {
      log(`${r.name}, slowest: ${r.m.slowest?.map((x) => `#${x.i} ${x.ms} ms (left ${x.lateMs} ms late)`).join(', ')}`);
      log(`${r.name}, its warm-up (cold start): p50 ${r.m.warmup?.p50} p99 ${r.m.warmup?.p99} max ${r.m.warmup?.max} ms`);
    }
    // The aim: search ≥ 0.3 × list page 1, both closed loop, cache off, same server.
    const searchPerList = rate[1].m.reqPerSec / rate[0].m.reqPerSec;
    out.rate = { rows: rate, searchPerList: Number(searchPerList.toFixed(2)), load: load() };
    table('Search and similar (100k)', rate);
    console.log(`  ${searchPerList >= 0.3 ? 'ok  ' : 'MISS'} search ÷ list page 1 (cache off): ${searchPerList.toFixed(2)} (aim ≥ 0.30)`);
  }

  if (only.includes('previous')) {
    // Today's code, from git, beside this code; both on the 100k database, cache off, back to back. It runs on its own
    // dependencies (its lock file, installed once and kept in the temporary folder): borrowing this checkout's broke
    // when a package it imports (@fastify/helmet) left this one.
    const prevDir = previousCheckout(PREVIOUS, log);
    // The previous code on its own copy of the 100k database: each side's start sets up its own job-queue schema
    // (pg-boss 10 and 12 cannot share one), and the rows they read are the same.
    const prevDb = await copyDatabase(BASE_URL, db100k, 'pretoire_bench_prev');
    const t = await targets(db100k);
    const routes = readRoutes(t).filter(([n]) => (ONLY ?? /50 replies|page 1$|licenciement/).test(n));
    const prev: { name: string; m: Measure; extra?: string }[] = [];
    for (const [name, paths] of routes) {
      const run = (cwd: string, env: Record<string, string>) =>
        withServer(
          { DATABASE_URL: cwd === root ? db100k : prevDb, ...env },
          async (base) => {
            await measure(base, paths, 1);
            return measure(base, paths, DURATION);
          },
          cwd,
        );
      // Cache off on both sides (a previous commit may have it). The previous code just before and just after this
      // code: the machine's speed drifts by ±20 % within a run (the same bracketing as bench:desk), so this code is
      // compared with the mean of the two.
      const before = await run(prevDir, noCache);
      const now = await run(root, noCache);
      const after = await run(prevDir, noCache);
      const mean = (before.reqPerSec + after.reqPerSec) / 2;
      prev.push(
        { name: `${name} now`, m: now, extra: `  → ×${(now.reqPerSec / mean).toFixed(2)} of the mean` },
        { name: `${name} ${PREVIOUS} before`, m: before },
        { name: `${name} ${PREVIOUS} after`, m: after },
      );
      log(`${name}: ${now.reqPerSec} vs ${before.reqPerSec} / ${after.reqPerSec} req/s → ×${(now.reqPerSec / mean).toFixed(2)}`);
    }
    log(`kept ${prevDir} for the next run (delete it to install again)`);
    out.previous = { commit: PREVIOUS, rows: prev, load: load() };
    table(`This code vs ${PREVIOUS} (100k, cache off)`, prev);
  }

  if (only.includes('cache')) {
    const t = await targets(db100k);
    const rows: { name: string; m: Measure }[] = [];
    const paths: [string, string[]][] = [
      ['list pages 1–20', Array.from({ length: 20 }, (_, i) => `/api/posts?page=${i + 1}`)],
      ['question page (50 replies)', [`/api/posts/${t.detail}`]],
    ];
    for (const [name, p] of paths) {
      const off = await withServer({ DATABASE_URL: db100k, ...noCache }, (base) => measure(base, p, DURATION));
      const on = await withServer({ DATABASE_URL: db100k, PUBLIC_CACHE_TTL_S: '15' }, async (base) => measure(base, p, DURATION));
      rows.push({ name: `${name} cache off`, m: off }, { name: `${name} cache on`, m: on });
    }
    out.cache = { rows, load: load() };
    table('Anonymous reads, public cache off / on (100k)', rows);
  }

  log(`written ${writeResult(process.env.BENCH_PARTS ? `reads-${only.join('-')}` : 'reads', out)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
