import { TERMS_VERSION } from '@pretoire/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, multipart, samples, type TestApp } from '../../test/harness';

// Sign-up consent and the accepted terms version (docs/decisions/terms-consent.md).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'Lune-Basalte-Hibou-73';
async function verifiedEmail(email: string) {
  const before = t.mail.count();
  await t.request({ method: 'POST', url: '/api/otp/send-signup-otp', payload: { email } });
  const otp = await t.mail.codeFor(email, before);
  expect((await t.request({ method: 'POST', url: '/api/otp/verify-signup-otp', payload: { email, otp } })).statusCode).toBe(200);
  return email;
}
const member = (email: string, extra: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/auth/register', payload: { email, password: PASSWORD, nickname: email.split('@')[0], ...extra } });
const lawyer = (email: string, extra: Record<string, string>) =>
  t.request({
    method: 'POST',
    url: '/api/auth/register-lawyer',
    ...multipart(
      {
        email,
        password: PASSWORD,
        firstName: 'Hélène',
        lastName: `Durand${email.length}`,
        barAssociation: 'Barreau de Lyon',
        specializations: ['Droit du travail'],
        ...extra,
      },
      [{ field: 'licenseDocument', filename: 'carte.pdf', type: 'application/pdf', data: samples.pdf() }],
    ),
  });

describe('sign-up consent', () => {
  it('refuses a member sign-up without acceptTerms, or with false, naming the field', async () => {
    const email = await verifiedEmail('sans.accord@example.test');
    for (const extra of [{}, { acceptTerms: false }, { acceptTerms: 'true' }]) {
      const res = await member(email, extra);
      expect(res.statusCode).toBe(400);
      expect(res.json().reason).toContain('acceptTerms');
    }
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('stores the accepted version and date for a member', async () => {
    const email = await verifiedEmail('avec.accord@example.test');
    const res = await member(email, { acceptTerms: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ termsVersion: TERMS_VERSION, termsAcceptedAt: t.clock.now().toISOString() });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row.termsVersion).toBe(TERMS_VERSION);
    expect(row.termsAcceptedAt?.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('refuses a lawyer sign-up without the field, and stores the version with it', async () => {
    const email = await verifiedEmail('maitre.accord@example.test');
    for (const extra of [{}, { acceptTerms: 'false' }] as Record<string, string>[]) {
      const res = await lawyer(email, extra);
      expect(res.statusCode).toBe(400);
      expect(res.json().reason).toContain('acceptTerms');
    }
    const ok = await lawyer(email, { acceptTerms: 'on' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().user).toMatchObject({ role: 'lawyer', status: 'pending', termsVersion: TERMS_VERSION });
  });
});

describe('accepting the current terms again', () => {
  it('answers 401 signed out', async () => {
    const res = await t.request({ method: 'POST', url: '/api/users/me/terms', payload: { version: TERMS_VERSION } });
    expect(res.statusCode).toBe(401);
  });

  for (const [name, p] of [
    ['member', {}],
    ['pending lawyer', { role: 'lawyer', status: 'pending' }],
    ['lawyer', { role: 'lawyer' }],
    ['admin', { role: 'admin' }],
  ] as const) {
    it(`records it for a ${name} who had none, for themself only, once`, async () => {
      const { user, token } = await t.createUser(p);
      const other = await t.createUser();
      const me = await t.request({ method: 'GET', url: '/api/auth/me', token });
      expect(me.json().user.termsVersion).toBeNull();
      const stale = await t.request({ method: 'POST', url: '/api/users/me/terms', token, payload: { version: '2000-01-01' } });
      expect(stale.statusCode).toBe(400);
      const first = await t.request({ method: 'POST', url: '/api/users/me/terms', token, payload: { version: TERMS_VERSION } });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ termsVersion: TERMS_VERSION, termsAcceptedAt: t.clock.now().toISOString() });
      const firstAt = first.json().termsAcceptedAt;
      t.clock.advance(60_000);
      const again = await t.request({ method: 'POST', url: '/api/users/me/terms', token, payload: { version: TERMS_VERSION } });
      expect(again.json().termsAcceptedAt).toBe(firstAt);
      const after = await t.request({ method: 'GET', url: '/api/auth/me', token });
      expect(after.json().user).toMatchObject({ termsVersion: TERMS_VERSION, termsAcceptedAt: firstAt });
      const [otherRow] = await t.db.select().from(users).where(eq(users.id, other.user.id));
      expect(otherRow.termsVersion).toBeNull();
      expect(user.id).toBeTruthy();
    });
  }

  it('asks a person who accepted an older version (the version differs until they accept)', async () => {
    const { user, token } = await t.createUser();
    await t.db
      .update(users)
      .set({ termsVersion: '2020-01-01', termsAcceptedAt: new Date(0) })
      .where(eq(users.id, user.id));
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).json().user.termsVersion).toBe('2020-01-01');
    const res = await t.request({ method: 'POST', url: '/api/users/me/terms', token, payload: { version: TERMS_VERSION } });
    expect(res.json().termsVersion).toBe(TERMS_VERSION);
    expect(res.json().termsAcceptedAt).not.toBe(new Date(0).toISOString());
  });
});

describe('data export', () => {
  it('includes the accepted version and date', async () => {
    const { token } = await t.createUser();
    await t.request({ method: 'POST', url: '/api/users/me/terms', token, payload: { version: TERMS_VERSION } });
    const res = await t.request({ method: 'GET', url: '/api/users/me/export', token });
    expect(res.statusCode).toBe(200);
    expect(res.json().account).toMatchObject({ termsVersion: TERMS_VERSION, termsAcceptedAt: expect.any(String) });
  });
});
