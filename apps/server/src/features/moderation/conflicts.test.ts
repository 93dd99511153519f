import { APPEAL_MESSAGES, CONFLICT_MESSAGES, HIDDEN_CONTENT_TEXT } from '@pretoire/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, reports, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

// Nobody decides their own case: not their content, not a report they filed, not their complaint
// (docs/decisions/moderation-conflicts.md).

type U = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let admin: U;
let moda: U;
let other: U;
let member: U;
let notifier: U;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  moda = await t.createUser({ moderator: true });
  other = await t.createUser({ moderator: true });
  member = await t.createUser();
  notifier = await t.createUser();
});
afterAll(async () => t?.close());

const STATEMENT = 'Propos diffamatoires visant une personne nommée.';
const code = (res: { json(): { code?: string } }) => res.json().code;

async function ask(who: U, title: string) {
  const res = await t.request({
    method: 'POST',
    url: '/api/posts',
    token: who.token,
    payload: { title, content: 'Mon employeur refuse de me payer mes heures supplémentaires depuis trois mois.', category: 'travail' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
}
async function report(who: U, targetId: string, targetType = 'post') {
  const res = await t.request({ method: 'POST', url: '/api/reports', token: who.token, payload: { targetType, targetId, reason: 'spam' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
}
const decide = (reportId: string, decision: string, who: U, extra: object = {}) =>
  t.request({
    method: 'PUT',
    url: `/api/admin/reports/${reportId}`,
    token: who.token,
    payload: { decision, statement: STATEMENT, ...extra },
  });
const decideAppeal = (id: string, decision: string, who: U) =>
  t.request({ method: 'PUT', url: `/api/admin/appeals/${id}`, token: who.token, payload: { decision, statement: STATEMENT } });
const appeal = (reportId: string, who: U, statement = 'Ma question ne nomme personne, elle décrit une situation.') =>
  t.request({ method: 'POST', url: '/api/appeals', token: who.token, payload: { reportId, statement } });
const hiddenNow = async (postId: string) => (await t.db.select().from(posts).where(eq(posts.id, postId)))[0].hiddenAt !== null;
async function openGroup(who: U, targetId: string) {
  const res = await t.request({ method: 'GET', url: '/api/admin/reports?status=open&limit=100', token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().groups as { targetId: string; conflict: string | null }[]).find((g) => g.targetId === targetId);
}

describe('a moderator’s own content', () => {
  it('is never hers to restore: not by deciding her own complaint, not by a direct restore', async () => {
    const postId = await ask(moda, 'Question d’une modératrice masquée après un signalement');
    const reportId = await report(notifier, postId);
    expect((await decide(reportId, 'hide', admin)).statusCode).toBe(200);
    const filed = await appeal(reportId, moda);
    expect(filed.statusCode, filed.body).toBe(201);
    const id = filed.json().id as string;
    const list = await t.request({ method: 'GET', url: '/api/admin/appeals?status=open&limit=100', token: moda.token });
    const mine = (list.json().appeals as { _id: string; conflict: string | null }[]).find((a) => a._id === id);
    expect(mine?.conflict).toBe(CONFLICT_MESSAGES.ownContent);
    const own = await decideAppeal(id, 'reverse', moda);
    expect([own.statusCode, own.json().message, code(own)]).toEqual([403, CONFLICT_MESSAGES.ownContent, 'MODERATION_OWN_CONTENT']);
    expect(await hiddenNow(postId)).toBe(true);
    // The restore through the moderation queue's PUT, without any complaint.
    const direct = await decide(reportId, 'restore', moda);
    expect([direct.statusCode, direct.json().message]).toEqual([403, CONFLICT_MESSAGES.ownContent]);
    expect(await hiddenNow(postId)).toBe(true);
    const pub = (await t.request({ method: 'GET', url: `/api/posts/${postId}` })).json();
    expect(pub.title).toBe(HIDDEN_CONTENT_TEXT);
    // Another moderator decides it.
    expect((await decideAppeal(id, 'uphold', other)).statusCode).toBe(200);
  });

  it('is not hers to keep: the report waits in the queue, which tells her why, and another moderator decides', async () => {
    const postId = await ask(moda, 'Autre question de la modératrice, signalée');
    const reportId = await report(notifier, postId);
    expect((await openGroup(moda, postId))?.conflict).toBe(CONFLICT_MESSAGES.ownContent);
    expect((await openGroup(other, postId))?.conflict).toBeNull();
    const keep = await decide(reportId, 'keep', moda);
    expect([keep.statusCode, keep.json().message]).toEqual([403, CONFLICT_MESSAGES.ownContent]);
    const [r] = await t.db.select().from(reports).where(eq(reports.id, reportId));
    expect(r.status).toBe('open');
    expect((await decide(reportId, 'keep', other)).statusCode).toBe(200);
  });

  it('hides who reported her from her own queue item', async () => {
    const postId = await ask(moda, 'Question de la modératrice dont les signalants restent anonymes pour elle');
    await report(notifier, postId);
    const res = await t.request({ method: 'GET', url: '/api/admin/reports?status=open&limit=100', token: moda.token });
    const group = (res.json().groups as { targetId: string; reports: { reporter: string }[] }[]).find((g) => g.targetId === postId);
    expect(group?.reports.map((r) => r.reporter)).toEqual(['Membre']);
    const asOther = await t.request({ method: 'GET', url: '/api/admin/reports?status=open&limit=100', token: other.token });
    const seen = (asOther.json().groups as { targetId: string; reports: { reporter: string }[] }[]).find((g) => g.targetId === postId);
    expect(seen?.reports.map((r) => r.reporter)).toEqual([notifier.user.nickname]);
  });
});

describe('a report one filed', () => {
  it('is decided by someone else, and so is the complaint against its decision', async () => {
    const postId = await ask(member, 'Question signalée par la modératrice elle-même');
    const reportId = await report(moda, postId);
    expect((await openGroup(moda, postId))?.conflict).toBe(CONFLICT_MESSAGES.ownReport);
    const res = await decide(reportId, 'hide', moda);
    expect([res.statusCode, res.json().message, code(res)]).toEqual([403, CONFLICT_MESSAGES.ownReport, 'MODERATION_OWN_REPORT']);
    expect(await hiddenNow(postId)).toBe(false);
    expect((await decide(reportId, 'hide', other)).statusCode).toBe(200);
    // The author contests; the moderator who reported may not decide the complaint.
    const filed = await appeal(reportId, member);
    expect(filed.statusCode, filed.body).toBe(201);
    const own = await decideAppeal(filed.json().id, 'reverse', moda);
    expect([own.statusCode, own.json().message]).toEqual([403, CONFLICT_MESSAGES.ownReport]);
    expect((await decideAppeal(filed.json().id, 'reverse', admin)).statusCode).toBe(200);
    expect(await hiddenNow(postId)).toBe(false);
  });

  it('gives one complaint per person and decision, even once the first is decided', async () => {
    const postId = await ask(member, 'Question masquée, contestée deux fois par son auteur');
    const reportId = await report(notifier, postId);
    expect((await decide(reportId, 'hide', admin)).statusCode).toBe(200);
    const first = await appeal(reportId, member);
    expect(first.statusCode, first.body).toBe(201);
    expect((await decideAppeal(first.json().id, 'uphold', other)).statusCode).toBe(200);
    const again = await appeal(reportId, member, 'Je conteste de nouveau la même décision.');
    expect([again.statusCode, again.json().message]).toEqual([409, APPEAL_MESSAGES.duplicate]);
  });
});

describe('the only admin, reported', () => {
  it('cannot decide a report on her own profile: it waits, and the queue says why', async () => {
    const reportId = await report(member, admin.user.id, 'user');
    expect((await openGroup(admin, admin.user.id))?.conflict).toBe(CONFLICT_MESSAGES.ownContent);
    const res = await decide(reportId, 'keep', admin);
    expect([res.statusCode, res.json().message]).toEqual([403, CONFLICT_MESSAGES.ownContent]);
    const [r] = await t.db.select().from(reports).where(eq(reports.id, reportId));
    expect(r.status).toBe('open');
  });
});

describe('suspensions', () => {
  const suspend = (id: string, who: U, days = 3) =>
    t.request({ method: 'PUT', url: `/api/admin/users/${id}/suspension`, token: who.token, payload: { days, statement: STATEMENT } });

  it('of a moderator or an admin are not a moderator’s to give or lift; an admin suspends a moderator', async () => {
    const peer = await t.createUser({ moderator: true });
    const res = await suspend(peer.user.id, moda);
    expect([res.statusCode, res.json().message, code(res)]).toEqual([403, CONFLICT_MESSAGES.suspendPeer, 'SUSPEND_MODERATOR']);
    const [u] = await t.db.select().from(users).where(eq(users.id, peer.user.id));
    expect(u.suspendedUntil).toBeNull();
    expect((await suspend(admin.user.id, moda)).statusCode).toBe(403);
    expect((await suspend(peer.user.id, admin)).statusCode).toBe(200);
    expect((await suspend(peer.user.id, moda, 0)).statusCode).toBe(403);
    expect((await suspend(peer.user.id, admin, 0)).statusCode).toBe(200);
    // A member stays within a moderator's reach.
    const plain = await t.createUser();
    expect((await suspend(plain.user.id, moda, 1)).statusCode).toBe(200);
    expect((await suspend(plain.user.id, moda, 0)).statusCode).toBe(200);
  });

  it('through a decision on a moderator’s content: refused, and the whole decision with it', async () => {
    const postId = await ask(other, 'Question d’un modérateur, masquée avec une suspension');
    const reportId = await report(notifier, postId);
    const res = await decide(reportId, 'hide', moda, { suspendDays: 3 });
    expect([res.statusCode, res.json().message]).toEqual([403, CONFLICT_MESSAGES.suspendPeer]);
    expect(await hiddenNow(postId)).toBe(false);
    expect((await decide(reportId, 'hide', admin, { suspendDays: 3 })).statusCode).toBe(200);
  });
});

describe('a report on a consultation message', () => {
  it('never reaches a lawyer moderator; an admin or a moderator who is not a lawyer decides it', async () => {
    const lawyer = await t.createUser({ role: 'lawyer', acceptsConsultations: true });
    const rival = await t.createUser({ role: 'lawyer', moderator: true });
    const asked = await t.request({
      method: 'POST',
      url: '/api/consultations',
      token: member.token,
      payload: { lawyerId: lawyer.user.id, message: 'Ma demande confidentielle de consultation' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const cid = asked.json().id as string;
    const accepted = await t.request({
      method: 'PUT',
      url: `/api/consultations/${cid}`,
      token: lawyer.token,
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const sent = await t.request({
      method: 'POST',
      url: `/api/consultations/${cid}/messages`,
      token: lawyer.token,
      payload: { content: 'Message déplacé Stégosaure' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const messages = (await t.request({ method: 'GET', url: `/api/consultations/${cid}`, token: member.token })).json().messages;
    const messageId = messages.find((m: { content: string }) => m.content === 'Message déplacé Stégosaure')._id as string;
    const rep = await t.request({
      method: 'POST',
      url: `/api/consultations/${cid}/messages/${messageId}/report`,
      token: member.token,
      payload: { reason: 'illegal_defamation', details: 'Propos insultants' },
    });
    expect(rep.statusCode, rep.body).toBe(201);
    const queue = await t.request({ method: 'GET', url: '/api/admin/reports?status=open&limit=100', token: rival.token });
    expect(queue.statusCode).toBe(200);
    expect(queue.body).not.toContain('Stégosaure');
    expect(queue.json().groups.some((g: { targetId: string }) => g.targetId === messageId)).toBe(false);
    const res = await decide(rep.json()._id, 'keep', rival);
    expect([res.statusCode, res.json().message, code(res)]).toEqual([
      403,
      CONFLICT_MESSAGES.lawyerPrivateMessage,
      'MODERATION_LAWYER_PRIVATE_MESSAGE',
    ]);
    expect((await openGroup(moda, messageId))?.conflict).toBeNull();
    const done = await decide(rep.json()._id, 'keep', moda);
    expect(done.statusCode, done.body).toBe(200);
    const decided = await t.request({ method: 'GET', url: '/api/admin/reports?status=decided&limit=100', token: rival.token });
    expect(decided.body).not.toContain('Stégosaure');
    // The member contests the «keep»: the complaint does not reach the lawyer moderator either.
    const filed = await appeal(rep.json()._id, member, 'Ce message m’insulte, il ne devait pas être conservé.');
    expect(filed.statusCode, filed.body).toBe(201);
    const appeals = await t.request({ method: 'GET', url: '/api/admin/appeals?status=open&limit=100', token: rival.token });
    expect(appeals.statusCode).toBe(200);
    expect(appeals.body).not.toContain('Stégosaure');
    const refused = await decideAppeal(filed.json().id, 'uphold', rival);
    expect([refused.statusCode, refused.json().message]).toEqual([403, CONFLICT_MESSAGES.lawyerPrivateMessage]);
    // The moderator who decided it may not decide the complaint; the admin does.
    const own = await decideAppeal(filed.json().id, 'uphold', moda);
    expect([own.statusCode, own.json().message, code(own)]).toEqual([403, APPEAL_MESSAGES.ownDecision, 'APPEAL_OWN_DECISION']);
    expect((await decideAppeal(filed.json().id, 'uphold', admin)).statusCode).toBe(200);
  });
});
