// A copy of harness.ts's startHarness with a longer start deadline that also stops its server when start-up fails:
// with six helpers sharing two cores, a fresh server sometimes needs more than 60 s to migrate and listen.
// Same return shape as startHarness, so the shared helpers (codeFor, registerMember…) work with it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { chromium, type Browser, type Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { ADMIN, repoRoot, type Mail } from './harness';

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

export async function startPatientHarness() {
  // WEB_DIST lets parallel work build the web app into its own folder.
  const webDist = process.env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) throw new Error('Run `npm run build -w @pretoire/web` first');
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

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pretoire-e2e-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-42',
      WEB_DIST: webDist,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null) { smtp.close(); throw new Error(`server exited with ${server.exitCode}`); }
    try {
      if ((await fetch(`${baseUrl}/api/categories`)).ok) break;
    } catch { /* not up yet */ }
    if (Date.now() > deadline) { server.kill('SIGTERM'); smtp.close(); throw new Error('server did not start'); }
    await new Promise((r) => setTimeout(r, 300));
  }

  const browser: Browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });

  const shotDir = process.env.SCREENSHOT_DIR ? path.resolve(process.env.SCREENSHOT_DIR) : path.join(repoRoot, 'e2e/screenshots');
  mkdirSync(shotDir, { recursive: true });

  return {
    baseUrl,
    mails,
    browser,
    async screenshot(page: Page, name: string) {
      for (const [label, size] of [['desktop', { width: 1280, height: 800 }], ['mobile', { width: 390, height: 844 }]] as const) {
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
