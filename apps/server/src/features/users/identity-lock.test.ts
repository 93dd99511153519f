import { IDENTITY_MESSAGES } from '@pretoire/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp, multipart, reloadUser, samples, type TestApp } from '../../test/harness';

// Once approved, a lawyer's names and bar stay locked whatever the account's status later (a re-upload puts it back
// to review): they change only through a request an admin decides (docs/decisions/lawyer-identity.md).

type U = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let claire: U;
let nadia: U;
let asker: U;
let admin: U;
beforeAll(async () => {
  t = await createTestApp();
  claire = await t.createUser({ role: 'lawyer', firstName: 'Claire', lastName: 'Fontaine', barAssociation: 'Barreau de Paris' });
  nadia = await t.createUser({ role: 'lawyer', firstName: 'Nadia', lastName: 'Roussel', barAssociation: 'Barreau de Lyon' });
  asker = await t.createUser();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

const pdf = () => [{ field: 'licenseDocument', filename: 'carte.pdf', type: 'application/pdf', data: samples.pdf() }];
const reupload = (who: U) => t.request({ method: 'POST', url: '/api/users/reupload-document', token: who.token, ...multipart({}, pdf()) });
const takeClaire = (who: U) =>
  t.request({
    method: 'PUT',
    url: '/api/users/profile',
    token: who.token,
    payload: { firstName: 'Claire', lastName: 'Fontaine', barAssociation: 'Barreau de Paris' },
  });
const names = async (id: string) => {
  const u = await reloadUser(t, id);
  return [u.firstName, u.lastName, u.barAssociation];
};
const directory = async (q: string) =>
  (await t.request({ method: 'GET', url: `/api/users/lawyers?q=${encodeURIComponent(q)}` })).json().lawyers as { _id: string }[];

describe('a lawyer approved once', () => {
  it('keeps the verified name and bar after a re-upload puts the account back to review', async () => {
    const question = await t.request({
      method: 'POST',
      url: '/api/posts',
      token: asker.token,
      payload: { title: 'Préavis de démission', content: 'Quelle est la durée de mon préavis de démission ?', category: 'travail' },
    });
    const postId = question.json()._id as string;
    const answered = await t.request({
      method: 'POST',
      url: `/api/posts/${postId}/replies`,
      token: nadia.token,
      payload: { content: 'Le préavis dépend de votre convention collective.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);

    expect((await reupload(nadia)).statusCode).toBe(200);
    expect((await reloadUser(t, nadia.user.id)).status).toBe('pending');
    const res = await takeClaire(nadia);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('IDENTITY_CHANGE_REQUIRED');
    expect(await names(nadia.user.id)).toEqual(['Nadia', 'Roussel', 'Barreau de Lyon']);

    // Her past answers keep the verified name.
    const page = (await t.request({ method: 'GET', url: `/api/posts/${postId}` })).json();
    expect(page.replies[0].author).toMatchObject({ firstName: 'Nadia', lastName: 'Roussel' });

    // The admin sees the re-upload with the identity verified before and any lawyer bearing the same name.
    const pending = (await t.request({ method: 'GET', url: '/api/admin/lawyers/pending', token: admin.token })).json().lawyers;
    const mine = pending.find((l: { _id: string }) => l._id === nadia.user.id);
    expect(mine).toMatchObject({ identityVerified: true, duplicates: [] });

    // Approved again: one Claire Fontaine in the directory, and the decision in the audit log with its details.
    expect((await t.request({ method: 'PUT', url: `/api/admin/lawyers/${nadia.user.id}/approve`, token: admin.token })).statusCode).toBe(
      200,
    );
    expect((await directory('Fontaine')).map((l) => l._id)).toEqual([claire.user.id]);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, nadia.user.id), eq(auditLog.action, 'lawyer.approve')));
    expect(row.details).toMatchObject({
      identity: { firstName: 'Nadia', lastName: 'Roussel', barAssociation: 'Barreau de Lyon' },
      previousStatus: 'pending',
      reverification: true,
      document: { mime: 'application/pdf' },
    });
  });

  it('stays locked when the account is rejected after a re-upload', async () => {
    const paul = await t.createUser({ role: 'lawyer', firstName: 'Paul', lastName: 'Girard', barAssociation: 'Barreau de Lyon' });
    expect((await reupload(paul)).statusCode).toBe(200);
    const rejected = await t.request({
      method: 'PUT',
      url: `/api/admin/lawyers/${paul.user.id}/reject`,
      token: admin.token,
      payload: { reason: 'Carte illisible.' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await takeClaire(paul)).statusCode).toBe(409);
    expect(await names(paul.user.id)).toEqual(['Paul', 'Girard', 'Barreau de Lyon']);
  });

  it('the admin sees a newcomer bearing an approved lawyer’s name and bar', async () => {
    const twin = await t.createUser({
      role: 'lawyer',
      status: 'pending',
      firstName: 'Claire',
      lastName: 'Fontaine',
      barAssociation: 'Barreau de Paris',
    });
    const pending = (await t.request({ method: 'GET', url: '/api/admin/lawyers/pending', token: admin.token })).json().lawyers;
    expect(pending.find((l: { _id: string }) => l._id === twin.user.id)).toMatchObject({
      identityVerified: false,
      duplicates: [{ _id: claire.user.id, firstName: 'Claire', lastName: 'Fontaine', barAssociation: 'Barreau de Paris', sameBar: true }],
    });
  });

  it('asks for a change with a reason; the admin sees before/after; the decision is audited with its document', async () => {
    const ask = (fields: Record<string, string>) =>
      t.request({ method: 'POST', url: '/api/users/identity-change', token: nadia.token, ...multipart(fields, pdf()) });
    const fields = { firstName: 'Nadia', lastName: 'Roussel-Blanc', barAssociation: 'Barreau de Lyon' };
    expect((await ask(fields)).statusCode).toBe(400);
    const res = await ask({ ...fields, reason: 'Mariage : j’ajoute le nom de mon époux.' });
    expect(res.statusCode, res.body).toBe(202);
    const [request] = (await t.request({ method: 'GET', url: '/api/admin/identity-changes', token: admin.token })).json().requests;
    expect(request).toMatchObject({
      ...fields,
      reason: 'Mariage : j’ajoute le nom de mon époux.',
      current: { firstName: 'Nadia', lastName: 'Roussel', barAssociation: 'Barreau de Lyon' },
      duplicates: [],
    });
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/admin/identity-changes/${nadia.user.id}`,
          token: admin.token,
          payload: { decision: 'approve' },
        })
      ).statusCode,
    ).toBe(200);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, nadia.user.id), eq(auditLog.action, 'lawyer.identity_approve')));
    expect(row).toMatchObject({ actorId: admin.user.id });
    expect(row.details).toMatchObject({
      from: { lastName: 'Roussel' },
      to: { lastName: 'Roussel-Blanc' },
      reason: 'Mariage : j’ajoute le nom de mon époux.',
      document: { mime: 'application/pdf' },
    });
    expect(await names(nadia.user.id)).toEqual(['Nadia', 'Roussel-Blanc', 'Barreau de Lyon']);
    expect(IDENTITY_MESSAGES.approved).toBeTruthy();
  });
});
