import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { multipart, onPostgres, samples } from './test/harness';

// In DATA_DIR, 968 database files were world-writable, and license PDFs and the mails holding
// codes were world-readable. The real server process, on PGlite or on PostgreSQL (uploads, mails, secret and lock
// live in DATA_DIR either way).

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pretoire-modes-'));
let child: ChildProcess | null = null;
let dropDatabase: (() => Promise<void>) | null = null;

afterAll(async () => {
  if (child?.pid)
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase?.();
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

/** A fresh PostgreSQL database cloned from the migrated template, for the server process to use. */
async function postgresUrl() {
  const base = process.env.TEST_DATABASE_URL!;
  const { default: pg } = await import('pg');
  const name = `pretoire_modes_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  await admin.end();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Every folder and file under dir with any permission for group or others. */
function exposed(dir: string): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    const st = fs.lstatSync(p);
    if (st.mode & 0o077) out.push(`${path.relative(dataDir, p) || '.'} ${(st.mode & 0o777).toString(8)}`);
    if (st.isDirectory()) for (const n of fs.readdirSync(p)) walk(path.join(p, n));
  };
  walk(dir);
  return out;
}
const files = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

describe('DATA_DIR modes', () => {
  it('keeps every folder and file of DATA_DIR to the server’s own user, including what an older version left open', async () => {
    // What an older version left: a readable upload and an open folder.
    fs.mkdirSync(path.join(dataDir, 'uploads', 'public'), { recursive: true, mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    fs.writeFileSync(path.join(dataDir, 'uploads', 'public', 'old.png'), samples.png(), { mode: 0o644 });
    fs.chmodSync(path.join(dataDir, 'uploads', 'public', 'old.png'), 0o666);

    const port = await freePort();
    child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: onPostgres ? await postgresUrl() : '',
        SMTP_URL: '', // mails written to DATA_DIR/mail, codes inside
        JWT_SECRET: '', // generated and kept in DATA_DIR
        ADMIN_PASSWORD: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child!.on('exit', resolve));
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }

    // A lawyer signs up: a code mail written to disk, then a license stored privately.
    const email = 'modes@example.test';
    const post = (url: string, body: object) =>
      fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('/api/otp/send-signup-otp', { email })).status).toBe(200);
    const mailDir = path.join(dataDir, 'mail');
    const eml = fs.readFileSync(path.join(mailDir, files(mailDir)[0]), 'utf8');
    const otp = /Code\s*:\s*(\d{6})/.exec(eml.replace(/=\r?\n/g, ''))?.[1];
    expect(otp, eml).toBeDefined();
    expect((await post('/api/otp/verify-signup-otp', { email, otp })).status).toBe(200);
    const form = multipart(
      {
        email,
        password: 'Zq7!fjr2-Lpx93-toile',
        firstName: 'Hélène',
        lastName: 'Durand',
        barAssociation: 'Barreau de Lyon',
        specializations: ['Droit du travail'],
        acceptTerms: 'true',
      },
      [{ field: 'licenseDocument', filename: 'carte.pdf', type: 'application/pdf', data: samples.pdf() }],
    );
    const registered = await fetch(`${base}/api/auth/register-lawyer`, { method: 'POST', headers: form.headers, body: form.payload });
    expect(registered.status, await registered.clone().text()).toBe(201);

    // While it runs (lock file, database files being written) and after it stops.
    expect(files(path.join(dataDir, 'uploads', 'private'))).toHaveLength(1);
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);
    if (!onPostgres) expect(fs.existsSync(path.join(dataDir, 'pretoire.lock'))).toBe(true);
    if (!onPostgres) expect(files(path.join(dataDir, 'db')).length).toBeGreaterThan(0);
    expect(exposed(dataDir)).toEqual([]);
    process.kill(-child.pid!, 'SIGTERM');
    expect(await exited).toBe(0);
    child = null;
    expect(exposed(dataDir)).toEqual([]);
    expect(fs.statSync(path.join(dataDir, 'uploads', 'private', files(path.join(dataDir, 'uploads', 'private'))[0])).mode & 0o777).toBe(
      0o600,
    );
    expect(fs.statSync(path.join(dataDir, 'mail', files(mailDir)[0])).mode & 0o777).toBe(0o600);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
  }, 120_000);
});
