import fs from 'node:fs';
import path from 'node:path';
import { SERVER_MESSAGES } from '@pretoire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, reloadUser, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function codeFor(url: string, token: string, email: string) {
  const before = t.mail.count();
  const res = await t.request({ method: 'POST', url, token });
  expect(res.statusCode).toBe(200);
  return t.mail.codeFor(email, before);
}

describe('password change', () => {
  it('needs the current password and the e-mailed code, then ends every session', async () => {
    const { user, token } = await t.createUser({ password: 'current-pass' });
    const otp = await codeFor('/api/users/send-password-change-otp', token, user.email!);
    const check = await t.request({ method: 'POST', url: '/api/users/verify-password-change-otp', token, payload: { otp } });
    expect(check.json()).toMatchObject({ verified: true, otp });
    const noCode = await t.request({
      method: 'PUT',
      url: '/api/users/change-password',
      token,
      payload: { currentPassword: 'current-pass', newPassword: 'Vx9#plume-Orage-41' },
    });
    expect(noCode.statusCode).toBe(400);
    const wrongCurrent = await t.request({
      method: 'PUT',
      url: '/api/users/change-password',
      token,
      payload: { currentPassword: 'nope-nope', newPassword: 'Vx9#plume-Orage-41', otp },
    });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().message).toBe(SERVER_MESSAGES.wrongCurrentPassword);
    const ok = await t.request({
      method: 'PUT',
      url: '/api/users/change-password',
      token,
      payload: { currentPassword: 'current-pass', newPassword: 'Vx9#plume-Orage-41', otp },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'Vx9#plume-Orage-41' } }))
        .statusCode,
    ).toBe(200);
  });

  it('requires a session', async () => {
    expect((await t.request({ method: 'POST', url: '/api/users/send-password-change-otp' })).statusCode).toBe(401);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/api/users/change-password',
          payload: { currentPassword: 'x', newPassword: 'Vx9#plume-Orage-41', otp: '123456' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('account deletion', () => {
  it('erases personal data and files, keeps the row as «Compte supprimé», and frees the e-mail', async () => {
    const { user, token } = await t.createUser({ role: 'lawyer', status: 'active', phone: '0600000000', bio: 'Bio' });
    const key = await t.app.ctx.storage.put('private', Buffer.from('%PDF-1.4 test'), 'pdf');
    const { users } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await t.db.update(users).set({ licenseKey: key, licenseMime: 'application/pdf' }).where(eq(users.id, user.id));
    const file = path.join(t.dataDir, 'uploads', key);
    expect(fs.existsSync(file)).toBe(true);

    const missing = await t.request({ method: 'DELETE', url: '/api/auth/delete-account', token, payload: {} });
    expect(missing.statusCode).toBe(400);
    const otp = await codeFor('/api/otp/send-delete-account-otp', token, user.email!);
    const check = await t.request({ method: 'POST', url: '/api/otp/verify-delete-account-otp', token, payload: { otp } });
    expect(check.statusCode).toBe(200);
    const bad = await t.request({
      method: 'DELETE',
      url: '/api/auth/delete-account',
      token,
      payload: { otp: String((Number(otp) + 1) % 1e6).padStart(6, '0') },
    });
    expect(bad.statusCode).toBe(400);
    const del = await t.request({ method: 'DELETE', url: '/api/auth/delete-account', token, payload: { otp } });
    expect(del.statusCode).toBe(200);

    const row = await reloadUser(t, user.id);
    expect(row).toMatchObject({
      email: null,
      phone: null,
      bio: null,
      firstName: null,
      lastName: null,
      licenseKey: null,
      passwordHash: null,
    });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(fs.existsSync(file)).toBe(false);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
    // The address can sign up again.
    expect((await t.request({ method: 'POST', url: '/api/otp/send-signup-otp', payload: { email: user.email } })).statusCode).toBe(200);
  });

  it('refuses to delete the last admin', async () => {
    const { users } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    const admins = await t.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(0);
    const { user, token } = await t.createUser({ role: 'admin', nickname: 'seul-admin' });
    const res = await t.request({ method: 'DELETE', url: '/api/auth/delete-account', token, payload: { otp: '123456' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SERVER_MESSAGES.lastAdmin);
    expect((await reloadUser(t, user.id)).deletedAt).toBeNull();
  });
});
