import { MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES, SERVER_MESSAGES, VALIDATION_MESSAGES } from '@pretoire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, reloadUser, type TestApp } from '../../test/harness';

// The password rule: «123456» must be refused (6 characters minimum, no list of common passwords).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const STRONG = 'Zq7!fjr2-Lpx93-toile';

async function verifiedSignup(email: string) {
  const before = t.mail.count();
  expect((await t.request({ method: 'POST', url: '/api/otp/send-signup-otp', payload: { email } })).statusCode).toBe(200);
  const otp = await t.mail.codeFor(email, before);
  expect((await t.request({ method: 'POST', url: '/api/otp/verify-signup-otp', payload: { email, otp } })).statusCode).toBe(200);
}
const register = (email: string, password: string, nickname: string) =>
  t.request({ method: 'POST', url: '/api/auth/register', payload: { email, password, nickname, role: 'user', acceptTerms: true } });

describe('password rules', () => {
  it('refuses 123456, a common password, one built on the e-mail or the site, and more than 128 characters; takes a strong one', async () => {
    const email = 'alice.moreau@example.test';
    await verifiedSignup(email);
    const short = await register(email, '123456', 'alice_m');
    expect(short.statusCode).toBe(400);
    expect(short.json().reason).toContain('password');
    for (const [password, message] of [
      ['motdepasse123', null],
      ['azertyuiop', null],
      ['alice.moreau.75', PASSWORD_MESSAGES.personal],
      ['Pretoire-2024!', PASSWORD_MESSAGES.personal],
    ] as const) {
      const res = await register(email, password, 'alice_m');
      expect(res.statusCode, password).toBe(400);
      expect(res.json().reason, password).toMatch(/^password: /);
      if (message) expect(res.json().message).toBe(message);
    }
    expect((await register(email, `${STRONG}x`.padEnd(MAX_PASSWORD_LENGTH + 1, 'k'), 'alice_m')).statusCode).toBe(400);
    const ok = await register(email, STRONG, 'alice_m');
    expect(ok.statusCode).toBe(201);
    expect(ok.json().user.passwordChangeRequired).toBe(false);
  });

  it('applies the same rule to a reset and to a change', async () => {
    const { user, token } = await t.createUser({ password: STRONG });
    let before = t.mail.count();
    await t.request({ method: 'POST', url: '/api/otp/send-password-reset-otp', payload: { email: user.email } });
    let otp = await t.mail.codeFor(user.email!, before);
    const reset = await t.request({
      method: 'POST',
      url: '/api/otp/reset-password',
      payload: { userId: user.id, otp, newPassword: 'soleil12345' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).not.toBe(SERVER_MESSAGES.validation);

    before = t.mail.count();
    await t.request({ method: 'POST', url: '/api/users/send-password-change-otp', token });
    otp = await t.mail.codeFor(user.email!, before);
    const change = await t.request({
      method: 'PUT',
      url: '/api/users/change-password',
      token,
      payload: { currentPassword: STRONG, newPassword: 'password1234', otp },
    });
    expect(change.statusCode).toBe(400);
    const short = await t.request({
      method: 'PUT',
      url: '/api/users/change-password',
      token,
      payload: { currentPassword: STRONG, newPassword: 'Zq7!fjr2', otp },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().reason).toContain(`newPassword`);
    expect(VALIDATION_MESSAGES.passwordTooShort).toContain('10');
  });

  it('lets an old weak password sign in and asks for a new one until it is changed', async () => {
    const { user } = await t.createUser({ password: 'motdepasse1' });
    const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'motdepasse1' } });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.passwordChangeRequired).toBe(true);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: login.json().token });
    expect(me.json().user.passwordChangeRequired).toBe(true);

    const before = t.mail.count();
    await t.request({ method: 'POST', url: '/api/users/send-password-change-otp', token: login.json().token });
    const otp = await t.mail.codeFor(user.email!, before);
    const change = await t.request({
      method: 'PUT',
      url: '/api/users/change-password',
      token: login.json().token,
      payload: { currentPassword: 'motdepasse1', newPassword: STRONG, otp },
    });
    expect(change.statusCode).toBe(200);
    expect((await reloadUser(t, user.id)).passwordChangeRequired).toBe(false);
    const again = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: STRONG } });
    expect(again.json().user.passwordChangeRequired).toBe(false);
  });
});
