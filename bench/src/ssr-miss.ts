// `npm run bench:ssr-miss`: the server-rendered question page (50 answers) against its own JSON, cache off, in one
// run (closed loop, BENCH_CONNECTIONS, default 10; BENCH_DURATION s each, default 8): the page, the JSON, the page
// again, so a drift of the shared machine shows. BENCH_CPU_PROF=<dir> adds a V8 profile of the server.
import os from 'node:os';
import { loadAvg, targets, withServer, writeResult } from './app-server';
import autocannon from './load';
import { ensureSeeded, SCALE } from './seed';

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB = process.env.BENCH_DB ?? 'pretoire_bench';
const SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function run(base: string, path: string) {
  await autocannon({ url: base + path, connections: CONNECTIONS, duration: 1 });
  const r = await autocannon({ url: base + path, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'br, gzip' } });
  return { reqPerSec: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

async function main() {
  const db = await ensureSeeded(BASE_URL, DB, (m) => console.log(`[ssr-miss] ${m}`), SCALE);
  const t = await targets(db);
  const rows = await withServer({ DATABASE_URL: db, PUBLIC_CACHE_TTL_S: '0' }, async (base) => [
    { name: 'question SSR, cache off', m: await run(base, `/post/${t.detail}`) },
    { name: 'question JSON, cache off', m: await run(base, `/api/posts/${t.detail}`) },
    { name: 'question SSR again', m: await run(base, `/post/${t.detail}`) },
  ]);
  const ssr = (rows[0].m.reqPerSec + rows[2].m.reqPerSec) / 2;
  console.log(`\nServer-rendered question page vs its JSON (100k, cache off, c${CONNECTIONS}; 2 shared cores, load ${loadAvg()})`);
  for (const r of rows)
    console.log(`  ${r.name.padEnd(28)} ${String(r.m.reqPerSec).padStart(6)} req/s  p50 ${r.m.p50}  p99 ${r.m.p99} ms  err ${r.m.errors}`);
  console.log(`  SSR ÷ JSON: ${(ssr / rows[1].m.reqPerSec).toFixed(2)}`);
  const out = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores (shared), ${os.cpus()[0]?.model}`,
    load: loadAvg(),
    rows,
    ratio: ssr / rows[1].m.reqPerSec,
  };
  console.log(`written ${writeResult('ssr-miss', out)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
