// `npm run bench:fanout`: 5,000 approved lawyers follow one category; the asker's POST /posts latency with
// and without followers in the same run, the time until the 5,000 in-app notifications and the 5,000 queued mails
// exist, and the outbox's sending rate to a local SMTP catcher. Real server process on PostgreSQL, 127.0.0.1 only.

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOKEN_TTL_S } from '@pretoire/contracts';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../../../apps/server/src/db/client';
import { seedCategories } from '../../../apps/server/src/features/categories/seed';
import { systemClock } from '../../../apps/server/src/lib/clock';
import { TokenService } from '../../../apps/server/src/lib/tokens';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const log = (m: string) => console.log(`[fanout] ${m}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => Promise<boolean>, limitMs = 180_000) {
  const end = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what}: not reached in ${limitMs / 1000} s`);
    await sleep(20);
  }
  return performance.now();
}
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] * 10) / 10;
};

async function main() {
  const url = new URL(BASE_URL);
  url.pathname = '/pretoire_bench_fanout';
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query('drop database if exists pretoire_bench_fanout with (force)');
  await admin.query('create database pretoire_bench_fanout');
  await admin.end();
  const database = await openDatabase({ url: url.toString(), poolSize: 2 }); // migrations and pg-boss's schema
  await seedCategories(database.db);
  await database.close();

  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const q = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];
  await q(
    `insert into users (role, status, email, email_verified, password_hash, first_name, last_name, specializations)
           select 'lawyer', 'active', 'fan' || g || '@bench.test', true, 'x', 'Avocat', 'Numéro ' || g, '{Droit du travail}'
             from generate_series(1, $1) g`,
    [FOLLOWERS],
  );
  const [asker] = await q<{ id: string }>(`insert into users (role, status, email, email_verified, password_hash, nickname)
           values ('user', 'active', 'asker@bench.test', true, 'x', 'asker_bench') returning id`);
  const token = await new TokenService(JWT_SECRET, systemClock, TOKEN_TTL_S).sign(asker.id, 0);
  log(`${FOLLOWERS} lawyers of «Droit du travail» (they follow «travail» by default), one asker`);

  // The SMTP catcher: counts what arrives.
  let received = 0;
  let firstAt = 0;
  let lastAt = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _s, cb) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received++;
        lastAt = performance.now();
        if (!firstAt) firstAt = lastAt;
        cb();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const smtpPort = (smtp.server.address() as { port: number }).port;

  const port = 4700 + Math.floor(Math.random() * 200);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pretoire-fanout-'));
  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      JWT_SECRET,
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_URL: 'https://pretoire.example',
      QUESTIONS_PER_HOUR: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await until(
      'server up',
      async () => {
        try {
          return (await fetch(`${base}/api/health`)).ok;
        } catch {
          return false;
        }
      },
      240_000,
    );
    const post = async (category: string, title: string) => {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/posts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          title,
          content: 'Mon employeur ne paie pas mes heures supplémentaires depuis six mois, que faire ?',
          category,
        }),
      });
      const ms = performance.now() - t0;
      if (res.status !== 201) throw new Error(`POST /posts: ${res.status} ${await res.text()}`);
      return { ms, id: ((await res.json()) as { _id: string })._id, at: performance.now() };
    };
    // Warm-up (JIT, pools), not measured.
    for (let i = 0; i < 5; i++) await post('famille', `Échauffement ${i}`);

    // 1. Latency, alternating: «famille» (no follower) and «travail» (5,000), sequential; fan-outs run meanwhile.
    const phase1 = performance.now();
    const without: number[] = [];
    const withF: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      without.push((await post('famille', `Sans abonnés ${i}`)).ms);
      withF.push((await post('travail', `Avec abonnés ${i}`)).ms);
    }
    const lastPost = performance.now();
    const all = await until('fan-outs of phase 1', async () => {
      const [{ n }] = await q<{ n: number }>(`select count(*)::int as n from notifications where type = 'new_question'`);
      return n >= ROUNDS * FOLLOWERS;
    });
    log(
      `phase 1: POST /posts without followers p50 ${pct(without, 50)} ms p99 ${pct(without, 99)} ms; with ${FOLLOWERS} followers p50 ${pct(withF, 50)} ms p99 ${pct(withF, 99)} ms; all ${ROUNDS * FOLLOWERS} notifications ${Math.round(all - lastPost)} ms after the last POST`,
    );

    // 2. One question with mails: every follower chose immediate mails.
    await q(`insert into mail_preferences (user_id, new_questions) select id, 'immediate' from users where email like 'fan%@bench.test'`);
    const before = received;
    const one = await post('travail', 'Question unique du bench');
    const notesAt = await until('5,000 notifications', async () => {
      const [{ n }] = await q<{ n: number }>(`select count(*)::int as n from notifications where post_id = $1`, [one.id]);
      return n >= FOLLOWERS;
    });
    const mailsAt = await until('5,000 mails queued', async () => {
      const [{ n }] = await q<{ n: number }>(
        `select count(*)::int as n from pgboss.job where name = 'mail' and data->>'subject' like '%Question unique du bench%'`,
      );
      return n >= FOLLOWERS;
    });
    log(
      `phase 2: 5,000 notifications after ${Math.round(notesAt - one.at)} ms, 5,000 mails queued after ${Math.round(mailsAt - one.at)} ms`,
    );
    await until('5,000 mails received', async () => received - before >= FOLLOWERS, 600_000);
    const sendSeconds = (lastAt - firstAt) / 1000;
    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    const result = {
      followers: FOLLOWERS,
      rounds: ROUNDS,
      postWithoutFollowers: { p50: pct(without, 50), p99: pct(without, 99) },
      postWithFollowers: { p50: pct(withF, 50), p99: pct(withF, 99) },
      notificationsAfterMs: Math.round(notesAt - one.at),
      mailsQueuedAfterMs: Math.round(mailsAt - one.at),
      mailsPerSecond: Math.round((FOLLOWERS - 1) / sendSeconds),
      phase1Seconds: Math.round((lastPost - phase1) / 1000),
      phase1FanOutsDoneAfterLastPostMs: Math.round(all - lastPost),
      loadavg: load,
      cpus: os.cpus().length,
    };
    console.log(JSON.stringify(result, null, 2));
    fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    fs.writeFileSync(path.join(root, 'bench/results/fanout-latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    smtp.close();
    await db.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
