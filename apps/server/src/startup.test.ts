import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let dataDir = '';
const children: ChildProcess[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

/**
 * The server workspace's start command (`node dist/main.js`; the root `npm start` builds the web app and the server
 * first, then runs it), spawned without npm in between so signals reach the server itself.
 */
function start(port: number, env: Record<string, string> = {}) {
  dataDir ||= fs.mkdtempSync(path.join(os.tmpdir(), 'pretoire-start-'));
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitHealthy(port: number, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return res.json();
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

afterAll(() => {
  for (const c of children)
    try {
      process.kill(-c.pid!, 'SIGKILL');
    } catch {
      /* gone */
    }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(process.env.TEST_DB === 'postgres')('start-up on a fresh DATA_DIR', () => {
  it('serves health, prints the generated admin password once, which logs in; refuses a second process; stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const first = start(port);
    expect(await waitHealthy(port)).toEqual({ status: 'ok', database: 'pglite', redis: 'off' });
    const match = /e-mail:\s+(\S+)\s+│\s+│\s+password:\s+(\S+)/.exec(first.output());
    expect(match, first.output()).not.toBeNull();
    const [, email, password] = match!;
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    expect((await login.json()).user.role).toBe('admin');
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);
    const docs = await fetch(`http://127.0.0.1:${port}/api/docs/json`);
    expect(docs.status).toBe(200);
    expect(Object.keys((await docs.json()).paths)).toContain('/api/auth/login');

    const second = start(await freePort());
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain('already in use');

    process.kill(-first.child.pid!, 'SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pretoire.lock'))).toBe(false);

    // Second start on the same folder: no new admin, no password printed.
    const again = start(port);
    await waitHealthy(port);
    expect(again.output()).not.toContain('administrator account created');
    process.kill(-again.child.pid!, 'SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('refuses an invalid configuration with a clear message', async () => {
    const bad = start(await freePort(), { PORT: 'abc', JWT_SECRET: 'short' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('Invalid configuration');
    expect(bad.output()).toContain('PORT');
    expect(bad.output()).toContain('JWT_SECRET must be at least 32 characters');
  }, 60_000);
});
