// `npm run lighthouse`: Lighthouse 12 on Debian's Chromium, mobile form factor with its default simulated
// throttling, on the demo data. Median of 3 runs per page on /, /home, /post/:id (answered), /avocats, /avocats/:id;
// prints a table and writes bench/results/lighthouse-*.json. LH_URL=<origin> measures a running server instead.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from './wait';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const RUNS = Number(process.env.LH_RUNS ?? 3);
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
const log = (m: string) => console.log(`[lighthouse] ${m}`);

/** A fresh PGlite folder with the demo forum, and the server on it. */
async function startDemo(): Promise<{ origin: string; stop: () => void }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pretoire-lh-'));
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error', JWT_SECRET: 'lighthouse-secret-lighthouse-secret-42' };
  log('seeding the demo data…');
  const seed = spawnSync(process.execPath, ['--enable-source-maps', 'apps/server/dist/seed-demo.js'], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  if (seed.status !== 0) throw new Error('seed:demo failed');
  const port = 5200 + Math.floor(Math.random() * 500);
  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/api/health`);
  return {
    origin,
    stop: () => {
      server.kill('SIGTERM');
      setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 2000).unref();
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const demo = process.env.LH_URL ? { origin: process.env.LH_URL.replace(/\/$/, ''), stop: () => {} } : await startDemo();
  try {
    const { origin } = demo;
    const posts = (await (await fetch(`${origin}/api/posts?status=resolved&limit=1`)).json()) as { posts: { _id: string }[] };
    const lawyers = (await (await fetch(`${origin}/api/users/lawyers?page=1`)).json()) as { lawyers: { _id: string }[] };
    const pages = [
      ['/', '/'],
      ['/home', '/home'],
      ['/post/:id', `/post/${posts.posts[0]?._id}`],
      ['/avocats', '/avocats'],
      ['/avocats/:id', `/avocats/${lawyers.lawyers[0]?._id}`],
    ];
    const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    type Run = Record<
      'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'fcpMs' | 'lcpMs' | 'cls' | 'tbtMs' | 'benchmarkIndex',
      number
    >;
    const rows: { page: string; url: string; median: Record<string, number>; runs: Run[] }[] = [];
    try {
      for (const [name, p] of pages) {
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i += 1) {
          const r = await lighthouse(`${origin}${p}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            formFactor: 'mobile',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          const lhr = r?.lhr;
          if (!lhr) throw new Error(`no report for ${p}`);
          const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
          const num = (k: string) => lhr.audits[k]?.numericValue ?? Number.NaN;
          runs.push({
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            seo: score('seo'),
            fcpMs: Math.round(num('first-contentful-paint')),
            lcpMs: Math.round(num('largest-contentful-paint')),
            cls: Number(num('cumulative-layout-shift').toFixed(3)),
            tbtMs: Math.round(num('total-blocking-time')),
            // Lighthouse's own CPU score of this machine at that moment: simulated TBT and LCP scale with it.
            benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
          });
        }
        const keys = Object.keys(runs[0]) as (keyof Run)[];
        const med = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
        rows.push({ page: name, url: p, median: med, runs });
        log(`${name}: ${JSON.stringify(med)}`);
      }
    } finally {
      await chrome.kill();
    }
    const head = ['page', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'CLS', 'TBT ms', 'CPU index'];
    const body = rows.map((r) => {
      const m = r.median as Record<string, number>;
      return [r.page, m.performance, m.accessibility, m.bestPractices, m.seo, m.fcpMs, m.lcpMs, m.cls, m.tbtMs, m.benchmarkIndex].map(
        String,
      );
    });
    const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
    const line = (c: string[]) => c.map((x, i) => (i === 0 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join(' | ');
    console.log(
      `\nLighthouse ${RUNS}× median (mobile)\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}\n${body.map(line).join('\n')}\n`,
    );
    const out = { date: new Date().toISOString(), load: os.loadavg(), runs: RUNS, rows };
    const dir = path.join(root, 'bench/results');
    fs.mkdirSync(dir, { recursive: true });
    const file = `lighthouse-${out.date.replace(/[:.]/g, '-')}.json`;
    fs.writeFileSync(path.join(dir, file), JSON.stringify(out, null, 2));
    log(`written bench/results/${file}`);
  } finally {
    demo.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
