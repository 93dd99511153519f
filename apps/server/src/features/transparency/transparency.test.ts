import { TRANSPARENCY_MESSAGES } from '@pretoire/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, misuseSteps, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

// Public transparency figures, trusted flaggers first in the queue, and the misuse rules (warning, then suspension).

let t: TestApp;
type U = Awaited<ReturnType<TestApp['createUser']>>;
let admin: U;
let author: U;
let flagger: U;
let member: U;
let moaner: U;
beforeAll(async () => {
  // Small thresholds so each rule is reached in a few decisions.
  t = await createTestApp({ env: { MISUSE_UNFOUNDED_NOTICES: '2', MISUSE_HIDDEN_CONTENT: '2', MISUSE_SUSPENSION_DAYS: '1' } });
  admin = await t.createUser({ role: 'admin' });
  author = await t.createUser();
  flagger = await t.createUser();
  member = await t.createUser();
  moaner = await t.createUser();
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
async function ask(by = author) {
  n += 1;
  const res = await t.request({
    method: 'POST',
    url: '/api/posts',
    token: by.token,
    payload: {
      title: `Question de transparence numéro ${n}`,
      content: `Texte de la question ${n}, assez long pour passer.`,
      category: 'travail',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
}
const report = (targetId: string, token?: string, reason = 'spam', email?: string) =>
  t.request({ method: 'POST', url: '/api/reports', token, payload: { targetType: 'post', targetId, reason, ...(email ? { email } : {}) } });
const openGroups = async () => {
  const res = await t.request({ method: 'GET', url: '/api/admin/reports?status=open&limit=100', token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().groups as { _id: string; targetId: string }[];
};
async function decideTarget(targetId: string, decision: string) {
  const g = (await openGroups()).find((x) => x.targetId === targetId);
  const res = await t.request({
    method: 'PUT',
    url: `/api/admin/reports/${g?._id}`,
    token: admin.token,
    payload: { decision, statement: 'Motif détaillé de la décision de modération.' },
  });
  expect(res.statusCode, res.body).toBe(200);
}
const today = () => t.clock.now().toISOString().slice(0, 10);
const figures = async (qs = `from=${today()}&to=${today()}`) => {
  const res = await t.request({ method: 'GET', url: `/api/transparency?${qs}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('trusted flaggers', () => {
  it('only admins mark a member; it is audited', async () => {
    const url = `/api/admin/users/${flagger.user.id}/trusted-flagger`;
    expect((await t.request({ method: 'PUT', url, payload: { trusted: true } })).statusCode).toBe(401);
    expect((await t.request({ method: 'PUT', url, token: member.token, payload: { trusted: true } })).statusCode).toBe(403);
    const res = await t.request({ method: 'PUT', url, token: admin.token, payload: { trusted: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().trustedFlagger).toBe(true);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.trusted_flagger'), eq(auditLog.targetId, flagger.user.id)));
    expect(audit).toHaveLength(1);
    const missing = await t.request({
      method: 'PUT',
      url: `/api/admin/users/${crypto.randomUUID()}/trusted-flagger`,
      token: admin.token,
      payload: { trusted: true },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('puts their notices first in the queue and counts them apart', async () => {
    const before = await figures();
    const older = await ask();
    const newer = await ask();
    expect((await report(older, member.token)).statusCode).toBe(201);
    t.clock.advance(60_000);
    expect((await report(newer, flagger.token)).statusCode).toBe(201);
    expect((await report(newer, undefined, 'illegal_hate', 'visiteur@example.test')).statusCode).toBe(201);
    const ids = (await openGroups()).map((g) => g.targetId);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    const after = await t.request({ method: 'GET', url: `/api/transparency?from=${today()}&to=${today()}&v=1` });
    const f = after.json();
    expect(f.notices.total - before.notices.total).toBe(3);
    expect(f.notices.byNotifier.trusted_flagger - before.notices.byNotifier.trusted_flagger).toBe(1);
    expect(f.notices.byNotifier.visitor - before.notices.byNotifier.visitor).toBe(1);
    expect(f.notices.byReason.illegal_hate - before.notices.byReason.illegal_hate).toBe(1);
    await decideTarget(older, 'keep');
    await decideTarget(newer, 'hide');
  });
});

describe('transparency figures', () => {
  it('refuses bad dates and too long a period with a French reason', async () => {
    for (const qs of ['from=2026-13-01&to=2026-12-01', 'from=hier', 'from=2026-02-30&to=2026-03-01']) {
      const res = await t.request({ method: 'GET', url: `/api/transparency?${qs}` });
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().reason).toContain(TRANSPARENCY_MESSAGES.badDate);
    }
    const reversed = await t.request({ method: 'GET', url: '/api/transparency?from=2026-05-01&to=2026-04-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().reason).toContain(TRANSPARENCY_MESSAGES.fromAfterTo);
    const long = await t.request({ method: 'GET', url: '/api/transparency?from=2020-01-01&to=2026-01-01' });
    expect(long.statusCode).toBe(400);
    expect(long.json().reason).toContain(TRANSPARENCY_MESSAGES.rangeTooLong);
  });

  it('counts decisions by type with a median time, by month, publicly, and as CSV', async () => {
    const f = await figures(`from=${today()}&to=${today()}&x=2`);
    expect(f.decisions.byType.keep).toBeGreaterThanOrEqual(1);
    expect(f.decisions.byType.hide).toBeGreaterThanOrEqual(1);
    expect(f.decisions.total).toBe(Object.values(f.decisions.byType as Record<string, number>).reduce((a, b) => a + b, 0));
    expect(f.decisions.medianHours).not.toBeNull();
    expect(f.months).toHaveLength(1);
    expect(f.months[0].notices.total).toBe(f.notices.total);
    expect(f.appeals).toEqual({ received: 0, upheld: 0, reversed: 0, medianHours: null });
    const year = await figures('');
    expect(year.months.length).toBeGreaterThanOrEqual(12);
    const csv = await t.request({ method: 'GET', url: `/api/transparency.csv?from=${today()}&to=${today()}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0].split(';')[0]).toBe('Mois');
    expect(lines).toHaveLength(3);
    expect(lines[2].split(';')[1]).toBe(String(f.notices.total));
  });
  it('counts complaints and their outcomes in the period’s totals as in its months', async () => {
    const postId = await ask();
    const rep = await report(postId, member.token, 'illegal_hate');
    expect(rep.statusCode, rep.body).toBe(201);
    await decideTarget(postId, 'keep');
    const appealed = await t.request({
      method: 'POST',
      url: '/api/appeals',
      token: member.token,
      payload: { reportId: rep.json()._id, statement: 'Ce texte appelle à la haine envers un groupe.' },
    });
    expect(appealed.statusCode, appealed.body).toBe(201);
    const moderator = await t.createUser();
    const role = {
      method: 'PUT' as const,
      url: `/api/admin/users/${moderator.user.id}/role`,
      token: admin.token,
      payload: { role: 'moderator' },
    };
    expect((await t.request(role)).statusCode).toBe(200);
    const decided = await t.request({
      method: 'PUT',
      url: `/api/admin/appeals/${appealed.json().id}`,
      token: moderator.token,
      payload: { decision: 'reverse', statement: 'Le texte vise bien un groupe protégé.' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const f = await figures(`from=${today()}&to=${today()}&appeals=1`);
    expect(f.appeals).toMatchObject({ received: 1, upheld: 0, reversed: 1 });
    expect(f.months[0].appeals).toEqual(f.appeals);
  });
});

describe('misuse rules', () => {
  it('publishes the thresholds this server applies, for the terms of use', async () => {
    const res = await t.request({ method: 'GET', url: '/api/transparency/policy' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ unfoundedNotices: 2, hiddenContent: 2, windowDays: 30, suspensionDays: 1 });
  });

  it('warns a notifier, then suspends the processing of their notices; counted in the figures', async () => {
    const before = await figures(`from=${today()}&to=${today()}&m=1`);
    for (let i = 0; i < 2; i++) {
      const id = await ask();
      expect((await report(id, moaner.token)).statusCode).toBe(201);
      await decideTarget(id, 'keep');
    }
    let steps = await t.db.select().from(misuseSteps).where(eq(misuseSteps.userId, moaner.user.id));
    expect(steps.map((s) => s.step)).toEqual(['warning']);
    await t.mail.waitFor((m) => m.to.includes(moaner.user.email as string) && m.subject.includes('avertissement'));
    for (let i = 0; i < 2; i++) {
      t.clock.advance(1000);
      const id = await ask();
      expect((await report(id, moaner.token)).statusCode).toBe(201);
      await decideTarget(id, 'keep');
    }
    steps = await t.db.select().from(misuseSteps).where(eq(misuseSteps.userId, moaner.user.id));
    expect(steps.map((s) => s.step).sort()).toEqual(['suspension', 'warning']);
    const refused = await report(await ask(), moaner.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TRANSPARENCY_MESSAGES.noticesSuspended);
    expect(refused.json().reason).toContain('Suspendu jusqu');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, moaner.user.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['misuse.suspension', 'misuse.warning']);
    const after = await figures(`from=${today()}&to=${today()}&m=2`);
    expect(after.misuse.warnings - before.misuse.warnings).toBe(1);
    expect(after.misuse.noticeSuspensions - before.misuse.noticeSuspensions).toBe(1);
    // The suspension ends by itself.
    t.clock.advance(86_400_000 + 1000);
    expect((await report(await ask(), moaner.token)).statusCode).toBe(201);
  });

  it('warns an author whose content is hidden repeatedly, then suspends the account', async () => {
    const writer = await t.createUser();
    for (let i = 0; i < 4; i++) {
      t.clock.advance(1000);
      const id = await ask(writer);
      expect((await report(id, member.token)).statusCode).toBe(201);
      await decideTarget(id, i % 2 ? 'delete' : 'hide');
    }
    const steps = await t.db.select().from(misuseSteps).where(eq(misuseSteps.userId, writer.user.id));
    expect(steps.map((s) => s.step).sort()).toEqual(['suspension', 'warning']);
    const [u] = await t.db.select().from(users).where(eq(users.id, writer.user.id));
    expect(u.suspendedUntil?.getTime()).toBeGreaterThan(t.clock.now().getTime());
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: writer.user.email, password: writer.password },
    });
    expect(login.statusCode).toBe(403);
    await t.mail.waitFor((m) => m.to.includes(writer.user.email as string) && m.subject.includes('usage abusif'));
    const f = await figures(`from=${today()}&to=${today()}&m=3`);
    expect(f.suspensions.byReason.misuse).toBeGreaterThanOrEqual(1);
    expect(f.misuse.accountSuspensions).toBeGreaterThanOrEqual(1);
  });
});
