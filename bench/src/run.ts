// `npm run bench`: seeds PostgreSQL once (100k questions, 1M answers), then measures each route of the real
// server and, right after, the same request on the bare-SQL baseline (the yardstick, baseline.ts), once both are
// checked to give the same answer. BENCH_CACHE=off runs the app with its public cache off (the yardstick has none).
// Prints a table, writes bench/results/bench-latest.json (writes-latest.json when only POST routes ran).

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOKEN_TTL_S } from '@pretoire/contracts';
import pg from 'pg';
import { systemClock } from '../../apps/server/src/lib/clock';
import { TokenService } from '../../apps/server/src/lib/tokens';
import { PUBLIC_URL, writeResult } from './app-server';
import autocannon from './load';
import { sameAnswers } from './same-answers';
import { ensureSeeded } from './seed';
import { waitFor } from './wait';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const CACHE = process.env.BENCH_CACHE === 'off' ? 'off' : 'on';
const log = (m: string) => console.log(`[bench] ${m}`);

interface Scenario {
  name: string;
  method?: 'GET' | 'POST';
  path: string | (() => string);
  body?: string;
  tokens?: string[];
  /** Extra request headers (Accept-Encoding for the HTML-vs-JSON runs). */
  headers?: Record<string, string>;
}
interface Measure {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** `node <args>`: the compiled server, or a bench file through tsx. */
function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

let dbUrlForReset = '';
/** Bench state only: the hourly write counters of the bench lawyers start from zero before each write run. */
async function resetWriteLimits() {
  const c = new pg.Client({ connectionString: dbUrlForReset });
  await c.connect();
  await c.query(`delete from rate_limits where key like 'write-%'`);
  await c.end();
}

async function measure(base: string, s: Scenario, seconds: number): Promise<Measure> {
  if (s.method === 'POST') await resetWriteLimits();
  const headers: Record<string, string> = { 'content-type': 'application/json', ...s.headers };
  const pathFor = typeof s.path === 'function' ? s.path : () => s.path as string;
  let k = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: s.method ?? 'GET',
        headers,
        body: s.body,
        setupRequest: (req) => ({
          ...req,
          path: pathFor(),
          headers: s.tokens ? { ...headers, authorization: `Bearer ${s.tokens[k++ % s.tokens.length]}` } : headers,
        }),
      },
    ],
  });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function main() {
  const dbUrl = await ensureSeeded(BASE_URL, 'pretoire_bench', log);
  dbUrlForReset = dbUrl;
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  // A previous run's answers updated thousands of recent questions; until (auto)vacuum passes, their pages are not
  // all-visible and deep pages' index-only scans fetch the heap (6,800 heap fetches at page 500). Start clean.
  await client.query('vacuum (analyze) posts, replies, users, rate_limits');
  const category = (await client.query('select id from categories order by position limit 1')).rows[0].id as string;
  const detail = (await client.query(`select value from settings where key = 'bench-detail-post'`)).rows[0].value as string;
  const targets = (await client.query(`select id from posts where status = 'answered' order by created_at desc limit 5000`)).rows.map(
    (r) => r.id as string,
  );
  // Answers come from all 500 lawyers in turn: one lawyer alone would meet the app's hourly write limit.
  const lawyers = (
    await client.query(`select id, token_version from users where role = 'lawyer' and email like '%@bench.test' order by email`)
  ).rows;
  await client.end();
  const signer = new TokenService(JWT_SECRET, systemClock, TOKEN_TTL_S);
  const tokens = await Promise.all(lawyers.map((l) => signer.sign(l.id, l.token_version)));

  const realPort = 4100 + Math.floor(Math.random() * 500);
  const basePort = realPort + 1000;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pretoire-bench-'));
  // BENCH_CPU_PROF=<dir>: the real server writes a V8 CPU profile there when it stops (to see where its time goes).
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const real = startProcess([...prof, '--enable-source-maps', 'apps/server/dist/main.js'], {
    DATABASE_URL: dbUrl,
    PORT: String(realPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    JWT_SECRET,
    DATA_DIR: dataDir,
    PUBLIC_URL,
    ...(CACHE === 'off' ? { PUBLIC_CACHE_TTL_S: '0' } : {}),
  });
  const baseline = startProcess(['--import', 'tsx', 'bench/src/baseline.ts'], {
    BASELINE_DATABASE_URL: dbUrl,
    PORT: String(basePort),
    JWT_SECRET,
    PUBLIC_URL,
  });
  try {
    await waitFor(`http://127.0.0.1:${realPort}/api/health`, 60_000);
    await waitFor(`http://127.0.0.1:${basePort}/api/posts?limit=1`, 60_000);
    let n = 0;
    const scenarios: Scenario[] = [
      { name: 'GET /posts page 1', path: '/api/posts?page=1' },
      { name: 'GET /posts page 500', path: '/api/posts?page=500' },
      { name: 'GET /posts category p1', path: `/api/posts?category=${category}&page=1` },
      { name: 'GET /posts category p500', path: `/api/posts?category=${category}&page=500` },
      { name: 'GET /posts status p1', path: '/api/posts?status=answered&page=1' },
      { name: 'GET /posts status p500', path: '/api/posts?status=answered&page=500' },
      { name: 'GET /posts category+status p1', path: `/api/posts?category=${category}&status=answered&page=1` },
      { name: 'GET /posts/{id} (50 replies)', path: `/api/posts/${detail}` },
      { name: 'GET /posts?q=licenciement', path: `/api/posts?q=${encodeURIComponent('licenciement contesté')}` },
      {
        name: 'POST /posts/{id}/replies',
        method: 'POST',
        path: () => `/api/posts/${targets[n++ % targets.length]}/replies`,
        tokens,
        body: JSON.stringify({ content: 'Bonjour, vous pouvez contester cette décision dans un délai de deux mois.' }),
      },
    ];
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
    const rows = [];
    for (const s of scenarios.filter((x) => !only || only.test(x.name))) {
      if (s.method !== 'POST') {
        const p = typeof s.path === 'function' ? s.path() : s.path;
        await sameAnswers(`http://127.0.0.1:${realPort}`, `http://127.0.0.1:${basePort}`, [p]);
      }
      // A short warm-up on each, then the measured runs back to back.
      await measure(`http://127.0.0.1:${realPort}`, s, 2);
      await measure(`http://127.0.0.1:${basePort}`, s, 2);
      const r = await measure(`http://127.0.0.1:${realPort}`, s, DURATION);
      const b = await measure(`http://127.0.0.1:${basePort}`, s, DURATION);
      const ratio = b.reqPerSec ? r.reqPerSec / b.reqPerSec : 0;
      rows.push({ scenario: s.name, real: r, baseline: b, ratio: Number(ratio.toFixed(2)) });
      log(`${s.name}: ${r.reqPerSec} req/s (p99 ${r.p99} ms) vs baseline ${b.reqPerSec} req/s (p99 ${b.p99} ms)`);
    }
    printTable(rows);
    const pages = only && !only.test('html') ? [] : await htmlVsJson(`http://127.0.0.1:${realPort}`, detail, real.pid);
    const out = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.cpus()[0]?.model}`,
      node: process.version,
      connections: CONNECTIONS,
      durationS: DURATION,
      publicCache: CACHE,
      load: os.loadavg().map((x) => Number(x.toFixed(2))),
      rows,
      htmlVsJson: pages,
    };
    printAims(rows);
    const kind = rows.every((r) => r.scenario.startsWith('POST')) ? 'writes' : 'bench';
    log(`written ${writeResult(kind, out)}`);
  } finally {
    real.kill('SIGTERM');
    baseline.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** CPU seconds (user + system) a process has used, from /proc (Linux): what a request costs the server itself. */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return Number.NaN;
  }
}

/**
 * The server-rendered question page (HTML) beside its JSON, same question (50 answers), same run, with and
 * without compression. Aim: the HTML costs at most twice the JSON (req/s ratio ≥ 0.5). The server's CPU time per
 * request is printed too: it says what each answer costs the server, whatever bounds the req/s.
 */
async function htmlVsJson(real: string, id: string, pid: number | undefined) {
  const out = [];
  const timed = async (s: Scenario) => {
    const before = cpuSeconds(pid);
    const m = await measure(real, s, DURATION);
    const cpuMsPerReq = ((cpuSeconds(pid) - before) * 1000) / (m.reqPerSec * DURATION);
    return { ...m, cpuMsPerReq: Number(cpuMsPerReq.toFixed(3)) };
  };
  for (const [label, headers] of [
    ['identity', {}],
    ['br/gzip', { 'accept-encoding': 'br, gzip' }],
  ] as const) {
    const html: Scenario = { name: `GET /post/{id} HTML (${label})`, path: `/post/${id}`, headers };
    const json: Scenario = { name: `GET /api/posts/{id} JSON (${label})`, path: `/api/posts/${id}`, headers };
    await measure(real, html, 2);
    await measure(real, json, 2);
    const h = await timed(html);
    const j = await timed(json);
    const ratio = j.reqPerSec ? Number((h.reqPerSec / j.reqPerSec).toFixed(2)) : 0;
    out.push({ encoding: label, html: h, json: j, ratio });
    log(
      `HTML vs JSON (${label}): ${h.reqPerSec} vs ${j.reqPerSec} req/s, ratio ${ratio} (aim ≥ 0.5), p99 ${h.p99} / ${j.p99} ms, server CPU ${h.cpuMsPerReq} / ${j.cpuMsPerReq} ms per request`,
    );
  }
  console.log(
    out
      .map(
        (r) =>
          `${r.ratio >= 0.5 ? 'ok  ' : 'MISS'} HTML/JSON ${r.encoding}: ${r.html.reqPerSec} / ${r.json.reqPerSec} req/s = ${r.ratio} ≥ 0.50 (server CPU ${r.html.cpuMsPerReq} / ${r.json.cpuMsPerReq} ms per request)`,
      )
      .join('\n'),
  );
  return out;
}

/**
 * The aims: ≥ 70 % of the baseline, p99 < 50 ms, page 500 no slower than 2 × page 1; with the cache off, search
 * ≥ 0.3 × list page 1 and the question page ≥ 0.6 × the yardstick's.
 */
function printAims(rows: { scenario: string; real: Measure; ratio: number }[]) {
  const by = new Map(rows.map((r) => [r.scenario, r]));
  const lines = rows.map(
    (r) =>
      `${r.ratio >= 0.7 ? 'ok  ' : 'MISS'} ratio ${r.ratio.toFixed(2)} ≥ 0.70   ${r.real.p99 < 50 ? 'ok  ' : 'MISS'} p99 ${r.real.p99} ms < 50   ${r.scenario}`,
  );
  for (const [p1, p500] of [
    ['GET /posts page 1', 'GET /posts page 500'],
    ['GET /posts category p1', 'GET /posts category p500'],
    ['GET /posts status p1', 'GET /posts status p500'],
  ]) {
    const a = by.get(p1);
    const b = by.get(p500);
    if (a && b)
      lines.push(
        `${b.real.reqPerSec * 2 >= a.real.reqPerSec ? 'ok  ' : 'MISS'} ${p500}: ${b.real.reqPerSec} req/s vs ${a.real.reqPerSec} on page 1 (aim ≥ half)`,
      );
  }
  const list = by.get('GET /posts page 1');
  const search = by.get('GET /posts?q=licenciement');
  const question = by.get('GET /posts/{id} (50 replies)');
  if (list && search) {
    const r = search.real.reqPerSec / list.real.reqPerSec;
    lines.push(`${r >= 0.3 ? 'ok  ' : 'MISS'} search ÷ list page 1 (cache ${CACHE}): ${r.toFixed(2)} (aim ≥ 0.30 cache off)`);
  }
  if (question)
    lines.push(
      `${question.ratio >= 0.6 ? 'ok  ' : 'MISS'} question ÷ yardstick (cache ${CACHE}): ${question.ratio.toFixed(2)} (aim ≥ 0.60 cache off)`,
    );
  console.log(
    `${lines.join('\n')}\n(load average ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')})\n`,
  );
}

function printTable(rows: { scenario: string; real: Measure; baseline: Measure; ratio: number }[]) {
  const head = ['scenario', 'req/s', 'p50', 'p99', 'err', 'base req/s', 'base p50', 'base p99', 'ratio'];
  const body = rows.map((r) =>
    [
      r.scenario,
      r.real.reqPerSec,
      r.real.p50,
      r.real.p99,
      r.real.errors + r.real.non2xx,
      r.baseline.reqPerSec,
      r.baseline.p50,
      r.baseline.p99,
      r.ratio,
    ].map(String),
  );
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}\n${body.map(line).join('\n')}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
