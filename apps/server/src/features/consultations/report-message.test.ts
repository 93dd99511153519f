import { CONSULTATION_MESSAGES, TRUST_MESSAGES } from '@pretoire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

// Either party reports a message; the moderators then see that message and nothing else of the consultation
// (docs/decisions/consultations.md).

type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let asker: User;
let lawyer: User;
let stranger: User;
let moderator: User;
let admin: User;
let id: string;
let fromLawyer: string;
let fromAsker: string;

const REQUEST = 'Ma demande confidentielle Brontosaure';
const OTHER = 'Un autre message Ptérodactyle';
const RUDE = 'Message grossier Diplodocus';
const RUDE_BACK = 'Réponse déplacée Tricératops';

beforeAll(async () => {
  t = await createTestApp();
  asker = await t.createUser();
  lawyer = await t.createUser({ role: 'lawyer', acceptsConsultations: true });
  stranger = await t.createUser();
  moderator = await t.createUser({ moderator: true });
  admin = await t.createUser({ role: 'admin' });
  const asked = await t.request({
    method: 'POST',
    url: '/api/consultations',
    token: asker.token,
    payload: { lawyerId: lawyer.user.id, message: REQUEST },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  id = asked.json().id;
  const accepted = await t.request({
    method: 'PUT',
    url: `/api/consultations/${id}`,
    token: lawyer.token,
    payload: { status: 'accepted' },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  for (const [who, content] of [
    [lawyer, RUDE],
    [asker, OTHER],
    [asker, RUDE_BACK],
  ] as const) {
    const res = await t.request({ method: 'POST', url: `/api/consultations/${id}/messages`, token: who.token, payload: { content } });
    expect(res.statusCode, res.body).toBe(201);
  }
  const messages = (await t.request({ method: 'GET', url: `/api/consultations/${id}`, token: asker.token })).json().messages;
  const find = (text: string) => messages.find((m: { content: string }) => m.content === text)._id as string;
  fromLawyer = find(RUDE);
  fromAsker = find(RUDE_BACK);
});
afterAll(async () => t?.close());

const report = (who: User | null, messageId: string, payload: object = { reason: 'illegal_defamation', details: 'Propos insultants' }) =>
  t.request({ method: 'POST', url: `/api/consultations/${id}/messages/${messageId}/report`, token: who?.token, payload });
const queue = async (who: User) => {
  const res = await t.request({ method: 'GET', url: '/api/admin/reports?status=open&limit=100', token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

describe('reporting a message of a consultation', () => {
  it('is refused to anyone but the two parties (404: the consultation stays unknown), visitors 401', async () => {
    expect((await report(null, fromLawyer)).statusCode).toBe(401);
    for (const who of [stranger, moderator, admin]) {
      const res = await report(who, fromLawyer);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Diplodocus');
    }
  });

  it('refuses one\u2019s own message (400), an unknown message (404) and a bad body (400)', async () => {
    const own = await report(asker, fromAsker);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(CONSULTATION_MESSAGES.reportOwnMessage);
    expect((await report(asker, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await report(asker, fromLawyer, { reason: 'pas-un-motif' })).statusCode).toBe(400);
    expect((await report(asker, fromLawyer, { reason: 'spam', extra: 1 })).statusCode).toBe(400);
  });

  it('is open to the asker (party A) and the lawyer (party B), once each per message', async () => {
    const a = await report(asker, fromLawyer);
    expect(a.statusCode, a.body).toBe(201);
    expect(a.headers['cache-control']).toBe('private, no-store');
    expect((await report(asker, fromLawyer)).statusCode).toBe(409);
    expect((await report(asker, fromLawyer)).json().message).toBe(TRUST_MESSAGES.reportDuplicate);
    const b = await report(lawyer, fromAsker, { reason: 'other' });
    expect(b.statusCode, b.body).toBe(201);
  });

  it('shows moderators and admins that message and nothing else of the consultation', async () => {
    for (const who of [moderator, admin]) {
      const res = await queue(who);
      const groups = res.json().groups.filter((g: { targetType: string }) => g.targetType === 'consultation_message');
      expect(groups.map((g: { targetId: string }) => g.targetId).sort()).toEqual([fromLawyer, fromAsker].sort());
      const first = groups.find((g: { targetId: string }) => g.targetId === fromLawyer);
      expect(first).toMatchObject({ postId: null, hidden: false, snapshot: { content: RUDE, attachment: null }, count: 1 });
      expect(res.body).not.toContain('Brontosaure');
      expect(res.body).not.toContain('Ptérodactyle');
      expect(res.body).not.toContain(id);
      // Still no way into the thread itself.
      expect((await t.request({ method: 'GET', url: `/api/consultations/${id}`, token: who.token })).statusCode).toBe(404);
    }
    // Not a moderator: no queue.
    for (const who of [asker, lawyer, stranger])
      expect((await t.request({ method: 'GET', url: '/api/admin/reports', token: who.token })).statusCode).toBe(403);
  });

  it('is decided by keeping it (with a suspension if needed), never by hiding or deleting a private message', async () => {
    const groups = (await queue(moderator)).json().groups;
    const group = groups.find((g: { targetId: string }) => g.targetId === fromLawyer);
    const decide = (decision: string) =>
      t.request({
        method: 'PUT',
        url: `/api/admin/reports/${group._id}`,
        token: moderator.token,
        payload: { decision, statement: 'Propos examinés au regard des conditions d\u2019utilisation.' },
      });
    const hide = await decide('hide');
    expect(hide.statusCode).toBe(400);
    expect(hide.json().message).toBe(TRUST_MESSAGES.privateMessageDecision);
    const keep = await decide('keep');
    expect(keep.statusCode, keep.body).toBe(200);
    const thread = (await t.request({ method: 'GET', url: `/api/consultations/${id}`, token: asker.token })).json();
    expect(thread.messages.map((m: { content: string }) => m.content)).toContain(RUDE);
  });
});
