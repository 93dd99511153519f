import { SECURITY_MESSAGES, SERVER_MESSAGES } from '@pretoire/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('login', () => {
  it('gives the same 401 for an unknown e-mail and a wrong password', async () => {
    const { user } = await t.createUser({ password: 'right-pass' });
    const unknown = await login('nobody-here@example.test', 'whatever', '10.0.0.2');
    const wrong = await login(user.email!, 'wrong-pass', '10.0.0.2');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe(SERVER_MESSAGES.badCredentials);
  });

  it('refuses an unverified e-mail with "verify your email", then verification by code lets it in', async () => {
    const { user } = await t.createUser({ password: 'pending-pass', emailVerified: false });
    const res = await login(user.email!, 'pending-pass', '10.0.0.3');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('verify your email');
    const before = t.mail.count();
    const send = await t.request({ method: 'POST', url: '/api/auth/resend-verification-otp', payload: { email: user.email } });
    expect(send.statusCode).toBe(200);
    const otp = await t.mail.codeFor(user.email!, before);
    const verify = await t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { email: user.email, otp } });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ verified: true, isEmailVerified: true });
    expect((await login(user.email!, 'pending-pass', '10.0.0.3')).statusCode).toBe(200);
  });

  it('answers resend-verification the same for unknown addresses and sends nothing', async () => {
    const before = t.mail.count();
    const res = await t.request({ method: 'POST', url: '/api/auth/resend-verification-otp', payload: { email: 'ghost@example.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SERVER_MESSAGES.otpSent);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.mail.inbox.slice(before).filter((m) => m.to.includes('ghost@example.test'))).toHaveLength(0);
  });

  it('slows an account down after 10 failures from elsewhere: the right password waits its turn instead of being locked out', async () => {
    const { user } = await t.createUser({ password: 'right-pass' });
    for (let i = 0; i < 10; i++) expect((await login(user.email!, `bad-${i}`, `10.1.0.${i}`)).statusCode).toBe(401);
    const slowed = await login(user.email!, 'right-pass', '10.1.1.1');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toBe(SECURITY_MESSAGES.loginSlowedDown(1));
    expect(Number(slowed.headers['retry-after'])).toBe(1);
    t.clock.advance(1000);
    expect((await login(user.email!, 'right-pass', '10.1.1.1')).statusCode).toBe(200);
  });

  it('admits no more than 10 attempts on an account when 25 arrive at the same moment', async () => {
    // Counting after the password check let every concurrent attempt through the check first (check-then-add race).
    const { user } = await t.createUser({ password: 'right-pass' });
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => login(user.email!, `burst-${i}`, `10.2.0.${i}`)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
  });

  it('does not count a successful login against its IP', async () => {
    const { user } = await t.createUser({ password: 'right-pass' });
    for (let i = 0; i < 52; i++) expect((await login(user.email!, 'right-pass', '10.3.0.1')).statusCode).toBe(200);
  });

  it('throttles an IP after 50 failures across accounts', async () => {
    for (let i = 0; i < 50; i++) await login(`spray${i}@example.test`, 'guess', '10.9.9.9');
    const { user } = await t.createUser({ password: 'right-pass' });
    expect((await login(user.email!, 'right-pass', '10.9.9.9')).statusCode).toBe(429);
    expect((await login(user.email!, 'right-pass', '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('accepts a valid token and refuses missing, tampered, foreign, alg:none and expired ones with 401', async () => {
    const { token } = await t.createUser();
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const [h, p, s] = token.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), sub: '00000000-0000-0000-0000-000000000000' })).toString('base64url')}.${s}`;
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: tampered })).statusCode).toBe(401);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: none })).statusCode).toBe(401);
    const foreign = await new SignJWT(JSON.parse(Buffer.from(p, 'base64url').toString()))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: foreign })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
    t.clock.advance(7 * 24 * 3600 * 1000 + 1000);
    const expired = await t.request({ method: 'GET', url: '/api/auth/me', token });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ code: 'INVALID_TOKEN', message: SERVER_MESSAGES.invalidToken });
  });

  it('revokes the token on logout, not the other sessions', async () => {
    const { user, password } = await t.createUser({ password: 'two-sessions' });
    const a = (await login(user.email!, password, '10.2.0.1')).json().token;
    const b = (await login(user.email!, password, '10.2.0.1')).json().token;
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', token: a })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: a })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: b })).statusCode).toBe(200);
  });

  it('never shows the password hash, and private fields only to the user', async () => {
    const { token } = await t.createUser({ phone: '0102030405' });
    const me = (await t.request({ method: 'GET', url: '/api/auth/me', token })).json();
    expect(me.user.phone).toBe('0102030405');
    expect(JSON.stringify(me)).not.toMatch(/argon2|passwordHash|licenseKey|tokenVersion/);
  });
});
