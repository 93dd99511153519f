import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { mailFailures, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { type MailCatcher, startMailCatcher } from '../../test/mail-catcher';
import { enqueueMail } from '.';

// The durable outbox — same transaction as the event, retries, 5xx fails for good, one send per job.

const env = { OUTBOX_RETRY_DELAY_S: '1', OUTBOX_RETRY_BACKOFF: 'false', OUTBOX_POLL_MS: '500', PUBLIC_URL: 'https://pretoire.example' };
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
beforeAll(async () => {
  t = await createTestApp({ env });
  admin = await t.createUser({ role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

const mail = (to: string, subject: string) => ({
  to,
  kind: 'account' as const,
  subject,
  text: `${subject} (texte)`,
  html: `<p>${subject}</p>`,
});
const waitingJobs = async () => {
  const res = await t.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'mail' and state < 'completed'`);
  return Number((res as unknown as { rows: { n: number }[] }).rows[0].n);
};
async function until(check: () => Promise<boolean> | boolean, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
const pendingLawyer = () => t.createUser({ role: 'lawyer', status: 'pending' });

describe('outbox', () => {
  it('sends a mail queued in a committed transaction, and nothing from a rolled-back one', async () => {
    await t.db.transaction(async (tx) => enqueueMail(tx, mail('kept@example.test', 'Gardé')));
    await t.db
      .transaction(async (tx) => {
        await enqueueMail(tx, mail('lost@example.test', 'Annulé'));
        throw new Error('rollback');
      })
      .catch(() => {});
    const got = await t.mail.waitFor((m) => m.to === 'kept@example.test');
    expect(got).toMatchObject({ subject: 'Gardé', text: expect.stringContaining('Gardé (texte)') });
    await until(async () => (await waitingJobs()) === 0);
    expect(t.mail.inbox.filter((m) => m.to === 'lost@example.test')).toHaveLength(0);
  });

  it('approval and rejection mails go through the outbox and arrive', async () => {
    const a = await pendingLawyer();
    expect((await t.request({ method: 'PUT', url: `/api/admin/lawyers/${a.user.id}/approve`, token: admin.token })).statusCode).toBe(200);
    expect((await t.mail.waitFor((m) => m.to === a.user.email)).subject).toBe('Prétoire : compte avocat validé');
  });

  it('SMTP stopped: the decision still succeeds; once SMTP is back each mail arrives exactly once', async () => {
    const port = t.mail.port;
    await t.mail.close();
    const lawyers = [await pendingLawyer(), await pendingLawyer(), await pendingLawyer()];
    for (const l of lawyers) {
      const res = await t.request({ method: 'PUT', url: `/api/admin/lawyers/${l.user.id}/approve`, token: admin.token });
      expect(res.statusCode).toBe(200);
    }
    // The worker tries, fails to connect, and schedules retries.
    await until(async () => {
      const res = await t.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'mail' and state = 'retry'`);
      return Number((res as unknown as { rows: { n: number }[] }).rows[0].n) >= 1;
    });
    const back: MailCatcher = await startMailCatcher(port);
    try {
      for (const l of lawyers) await back.waitFor((m) => m.to === l.user.email, 15_000);
      await until(async () => (await waitingJobs()) === 0);
      for (const l of lawyers) expect(back.inbox.filter((m) => m.to === l.user.email)).toHaveLength(1);
    } finally {
      // Hand the port back to the harness's catcher for the next tests.
      await back.close();
      t.mail = await startMailCatcher(port);
    }
  });

  it('a mail refused for good (5xx) is not retried: marked failed, logged, counted in the admin stats', async () => {
    t.mail.failNext(1, 550);
    await t.db.transaction(async (tx) => enqueueMail(tx, mail('refused@example.test', 'Refusé')));
    await until(async () => (await t.db.select().from(mailFailures)).length === 1);
    const [failure] = await t.db.select().from(mailFailures);
    expect(failure).toMatchObject({ to: 'refused@example.test', kind: 'account', subject: 'Refusé' });
    expect(failure.error).toContain('550');
    await until(async () => (await waitingJobs()) === 0);
    expect(t.mail.inbox.filter((m) => m.to === 'refused@example.test')).toHaveLength(0);
    const stats = await t.request({ method: 'GET', url: '/api/admin/stats', token: admin.token });
    expect(stats.json().mail).toEqual({ queued: 0, failed: 1 });
  });

  it('a temporary refusal (4xx) is retried and then delivered once', async () => {
    t.mail.failNext(1, 451);
    await t.db.transaction(async (tx) => enqueueMail(tx, mail('later@example.test', 'Plus tard')));
    await t.mail.waitFor((m) => m.to === 'later@example.test', 15_000);
    await until(async () => (await waitingJobs()) === 0);
    expect(t.mail.inbox.filter((m) => m.to === 'later@example.test')).toHaveLength(1);
  });

  it('drops the queued mails of a deleted account', async () => {
    const { user } = await t.createUser();
    const port = t.mail.port;
    await t.mail.close();
    await t.db.transaction(async (tx) => enqueueMail(tx, { ...mail(user.email!, 'Pour un compte supprimé'), userId: user.id }));
    await t.db.update(users).set({ deletedAt: new Date(), email: null }).where(eq(users.id, user.id));
    t.mail = await startMailCatcher(port);
    await until(async () => (await waitingJobs()) === 0);
    expect(t.mail.inbox.filter((m) => m.subject === 'Pour un compte supprimé')).toHaveLength(0);
  });

  it('two instances on one database: each mail is sent once', async () => {
    const second = await buildApp({ config: t.app.ctx.config, database: t.app.ctx.database, clock: t.clock, logger: false });
    await second.ready();
    try {
      const to = Array.from({ length: 30 }, (_, i) => `twice-${i}@example.test`);
      for (const addr of to) await t.db.transaction(async (tx) => enqueueMail(tx, mail(addr, 'Une fois')));
      await until(() => to.every((addr) => t.mail.inbox.some((m) => m.to === addr)));
      await until(async () => (await waitingJobs()) === 0);
      for (const addr of to) expect(t.mail.inbox.filter((m) => m.to === addr)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
