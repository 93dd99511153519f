import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { TOKEN_TTL_S } from '@pretoire/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { lockDataDir } from '../db/lock';
import { users } from '../db/schema';
import { systemClock } from '../lib/clock';
import { HISTORY_UNTIL } from '../lib/history';
import { hashPassword } from '../lib/password';
import { TokenService } from '../lib/tokens';
import { tablesInOrder } from '../scripts/backup-format';
import { multipart, samples } from '../test/harness';
import {
  api,
  askQuestion,
  freshDatabase,
  type Instance,
  JWT_SECRET,
  serverDir,
  signal,
  startInstance,
  stopAll,
  TEST_DATABASE_URL,
} from './cluster';

const temp: string[] = [];
const dbs: { drop(): Promise<void> }[] = [];
const tmpDir = (p: string) => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), p));
  temp.push(d);
  return d;
};
afterAll(async () => {
  await stopAll();
  for (const d of dbs) await d.drop();
  for (const d of temp) fs.rmSync(d, { recursive: true, force: true });
});

/** `npm run backup` / `npm run restore` as the workspace runs them, with INIT_CWD as npm sets it. */
function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--enable-source-maps', `dist/${script}.js`, ...args], {
      cwd: serverDir,
      env: { ...process.env, LOG_LEVEL: 'warn', SMTP_URL: '', JWT_SECRET, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

async function stop(inst: Instance) {
  signal(inst, 'SIGTERM');
  expect(await inst.exited).toBe(0);
}

/**
 * Every row of every table as JSON text, sorted: equal snapshots mean nothing was lost or changed. The restore's own
 * mark (settings `history-until`: what it brought is history, nobody is mailed about it) is left out and returned apart.
 */
async function snapshot(db: Database) {
  await db.db.execute(sql`set time zone 'UTC'`);
  const out: Record<string, string[]> = {};
  for (const t of await tablesInOrder(db.db)) {
    const where = t === 'settings' ? `where key <> '${HISTORY_UNTIL}'` : '';
    const res = await db.db.execute(sql.raw(`select row_to_json(x)::text as j from "${t}" x ${where} order by 1`));
    out[t] = (res as unknown as { rows: { j: string }[] }).rows.map((r) => r.j);
  }
  return out;
}
async function historyMarked(db: Database) {
  const res = await db.db.execute(
    sql`select count(*)::int as n from settings where key = ${HISTORY_UNTIL} and value::timestamptz <= now()`,
  );
  return (res as unknown as { rows: { n: number }[] }).rows[0].n === 1;
}
const mailFiles = (dataDir: string) => (fs.existsSync(path.join(dataDir, 'mail')) ? fs.readdirSync(path.join(dataDir, 'mail')) : []);
const listFiles = (dataDir: string) =>
  ['public', 'private']
    .flatMap((a) => {
      const dir = path.join(dataDir, 'uploads', a);
      return fs.existsSync(dir) ? fs.readdirSync(dir).map((n) => `${a}/${n}:${fs.readFileSync(path.join(dir, n)).toString('base64')}`) : [];
    })
    .sort();

async function insertPeople(db: Database) {
  const tokens = new TokenService(JWT_SECRET, systemClock, TOKEN_TTL_S);
  const make = async (role: 'user' | 'lawyer', n: number) => {
    const [user] = await db.db
      .insert(users)
      .values({
        role,
        status: 'active',
        email: `${role}${n}@backup.test`,
        emailVerified: true,
        passwordHash: await hashPassword('secret-pass'),
        nickname: role === 'user' ? `membre${n}` : null,
        firstName: role === 'lawyer' ? 'Claire' : null,
        lastName: role === 'lawyer' ? 'Martin' : null,
        barAssociation: role === 'lawyer' ? 'Barreau de Paris' : null,
        specializations: role === 'lawyer' ? ['Droit du travail'] : [],
      })
      .returning();
    return { user, token: await tokens.sign(user.id, user.tokenVersion) };
  };
  return { asker: await make('user', 1), lawyer: await make('lawyer', 2) };
}

/** Questions, answers, a satisfactory mark (credits, milestone, reward), a public photo and a private license. */
async function makeContent(inst: Instance, people: Awaited<ReturnType<typeof insertPeople>>) {
  const { asker, lawyer } = people;
  const postIds = [
    await askQuestion(inst, asker.token, 'Préavis de démission'),
    await askQuestion(inst, asker.token, 'Heures supplémentaires impayées'),
  ];
  const reply = await api(inst, 'POST', `/api/posts/${postIds[0]}/replies`, {
    token: lawyer.token,
    body: { content: 'Le préavis dépend de votre convention collective.' },
  });
  expect(reply.status, reply.text).toBe(200);
  const replyId = (reply.json.replies as unknown as { _id: string }[])[0]._id;
  expect(
    (await api(inst, 'PUT', `/api/posts/${postIds[0]}/replies/${replyId}/satisfactory`, { token: asker.token, body: { rating: 4 } }))
      .status,
  ).toBe(200);
  await api(inst, 'POST', `/api/posts/${postIds[1]}/replies`, { token: lawyer.token, body: { content: 'Réclamez-les par écrit.' } });
  const photo = multipart({}, [{ field: 'profilePicture', filename: 'me.png', type: 'image/png', data: samples.png() }]);
  const up = await fetch(`${inst.base}/api/users/profile-picture`, {
    method: 'POST',
    headers: { ...photo.headers, authorization: `Bearer ${lawyer.token}` },
    body: photo.payload,
  });
  expect(up.status).toBe(200);
  const photoUrl = (await up.json()).user.profilePicture as string;
  const doc = multipart({}, [{ field: 'licenseDocument', filename: 'carte.pdf', type: 'application/pdf', data: samples.pdf() }]);
  const re = await fetch(`${inst.base}/api/users/reupload-document`, {
    method: 'POST',
    headers: { ...doc.headers, authorization: `Bearer ${lawyer.token}` },
    body: doc.payload,
  });
  expect(re.status).toBe(200);
  return { postIds, replyId, photoUrl };
}

/** What a visitor of the restored site sees: the questions, the answer, the credits, the photo and the license. */
async function checkServed(
  inst: Instance,
  people: Awaited<ReturnType<typeof insertPeople>>,
  content: Awaited<ReturnType<typeof makeContent>>,
) {
  const post = await api(inst, 'GET', `/api/posts/${content.postIds[0]}`);
  expect(post.status).toBe(200);
  expect(post.json).toMatchObject({
    title: 'Préavis de démission',
    status: 'resolved',
    replies: [{ _id: content.replyId, isSatisfactory: true, rating: 4 }],
  });
  const me = await api(inst, 'GET', '/api/auth/me', { token: people.lawyer.token });
  expect(me.status).toBe(200);
  // 10 + 2 × rating for the satisfactory mark, plus the first milestone's bonus.
  expect((me.json.user as unknown as { credits: number }).credits).toBeGreaterThanOrEqual(18);
  const photo = await fetch(`${inst.base}${content.photoUrl}`);
  expect(photo.status).toBe(200);
  expect(Buffer.from(await photo.arrayBuffer())).toEqual(samples.png());
  const admin = await api(inst, 'POST', '/api/auth/login', { body: { email: 'admin@example.test', password: 'admin-password-1' } });
  expect(admin.status, admin.text).toBe(200);
  const license = await fetch(`${inst.base}/api/admin/lawyers/${people.lawyer.user.id}/license-document`, {
    headers: { authorization: `Bearer ${admin.json.token}` },
  });
  expect(license.status).toBe(200);
  expect(Buffer.from(await license.arrayBuffer())).toEqual(samples.pdf());
}

describe('npm run backup / npm run restore', () => {
  let pgliteBackup = '';
  let pgliteSnapshot: Record<string, string[]> = {};

  it('PGlite: refused while the server runs; a stopped server’s backup restores into a fresh DATA_DIR with every row and file', async () => {
    const dataDir = tmpDir('pretoire-bk-src-');
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' };
    await stop(await startInstance(env)); // migrations, categories, admin
    const db = await openDatabase({ pgliteDir: path.join(dataDir, 'db'), migrate: false });
    const unlock = lockDataDir(dataDir, 'test');
    const people = await insertPeople(db);
    await db.close();
    unlock();
    const inst = await startInstance(env);
    const content = await makeContent(inst, people);
    const file = path.join(tmpDir('pretoire-bk-file-'), 'site.ndjson.gz');
    const busy = await runScript('backup', [file], env);
    expect(busy.code).toBe(1);
    expect(busy.out).toContain('already in use');
    await stop(inst);

    const made = await runScript('backup', [file], env);
    expect(made.code, made.out).toBe(0);
    expect(made.out).toMatch(/Backup written to .*: \d+ rows in \d+ tables, 2 files\./);
    const src = await openDatabase({ pgliteDir: path.join(dataDir, 'db'), migrate: false });
    pgliteSnapshot = await snapshot(src);
    await src.close();
    expect(pgliteSnapshot.posts).toHaveLength(2);
    expect(pgliteSnapshot.replies).toHaveLength(2);
    expect(pgliteSnapshot.credit_ledger.length).toBeGreaterThan(0);
    pgliteBackup = file;

    const fresh = tmpDir('pretoire-bk-dst-');
    const restored = await runScript('restore', [file], { DATA_DIR: fresh, DATABASE_URL: '' });
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toContain('2 files');
    const dst = await openDatabase({ pgliteDir: path.join(fresh, 'db'), migrate: false });
    expect(await snapshot(dst)).toEqual(pgliteSnapshot);
    expect(await historyMarked(dst)).toBe(true);
    await dst.close();
    expect(listFiles(fresh)).toEqual(listFiles(dataDir));
    expect(mailFiles(dataDir).length).toBeGreaterThan(0); // the source site did mail (no SMTP: .eml files)

    // Restoring again into the now non-empty folder is refused and changes nothing.
    const again = await runScript('restore', [file], { DATA_DIR: fresh, DATABASE_URL: '' });
    expect(again.code).toBe(1);
    expect(again.out).toContain('not empty');

    const served = await startInstance({ DATA_DIR: fresh, DATABASE_URL: '', REDIS_URL: '' });
    // The restored site's worker polls (every second): nothing from before the restore is mailed.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(mailFiles(fresh)).toEqual([]);
    await checkServed(served, people, content);
    await stop(served);
  });

  it('a cut backup file is refused and leaves the target empty', async () => {
    expect(pgliteBackup).not.toBe('');
    const lines = zlib.gunzipSync(fs.readFileSync(pgliteBackup)).toString().trimEnd().split('\n');
    const cut = path.join(tmpDir('pretoire-bk-cut-'), 'cut.ndjson.gz');
    fs.writeFileSync(cut, zlib.gzipSync(`${lines.slice(0, -1).join('\n')}\n`));
    const fresh = tmpDir('pretoire-bk-dst-');
    const res = await runScript('restore', [cut], { DATA_DIR: fresh, DATABASE_URL: '' });
    expect(res.code).toBe(1);
    expect(res.out).toContain('incomplete');
    const dst = await openDatabase({ pgliteDir: path.join(fresh, 'db'), migrate: false });
    const snap = await snapshot(dst);
    await dst.close();
    expect(Object.values(snap).flat()).toEqual([]);
  });

  it('a backup made before the search copy (migration 0008) restores with post_search rebuilt from the questions', async () => {
    expect(pgliteBackup).not.toBe('');
    const items = zlib
      .gunzipSync(fs.readFileSync(pgliteBackup))
      .toString()
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    // The same backup as an older server wrote it: no post_search section, 8 migrations.
    let skip = false;
    const older: string[] = [];
    for (const item of items) {
      if (typeof item.table === 'string') skip = item.table === 'post_search';
      else if (!Array.isArray(item.rows)) skip = false;
      if (skip) continue;
      if ('format' in item) item.migrations = 8;
      if (item.end === true) delete (item.tables as Record<string, number>).post_search;
      older.push(JSON.stringify(item));
    }
    const file = path.join(tmpDir('pretoire-bk-old-'), 'old.ndjson.gz');
    fs.writeFileSync(file, zlib.gzipSync(`${older.join('\n')}\n`));
    const fresh = tmpDir('pretoire-bk-dst-');
    const res = await runScript('restore', [file], { DATA_DIR: fresh, DATABASE_URL: '' });
    expect(res.code, res.out).toBe(0);
    const dst = await openDatabase({ pgliteDir: path.join(fresh, 'db'), migrate: false });
    const ids = async (q: string) => ((await dst.db.execute(sql.raw(q))) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    const visible = await ids('select id from posts where hidden_at is null order by id');
    expect(visible).toHaveLength(2);
    expect(await ids('select post_id as id from post_search order by post_id')).toEqual(visible);
    await dst.close();
  });

  it.skipIf(!TEST_DATABASE_URL)(
    'PostgreSQL: a live backup restores into an empty database; a PGlite backup restores into PostgreSQL too',
    async () => {
      const source = await freshDatabase();
      dbs.push(source);
      const env = { DATABASE_URL: source.url, REDIS_URL: '' };
      const inst = await startInstance(env);
      const db = await openDatabase({ url: source.url, migrate: false, poolSize: 1 });
      const people = await insertPeople(db);
      const content = await makeContent(inst, people);
      const file = path.join(tmpDir('pretoire-bk-file-'), 'live.ndjson.gz');
      const made = await runScript('backup', [file], { ...env, DATA_DIR: inst.dataDir });
      expect(made.code, made.out).toBe(0);
      const before = await snapshot(db);
      await db.close();

      const target = await freshDatabase();
      dbs.push(target);
      const fresh = tmpDir('pretoire-bk-dst-');
      const restored = await runScript('restore', [file], { DATABASE_URL: target.url, DATA_DIR: fresh });
      expect(restored.code, restored.out).toBe(0);
      const dst = await openDatabase({ url: target.url, migrate: false, poolSize: 1 });
      expect(await snapshot(dst)).toEqual(before);
      await dst.close();
      expect(listFiles(fresh)).toEqual(listFiles(inst.dataDir));
      const served = await startInstance({ DATABASE_URL: target.url, REDIS_URL: '', DATA_DIR: fresh });
      await checkServed(served, people, content);

      if (pgliteBackup) {
        const cross = await freshDatabase();
        dbs.push(cross);
        const res = await runScript('restore', [pgliteBackup], { DATABASE_URL: cross.url, DATA_DIR: tmpDir('pretoire-bk-x-') });
        expect(res.code, res.out).toBe(0);
        const x = await openDatabase({ url: cross.url, migrate: false, poolSize: 1 });
        expect(await snapshot(x)).toEqual(pgliteSnapshot);
        await x.close();
      }
    },
  );
});
