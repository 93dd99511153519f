import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { inject } from 'vitest';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ADMIN = { email: 'admin@pretoire.test', password: 'admin-password-123' };

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

// A fresh server migrates its database before listening; on a loaded 2-core machine that has taken over 60 s.
const START_TIMEOUT_MS = Number(process.env.E2E_START_TIMEOUT_MS ?? 240_000);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/** A server process on `dataDir` (PGlite, or DATABASE_URL when set), resolved once it answers. */
export async function startServer(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-42',
      WEB_DIST: webDist(),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/categories`)).ok) return { server, baseUrl };
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

// WEB_DIST lets parallel work build the web app into its own folder.
const webDist = () => process.env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist');

interface Shared {
  baseUrl: string;
  /** The `mails` arrays of the journeys using this server now: each sees the mails sent while it runs. */
  readers: Set<Mail[]>;
  stop(): Promise<void>;
}

/** A server with its own SMTP catcher and data folder. */
async function startShared(env: Record<string, string>): Promise<Shared> {
  const readers = new Set<Mail[]>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream).then((m) => {
        const to = Array.isArray(m.to) ? m.to.map((a) => a.text).join(',') : (m.to?.text ?? '');
        for (const mails of readers) mails.push({ to, subject: m.subject ?? '', text: m.text ?? '' });
        done();
      }, done);
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((r) => smtp.listen(smtpPort, '127.0.0.1', r));

  const dataDir = mkdtempSync(path.join(tmpdir(), 'pretoire-e2e-'));
  // On the embedded database, start from the folder global-setup.ts migrated once (a fresh one migrates for seconds).
  if (!process.env.DATABASE_URL) cpSync(inject('dataTemplate'), dataDir, { recursive: true });
  let server: ChildProcess;
  let baseUrl: string;
  try {
    // TRUST_PROXY: each journey file speaks from an address of its own (X-Forwarded-For, `visitorAddress`), so the
    // per-address limits (codes sent, failed sign-ins, visitors' reports) count each file as the server it once had.
    ({ server, baseUrl } = await startServer(dataDir, {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      WEB_DIST: inject('webDist'),
      TRUST_PROXY: 'true',
      ...env,
    }));
  } catch (err) {
    smtp.close();
    throw err;
  }
  const pid = server.pid;
  if (pid) children.add(pid);
  return {
    baseUrl,
    readers,
    async stop() {
      const exited = new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
      server.kill('SIGTERM');
      await exited;
      if (pid) children.delete(pid);
      await new Promise<void>((r) => smtp.close(() => r()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// One server per distinct `env` and one Chromium, for every journey file of this vitest worker (files share the
// worker's modules: isolate: false). They end with the worker (below), not with a file.
const servers = new Map<string, Promise<Shared>>();
let sharedBrowser: Promise<Browser> | undefined;
const children = new Set<number>();
let browserPid: number | undefined;

// vitest stops a worker with SIGTERM (SIGKILL 0.5 s later): end the server processes and Chromium at once.
const endChildren = () => {
  for (const pid of [...children, ...(browserPid ? [browserPid] : [])]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  children.clear();
};
let watching = false;
/** In a worker only (global-setup.ts imports this module too, in vitest's own process). */
function endWithWorker() {
  if (watching) return;
  watching = true;
  process.once('exit', endChildren);
  process.once('SIGTERM', () => {
    endChildren();
    process.exit(143);
  });
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // No crash reporter: its handler outlives Chromium (left behind by every run).
  '--disable-breakpad',
  '--disable-crash-reporter',
];

async function launchBrowser(): Promise<Browser> {
  const server = await chromium.launchServer({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  browserPid = server.process().pid;
  const browser = await chromium.connect(server.wsEndpoint());
  return browser;
}

/** `E2E_CPU_THROTTLE=4`: every page the harness opens runs at a quarter of the CPU (`npm run test:slow`). */
const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? 1);
const SLOWER = Math.max(1, CPU_THROTTLE);

async function throttle(page: Page) {
  if (CPU_THROTTLE <= 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
}

/**
 * One journey file's view of the worker's Chromium: its contexts wait for hydration after every navigation, are
 * throttled under `E2E_CPU_THROTTLE`, and are closed by the file's `stop()` if the file left them open.
 */
function browserFor(browser: Browser, opened: Set<BrowserContext>, forwardedFor: string): Browser {
  const newContext = async (...args: Parameters<Browser['newContext']>) => {
    const [options = {}, ...rest] = args;
    const context = await browser.newContext(
      { ...options, extraHTTPHeaders: { 'x-forwarded-for': forwardedFor, ...options.extraHTTPHeaders } },
      ...rest,
    );
    // Waits for a state are bounded by the same margin as the CPU is slowed (30 s each by default).
    context.setDefaultTimeout(30_000 * SLOWER);
    opened.add(context);
    context.once('close', () => opened.delete(context));
    // Pages the app opens itself (a link in a new tab) are throttled too.
    context.on('page', (p) => void throttle(p).catch(() => {}));
    const newPage = context.newPage.bind(context);
    context.newPage = async () => {
      const page = await newPage();
      await throttle(page);
      // Without JavaScript nothing hydrates: waiting would only run into the 20 s timeout at every navigation.
      if (args[0]?.javaScriptEnabled === false) return page;
      // Server-rendered pages show their buttons before React has attached their handlers: after every
      // navigation (goto, reload), wait until the page (and its top bar) hydrated (<html data-hydrated>).
      const goto = page.goto.bind(page);
      page.goto = async (...g: Parameters<Page['goto']>) => {
        const res = await goto(...g);
        await waitForHydration(page);
        return res;
      };
      const reload = page.reload.bind(page);
      page.reload = async (...r: Parameters<Page['reload']>) => {
        const res = await reload(...r);
        await waitForHydration(page);
        return res;
      };
      return page;
    };
    return context;
  };
  const newPage = async (...args: Parameters<Browser['newPage']>) => (await newContext(...args)).newPage();
  return new Proxy(browser, {
    get(target, prop) {
      if (prop === 'newContext') return newContext;
      if (prop === 'newPage') return newPage;
      // The worker's Chromium outlives the file: closing it closes only the file's contexts.
      if (prop === 'close') return () => Promise.all([...opened].map((c) => c.close())).then(() => undefined);
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A client address per journey file (benchmarking range 198.18.0.0/15, never routed): worker, then file number. */
let filesStarted = 0;
const visitorAddress = () => {
  filesStarted += 1;
  return `198.${18 + (filesStarted >> 8)}.${Number(process.env.VITEST_POOL_ID ?? 1) % 256}.${filesStarted % 256}`;
};

/**
 * The server (and its SMTP catcher) and Chromium of this worker, shared by its journey files: each file makes its
 * own accounts and data (unique e-mails and nicknames) and reads only them. `env`: extra server settings for one
 * journey (e.g. a shorter job period): one server per distinct `env`, shared as well. `own`: a server for this
 * file alone, stopped by `stop()` (postgres.ts: a server on a database the file drops).
 */
export async function startHarness(env: Record<string, string> = {}, opts: { own?: boolean } = {}) {
  if (!existsSync(path.join(webDist(), 'index.html'))) throw new Error('Run `npm run build -w @pretoire/web` first');
  endWithWorker();
  let shared: Shared;
  // E2E_SHARED=0: a server per file again (to tell a journey that reads others' data from a real failure).
  if (opts.own || process.env.E2E_SHARED === '0') shared = await startShared(env);
  else {
    const key = JSON.stringify(Object.entries(env).sort());
    let started = servers.get(key);
    if (!started) {
      started = startShared(env);
      servers.set(key, started);
      started.catch(() => servers.delete(key));
    }
    shared = await started;
  }
  sharedBrowser ??= launchBrowser();
  const mails: Mail[] = [];
  shared.readers.add(mails);
  const opened = new Set<BrowserContext>();
  const forwardedFor = visitorAddress();
  const browser = browserFor(await sharedBrowser, opened, forwardedFor);

  const shotDir = process.env.SCREENSHOT_DIR ? path.resolve(process.env.SCREENSHOT_DIR) : path.join(repoRoot, 'e2e/screenshots');
  mkdirSync(shotDir, { recursive: true });

  const stop = async () => {
    shared.readers.delete(mails);
    await Promise.all([...opened].map((c) => c.close().catch(() => {})));
    if (opts.own || process.env.E2E_SHARED === '0') await shared.stop();
  };
  return {
    baseUrl: shared.baseUrl,
    /** This file's client address, sent as X-Forwarded-For by its browser contexts and by `api()`. */
    forwardedFor,
    /** The mails sent while this file runs (other files' accounts have other addresses: filter by recipient). */
    mails,
    browser,
    async screenshot(page: Page, name: string) {
      for (const [label, size] of [
        ['desktop', { width: 1280, height: 800 }],
        ['mobile', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(size);
        await page.screenshot({ path: path.join(shotDir, `${name}-${label}.png`), fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    },
    /** The same picture at the page's current width only (`-desktop` above 400 px, else `-mobile`): for a sweep already there. */
    async screenshotAt(page: Page, name: string) {
      const label = (page.viewportSize()?.width ?? 1280) > 400 ? 'desktop' : 'mobile';
      await page.screenshot({ path: path.join(shotDir, `${name}-${label}.png`), fullPage: true });
    },
    /** Ends this file's use: its contexts close; the shared server and Chromium stay for the worker's next file. */
    stop,
    close: stop,
  };
}
export type Harness = Awaited<ReturnType<typeof startHarness>>;

/** Waits for the latest mail to `to` and returns its 6-digit code (`Code : 123456`). */
export async function codeFor(mails: Mail[], to: string, after = 0): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    // The newest mail to `to` that carries a code (sign-in alerts carry none).
    const code = mails
      .slice(after)
      .reverse()
      .filter((m) => m.to.includes(to))
      .map((m) => m.text.match(/Code\s*:\s*(\d{6})/)?.[1])
      .find(Boolean);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Waits until a server-rendered page is interactive; pages the browser rendered alone (no #ssr-data) pass at once. */
export async function waitForHydration(page: Page) {
  await page
    .waitForFunction(
      () => {
        if (!document.getElementById('ssr-data')) return true;
        const done = (document.documentElement.dataset.hydrated ?? '').split(' ');
        const hasNav = !!document.querySelector('nav[aria-label="Navigation principale"]');
        return done.includes('page') && (!hasNav || done.includes('nav'));
      },
      undefined,
      { timeout: 20_000 * SLOWER },
    )
    // A page that never hydrates fails on its own assertions; say why the test waited so long.
    .catch(() => console.warn(`not hydrated after ${20 * SLOWER} s: ${page.url()}`));
}
