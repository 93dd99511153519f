import { OTP_DAILY_SENDS, OTP_DAILY_TRIES, OTP_MAX_ATTEMPTS, SECURITY_MESSAGES } from '@pretoire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

// A new code every 60 s with 5 tries each and no daily cap (about 7,200 guesses a day on a
// password reset, and 60 mails an hour to a victim's inbox).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const MINUTE = 60_000;
const sendReset = (email: string, ip: string) =>
  t.request({ method: 'POST', url: '/api/otp/send-password-reset-otp', payload: { email }, remoteAddress: ip });
const verifyReset = (email: string, otp: string) =>
  t.request({ method: 'POST', url: '/api/otp/verify-password-reset-otp', payload: { email, otp } });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('daily budget of codes per address and purpose', () => {
  it('sends at most 10 codes a day, across resends and addresses, then the address waits for the day to end', async () => {
    const { user } = await t.createUser();
    const email = user.email!;
    for (let i = 0; i < OTP_DAILY_SENDS; i++) {
      expect((await sendReset(email, `10.8.0.${i}`)).statusCode).toBe(200);
      t.clock.advance(MINUTE + 1000);
    }
    const spent = await sendReset(email, '10.8.1.1');
    expect(spent.statusCode).toBe(429);
    const hours = Math.ceil(Number(spent.headers['retry-after']) / 3600);
    expect(spent.json().message).toBe(SECURITY_MESSAGES.otpDailyBudget(hours));
    expect(hours).toBeGreaterThan(23);
    // Another purpose has its own budget; the same purpose waits for the day to end.
    expect((await t.request({ method: 'POST', url: '/api/auth/resend-verification-otp', payload: { email } })).statusCode).toBe(200);
    t.clock.advance(24 * 3_600_000);
    expect((await sendReset(email, '10.8.1.1')).statusCode).toBe(200);
  });

  it('counts unknown addresses the same way (no enumeration)', async () => {
    for (let i = 0; i < OTP_DAILY_SENDS; i++) {
      expect((await sendReset('ghost-budget@example.test', `10.8.2.${i}`)).statusCode).toBe(200);
      t.clock.advance(MINUTE + 1000);
    }
    expect((await sendReset('ghost-budget@example.test', '10.8.3.1')).statusCode).toBe(429);
  });

  it('takes at most 25 wrong codes a day across resends; then even the right code waits', async () => {
    const { user } = await t.createUser();
    const email = user.email!;
    let wrongTries = 0;
    let code = '';
    while (wrongTries < OTP_DAILY_TRIES) {
      const before = t.mail.count();
      expect((await sendReset(email, '10.8.4.1')).statusCode).toBe(200);
      code = await t.mail.codeFor(email, before);
      for (let i = 0; i < OTP_MAX_ATTEMPTS && wrongTries < OTP_DAILY_TRIES; i++, wrongTries++)
        expect([400, 429]).toContain((await verifyReset(email, wrong(code))).statusCode);
      t.clock.advance(MINUTE + 1000);
    }
    const before = t.mail.count();
    expect((await sendReset(email, '10.8.4.1')).statusCode).toBe(200);
    code = await t.mail.codeFor(email, before);
    const right = await verifyReset(email, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(SECURITY_MESSAGES.otpDailyBudget(24));
    t.clock.advance(24 * 3_600_000);
    const later = t.mail.count();
    expect((await sendReset(email, '10.8.4.1')).statusCode).toBe(200);
    expect((await verifyReset(email, await t.mail.codeFor(email, later))).statusCode).toBe(200);
  });

  it('does not spend the budget on right codes', async () => {
    const { user } = await t.createUser();
    const email = user.email!;
    const before = t.mail.count();
    await sendReset(email, '10.8.5.1');
    const code = await t.mail.codeFor(email, before);
    for (let i = 0; i < OTP_DAILY_TRIES + 5; i++) expect((await verifyReset(email, code)).statusCode).toBe(200);
  });

  it('invalidates a code with the next one, and every code mail says how to report abuse', async () => {
    const { user } = await t.createUser();
    const email = user.email!;
    let before = t.mail.count();
    await sendReset(email, '10.8.6.1');
    const first = await t.mail.codeFor(email, before);
    t.clock.advance(MINUTE + 1000);
    before = t.mail.count();
    await sendReset(email, '10.8.6.1');
    const second = await t.mail.codeFor(email, before);
    if (first !== second) expect((await verifyReset(email, first)).statusCode).toBe(400);
    expect((await verifyReset(email, second)).statusCode).toBe(200);
    const mail = t.mail.inbox.at(-1)!;
    expect(mail.text).toContain('signalez-le');
    expect(mail.text).toContain(t.app.ctx.config.abuseEmail);
  });
});
