import { SERVER_MESSAGES } from '@pretoire/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const send = (email: string, ip = '10.3.0.1') =>
  t.request({ method: 'POST', url: '/api/otp/send-signup-otp', payload: { email }, remoteAddress: ip });
const verify = (email: string, otp: string) => t.request({ method: 'POST', url: '/api/otp/verify-signup-otp', payload: { email, otp } });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('one-time codes', () => {
  it('stores codes hashed, never in clear', async () => {
    const before = t.mail.count();
    await send('hashed@example.test');
    const code = await t.mail.codeFor('hashed@example.test', before);
    const rows = await t.db.select().from(otpCodes).where(eq(otpCodes.email, 'hashed@example.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).not.toContain(code);
    expect(rows[0].codeHash).toMatch(/^[a-f0-9]{64}$/);
  });

  it('expires after 10 minutes', async () => {
    const before = t.mail.count();
    await send('expiry@example.test');
    const code = await t.mail.codeFor('expiry@example.test', before);
    t.clock.advance(10 * 60_000 + 1);
    const res = await verify('expiry@example.test', code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SERVER_MESSAGES.otpInvalid);
  });

  it('dies after 5 wrong attempts, even for the right code', async () => {
    const before = t.mail.count();
    await send('attempts@example.test');
    const code = await t.mail.codeFor('attempts@example.test', before);
    for (let i = 0; i < 4; i++) expect((await verify('attempts@example.test', wrong(code))).statusCode).toBe(400);
    expect((await verify('attempts@example.test', wrong(code))).statusCode).toBe(429);
    const right = await verify('attempts@example.test', code);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(SERVER_MESSAGES.otpTooManyAttempts);
  });

  it('is single use, and two concurrent uses succeed once', async () => {
    const before = t.mail.count();
    await send('once@example.test');
    const code = await t.mail.codeFor('once@example.test', before);
    const results = await Promise.all([
      verify('once@example.test', code),
      verify('once@example.test', code),
      verify('once@example.test', code),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    expect((await verify('once@example.test', code)).statusCode).toBe(400);
  });

  it('refuses a new send within 60 s with the seconds left, and accepts it after', async () => {
    await send('window@example.test');
    t.clock.advance(20_000);
    const again = await send('window@example.test');
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(SERVER_MESSAGES.resendWait(40));
    expect(again.headers['retry-after']).toBe('40');
    t.clock.advance(40_000);
    expect((await send('window@example.test')).statusCode).toBe(200);
  });

  it('only the newest code is valid', async () => {
    let before = t.mail.count();
    await send('newest@example.test');
    const first = await t.mail.codeFor('newest@example.test', before);
    t.clock.advance(61_000);
    before = t.mail.count();
    await send('newest@example.test');
    const second = await t.mail.codeFor('newest@example.test', before);
    if (first !== second) expect((await verify('newest@example.test', first)).statusCode).toBe(400);
    expect((await verify('newest@example.test', second)).statusCode).toBe(200);
  });

  it('limits sends per IP across addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await send(`ip-limit-${i}@example.test`, '10.77.0.1')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('refuses malformed codes with 400', async () => {
    for (const otp of ['12345', '1234567', 'abcdef', '', '12 456']) {
      const res = await verify('any@example.test', otp);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Validation error');
    }
  });
});

describe('password reset', () => {
  it('answers the same for unknown and known e-mails, and mails only the known one', async () => {
    const { user } = await t.createUser();
    const before = t.mail.count();
    const known = await t.request({ method: 'POST', url: '/api/otp/send-password-reset-otp', payload: { email: user.email } });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/otp/send-password-reset-otp',
      payload: { email: 'unknown-reset@example.test' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await t.mail.codeFor(user.email!, before);
    expect(t.mail.inbox.slice(before).filter((m) => m.to.includes('unknown-reset'))).toHaveLength(0);
    // The resend window holds for both alike.
    const k2 = await t.request({ method: 'POST', url: '/api/otp/send-password-reset-otp', payload: { email: user.email } });
    const u2 = await t.request({
      method: 'POST',
      url: '/api/otp/send-password-reset-otp',
      payload: { email: 'unknown-reset@example.test' },
    });
    expect(k2.statusCode).toBe(429);
    expect(u2.statusCode).toBe(429);
    expect(k2.json()).toEqual(u2.json());
  });

  it('resets end to end, ends old sessions, and the code cannot be used twice', async () => {
    const { user, token } = await t.createUser({ password: 'old-password' });
    const before = t.mail.count();
    await t.request({ method: 'POST', url: '/api/otp/send-password-reset-otp', payload: { email: user.email } });
    const otp = await t.mail.codeFor(user.email!, before);
    const checked = await t.request({ method: 'POST', url: '/api/otp/verify-password-reset-otp', payload: { email: user.email, otp } });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ verified: true, userId: user.id });
    const reset = await t.request({
      method: 'POST',
      url: '/api/otp/reset-password',
      payload: { userId: user.id, otp, newPassword: 'Vx9#plume-Orage-41' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: SERVER_MESSAGES.passwordReset });
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
    const again = await t.request({
      method: 'POST',
      url: '/api/otp/reset-password',
      payload: { userId: user.id, otp, newPassword: 'Kw2$nacre-Falaise-88' },
    });
    expect(again.statusCode).toBe(400);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'old-password' } })).statusCode,
    ).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'Vx9#plume-Orage-41' } }))
        .statusCode,
    ).toBe(200);
  });

  it("refuses a code used with another user's id", async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const before = t.mail.count();
    await t.request({ method: 'POST', url: '/api/otp/send-password-reset-otp', payload: { email: a.user.email } });
    const otp = await t.mail.codeFor(a.user.email!, before);
    const res = await t.request({
      method: 'POST',
      url: '/api/otp/reset-password',
      payload: { userId: b.user.id, otp, newPassword: 'Hj4%detour-Savane-19' },
    });
    expect(res.statusCode).toBe(400);
  });
});
