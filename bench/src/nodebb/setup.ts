// NodeBB 4.10.3, the peer of the server-rendered question page: installed once into $TMPDIR/nodebb-4.10.3 from its
// public repository (a git mirror: NODEBB_GIT_DIR) with theme nodebb-theme-harmony 2.2.66, on PostgreSQL database
// nodebb_bench, set up and built by its own `nodebb setup`, then seeded through its own write API (/api/v3): 500 topics
// and one of 50 replies, as our seed has one question of 50 answers. README.md beside this file says how to run it.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const VERSION = '4.10.3';
const THEME = '2.2.66';
const GIT_DIR = process.env.NODEBB_GIT_DIR ?? '/work/.mirror/NodeBB+NodeBB/repo';
const DIR = path.join(os.tmpdir(), `nodebb-${VERSION}`);
const PORT = Number(process.env.NODEBB_PORT ?? 4567);
const BASE = `http://127.0.0.1:${PORT}`;
const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB = 'nodebb_bench';
const ADMIN = { username: 'benchadmin', password: 'bench-admin-password-4103', email: 'admin@bench.test' };
const TOPICS = 500;
const REPLIES = 50;
const log = (m: string) => console.log(`[nodebb] ${m}`);

/** The seeded topic of 50 replies, kept once seeded: `/topic/<tid>/<slug>`. */
const TOPIC_FILE = path.join(DIR, '.bench-topic');
const DONE_FILE = path.join(DIR, '.bench-installed');
const CONFIGURED_FILE = path.join(DIR, '.bench-configured-2');

const run = (cmd: string, args: string[], cwd = DIR) => execFileSync(cmd, args, { cwd, stdio: 'inherit', env: process.env });

/** The code at the tag, its dependencies with the theme's version pinned, NodeBB's own non-interactive setup. */
async function install() {
  fs.rmSync(DIR, { recursive: true, force: true });
  fs.mkdirSync(DIR, { recursive: true });
  log(`extracting v${VERSION} from ${GIT_DIR} into ${DIR}`);
  execFileSync('sh', ['-c', `git --git-dir='${GIT_DIR}' archive v${VERSION} | tar -x -C '${DIR}'`]);
  // The theme's version in the default package file: NodeBB's CLI merges that file into package.json on start.
  const file = path.join(DIR, 'install/package.json');
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
  pkg.dependencies['nodebb-theme-harmony'] = THEME;
  fs.writeFileSync(file, JSON.stringify(pkg, null, 4));
  fs.copyFileSync(file, path.join(DIR, 'package.json'));
  log('npm install (production dependencies)…');
  run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error']);

  const admin = new pg.Client({ connectionString: DB_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DB} with (force)`);
  await admin.query(`create database ${DB}`);
  await admin.end();
  const u = new URL(DB_URL);
  const setup = {
    url: BASE,
    port: PORT,
    secret: 'bench-secret-nodebb',
    submitPluginUsage: 'no',
    database: 'postgres',
    'postgres:host': u.hostname,
    'postgres:port': Number(u.port || 5432),
    'postgres:username': decodeURIComponent(u.username),
    'postgres:password': decodeURIComponent(u.password),
    'postgres:database': DB,
    'admin:username': ADMIN.username,
    'admin:password': ADMIN.password,
    'admin:password:confirm': ADMIN.password,
    'admin:email': ADMIN.email,
  };
  log('nodebb setup (database, admin, asset build)…');
  run(process.execPath, ['nodebb', 'setup', JSON.stringify(setup)]);
}

/** NodeBB's app.js in the foreground (one process, as its loader runs it with one port), ready once /api/config answers. */
async function start(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['app.js'], {
    cwd: DIR,
    env: { ...process.env, NODE_ENV: 'production', silent: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group: NodeBB forks workers (the minifier), stopped with it.
    detached: true,
  });
  const end = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`NodeBB exited (${child.exitCode}) before answering`);
    try {
      if ((await fetch(`${BASE}/api/config`)).ok) return child;
    } catch {
      /* starting */
    }
    if (Date.now() > end) throw new Error('NodeBB did not answer in 3 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-(child.pid as number), 'SIGTERM');
  await exited;
}

/** A session through its login route, then a user token for the admin from its write API; the seed uses the token. */
async function adminToken(): Promise<string> {
  let cookie = '';
  const call = async (method: string, p: string, body?: unknown, csrf?: string) => {
    const res = await fetch(BASE + p, {
      method,
      headers: { 'content-type': 'application/json', cookie, ...(csrf ? { 'x-csrf-token': csrf } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.getSetCookie();
    if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  let { csrf_token } = await call('GET', '/api/config');
  await call('POST', '/api/v3/utilities/login', { username: ADMIN.username, password: ADMIN.password }, csrf_token);
  ({ csrf_token } = await call('GET', '/api/config'));
  const token = await call('POST', '/api/v3/admin/tokens', { uid: 1, description: 'bench seed' }, csrf_token);
  return token.response.token;
}

/**
 * Two ACP settings. Its own compression on («Enable compression», off by default, for a proxy in front to do): our
 * server compresses its pages itself, so both send br/gzip bodies to the same client. Its load shedding off («Traffic
 * management»: a 503 while the event loop lags over 100 ms): on 2 shared cores it refused requests of a closed-loop
 * run, and our server sheds none. Read at start: NodeBB is restarted after.
 */
async function configure() {
  const token = await adminToken();
  for (const [setting, value] of [
    ['useCompression', '1'],
    ['eventLoopCheckEnabled', '0'],
  ]) {
    const res = await fetch(`${BASE}/api/v3/admin/settings/${setting}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ value }),
    });
    if (!res.ok) throw new Error(`PUT ${setting}: ${res.status} ${await res.text()}`);
  }
}

/** 500 topics in a default category, then one more with 50 replies: each through POST /api/v3/topics. */
async function seed(): Promise<string> {
  const token = await adminToken();
  const api = async (p: string, body: unknown) => {
    const res = await fetch(`${BASE}/api/v3${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${p}: ${res.status} ${await res.text()}`);
    return (await res.json()).response;
  };
  const cid = 2; // «General Discussion», created by setup and readable by guests
  log(`seeding ${TOPICS} topics through /api/v3…`);
  for (let g = 1; g <= TOPICS; g++)
    await api('/topics', {
      cid,
      title: `Question ${g} sur un licenciement contesté`,
      content: `Bonjour, je rencontre une difficulté concernant un licenciement. Mon employeur ne répond pas. Quels sont mes droits et quels délais dois-je respecter ? Merci pour vos conseils, question numéro ${g}.`,
    });
  const topic = await api('/topics', {
    cid,
    title: 'Question détaillée avec cinquante réponses',
    content: 'Une question très discutée par de nombreux avocats du forum, avec des réponses imbriquées.',
  });
  for (let g = 1; g <= REPLIES; g++)
    await api(`/topics/${topic.tid}`, {
      content: `Réponse détaillée numéro ${g} : il convient d'abord de vérifier les clauses du contrat.`,
    });
  return encodeURI(`/topic/${topic.slug}`);
}

/** Installs (once), seeds (once), starts NodeBB, runs `fn(base, topicPath, pid)`, stops it. */
export async function withNodeBB<T>(fn: (base: string, topicPath: string, pid: number) => Promise<T>): Promise<T> {
  if (!fs.existsSync(DONE_FILE)) {
    await install();
    fs.writeFileSync(DONE_FILE, VERSION);
  }
  let child = await start();
  try {
    if (!fs.existsSync(TOPIC_FILE) || !fs.existsSync(CONFIGURED_FILE)) {
      if (!fs.existsSync(TOPIC_FILE)) fs.writeFileSync(TOPIC_FILE, await seed());
      if (!fs.existsSync(CONFIGURED_FILE)) {
        await configure();
        fs.writeFileSync(CONFIGURED_FILE, 'useCompression=1 eventLoopCheckEnabled=0');
      }
      // The seed's own caches and pending writes stay out of the measured process; the settings are read at start.
      await stop(child);
      child = await start();
    }
    return await fn(BASE, fs.readFileSync(TOPIC_FILE, 'utf8'), child.pid as number);
  } finally {
    await stop(child);
  }
}

// `node --import tsx bench/src/nodebb/setup.ts`: install and seed only.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname))
  withNodeBB(async (base, topic) => log(`ready: ${base}${topic}`)).catch((err) => {
    console.error(err);
    process.exit(1);
  });
