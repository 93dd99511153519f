// `npm run bench:ssr-miss`: the server-rendered question page (50 answers) on a cache miss, in one run (closed loop,
// BENCH_CONNECTIONS, default 10; BENCH_DURATION s each, default 8, after BENCH_WARMUP s, default 5; Accept-Encoding br, gzip): the page and its JSON
// with the public cache off, the same two from the bare-SQL yardstick (baseline.ts, checked to send the same before
// measuring), NodeBB 4.10.3's topic page of 50 replies, anonymous (nodebb/setup.ts; BENCH_NODEBB=0 leaves it out),
// and the page and its JSON again, so a drift of the shared machine shows (each ratio of ours takes both runs). BENCH_CPU_PROF=<dir> adds a V8 profile of the server.
import http from 'node:http';
import os from 'node:os';
import { cpuSeconds, loadAvg, PUBLIC_URL, targets, withServer, withYardstick, writeResult } from './app-server';
import autocannon from './load';
import { VERSION, withNodeBB } from './nodebb/setup';
import { sameAnswers } from './same-answers';
import { ensureSeeded, SCALE } from './seed';

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB = process.env.BENCH_DB ?? 'pretoire_bench';
const SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const NODEBB = process.env.BENCH_NODEBB !== '0';
const ENCODING = { 'accept-encoding': 'br, gzip' };
const log = (m: string) => console.log(`[ssr-miss] ${m}`);

/** One answer's status, encoding and bytes on the wire (fetch would decode them). */
const probe = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; encoding: string; bytes: number; cookie?: string }>((resolve, reject) =>
    http
      .get(url, { headers: { ...ENCODING, ...headers } }, (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => {
          bytes += c.length;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
            bytes,
            cookie: res.headers['set-cookie']?.map((c) => c.split(';')[0]).join('; '),
          }),
        );
      })
      .on('error', reject),
  );

/** Closed loop on `path`; `pid`'s CPU time per answer says what a page costs that server, whatever bounds its req/s. */
async function run(base: string, pid: number, path: string, extra: Record<string, string> = {}) {
  const headers = { ...ENCODING, ...extra };
  // A page of errors would measure nothing.
  const one = await probe(base + path, extra);
  if (one.status !== 200) throw new Error(`${base}${path} answers ${one.status}`);
  // Warm-up: at least 100 answers (NodeBB answers its first ones slowly) and WARMUP seconds, for every row alike: a
  // server that has rendered a page a few hundred times still compiles its code, which no page of a running forum does.
  await autocannon({ url: base + path, connections: CONNECTIONS, amount: 100, headers });
  await autocannon({ url: base + path, connections: CONNECTIONS, duration: WARMUP, headers });
  const cpu = cpuSeconds(pid);
  const r = await autocannon({ url: base + path, connections: CONNECTIONS, duration: SECONDS, headers });
  const cpuMs = ((cpuSeconds(pid) - cpu) * 1000) / r.requests.total;
  return {
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    cpuMsPerReq: Number(cpuMs.toFixed(1)),
    bytes: one.bytes,
    encoding: one.encoding,
  };
}
type Row = { name: string; m: Awaited<ReturnType<typeof run>> };

async function main() {
  const db = await ensureSeeded(BASE_URL, DB, log, SCALE);
  const t = await targets(db);
  const page = `/post/${t.detail}`;
  const json = `/api/posts/${t.detail}`;
  const rows = await withServer({ DATABASE_URL: db, PUBLIC_CACHE_TTL_S: '0', PUBLIC_URL }, (app, appPid) =>
    withYardstick(db, async (yard, yardPid) => {
      log(`app ${app}, yardstick ${yard}`);
      await sameAnswers(app, yard, [json, page]);
      log('the yardstick sends the same JSON and page as the app');
      const out: Row[] = [
        { name: 'question SSR, cache off', m: await run(app, appPid, page) },
        { name: 'question JSON, cache off', m: await run(app, appPid, json) },
        { name: 'yardstick SSR', m: await run(yard, yardPid, page) },
        { name: 'yardstick JSON', m: await run(yard, yardPid, json) },
      ];
      // NodeBB opens a session (a row in PostgreSQL) for each visitor without a cookie, as a first visit from a search
      // engine is; the second row keeps one guest's session, as a visitor's next pages do. Our pages open none.
      if (NODEBB)
        await withNodeBB(async (nodebb, topic, pid) => {
          out.push({ name: `NodeBB ${VERSION} topic page`, m: await run(nodebb, pid, topic) });
          const cookie = (await probe(nodebb + topic)).cookie;
          if (cookie) out.push({ name: 'NodeBB, one guest session', m: await run(nodebb, pid, topic, { cookie }) });
        });
      // Both again, in the same order: a drift of the shared machine weighs on the page and its JSON alike.
      out.push({ name: 'question SSR again', m: await run(app, appPid, page) });
      out.push({ name: 'question JSON again', m: await run(app, appPid, json) });
      return out;
    }),
  );
  const by = (name: string) => rows.find((r) => r.name.startsWith(name))?.m.reqPerSec ?? Number.NaN;
  const ssr = (by('question SSR, cache off') + by('question SSR again')) / 2;
  const ownJson = (by('question JSON, cache off') + by('question JSON again')) / 2;
  const ratios = {
    ssrPerJson: ssr / ownJson,
    ssrPerNodebb: ssr / by('NodeBB 4'),
    ssrPerNodebbSession: ssr / by('NodeBB, one guest session'),
    jsonPerYardstick: ownJson / by('yardstick JSON'),
    ssrPerYardstick: ssr / by('yardstick SSR'),
  };
  console.log(`\nThe question page on a miss (100k, cache off, c${CONNECTIONS}, br/gzip; 2 shared cores, load ${loadAvg()})`);
  for (const r of rows)
    console.log(
      `  ${r.name.padEnd(28)} ${String(r.m.reqPerSec).padStart(6)} req/s  p50 ${r.m.p50}  p99 ${r.m.p99} ms  err ${r.m.errors}  ${r.m.bytes} B ${r.m.encoding}  server CPU ${r.m.cpuMsPerReq} ms/req`,
    );
  const line = (label: string, v: number, aim?: number) =>
    console.log(
      `  ${aim === undefined ? '    ' : v >= aim ? 'ok  ' : 'MISS'} ${label}: ${v.toFixed(2)}${aim === undefined ? '' : ` (aim ≥ ${aim})`}`,
    );
  line('SSR ÷ JSON', ratios.ssrPerJson, 0.5);
  if (NODEBB) {
    line('SSR ÷ NodeBB', ratios.ssrPerNodebb, 5);
    line('SSR ÷ NodeBB with a guest session', ratios.ssrPerNodebbSession);
  }
  line('question JSON ÷ yardstick JSON', ratios.jsonPerYardstick, 0.6);
  line('SSR ÷ yardstick SSR', ratios.ssrPerYardstick);
  const out = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores (shared), ${os.cpus()[0]?.model}`,
    node: process.version,
    connections: CONNECTIONS,
    durationS: SECONDS,
    load: loadAvg(),
    rows,
    ratios,
  };
  console.log(`written ${writeResult('ssr-miss', out)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
