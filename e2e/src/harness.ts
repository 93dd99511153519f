import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { type Browser, chromium, type Page } from 'playwright-core';
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

/** `env`: extra server settings for one journey (e.g. a shorter job period). */
export async function startHarness(env: Record<string, string> = {}) {
  if (!existsSync(path.join(webDist(), 'index.html'))) throw new Error('Run `npm run build -w @pretoire/web` first');
  const mails: Mail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream).then((m) => {
        const to = Array.isArray(m.to) ? m.to.map((a) => a.text).join(',') : (m.to?.text ?? '');
        mails.push({ to, subject: m.subject ?? '', text: m.text ?? '' });
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
    ({ server, baseUrl } = await startServer(dataDir, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, ...env }));
  } catch (err) {
    smtp.close();
    throw err;
  }

  const browser: Browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });

  // Server-rendered pages show their buttons before React has attached their handlers: after every
  // navigation (goto, reload), wait until the page (and its top bar) hydrated (<html data-hydrated>, set by HydrationMark).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    // Without JavaScript nothing hydrates: waiting would only run into the 20 s timeout at every navigation.
    if (args[0]?.javaScriptEnabled === false) return context;
    const newPage = context.newPage.bind(context);
    context.newPage = async () => {
      const page = await newPage();
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

  const shotDir = process.env.SCREENSHOT_DIR ? path.resolve(process.env.SCREENSHOT_DIR) : path.join(repoRoot, 'e2e/screenshots');
  mkdirSync(shotDir, { recursive: true });

  return {
    baseUrl,
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
    async stop() {
      await browser.close();
      server.kill('SIGTERM');
      await new Promise<void>((r) => smtp.close(() => r()));
    },
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
      { timeout: 20_000 },
    )
    // A page that never hydrates fails on its own assertions; say why the test waited so long.
    .catch(() => console.warn(`not hydrated after 20 s: ${page.url()}`));
}
