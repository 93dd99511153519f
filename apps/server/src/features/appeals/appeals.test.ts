import { APPEAL_MESSAGES, HIDDEN_CONTENT_TEXT, OUT_OF_COURT_URL } from '@pretoire/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, moderationDecisions, notifications, reports } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

// The moderator role (per route), complaints against decisions (DSA art. 20) and their outcomes.

let t: TestApp;
type U = Awaited<ReturnType<TestApp['createUser']>>;
let admin: U;
let mod: U;
let asker: U;
let notifier: U;
let stranger: U;
let lawyer: U;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  mod = await t.createUser();
  asker = await t.createUser();
  notifier = await t.createUser();
  stranger = await t.createUser();
  lawyer = await t.createUser({ role: 'lawyer' });
});
afterAll(async () => {
  await t?.close();
});

const STATEMENT = 'Propos diffamatoires visant une personne nommée.';
const setRole = (id: string, role: string, token = admin.token) =>
  t.request({ method: 'PUT', url: `/api/admin/users/${id}/role`, token, payload: { role } });
const appeal = (payload: Record<string, unknown>, token?: string) => t.request({ method: 'POST', url: '/api/appeals', token, payload });
const decideAppeal = (id: string, payload: Record<string, unknown>, token = mod.token) =>
  t.request({ method: 'PUT', url: `/api/admin/appeals/${id}`, token, payload });
const listAppeals = async (status: string, token = mod.token) => {
  const res = await t.request({ method: 'GET', url: `/api/admin/appeals?status=${status}&limit=100`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().appeals as { _id: string; side: string; outcome: string | null; decision: { decision: string } }[];
};

/** A question by `asker`, reported by `notifier` and a visitor, decided by the admin. */
async function decided(decision: 'hide' | 'keep', title: string) {
  const posted = await t.request({
    method: 'POST',
    url: '/api/posts',
    token: asker.token,
    payload: { title, content: 'Mon employeur refuse de me payer mes heures supplémentaires depuis trois mois.', category: 'travail' },
  });
  expect(posted.statusCode, posted.body).toBe(201);
  const postId = posted.json()._id as string;
  const byMember = await t.request({
    method: 'POST',
    url: '/api/reports',
    token: notifier.token,
    payload: { targetType: 'post', targetId: postId, reason: 'illegal_defamation' },
  });
  expect(byMember.statusCode, byMember.body).toBe(201);
  const visitorEmail = `passant-${postId.slice(0, 8)}@example.test`;
  const byVisitor = await t.request({
    method: 'POST',
    url: '/api/reports',
    payload: { targetType: 'post', targetId: postId, reason: 'spam', email: visitorEmail },
  });
  expect(byVisitor.statusCode, byVisitor.body).toBe(201);
  const reportId = byMember.json()._id as string;
  const res = await t.request({
    method: 'PUT',
    url: `/api/admin/reports/${reportId}`,
    token: admin.token,
    payload: { decision, statement: STATEMENT },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { postId, reportId, visitorReportId: byVisitor.json()._id as string, visitorEmail };
}

describe('moderator role', () => {
  it('is given and taken by admins only, audited, and never to an admin', async () => {
    for (const who of [mod, asker, lawyer]) expect((await setRole(stranger.user.id, 'moderator', who.token)).statusCode).toBe(403);
    expect((await setRole(stranger.user.id, 'moderator', '')).statusCode).toBe(401);
    expect((await setRole(admin.user.id, 'moderator')).json().message).toBe(APPEAL_MESSAGES.roleAdminOnly);
    expect((await setRole(mod.user.id, 'superuser')).statusCode).toBe(400);
    const res = await setRole(mod.user.id, 'moderator');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.moderator).toBe(true);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: mod.token });
    if (me.statusCode === 200) expect(me.json().user.moderator).toBe(true);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, mod.user.id));
    expect(audit.find((a) => a.action === 'user.role')?.details).toEqual({ from: 'user', to: 'moderator' });
  });

  it('opens reports, appeals and suspensions to a moderator; every other /api/admin route answers 403', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const allowed = new Set([
      'GET /api/admin/reports',
      'PUT /api/admin/reports/{id}',
      'GET /api/admin/appeals',
      'PUT /api/admin/appeals/{id}',
      'PUT /api/admin/users/{id}/suspension',
    ]);
    const routes = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api/admin/'))
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => ({ method: m.toUpperCase(), path: p })));
    expect(routes.length).toBeGreaterThan(allowed.size);
    for (const key of allowed) expect(routes.map((r) => `${r.method} ${r.path}`)).toContain(key);
    const someone = '00000000-0000-4000-8000-000000000000';
    for (const r of routes) {
      const url = r.path.replace(/\{[^}]+\}/g, someone);
      const call = (token: string) =>
        t.request({ method: r.method as 'GET', url, token, ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }) });
      const key = `${r.method} ${r.path}`;
      const asMod = await call(mod.token);
      if (allowed.has(key)) expect([401, 403], key).not.toContain(asMod.statusCode);
      else expect(asMod.statusCode, key).toBe(403);
      expect((await call(stranger.token)).statusCode, key).toBe(403);
      expect((await call(lawyer.token)).statusCode, key).toBe(403);
    }
  });

  it('loses the moderation screens once the role is removed', async () => {
    const [one, other] = [await t.createUser(), await t.createUser()];
    for (const m of [one, other]) expect((await setRole(m.user.id, 'moderator')).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/admin/reports', token: other.token })).statusCode).toBe(200);
    expect((await setRole(other.user.id, 'user')).json().user.moderator).toBe(false);
    expect((await t.request({ method: 'GET', url: '/api/admin/reports', token: other.token })).statusCode).toBe(403);
  });
});

describe('appeals', () => {
  it('lets the author contest a hide; another person reverses it: public at once, both sides told', async () => {
    const { postId, reportId } = await decided('hide', 'Question masquée puis contestée par son auteur');
    // The statement of reasons names every redress.
    const toAuthor = await t.mail.waitFor((m) => m.to.includes(asker.user.email!) && m.text.includes(STATEMENT));
    expect(toAuthor.text).toContain(`/recours?report=${reportId}`);
    expect(toAuthor.text).toContain(OUT_OF_COURT_URL);

    expect((await appeal({ reportId, statement: 'Je ne vise personne.' }, stranger.token)).statusCode).toBe(403);
    // The author's «Contester la décision» finds the report from the hidden question; a stranger finds nothing.
    const found = await t.request({ method: 'GET', url: `/api/appeals/target/${postId}`, token: asker.token });
    expect([found.statusCode, found.json().reportId]).toEqual([200, reportId]);
    expect((await t.request({ method: 'GET', url: `/api/appeals/target/${postId}`, token: stranger.token })).statusCode).toBe(404);
    expect((await appeal({ reportId, statement: 'court' }, asker.token)).statusCode).toBe(400);
    const res = await appeal({ reportId, statement: 'Ma question ne nomme personne, elle décrit une situation.' }, asker.token);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    const again = await appeal({ reportId, statement: 'Je conteste une seconde fois la même décision.' }, asker.token);
    expect([again.statusCode, again.json().message]).toEqual([409, APPEAL_MESSAGES.duplicate]);

    const open = await listAppeals('open');
    expect(open.find((a) => a._id === id)).toMatchObject({ side: 'author', outcome: null, decision: { decision: 'hide' } });
    // Members and lawyers see no complaint.
    expect((await t.request({ method: 'GET', url: '/api/admin/appeals', token: stranger.token })).statusCode).toBe(403);
    // The person who took the decision may not decide the complaint.
    const own = await decideAppeal(id, { decision: 'reverse', statement: 'Je reviens sur ma propre décision.' }, admin.token);
    expect([own.statusCode, own.json().message]).toEqual([403, APPEAL_MESSAGES.ownDecision]);

    const answer = 'La question décrit une situation sans accuser nommément.';
    const done = await decideAppeal(id, { decision: 'reverse', statement: answer });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().appeal).toMatchObject({ status: 'decided', outcome: 'reverse', answer });
    const pub = (await t.request({ method: 'GET', url: `/api/posts/${postId}` })).json();
    expect([pub.hidden, pub.title]).toEqual([false, 'Question masquée puis contestée par son auteur']);
    expect((await decideAppeal(id, { decision: 'uphold', statement: 'Une seconde décision sur le recours.' })).statusCode).toBe(409);

    const notes = await t.db
      .select()
      .from(notifications)
      .where(inArray(notifications.userId, [asker.user.id, notifier.user.id]));
    expect(notes.some((n) => n.userId === asker.user.id && n.content.includes(answer))).toBe(true);
    expect(notes.some((n) => n.userId === notifier.user.id && n.content.includes(answer))).toBe(true);
    const mail = await t.mail.waitFor((m) => m.to.includes(asker.user.email!) && m.subject.includes('recours'));
    expect(mail.text).toContain(answer);
    await t.mail.waitFor((m) => m.to.includes(notifier.user.email!) && m.subject.includes('recours'));
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((a) => a.action).sort()).toEqual(['appeal.create', 'appeal.reverse']);
    expect((await listAppeals('decided')).some((a) => a._id === id)).toBe(true);
    // The person's export holds their complaints and outcomes.
    const exported = await t.request({ method: 'GET', url: '/api/users/me/export', token: asker.token });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().appealsMade).toMatchObject([{ side: 'author', status: 'decided', outcome: 'reverse', answer }]);
  });

  it('lets a notifier contest a keep; its reversal hides the content through the normal decision', async () => {
    const { postId, reportId } = await decided('keep', 'Question conservée puis contestée par le signalant');
    // The notifier's in-app note of the outcome carries its «Contester la décision» link, as the author's does.
    const inbox = async (token: string) =>
      (await t.request({ method: 'GET', url: '/api/notifications?limit=50', token })).json().notifications as {
        content: string;
        appealReport: string | null;
        post: string | null;
      }[];
    const told = (await inbox(notifier.token)).find((n) => n.post === postId && n.content.includes(STATEMENT));
    expect(told).toMatchObject({ appealReport: reportId });
    expect((await inbox(asker.token)).find((n) => n.post === postId && n.content.includes(STATEMENT))?.appealReport).toBe(reportId);
    expect((await inbox(stranger.token)).some((n) => n.appealReport === reportId)).toBe(false);
    const res = await appeal({ reportId, statement: 'Cette question vise une personne nommée.' }, notifier.token);
    expect(res.statusCode, res.body).toBe(201);
    const done = await decideAppeal(res.json().id, { decision: 'reverse', statement: 'La personne visée est identifiable.' });
    expect(done.statusCode, done.body).toBe(200);
    const pub = (await t.request({ method: 'GET', url: `/api/posts/${postId}` })).json();
    expect([pub.hidden, pub.title]).toEqual([true, HIDDEN_CONTENT_TEXT]);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, asker.user.id));
    expect(notes.some((n) => n.content.includes('La personne visée est identifiable.'))).toBe(true);
  });

  it('lets a visitor contest through the signed link of the mail only; an upheld decision is told', async () => {
    const { visitorReportId, visitorEmail } = await decided('keep', 'Question conservée, contestée par un visiteur');
    const mail = await t.mail.waitFor((m) => m.to.includes(visitorEmail));
    const token = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(mail.text)?.[1] ?? '');
    expect(token).not.toBe('');
    expect((await appeal({ reportId: visitorReportId, statement: 'Sans lien signé, pas de recours.' })).statusCode).toBe(401);
    const forged = await appeal({ reportId: visitorReportId, statement: 'Un lien signé imité.', token: `${token.slice(0, -2)}xx` });
    expect([forged.statusCode, forged.json().message]).toEqual([403, APPEAL_MESSAGES.badLink]);
    const res = await appeal({ reportId: visitorReportId, statement: 'Ce contenu est un démarchage.', token });
    expect(res.statusCode, res.body).toBe(201);
    expect((await appeal({ reportId: visitorReportId, statement: 'Ce contenu est un démarchage.', token })).statusCode).toBe(409);
    const done = await decideAppeal(res.json().id, { decision: 'uphold', statement: 'Aucun démarchage dans ce texte.' });
    expect(done.statusCode, done.body).toBe(200);
    await t.mail.waitFor((m) => m.to.includes(visitorEmail) && m.subject.includes('recours') && m.text.includes('maintenue'));
  });

  it('refuses a complaint six months after the decision, and on a report not decided yet', async () => {
    const { reportId } = await decided('keep', 'Question conservée il y a plus de six mois');
    const [r] = await t.db.select().from(reports).where(eq(reports.id, reportId));
    const old = new Date(t.clock.now().getTime() - 200 * 86_400_000);
    await t.db
      .update(moderationDecisions)
      .set({ createdAt: old })
      .where(eq(moderationDecisions.id, r.decisionId as string));
    const late = await appeal({ reportId, statement: 'Je conteste bien trop tard.' }, asker.token);
    expect([late.statusCode, late.json().message]).toEqual([400, APPEAL_MESSAGES.tooLate]);

    const posted = await t.request({
      method: 'POST',
      url: '/api/posts',
      token: asker.token,
      payload: {
        title: 'Question signalée et pas encore décidée',
        content: 'Mon bailleur refuse de rendre le dépôt de garantie.',
        category: 'travail',
      },
    });
    const rep = await t.request({
      method: 'POST',
      url: '/api/reports',
      token: notifier.token,
      payload: { targetType: 'post', targetId: posted.json()._id, reason: 'spam' },
    });
    const early = await appeal({ reportId: rep.json()._id, statement: 'Rien n’a encore été décidé.' }, notifier.token);
    expect([early.statusCode, early.json().message]).toEqual([400, APPEAL_MESSAGES.notDecided]);
  });
});

describe('deciding an appeal', () => {
  it('lets one of two moderators deciding at once act; the other gets 409 and nothing is applied twice', async () => {
    const [one, other] = [await t.createUser(), await t.createUser()];
    for (const m of [one, other]) expect((await setRole(m.user.id, 'moderator')).statusCode).toBe(200);
    const { postId, reportId } = await decided('keep', 'Question conservée puis contestée deux fois à la fois');
    const res = await appeal({ reportId, statement: 'Cette question vise une personne nommée.' }, notifier.token);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    const both = await Promise.all([
      decideAppeal(id, { decision: 'reverse', statement: 'La personne visée est identifiable.' }, one.token),
      decideAppeal(id, { decision: 'reverse', statement: 'Le texte nomme la personne visée.' }, other.token),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().message).toBe(APPEAL_MESSAGES.alreadyDecided);
    // One reversal: one hide decision through the appeal, one audit row for it.
    const hides = await t.db.select().from(auditLog).where(eq(auditLog.targetId, postId));
    expect(hides.filter((a) => a.action === 'moderation.hide.appeal')).toHaveLength(1);
    const decisions = await t.db.select().from(moderationDecisions).where(eq(moderationDecisions.targetId, postId));
    expect(decisions.map((d) => d.decision).sort()).toEqual(['hide', 'keep']);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((a) => a.action).sort()).toEqual(['appeal.create', 'appeal.reverse']);
  });
});
