// The compiled server of this checkout on a bench database, for the benches that need no previous commit.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { waitFor } from './wait';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/**
 * Starts the server of the checkout `cwd` (this one by default) with `env`, runs `fn` against it, stops it.
 * A previous commit built before the server was compiled runs its TypeScript through tsx.
 */
export async function withServer<T>(env: Record<string, string>, fn: (base: string, pid: number) => Promise<T>, cwd = root): Promise<T> {
  const port = 4600 + Math.floor(Math.random() * 600);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pretoire-bench-'));
  const compiled = fs.existsSync(path.join(cwd, 'apps/server/build.mjs'));
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (where its time goes).
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const args = [
    ...prof,
    ...(compiled ? ['--enable-source-maps', 'apps/server/dist/main.js'] : ['--import', 'tsx', 'apps/server/src/main.ts']),
  ];
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'error', HOST: '127.0.0.1', JWT_SECRET, PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    // A server that dies while starting fails the run at once instead of after the 10-minute wait.
    const died = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`server in ${cwd} exited (${code}) before answering`))),
    );
    died.catch(() => undefined);
    await Promise.race([waitFor(`http://127.0.0.1:${port}/api/health`, 600_000), died]);
    return await fn(`http://127.0.0.1:${port}`, child.pid as number);
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The category read first and the seeded 50-answer question (bench/src/seed.ts), on freshly analysed tables. */
export async function targets(dbUrl: string) {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  await c.query('vacuum (analyze) posts, replies, users');
  // Search's copy exists once a server has migrated this database; its visibility map matters too.
  if ((await c.query(`select to_regclass('post_search') as t`)).rows[0].t) await c.query('vacuum (analyze) post_search');
  const category = (await c.query('select slug from categories order by position limit 1')).rows[0].slug as string;
  const detail = (await c.query(`select value from settings where key = 'bench-detail-post'`)).rows[0].value as string;
  await c.end();
  return { category, detail };
}

export const SEARCHES = ['licenciement contesté', 'préavis', 'loyer impayé', 'divorce garde', 'caution bail', 'succession'];

/** The routes of the tails and compression benches: name → paths cycled through. */
export function tailRoutes(t: { category: string; detail: string }): [string, string[]][] {
  const enc = encodeURIComponent;
  return [
    ['list page 1', ['/api/posts?page=1']],
    ['category page 1', [`/api/posts?category=${t.category}&page=1`]],
    ['question JSON (50 answers)', [`/api/posts/${t.detail}`]],
    ['search (6 queries)', SEARCHES.map((q) => `/api/posts?q=${enc(q)}`)],
    ['question SSR (50 answers)', [`/post/${t.detail}`]],
  ];
}

export const loadAvg = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/** One file per kind of run, `<kind>-latest.json`, replaced by each run: older runs are in git history (PERFORMANCE.md). */
export function writeResult(kind: string, out: Record<string, unknown>) {
  const dir = path.join(root, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = `${kind}-latest.json`;
  fs.writeFileSync(path.join(dir, file), `${JSON.stringify(out, null, 2)}\n`);
  return `bench/results/${file}`;
}

/** The origin both the app and the yardstick render pages for (canonical links, JSON-LD): their pages must match. */
export const PUBLIC_URL = 'http://bench.test';

/** The bare-SQL yardstick (baseline.ts) on `dbUrl` as its own process, `fn` run against it, then stopped. */
export async function withYardstick<T>(dbUrl: string, fn: (base: string, pid: number) => Promise<T>): Promise<T> {
  const port = 4600 + Math.floor(Math.random() * 600);
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/src/baseline.ts'], {
    cwd: root,
    env: { ...process.env, BASELINE_DATABASE_URL: dbUrl, PORT: String(port), JWT_SECRET, PUBLIC_URL },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/posts?limit=1`, 60_000);
    return await fn(`http://127.0.0.1:${port}`, child.pid as number);
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }
}

/** CPU seconds (user + system) a process has used, from /proc (Linux): what a request costs the server itself. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return Number.NaN;
  }
}
