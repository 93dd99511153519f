import { TOKEN_TTL_S } from '@pretoire/contracts';
/**
 * Helpers for tests across real server processes: a fresh PostgreSQL database per run, real Redis,
 * instances spawned exactly as `npm start -w @pretoire/server` runs them.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io as connect, type Socket } from 'socket.io-client';
import { type Database, openDatabase } from '../db/client';
import { users } from '../db/schema';
import { systemClock } from '../lib/clock';
import { hashPassword } from '../lib/password';
import { TokenService } from '../lib/tokens';

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const JWT_SECRET = `prod-test-${randomBytes(24).toString('hex')}`;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

/** A new, empty PostgreSQL database on the test server; drop() removes it. */
export async function freshDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `pretoire_prod_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(TEST_DATABASE_URL);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface Instance {
  port: number;
  base: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  dataDir: string;
}

const spawned: Instance[] = [];

/** Spawns one server process and waits until /api/health answers 200. */
export async function startInstance(env: Record<string, string>, opts: { port?: number; waitHealthy?: boolean } = {}): Promise<Instance> {
  const port = opts.port ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pretoire-inst-'));
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SMTP_URL: '',
      JWT_SECRET,
      ADMIN_EMAIL: 'admin@example.test',
      ADMIN_PASSWORD: 'admin-password-1',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const inst: Instance = { port, base: `http://127.0.0.1:${port}`, child, output: () => out, exited, dataDir };
  spawned.push(inst);
  if (opts.waitHealthy !== false) await waitHealthy(inst);
  return inst;
}

export async function waitHealthy(inst: Instance, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (inst.child.exitCode !== null) throw new Error(`instance exited early:\n${inst.output()}`);
    try {
      const res = await fetch(`${inst.base}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error(`instance on ${inst.port} did not become healthy:\n${inst.output()}`);
}

export function signal(inst: Instance, sig: NodeJS.Signals) {
  try {
    process.kill(-inst.child.pid!, sig);
  } catch {
    /* gone */
  }
}

/** Kills every spawned instance and removes their folders. */
export async function stopAll() {
  for (const i of spawned.splice(0)) {
    signal(i, 'SIGKILL');
    await Promise.race([i.exited, sleep(5000)]);
    fs.rmSync(i.dataDir, { recursive: true, force: true });
  }
}

/** Users inserted straight into the database (the instances did the migrations), with tokens signed by the shared secret. */
export async function userFactory(url: string) {
  const database: Database = await openDatabase({ url, migrate: false, poolSize: 2 });
  const tokens = new TokenService(JWT_SECRET, systemClock, TOKEN_TTL_S);
  let n = 0;
  const create = async (role: 'user' | 'lawyer' = 'user', password = 'Zq7!fjr2-Lpx93-toile') => {
    n += 1;
    const tag = randomBytes(3).toString('hex');
    const [user] = await database.db
      .insert(users)
      .values({
        role,
        status: 'active',
        email: `${role}${n}-${tag}@example.test`,
        emailVerified: true,
        passwordHash: await hashPassword(password),
        nickname: role === 'lawyer' ? null : `membre${n}${tag}`,
        firstName: role === 'lawyer' ? 'Claire' : null,
        lastName: role === 'lawyer' ? `Martin${n}` : null,
        barAssociation: role === 'lawyer' ? 'Barreau de Paris' : null,
        specializations: role === 'lawyer' ? ['Droit du travail'] : [],
      })
      .returning();
    return { user, password, token: await tokens.sign(user.id, user.tokenVersion) };
  };
  return { database, create, close: () => database.close() };
}

/**
 * A fresh database and two instances on it (one after the other: the first applies the migrations), with a user factory.
 * close() stops the instances and sockets and drops the database; a failed start undoes what it made.
 */
export async function twoInstances(env: Record<string, string>) {
  const db = await freshDatabase();
  try {
    const full = { DATABASE_URL: db.url, ...env };
    const a = await startInstance(full);
    const b = await startInstance(full);
    const people = await userFactory(db.url);
    return {
      db,
      a,
      b,
      people,
      async close() {
        closeSockets();
        await stopAll();
        await people.close();
        await db.drop();
      },
    };
  } catch (err) {
    await stopAll();
    await db.drop();
    throw err;
  }
}

export async function api(
  inst: Instance,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${inst.base}${url}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, json: json as Record<string, unknown> & { [k: string]: never }, text, headers: res.headers };
}

const sockets: Socket[] = [];
export function openSocket(inst: Instance, token: string, opts: { transports?: string[]; reconnection?: boolean } = {}): Promise<Socket> {
  const s = connect(inst.base, {
    path: '/socket.io',
    auth: { token },
    transports: opts.transports ?? ['websocket'],
    reconnection: opts.reconnection ?? false,
    forceNew: true,
  });
  sockets.push(s);
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}
export function closeSockets() {
  for (const s of sockets.splice(0)) s.close();
}

/** Resolves with the next event of that name, or null after `ms`. */
export function nextEvent<T>(s: Socket, event: string, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      s.off(event, on);
      resolve(null);
    }, ms);
    const on = (v: T) => {
      clearTimeout(timer);
      resolve(v);
    };
    s.once(event, on);
  });
}

export async function askQuestion(inst: Instance, token: string, title = 'Licenciement contesté') {
  const res = await api(inst, 'POST', '/api/posts', {
    token,
    body: { title, content: 'Mon employeur m’a licencié sans entretien préalable, que faire ?', category: 'travail' },
  });
  if (res.status !== 200 && res.status !== 201) throw new Error(`question: ${res.status} ${res.text}`);
  return res.json._id as unknown as string;
}
