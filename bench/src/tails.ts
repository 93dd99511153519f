// `npm run bench:tails`: latency tails (p50/p99/p999) at fixed rates of 100, 200 and 400 requests a second for the
// list, a category page, the question page's JSON, search and the server-rendered question page, with the public
// cache on (PUBLIC_CACHE_TTL_S=15) and off (0). Each cell: a 2 s warm-up, then BENCH_TAILS_SECONDS (8) measured, with
// the bodies built on a reader's path (x-public-cache: miss) and the ten slowest requests. Bounded in time: a cell
// whose server falls 200 requests behind stops sending and says so. The machine's CPUs are shared: read the load.
import os from 'node:os';
import { loadAvg, tailRoutes, targets, withServer, writeResult } from './app-server';
import { type OpenLoopResult, openLoop } from './open-loop';
import { ensureSeeded, SCALE } from './seed';

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB = process.env.BENCH_DB ?? 'pretoire_bench';
const SECONDS = Number(process.env.BENCH_TAILS_SECONDS ?? 8);
const RATES = (process.env.BENCH_RATES ?? '100,200,400').split(',').map(Number);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const HEADERS = { 'accept-encoding': 'br, gzip' }; // as a browser over HTTPS
const log = (m: string) => console.log(`[tails] ${m}`);

interface Cell {
  route: string;
  cache: 'on' | 'off';
  rate: number;
  m: OpenLoopResult;
  load: string;
}

async function main() {
  const db = await ensureSeeded(BASE_URL, DB, log, SCALE);
  const t = await targets(db);
  const routes = tailRoutes(t).filter(([n]) => !ONLY || ONLY.test(n));
  const cells: Cell[] = [];
  for (const [mode, ttl] of [
    ['on', '15'],
    ['off', '0'],
  ] as const) {
    await withServer({ DATABASE_URL: db, PUBLIC_CACHE_TTL_S: ttl }, async (base) => {
      for (const [route, paths] of routes)
        for (const rate of RATES) {
          await openLoop(base, paths, 2, rate, { maxInFlight: 200, headers: HEADERS });
          const m = await openLoop(base, paths, SECONDS, rate, { maxInFlight: 200, headers: HEADERS });
          cells.push({ route, cache: mode, rate, m, load: loadAvg() });
          log(
            `${route} cache ${mode} ${rate}/s: p50 ${m.p50} p99 ${m.p99} p999 ${m.p999} ms, misses ${m.cache.miss ?? 0} (load ${loadAvg()})`,
          );
        }
    });
  }
  console.log(
    `\nTails at fixed rates (100k questions; ${os.cpus().length} cores shared with other work, load ${loadAvg()}): ms, misses = bodies built on a reader's path`,
  );
  console.log(`  ${'route'.padEnd(28)} cache  rate    p50    p99   p999   max  misses  stale  err`);
  for (const c of cells)
    console.log(
      `  ${c.route.padEnd(28)} ${c.cache.padEnd(5)} ${String(c.rate).padStart(5)} ${[c.m.p50, c.m.p99, c.m.p999, c.m.slowest[0]?.ms ?? 0].map((v) => String(v).padStart(6)).join('')}  ${String(c.cache === 'on' ? (c.m.cache.miss ?? 0) : '-').padStart(6)} ${String(c.m.cache.stale ?? 0).padStart(6)} ${String(c.m.errors + c.m.non2xx).padStart(4)}${c.m.saturatedAt !== undefined ? `  saturated: stopped after ${c.m.saturatedAt} requests` : ''}`,
    );
  const out = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores (shared), ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.cpus()[0]?.model}`,
    node: process.version,
    secondsPerCell: SECONDS,
    cells,
  };
  log(`written ${writeResult('tails', out)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
