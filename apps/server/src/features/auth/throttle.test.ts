import { SECURITY_MESSAGES, SERVER_MESSAGES } from '@pretoire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

// Change-password took unlimited wrong current passwords from a stolen session, and ten
// wrong passwords from anywhere locked any account (the administrator's included) for 15 minutes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'Zq7!fjr2-Lpx93-toile';
const OWNER_BROWSER = 'owner-browser-0123456789abcdef';
const login = (email: string, password: string, ip: string, deviceId?: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password, deviceId }, remoteAddress: ip });
const change = (token: string, currentPassword: string, ip: string) =>
  t.request({
    method: 'PUT',
    url: '/api/users/change-password',
    token,
    remoteAddress: ip,
    payload: { currentPassword, newPassword: 'Vx9#plume-Orage-41', otp: '123456' },
  });

describe('wrong current passwords on a password change', () => {
  it('count with the sign-in counters: 429 after 10, and the sign-in from that address is throttled too', async () => {
    const { user, token } = await t.createUser({ password: PASSWORD });
    for (let i = 0; i < 10; i++) {
      const res = await change(token, `guess-${i}`, '10.5.0.1');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(SERVER_MESSAGES.wrongCurrentPassword);
    }
    const limited = await change(token, `guess-10`, '10.5.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(user.email!, PASSWORD, '10.5.0.1')).statusCode).toBe(429);
  });

  it('count toward the account: login failures and change-password failures add up', async () => {
    const { user, token } = await t.createUser({ password: PASSWORD });
    for (let i = 0; i < 6; i++) expect((await login(user.email!, `bad-${i}`, '10.5.1.1')).statusCode).toBe(401);
    for (let i = 0; i < 4; i++) expect((await change(token, `guess-${i}`, '10.5.1.1')).statusCode).toBe(400);
    expect((await change(token, 'guess-x', '10.5.1.1')).statusCode).toBe(429);
  });
});

describe('an attacker on other addresses', () => {
  it('cannot keep the owner out: the owner’s browser signs in at once, a new browser after a short, growing delay', async () => {
    const { user } = await t.createUser({ password: PASSWORD, role: 'admin' });
    // The owner signed in from this browser before.
    expect((await login(user.email!, PASSWORD, '192.0.2.10', OWNER_BROWSER)).statusCode).toBe(200);

    // 20 addresses, 5 guesses each, all at the same moment: 10 reach the password check, the rest wait.
    const codes: number[] = [];
    for (let round = 0; round < 5; round++)
      for (let ip = 1; ip <= 20; ip++) codes.push((await login(user.email!, `guess-${round}-${ip}`, `10.6.0.${ip}`)).statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(90);

    // The owner's own browser is not slowed, from any address.
    expect((await login(user.email!, PASSWORD, '198.51.100.7', OWNER_BROWSER)).statusCode).toBe(200);

    // The attacker keeps guessing; each guess must wait twice as long as the previous one (1 s, 2 s, 4 s…).
    const waits: number[] = [];
    for (let i = 0; i < 10; i++) expect((await login(user.email!, `again-${i}`, `10.6.1.${i}`)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) {
      const slowed = await login(user.email!, `slow-${i}`, `10.6.2.${i}`);
      expect(slowed.statusCode).toBe(429);
      const wait = Number(slowed.headers['retry-after']);
      waits.push(wait);
      t.clock.advance(wait * 1000);
      expect((await login(user.email!, `slow-${i}`, `10.6.2.${i}`)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16]);

    // The owner on a new browser waits the current delay, then gets in: a delay, never a lock.
    const fresh = await login(user.email!, PASSWORD, '203.0.113.9');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().message).toBe(SECURITY_MESSAGES.loginSlowedDown(32));
    t.clock.advance(32_000);
    expect((await login(user.email!, PASSWORD, '203.0.113.9')).statusCode).toBe(200);
  });

  it('caps the delay at 15 minutes', async () => {
    const { user } = await t.createUser({ password: PASSWORD });
    for (let i = 0; i < 10; i++) await login(user.email!, `bad-${i}`, `10.7.0.${i}`);
    let last = 0;
    for (let i = 0; i < 14; i++) {
      const res = await login(user.email!, `slow-${i}`, `10.7.1.${i}`);
      last = Number(res.headers['retry-after']);
      t.clock.advance(last * 1000);
      await login(user.email!, `slow-${i}`, `10.7.1.${i}`);
    }
    expect(last).toBe(900);
  });
});
