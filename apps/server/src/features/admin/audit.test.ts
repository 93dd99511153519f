import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, posts, users } from '../../db/schema';
import { createTestApp, multipart, samples, type TestApp } from '../../test/harness';

// Every admin action (approve, reject, delete a question, create/update/delete an ad) is written to audit_log in
// the transaction of the action itself: no action without its entry, no entry without its action.

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let member: Awaited<ReturnType<TestApp['createUser']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  member = await t.createUser();
});
afterAll(async () => {
  await t?.close();
});

type Entry = {
  _id: string;
  actor: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
  createdAt: string;
};

async function log(query = 'limit=100'): Promise<{ entries: Entry[]; total: number; totalPages: number; currentPage: number }> {
  const res = await t.request({ method: 'GET', url: `/api/admin/audit-log?${query}`, token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const pending = async () => (await t.createUser({ role: 'lawyer', status: 'pending' })).user;
async function ask() {
  const res = await t.request({
    method: 'POST',
    url: '/api/posts',
    token: member.token,
    payload: { title: 'Une question à supprimer', content: 'Le contenu détaillé de la question à supprimer.', category: 'travail' },
  });
  return res.json()._id as string;
}
async function uploadAd(position = 'home-top') {
  const f = multipart({ position, link: 'https://cabinet.example' }, [
    { field: 'image', filename: 'a.png', type: 'image/png', data: samples.png() },
  ]);
  return t.request({ method: 'POST', url: '/api/ads/admin/upload', token: admin.token, payload: f.payload, headers: f.headers });
}
const publicFiles = () => {
  const dir = path.join(t.dataDir, 'uploads', 'public');
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0;
};

describe('audit log', () => {
  it('records each admin action with its actor, target and details, newest first', async () => {
    const before = (await log()).total;
    const a = await pending();
    const r = await pending();
    const post = await ask();
    expect((await t.request({ method: 'PUT', url: `/api/admin/lawyers/${a.id}/approve`, token: admin.token })).statusCode).toBe(200);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/admin/lawyers/${r.id}/reject`,
          token: admin.token,
          payload: { reason: 'Justificatif illisible' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/admin/posts/${post}`, token: admin.token })).statusCode).toBe(200);
    const ad = (await uploadAd()).json().ad._id as string;
    expect(
      (await t.request({ method: 'PUT', url: `/api/ads/admin/${ad}`, token: admin.token, payload: { active: false } })).statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/ads/admin/${ad}`, token: admin.token })).statusCode).toBe(200);

    const page = await log();
    expect(page.total).toBe(before + 6);
    const mine = page.entries.slice(0, 6);
    expect(mine.map((e) => [e.action, e.targetType, e.targetId])).toEqual([
      ['ad.delete', 'ad', ad],
      ['ad.update', 'ad', ad],
      ['ad.create', 'ad', ad],
      ['post.delete', 'post', post],
      ['lawyer.reject', 'user', r.id],
      ['lawyer.approve', 'user', a.id],
    ]);
    expect(mine.every((e) => e.actor === admin.user.id)).toBe(true);
    expect(mine[4].details).toEqual({ reason: 'Justificatif illisible' });
    expect(mine[3].details).toMatchObject({ title: 'Une question à supprimer', authorId: member.user.id });
    expect(mine[1].details).toEqual({ active: false });
    expect(Number.isNaN(Date.parse(mine[0].createdAt))).toBe(false);
  });

  it('paginates', async () => {
    const all = await log();
    const second = await log('page=2&limit=2');
    expect(second.currentPage).toBe(2);
    expect(second.totalPages).toBe(Math.ceil(all.total / 2));
    expect(second.entries.map((e) => e._id)).toEqual(all.entries.slice(2, 4).map((e) => e._id));
    for (const q of ['page=0', 'limit=0', 'limit=101', 'page=abc', 'page=-1']) {
      const res = await t.request({ method: 'GET', url: `/api/admin/audit-log?${q}`, token: admin.token });
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('refused actions write nothing', async () => {
    const before = (await log()).total;
    const notALawyer = member.user.id;
    expect((await t.request({ method: 'PUT', url: `/api/admin/lawyers/${notALawyer}/approve`, token: admin.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/admin/posts/${crypto.randomUUID()}`, token: admin.token })).statusCode).toBe(
      404,
    );
    expect(
      (await t.request({ method: 'PUT', url: `/api/ads/admin/${crypto.randomUUID()}`, token: admin.token, payload: { active: true } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'PUT', url: `/api/admin/lawyers/${(await pending()).id}/approve`, token: member.token })).statusCode,
    ).toBe(403);
    expect((await log()).total).toBe(before);
  });
});

describe('the action and its entry share one transaction', () => {
  // A trigger makes every audit insert fail: each action must then be undone as a whole.
  beforeAll(async () => {
    await t.db.execute(
      sql.raw(
        `create function audit_fail() returns trigger language plpgsql as $$ begin raise exception 'audit unavailable (test)'; end $$`,
      ),
    );
    await t.db.execute(sql.raw('create trigger audit_fail before insert on audit_log for each row execute function audit_fail()'));
  });
  afterAll(async () => {
    await t.db.execute(sql.raw('drop trigger audit_fail on audit_log'));
    await t.db.execute(sql.raw('drop function audit_fail()'));
  });

  it('approve and reject leave the lawyer pending, and send no mail', async () => {
    const u = await pending();
    expect((await t.request({ method: 'PUT', url: `/api/admin/lawyers/${u.id}/approve`, token: admin.token })).statusCode).toBe(500);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/admin/lawyers/${u.id}/reject`,
          token: admin.token,
          payload: { reason: 'Justificatif illisible' },
        })
      ).statusCode,
    ).toBe(500);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row.status).toBe('pending');
    expect(row.rejectionReason).toBeNull();
    // Mails leave through the outbox after the commit: nothing was queued for this lawyer, nothing arrived.
    // (Counting the whole inbox raced mails of earlier tests still being delivered.)
    const queued = await t.db.execute(sql`select count(*)::int as n from pgboss.job where data->>'to' = ${u.email}`);
    expect(Number((queued as unknown as { rows: { n: number }[] }).rows[0].n)).toBe(0);
    expect(t.mail.inbox.filter((m) => m.to.includes(String(u.email).toLowerCase()))).toEqual([]);
  });

  it('deleting a question keeps it, with its replies', async () => {
    const lawyer = await t.createUser({ role: 'lawyer' });
    const post = await ask();
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/posts/${post}/replies`,
          token: lawyer.token,
          payload: { content: 'Une réponse d\u2019avocat.' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/admin/posts/${post}`, token: admin.token })).statusCode).toBe(500);
    const res = await t.request({ method: 'GET', url: `/api/posts/${post}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().replies).toHaveLength(1);
    const [{ replyCount }] = await t.db.select({ replyCount: users.replyCount }).from(users).where(eq(users.id, lawyer.user.id));
    expect(replyCount).toBe(1);
    expect((await t.db.select().from(posts).where(eq(posts.id, post))).length).toBe(1);
  });

  it('ads: no row and no file on create; update and delete change nothing', async () => {
    const adCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(ads))[0].n;
    const rows = await adCount();
    const files = publicFiles();
    expect((await uploadAd()).statusCode).toBe(500);
    expect(await adCount()).toBe(rows);
    expect(publicFiles()).toBe(files);

    const [ad] = await t.db
      .insert(ads)
      .values({ position: 'home-top', imageKey: 'public/none.png', imageMime: 'image/png', link: null })
      .returning();
    expect(
      (await t.request({ method: 'PUT', url: `/api/ads/admin/${ad.id}`, token: admin.token, payload: { active: false } })).statusCode,
    ).toBe(500);
    expect((await t.db.select().from(ads).where(eq(ads.id, ad.id)))[0].active).toBe(true);
    expect((await t.request({ method: 'DELETE', url: `/api/ads/admin/${ad.id}`, token: admin.token })).statusCode).toBe(500);
    expect((await t.db.select().from(ads).where(eq(ads.id, ad.id))).length).toBe(1);
  });
});
