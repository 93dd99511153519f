// `npm run lighthouse`: Lighthouse 13 on Debian's Chromium, mobile form factor with its default simulated throttling
// (slow 4G, 4× CPU), on every public page: /, /home, /category/:id, /post/:id (the bench's 50-answer question),
// /avocats, /avocats/:id, /transparence and the three legal pages. Median of LH_RUNS (3) per page, each printed beside Lighthouse's CPU index
// (`benchmarkIndex`: simulated TBT and LCP scale with it) and the load average; JSON in bench/results/lighthouse-latest.json
// (lighthouse-pages-latest.json when LH_PAGES picks some pages).
// Data: the bench database (LH_DATA=bench, default; seeded by ensureSeeded if absent) or the demo forum in a fresh
// PGlite folder (LH_DATA=demo); LH_URL=<origin> measures a running server. LH_PAGES=<regexp> over page names re-runs
// some pages; LH_REPORTS=<dir> keeps each run's full report (diagnostics: bootup time, main-thread work, long tasks).
// LH_BASE_WEB=<apps/web/dist of another build> (bench data): a second server sends that build's pages, measured in
// the same run, page by page and run by run in turn with this checkout's ("base" and "this" rows).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadAvg, root, targets, withServer, writeResult } from './app-server';
import { ensureSeeded, SCALE } from './seed';
import { waitFor } from './wait';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const ONLY = process.env.LH_PAGES ? new RegExp(process.env.LH_PAGES) : null;
const REPORTS = process.env.LH_REPORTS ? path.resolve(process.env.LH_REPORTS) : null;
const BASE_WEB = process.env.LH_BASE_WEB ? path.resolve(process.env.LH_BASE_WEB) : null;
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
async function withDemo<T>(fn: (origin: string) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pretoire-lh-'));
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error', JWT_SECRET: 'lighthouse-secret-lighthouse-secret-42' };
  log('seeding the demo data…');
  const seed = spawnSync(process.execPath, ['--enable-source-maps', 'apps/server/dist/seed-demo.js'], { cwd: root, env, stdio: 'ignore' });
  if (seed.status !== 0) throw new Error('seed:demo failed');
  const port = 5200 + Math.floor(Math.random() * 500);
  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`);
    return await fn(`http://127.0.0.1:${port}`);
  } finally {
    server.kill('SIGTERM');
    setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 2000).unref();
  }
}

/** The public pages (PUBLIC_PAGE_PATHS of the server), the question being the bench's 50-answer one when known. */
async function publicPages(origin: string, detail?: string): Promise<[string, string][]> {
  const get = async <T>(p: string) => (await (await fetch(origin + p)).json()) as T;
  const categories = await get<{ slug: string }[]>('/api/categories');
  const post = detail ?? (await get<{ posts: { _id: string }[] }>('/api/posts?status=resolved&limit=1')).posts[0]?._id;
  const lawyer = (await get<{ lawyers: { _id: string }[] }>('/api/users/lawyers?page=1')).lawyers[0]?._id;
  return [
    ['/', '/'],
    ['/home', '/home'],
    ['/category/:id', `/category/${categories[0]?.slug}`],
    ['/post/:id', `/post/${post}`],
    ['/avocats', '/avocats'],
    ['/avocats/:id', `/avocats/${lawyer}`],
    ['/transparence', '/transparence'],
    ['/mentions-legales', '/mentions-legales'],
    ['/conditions-utilisation', '/conditions-utilisation'],
    ['/confidentialite', '/confidentialite'],
  ];
}

type Run = Record<
  'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'fcpMs' | 'lcpMs' | 'cls' | 'tbtMs' | 'siMs' | 'benchmarkIndex' | 'load1',
  number
>;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

type Target = { build: string; origin: string };

async function measure(targets: Target[], pages: [string, string][]) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const rows: { build: string; page: string; url: string; median: Record<keyof Run, number>; runs: Run[] }[] = [];
  try {
    for (const [name, p] of pages) {
      // A page rendered once is in the public cache, as a page read by anyone before is: the first run measures the
      // page, not a cache miss (bench:ssr-miss measures those).
      for (const { origin } of targets) await fetch(origin + p);
      const runs = new Map<string, Run[]>(targets.map((t) => [t.build, []]));
      for (let i = 0; i < RUNS; i += 1)
        for (const { build, origin } of targets) {
          const r = await lighthouse(`${origin}${p}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            formFactor: 'mobile',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          const lhr = r?.lhr;
          if (!lhr) throw new Error(`no report for ${p}`);
          if (REPORTS) {
            fs.mkdirSync(REPORTS, { recursive: true });
            fs.writeFileSync(path.join(REPORTS, `${build}${name.replace(/[/:]+/g, '_')}-${i}.json`), JSON.stringify(lhr));
          }
          const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
          const num = (k: string) => lhr.audits[k]?.numericValue ?? Number.NaN;
          runs.get(build)?.push({
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            seo: score('seo'),
            fcpMs: Math.round(num('first-contentful-paint')),
            lcpMs: Math.round(num('largest-contentful-paint')),
            cls: Number(num('cumulative-layout-shift').toFixed(3)),
            tbtMs: Math.round(num('total-blocking-time')),
            siMs: Math.round(num('speed-index')),
            // Lighthouse's own CPU score of this machine at that moment: simulated TBT and LCP scale with it.
            benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
            load1: Number(os.loadavg()[0].toFixed(2)),
          });
        }
      for (const [build, list] of runs) {
        const keys = Object.keys(list[0]) as (keyof Run)[];
        const med = Object.fromEntries(keys.map((k) => [k, median(list.map((r) => r[k]))])) as Record<keyof Run, number>;
        rows.push({ build, page: name, url: p, median: med, runs: list });
        log(`${name} (${build}): perf ${list.map((r) => `${r.performance} (CPU ${r.benchmarkIndex}, load ${r.load1})`).join(', ')}`);
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

async function main() {
  const data = process.env.LH_URL ? 'url' : (process.env.LH_DATA ?? 'bench');
  const run = async (origin: string, detail?: string, base?: string) => {
    const pages = (await publicPages(origin, detail)).filter(([name]) => !ONLY || ONLY.test(name));
    return measure([...(base ? [{ build: 'base', origin: base }] : []), { build: 'this', origin }], pages);
  };
  const startLoad = loadAvg();
  let rows: Awaited<ReturnType<typeof measure>>;
  if (process.env.LH_URL) rows = await run(process.env.LH_URL.replace(/\/$/, ''));
  else if (data === 'demo') rows = await withDemo((origin) => run(origin));
  else {
    const db = await ensureSeeded(
      process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
      process.env.BENCH_DB ?? 'pretoire_bench',
      log,
      SCALE,
    );
    const t = await targets(db);
    rows = await withServer({ DATABASE_URL: db }, (origin) =>
      BASE_WEB ? withServer({ DATABASE_URL: db, WEB_DIST: BASE_WEB }, (base) => run(origin, t.detail, base)) : run(origin, t.detail),
    );
  }
  const head = ['page', 'build', 'perf', 'CPU index', 'TBT ms', 'LCP ms', 'CLS', 'SI ms', 'FCP ms', 'a11y', 'bp', 'seo', 'load'];
  const body = rows.map(({ page, build, median: m }) =>
    [
      page,
      build,
      m.performance,
      m.benchmarkIndex,
      m.tbtMs,
      m.lcpMs,
      m.cls,
      m.siMs,
      m.fcpMs,
      m.accessibility,
      m.bestPractices,
      m.seo,
      m.load1,
    ].map(String),
  );
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (c: string[]) => c.map((x, i) => (i === 0 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join(' | ');
  const endLoad = loadAvg();
  console.log(
    `\nLighthouse ${RUNS}× median (mobile, ${data} data; load ${startLoad} → ${endLoad}, ${os.cpus().length} cores ${os.cpus()[0]?.model})\n` +
      `${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}\n${body.map(line).join('\n')}\n`,
  );
  const out = { date: new Date().toISOString(), data, baseWeb: BASE_WEB, load: { start: startLoad, end: endLoad }, runs: RUNS, rows };
  log(`written ${writeResult(ONLY ? 'lighthouse-pages' : 'lighthouse', out)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
