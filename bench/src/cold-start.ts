// `npm run bench:cold-start`: process start → first 200 on /api/health, for the compiled server (dist/main.js)
// and for the same code run from its TypeScript through tsx, on the embedded database (a migrated data folder)
// and on PostgreSQL. Median of RUNS starts each; prints a table and writes bench/results/cold-start-latest.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { writeResult } from './app-server';
import { freePort, serverDir, sleep } from './cluster/procs';

const RUNS = Number(process.env.RUNS ?? 7);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_DB = 'pretoire_cold_start';

// BEFORE_NODE=/usr/bin/node adds the old way of running it: tsx on another Node binary (the machine's Node 20).
const BEFORE_NODE = process.env.BEFORE_NODE;
const modes: Record<string, { node: string; args: string[] }> = {
  compiled: { node: process.execPath, args: ['--enable-source-maps', 'dist/main.js'] },
  tsx: { node: process.execPath, args: ['--import', 'tsx', 'src/main.ts'] },
  ...(BEFORE_NODE ? { 'tsx, BEFORE_NODE': { node: BEFORE_NODE, args: ['--import', 'tsx', 'src/main.ts'] } } : {}),
};

async function startOnce({ node, args }: { node: string; args: string[] }, env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(node, args, {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', OUTBOX_WORKER: 'false' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (d) => {
    err += d;
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited: ${err.slice(-2000)}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) return performance.now() - t0;
      await sleep(5);
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${PG_DB} with (force)`);
  await admin.query(`create database ${PG_DB}`);
  await admin.end();
  const u = new URL(ADMIN_URL);
  u.pathname = `/${PG_DB}`;
  return u.toString();
}

async function main() {
  const PG = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pretoire-cold-'));
  const pgliteEnv = { DATA_DIR: dataDir, ADMIN_PASSWORD: 'Cold-start-Passw0rd!' };
  const pgEnv = { DATA_DIR: dataDir, DATABASE_URL: PG, ADMIN_PASSWORD: 'Cold-start-Passw0rd!' };
  // The first start migrates each database; what is measured is a restart on a migrated one.
  await startOnce(modes.compiled, pgliteEnv);
  await startOnce(modes.compiled, pgEnv);
  const rows: { database: string; mode: string; medianMs: number; minMs: number; maxMs: number }[] = [];
  for (const [database, env] of [
    ['PGlite', pgliteEnv],
    ['PostgreSQL', pgEnv],
  ] as const) {
    for (const [mode, how] of Object.entries(modes)) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) times.push(await startOnce(how, env));
      rows.push({
        database,
        mode,
        medianMs: Math.round(median(times)),
        minMs: Math.round(Math.min(...times)),
        maxMs: Math.round(Math.max(...times)),
      });
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.table(rows);
  const out = { date: new Date().toISOString(), node: process.version, cpus: os.cpus()[0]?.model, runs: RUNS, rows };
  console.log(`written ${writeResult('cold-start', out)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
