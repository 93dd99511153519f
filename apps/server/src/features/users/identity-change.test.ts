import { IDENTITY_MESSAGES } from '@pretoire/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp, multipart, reloadUser, samples, type TestApp } from '../../test/harness';

// A verified lawyer's name and bar are what the directory vouches for: another approved lawyer must not take them by
// a profile update; a real change goes through a request an admin checks against a licence.

type U = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let claire: U;
let other: U;
let member: U;
let admin: U;
beforeAll(async () => {
  t = await createTestApp();
  claire = await t.createUser({ role: 'lawyer', firstName: 'Claire', lastName: 'Fontaine', barAssociation: 'Barreau de Paris' });
  other = await t.createUser({ role: 'lawyer', firstName: 'Paul', lastName: 'Girard', barAssociation: 'Barreau de Lyon' });
  member = await t.createUser();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

const pdf = (data = samples.pdf()) => [{ field: 'licenseDocument', filename: 'carte.pdf', type: 'application/pdf', data }];
const reason = 'Changement de barreau après mon installation.';
const ask = (token: string | undefined, fields: Record<string, string>, files = pdf()) =>
  t.request({ method: 'POST', url: '/api/users/identity-change', token, ...multipart({ reason, ...fields }, files) });
const directory = async (q: string) =>
  (await t.request({ method: 'GET', url: `/api/users/lawyers?q=${encodeURIComponent(q)}` })).json().lawyers as {
    firstName: string;
    lastName: string;
  }[];

describe('an approved lawyer’s name and bar', () => {
  it('cannot be changed by a profile update, least of all into another lawyer’s: 409, profile unchanged', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/users/profile',
      token: other.token,
      payload: { firstName: 'Claire', lastName: 'Fontaine', barAssociation: 'Barreau de Paris' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'IDENTITY_CHANGE_REQUIRED',
      message: IDENTITY_MESSAGES.changeRequired,
      reason: IDENTITY_MESSAGES.changeRequiredReason,
    });
    const after = await reloadUser(t, other.user.id);
    expect([after.firstName, after.lastName, after.barAssociation, after.status]).toEqual(['Paul', 'Girard', 'Barreau de Lyon', 'active']);
    expect((await directory('Fontaine')).length).toBe(1);
    // The same values sent back with another field are fine (forms send every field).
    const same = await t.request({
      method: 'PUT',
      url: '/api/users/profile',
      token: other.token,
      payload: { firstName: 'Paul', lastName: 'Girard', barAssociation: 'Barreau de Lyon', bio: 'Avocat en droit social.' },
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('a lawyer awaiting review still corrects their own names (the review comes next)', async () => {
    const pending = await t.createUser({ role: 'lawyer', status: 'pending', firstName: 'Luc', lastName: 'Bernat' });
    const res = await t.request({ method: 'PUT', url: '/api/users/profile', token: pending.token, payload: { lastName: 'Bernard' } });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a change request: only approved lawyers, a real licence, no look-alike of another lawyer', async () => {
    const fields = { firstName: 'Paula', lastName: 'Girard-Morel', barAssociation: 'Barreau de Paris' };
    expect((await ask(undefined, fields)).statusCode).toBe(401);
    for (const who of [member, admin]) {
      const res = await ask(who.token, fields);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('IDENTITY_CHANGE_LAWYERS_ONLY');
    }
    for (const [firstName, lastName] of [
      ['Claire', 'Fontaine'],
      ['CIaire', 'Fontaine'], // capital i
      ['Clаire', 'Fontaine'], // Cyrillic а
    ]) {
      const res = await ask(other.token, { firstName, lastName, barAssociation: 'Barreau de Paris' });
      expect(res.statusCode, `${firstName} ${lastName}`).toBe(409);
      expect(res.json().code).toBe('LAWYER_NAME_LOOKALIKE');
    }
    const fake = await ask(other.token, fields, pdf(Buffer.from('<html>pas un justificatif</html>')));
    expect(fake.statusCode).toBe(400);
    const none = await ask(other.token, { firstName: 'Paul', lastName: 'Girard', barAssociation: 'Barreau de Lyon' });
    expect(none.json().code).toBe('IDENTITY_CHANGE_NOTHING');
  });

  it('is pending until an admin approves it against the licence; then the profile changes', async () => {
    const fields = { firstName: 'Paula', lastName: 'Girard-Morel', barAssociation: 'Barreau de Paris' };
    const res = await ask(other.token, fields);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().request).toMatchObject({ ...fields, current: { firstName: 'Paul', lastName: 'Girard' } });
    const meantime = await reloadUser(t, other.user.id);
    expect([meantime.firstName, meantime.lastName, meantime.barAssociation]).toEqual(['Paul', 'Girard', 'Barreau de Lyon']);

    // Who sees the queue and the licence.
    const list = (token?: string) => t.request({ method: 'GET', url: '/api/admin/identity-changes', token });
    expect((await list()).statusCode).toBe(401);
    for (const who of [member, other, claire]) expect((await list(who.token)).statusCode).toBe(403);
    const queue = await list(admin.token);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().requests).toEqual([expect.objectContaining({ userId: other.user.id, ...fields })]);
    const doc = (token?: string) =>
      t.request({ method: 'GET', url: `/api/admin/identity-changes/${other.user.id}/license-document`, token });
    expect((await doc(other.token)).statusCode).toBe(403);
    const file = await doc(admin.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');

    const decide = (decision: string, token?: string, id = other.user.id) =>
      t.request({ method: 'PUT', url: `/api/admin/identity-changes/${id}`, token, payload: { decision } });
    expect((await decide('approve')).statusCode).toBe(401);
    expect((await decide('approve', other.token)).statusCode).toBe(403);
    expect((await decide('approve', member.token)).statusCode).toBe(403);
    expect((await decide('maybe', admin.token)).statusCode).toBe(400);
    expect((await decide('approve', admin.token, claire.user.id)).statusCode).toBe(404);
    const ok = await decide('approve', admin.token);
    expect(ok.statusCode, ok.body).toBe(200);
    const after = await reloadUser(t, other.user.id);
    expect([after.firstName, after.lastName, after.barAssociation, after.status]).toEqual([
      'Paula',
      'Girard-Morel',
      'Barreau de Paris',
      'active',
    ]);
    expect(after.pendingIdentity).toBeNull();
    expect((await directory('Girard-Morel')).map((l) => l.firstName)).toEqual(['Paula']);
    expect((await decide('approve', admin.token)).statusCode).toBe(404);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, other.user.id));
    expect(audit.map((a) => a.action)).toContain('lawyer.identity_approve');

    // A refused request leaves the profile as it was.
    expect((await ask(other.token, { ...fields, barAssociation: 'Barreau de Lyon' })).statusCode).toBe(202);
    expect((await decide('refuse', admin.token)).statusCode).toBe(200);
    const refused = await reloadUser(t, other.user.id);
    expect([refused.barAssociation, refused.pendingIdentity]).toEqual(['Barreau de Paris', null]);
    expect((await list(admin.token)).json().requests).toEqual([]);
  });
});
