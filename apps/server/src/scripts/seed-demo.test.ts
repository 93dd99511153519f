import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NOTIFICATION_TYPES } from '@pretoire/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../db/job-queue';
import { sendDueFollowUps, sendUnansweredHelp } from '../features/alerts';
import { runDigests } from '../features/follows';
import { createTestApp, type TestApp } from '../test/harness';
import { DEMO_DOMAIN, DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './demo-seed';

let t: TestApp;
beforeAll(async () => {
  // The outbox worker runs (the harness's SMTP catcher receives); digests are due at any hour of the test.
  t = await createTestApp({ env: { DIGEST_HOUR: '0', OUTBOX_POLL_MS: '500' } });
});
afterAll(async () => {
  await t?.close();
});

const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const one = async (q: ReturnType<typeof sql>) => Number(Object.values((await rows<Record<string, unknown>>(q))[0])[0]);

/** Every table the seed writes to, counted. */
async function counts() {
  const tables = [
    'users',
    'posts',
    'replies',
    'notifications',
    'credit_ledger',
    'lawyer_milestones',
    'rewards',
    'ads',
    'audit_log',
    'settings',
  ];
  const out: Record<string, number> = {};
  for (const name of tables) out[name] = await one(sql.raw(`select count(*) from ${name}`));
  return out;
}

describe('npm run seed:demo', () => {
  let first: Record<string, number>;

  it('fills an empty forum through the services', { timeout: 240_000 }, async () => {
    const result = await seedDemo(t.app.ctx);
    expect(result).toMatchObject({ created: true, questions: 200 });
    first = await counts();
    expect(first.posts).toBe(200);
    expect(first.replies).toBeGreaterThan(250);

    // Every category, every status.
    expect(await one(sql`select count(*) from categories c where not exists (select 1 from posts p where p.category_id = c.id)`)).toBe(0);
    const statuses = await rows<{ status: string; n: string }>(sql`select status, count(*) n from posts group by status`);
    expect(statuses.map((s) => s.status).sort()).toEqual(['answered', 'open', 'resolved']);
    for (const s of statuses) expect(Number(s.n)).toBeGreaterThan(20);
    // Counters kept by the real code match the rows.
    expect(
      await one(sql`select count(*) from posts p where p.reply_count <> (select count(*) from replies r where r.post_id = p.id)`),
    ).toBe(0);
    expect(await one(sql`select sum(count) from post_counts`)).toBe(200);

    // Nested answers, two levels deep, never before their question.
    expect(
      await one(sql`select count(*) from replies c join replies p on p.id = c.parent_id where p.parent_id is not null`),
    ).toBeGreaterThan(0);
    expect(await one(sql`select count(*) from replies r join posts p on p.id = r.post_id where r.created_at < p.created_at`)).toBe(0);
    // Spread over about 60 days, nothing in the future.
    expect(await one(sql`select extract(day from now() - min(created_at)) from posts`)).toBeGreaterThanOrEqual(45);
    expect(await one(sql`select count(*) from posts where created_at > now()`)).toBe(0);

    // The desk's response times follow the answers' dates, not the seed's run time: each row is its lawyer's first
    // answer on the question, and the medians stay within the stories' three days.
    expect(await one(sql`select count(*) from desk_first_answers`)).toBeGreaterThan(100);
    expect(
      await one(sql`select count(*) from desk_first_answers f where f.answered_at <> (select min(r.created_at) from replies r
        where r.post_id = f.post_id and r.author_id = f.lawyer_id and r.parent_id is null)`),
    ).toBe(0);
    expect(
      await one(sql`select count(*) from desk_first_answers f join posts p on p.id = f.post_id
        where f.seconds <> greatest(0, extract(epoch from (f.answered_at - p.created_at)))::int`),
    ).toBe(0);
    expect(await one(sql`select max(median_seconds) from desk_response_times where answers > 0`)).toBeLessThanOrEqual(72 * 3600);
    expect(await one(sql`select count(*) from desk_response_times where scope = 'lawyer' and answers >= 5`)).toBeGreaterThan(3);

    // Ratings, credits, milestones, rewards, the four notification types.
    expect(await one(sql`select count(distinct rating) from replies where is_satisfactory`)).toBeGreaterThanOrEqual(4);
    expect(await one(sql`select sum(amount) from credit_ledger`)).toBeGreaterThan(1000);
    expect(await one(sql`select count(*) from credit_ledger where reason = 'rating_change'`)).toBeGreaterThan(0);
    expect(await one(sql`select max(threshold) from lawyer_milestones`)).toBeGreaterThanOrEqual(10);
    expect(
      await one(
        sql`select count(*) from users u where role = 'lawyer' and credits <> (select coalesce(sum(amount), 0) from credit_ledger l where l.lawyer_id = u.id)`,
      ),
    ).toBe(0);
    const types = (await rows<{ type: string }>(sql`select distinct type from notifications`)).map((r) => r.type).sort();
    // new_question alerts only questions asked live (the new-question fan-out); the demo's questions are history.
    // The demo has no private consultation: what passes between a client and a lawyer is never staged.
    expect(types).toEqual(
      NOTIFICATION_TYPES.filter((x) => x !== 'other' && x !== 'new_question' && x !== 'consultation_request')
        .slice()
        .sort(),
    );
    // The notes are the story's history: stored, already read.
    expect(await one(sql`select count(*) from notifications`)).toBeGreaterThan(300);
    expect(await one(sql`select count(*) from rewards where delivered_at is null`)).toBe(1);

    // People: approved lawyers with bar, specialisations and bio; pending ones with a real license file.
    expect(
      await one(
        sql`select count(*) from users where role = 'lawyer' and status = 'active' and bar_association is not null and bio is not null and cardinality(specializations) > 0`,
      ),
    ).toBeGreaterThanOrEqual(10);
    const pending = await rows<{ license_key: string }>(sql`select license_key from users where role = 'lawyer' and status = 'pending'`);
    expect(pending.length).toBe(3);
    for (const p of pending) expect((await t.app.ctx.storage.read(p.license_key))!.subarray(0, 5).toString()).toBe('%PDF-');

    // Ads with real PNG images, served publicly, and counted clicks.
    const { ads } = (await t.request({ method: 'GET', url: '/api/ads' })).json() as { ads: { imageUrl: string; position: string }[] };
    expect(new Set(ads.map((a) => a.position)).size).toBe(3);
    const image = await t.request({ method: 'GET', url: ads[0].imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const keys = await rows<{ image_key: string; image_mime: string; clicks: number }>(sql`select image_key, image_mime, clicks from ads`);
    for (const k of keys) {
      const bytes = (await t.app.ctx.storage.read(k.image_key))!;
      expect(bytes.subarray(1, 4).toString()).toBe('PNG');
      expect(k.image_mime).toBe('image/png');
      expect(k.clicks).toBeGreaterThan(0);
    }
  });

  it('mails nobody and alerts nobody about the seeded past; a new answer mails as before', { timeout: 60_000 }, async () => {
    const ctx = t.app.ctx;
    expect(await one(sql`select count(*) from pgboss.job where name <> ${QUEUES.searchWords}`)).toBe(0);
    expect(await one(sql`select count(*) from answer_mail_windows`)).toBe(0);
    expect(await one(sql`select count(*) from notifications where not is_read`)).toBe(0);
    // The worker polls a few times; later the follow-ups' and the digests' passes run (as their ticks would).
    await new Promise((r) => setTimeout(r, 2_000));
    t.clock.advance(20 * 60_000);
    expect(await sendDueFollowUps(ctx)).toBe(0);
    const digests = await runDigests(ctx);
    expect(digests.checked).toBeGreaterThan(5); // the demo lawyers were due a digest, with nothing new to list
    expect(digests.sent).toBe(0);
    // Seeded questions without a lawyer's answer stay history past the delay: no mail of free help.
    t.clock.advance((ctx.config.UNANSWERED_HELP_AFTER_H + 1) * 3_600_000);
    expect(await sendUnansweredHelp(ctx)).toBe(0);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(t.mail.inbox).toHaveLength(0);
    expect(await one(sql`select count(*) from pgboss.job where name <> ${QUEUES.searchWords}`)).toBe(0);

    // Live again: a demo lawyer answers a demo member's open question; the member is told and mailed.
    const [open] = await rows<{ id: string; title: string; author_id: string; email: string }>(sql`
      select p.id, p.title, p.author_id, u.email from posts p join users u on u.id = p.author_id
       where p.status = 'open' and p.reply_count = 0 and u.email like ${`%@${DEMO_DOMAIN}`} order by p.created_at desc limit 1`);
    const lawyer = (
      await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_LOGINS[2].email, password: DEMO_PASSWORD } })
    ).json();
    const res = await t.request({
      method: 'POST',
      url: `/api/posts/${open.id}/replies`,
      token: lawyer.token,
      payload: { content: 'Vous pouvez contester cette décision par lettre recommandée dans les deux mois qui suivent sa notification.' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await t.mail.waitFor((m) => m.to === open.email, 15_000);
    expect(mail.subject).toBe(`Nouvelle réponse à votre question « ${open.title} »`);
    expect(await one(sql`select count(*) from notifications where not is_read and user_id = ${open.author_id}`)).toBe(1);
    // The demo lawyer's own login sends its sign-in alert too; nothing else left.
    expect(t.mail.inbox.filter((m) => m.to !== open.email && m.to !== DEMO_LOGINS[2].email)).toHaveLength(0);
  });

  it('prints logins that work with the demo password', async () => {
    for (const l of DEMO_LOGINS) {
      const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: l.email, password: DEMO_PASSWORD } });
      expect(res.statusCode, l.email).toBe(200);
    }
    const lawyer = (
      await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_LOGINS[2].email, password: DEMO_PASSWORD } })
    ).json();
    const rewards = await t.request({ method: 'GET', url: '/api/posts/lawyer/rewards', token: lawyer.token });
    expect(rewards.json().pendingRewards).toHaveLength(1);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await counts();
    const again = await seedDemo(t.app.ctx);
    expect(again.created).toBe(false);
    expect(await counts()).toEqual(before);
    expect(before.posts).toBe(first.posts);
  });

  it('refuses a PGlite folder held by a running process, with a clear message', { timeout: 90_000 }, () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pretoire-seedlock-'));
    try {
      fs.writeFileSync(path.join(dir, 'pretoire.lock'), JSON.stringify({ pid: process.pid, owner: 'server' }));
      const here = path.dirname(fileURLToPath(import.meta.url));
      const res = spawnSync(process.execPath, [path.resolve(here, '../../dist/seed-demo.js')], {
        cwd: path.resolve(here, '../..'),
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 80_000,
      });
      expect(res.status).toBe(1);
      expect(res.stderr).toContain(`already in use by server (pid ${process.pid})`);
      expect(fs.existsSync(path.join(dir, 'db'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
