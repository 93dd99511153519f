import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, categories, notifications, users } from '../db/schema';
import { tableChecksums } from '../test/db-state';
import { createTestApp, multipart, samples, type TestApp } from '../test/harness';
import { type Body, bodyFor, HINTS, type Operation, operationsOf, pathValue, pct, queryFor } from './fuzz-inputs';

// Property-based fuzzing of every endpoint of the OpenAPI document (new routes are picked up by themselves), as each
// role. For every input: never a 5xx, never a stack trace or internal detail, errors are JSON { code, message } with a
// status the document lists for the operation, and a refused request leaves every table exactly as it was. Bounded:
// FUZZ_BUDGET_MS in all (default 45 s) per database.

const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 45_000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
const LEAKS = [/\n\s+at .+:\d+:\d+/, /node_modules/, /\/src\/.+\.ts/, /"stack"/, /Cannot read propert/, /undefined is not/];
/** Database internals: only in error bodies (the health check names its driver on purpose). */
const ERROR_LEAKS = [/PGlite|drizzle|postgres|syntax error|relation "|violates .* constraint|invalid input syntax/i];

type Role = 'anonymous' | 'member' | 'lawyer' | 'pendingLawyer' | 'admin';
const ROLES: Role[] = ['anonymous', 'member', 'lawyer', 'pendingLawyer', 'admin'];

let t: TestApp;
let ops: Operation[] = [];
const accounts = {} as Record<Exclude<Role, 'anonymous'>, string>;
let ids: string[] = [];
let baseline: Record<string, string> = {};
const tried = { total: 0, refused: 0, ok: 0, byStatus: new Map<number, number>(), msRequest: 0, msCheck: 0 };

/** Pages for people, not API answers: a refused mail link answers a French HTML page. */
const HTML_PAGES = new Set(['/api/mail/unsubscribe']);

beforeAll(async () => {
  // No outbox worker: it sends mails, fans new questions out and writes digests in the background, which
  // would read as changes made by a refused request.
  t = await createTestApp({ env: { OUTBOX_WORKER: 'false' } });
  const member = await t.createUser();
  const lawyer = await t.createUser({ role: 'lawyer' });
  const key = await t.app.ctx.storage.put('private', samples.pdf(), 'pdf');
  const pending = await t.createUser({ role: 'lawyer', status: 'pending', licenseKey: key, licenseMime: 'application/pdf' });
  const admin = await t.createUser({ role: 'admin' });
  Object.assign(accounts, { member: member.user.id, lawyer: lawyer.user.id, pendingLawyer: pending.user.id, admin: admin.user.id });
  // Real ids of every kind, so plausible inputs reach the code behind the lookups.
  const postIds: string[] = [];
  const replyIds: string[] = [];
  for (let i = 0; i < 3; i++) {
    const p = await t.request({
      method: 'POST',
      url: '/api/posts',
      token: member.token,
      payload: {
        title: `Question de fuzzing ${i}`,
        content: 'Une question assez longue pour être acceptée par le serveur.',
        category: 'travail',
      },
    });
    postIds.push(p.json()._id);
    const r = await t.request({
      method: 'POST',
      url: `/api/posts/${p.json()._id}/replies`,
      token: lawyer.token,
      payload: { content: 'Une réponse d\u2019avocat.' },
    });
    replyIds.push(...(r.json().replies as { _id: string }[]).map((x) => x._id));
  }
  const f = multipart({ position: 'home-top' }, [{ field: 'image', filename: 'a.png', type: 'image/png', data: samples.png() }]);
  await t.request({ method: 'POST', url: '/api/ads/admin/upload', token: admin.token, payload: f.payload, headers: f.headers });
  const notes = await t.db.select({ id: notifications.id }).from(notifications);
  const adRows = await t.db.select({ id: ads.id }).from(ads);
  const cats = await t.db.select({ id: categories.id, slug: categories.slug }).from(categories);
  HINTS.category = cats.map((c) => c.slug);
  HINTS.title = ['Question posée par le fuzzer'];
  HINTS.content = ['Un contenu assez long pour passer la validation du serveur.'];
  ids = [
    ...postIds,
    ...replyIds,
    ...notes.map((n) => n.id),
    ...adRows.map((a) => a.id),
    ...cats.slice(0, 2).map((c) => c.id),
    ...Object.values(accounts),
  ];
  const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
  // FUZZ_ONLY=<regex> narrows the run to matching "METHOD /path" operations, to chase one failure.
  ops = operationsOf(doc).filter((o) => !process.env.FUZZ_ONLY || new RegExp(process.env.FUZZ_ONLY).test(`${o.method} ${o.path}`));
  baseline = { ...(await tableChecksums(t.db)), 'stored files': storedFiles() };
});

afterAll(async () => {
  const statuses = [...tried.byStatus]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  const line = `fuzz (${process.env.TEST_DB ?? 'pglite'}, seed ${SEED}): ${tried.total} inputs over ${ops.length} operations × ${ROLES.length} roles — ${tried.ok} accepted, ${tried.refused} refused; statuses ${statuses}; ${Math.round(tried.msRequest / Math.max(1, tried.total))} ms per request, ${Math.round(tried.msCheck / Math.max(1, tried.total))} ms per database digest`;
  console.log(line);
  if (process.env.FUZZ_REPORT) fs.appendFileSync(process.env.FUZZ_REPORT, `${line}\n`);
  await t?.close();
});

/** Names of every stored upload (public and private): a refused upload must leave no file behind. */
function storedFiles(): string {
  const dir = path.join(t.dataDir, 'uploads');
  return fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).sort().join(',') : '';
}

/** A token for the role, minted now so logouts and bumped token versions during the run never blind the fuzzer. */
async function tokenFor(role: Role): Promise<string | undefined> {
  if (role === 'anonymous') return undefined;
  const [u] = await t.db.select({ tv: users.tokenVersion, deleted: users.deletedAt }).from(users).where(eq(users.id, accounts[role]));
  return t.app.ctx.tokens.sign(accounts[role], u.tv);
}

function request(op: Operation, path: Record<string, string>, query: string, body: Body, token: string | undefined) {
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pct(path[name] ?? 'x')) + (query ? `?${query}` : '');
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: string | Buffer | undefined;
  if (body.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.value) ?? 'null';
  } else if (body.kind === 'raw') {
    headers['content-type'] = body.contentType;
    payload = body.payload;
  }
  return t.app.inject({ method: op.method as 'GET', url, headers, payload });
}

function describeInput(v: unknown): string {
  try {
    return (
      JSON.stringify(v, (_k, x: unknown) =>
        Buffer.isBuffer(x) ? `<${x.length} bytes>` : typeof x === 'string' && x.length > 200 ? `${x.slice(0, 60)}…(${x.length})` : x,
      ) ?? ''
    ).slice(0, 800);
  } catch {
    return '(not printable)';
  }
}

function inputFor(op: Operation) {
  const path = fc.record(Object.fromEntries(op.pathParams.map((p) => [p.name, pathValue(p.schema, ids)])));
  return fc.record({ role: fc.constantFrom(...ROLES), path, query: queryFor(op.queryParams, ids), body: bodyFor(op, ids) });
}

/** One input: sent, then judged. Throws what is wrong, for fast-check to report. */
async function check(op: Operation, { role, path, query, body }: { role: Role; path: Record<string, string>; query: string; body: Body }) {
  const t0 = performance.now();
  const res = await request(op, path, query, body, await tokenFor(role));
  const t1 = performance.now();
  tried.msRequest += t1 - t0;
  tried.total++;
  tried.byStatus.set(res.statusCode, (tried.byStatus.get(res.statusCode) ?? 0) + 1);
  if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
  if (!op.statuses.includes(String(res.statusCode))) throw new Error(`${res.statusCode} is not in the document: ${res.body.slice(0, 200)}`);
  const type = String(res.headers['content-type'] ?? '');
  const refused = res.statusCode >= 400;
  if (refused || type.includes('json') || type.includes('text')) {
    for (const leak of refused ? [...LEAKS, ...ERROR_LEAKS] : LEAKS)
      if (leak.test(res.body)) throw new Error(`leak ${leak}: ${res.body.slice(0, 300)}`);
  }
  const after: Record<string, string> = { ...(await tableChecksums(t.db)), 'stored files': storedFiles() };
  tried.msCheck += performance.now() - t1;
  if (!refused) {
    tried.ok++;
    baseline = after;
    return;
  }
  tried.refused++;
  const changed = Object.keys(after).filter((k) => after[k] !== baseline[k]);
  baseline = after;
  if (HTML_PAGES.has(op.path) && type.includes('text/html')) {
    if (changed.length) throw new Error(`refused with ${res.statusCode} but changed ${changed.join(', ')}`);
    return;
  }
  if (!type.includes('application/json')) throw new Error(`error without JSON body: ${type}`);
  const json = JSON.parse(res.body) as { message?: unknown; code?: unknown };
  if (typeof json.message !== 'string' || !json.message) throw new Error(`error without message: ${res.body.slice(0, 200)}`);
  if (typeof json.code !== 'string' || !/^[A-Z_]+$/.test(json.code)) throw new Error(`error without code: ${res.body.slice(0, 200)}`);
  if (changed.length) throw new Error(`refused with ${res.statusCode} but changed ${changed.join(', ')}: ${res.body.slice(0, 200)}`);
}

describe('fuzzing every endpoint from the OpenAPI document', () => {
  it('the document lists the API (the fuzzer has something to do)', () => {
    expect(ops.length).toBeGreaterThan(process.env.FUZZ_ONLY ? 0 : 50);
  });

  // The operations are known only after beforeAll: one test walks them all within the budget.
  it(
    'never a 5xx, never a leak, nothing changed by a refused request',
    async () => {
      const perOp = Math.max(200, Math.floor(BUDGET_MS / ops.length));
      const failures: string[] = [];
      for (const [i, op] of ops.entries()) {
        const started = Date.now();
        // Batches until the operation's share of the budget is spent. (fast-check's interruptAfterTimeLimit would
        // abandon a request in flight, which would then change the database under the next operation's checks.)
        for (let batch = 0; Date.now() - started < perOp; batch++) {
          const seed = SEED + i * 1000 + batch;
          const result = await fc.check(
            fc.asyncProperty(inputFor(op), (input) => check(op, input)),
            { seed, numRuns: 4, endOnFailure: true },
          );
          if (result.failed) {
            failures.push(
              `${op.method} ${op.path} (seed ${seed}): ${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)}\n  input: ${describeInput(result.counterexample)}`,
            );
            break;
          }
        }
      }
      if (failures.length) console.log(failures.join('\n'));
      expect(failures).toEqual([]);
      expect(tried.total).toBeGreaterThan(ops.length * 5);
    },
    BUDGET_MS * 3 + 60_000,
  );
});
