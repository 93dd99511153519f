import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownDevices } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { SIGN_IN_ALERT_SUBJECT } from './sign-in-alert';

// A sign-in from a new browser sends «Nouvelle connexion à votre compte» with a link to change
// the password.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://pretoire.example' } });
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'Zq7!fjr2-Lpx93-toile';
const login = (email: string, deviceId?: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD, deviceId }, remoteAddress: '198.51.100.4' });
const alertsTo = (email: string) => t.mail.inbox.filter((m) => m.to.includes(email) && m.subject === SIGN_IN_ALERT_SUBJECT);
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('sign-in alert', () => {
  it('mails once per new browser, with the address and a link to change the password; a known browser signs in quietly', async () => {
    const { user } = await t.createUser({ password: PASSWORD });
    const email = user.email!;
    expect((await login(email, 'browser-one-0123456789')).statusCode).toBe(200);
    const alert = await t.mail.waitFor((m) => m.to.includes(email) && m.subject === SIGN_IN_ALERT_SUBJECT);
    expect(alert.text).toContain('https://pretoire.example/forgot-password');
    expect(alert.text).toContain('198.51.100.4');
    expect(alert.text).not.toMatch(/Code : \d{6}/);

    expect((await login(email, 'browser-one-0123456789')).statusCode).toBe(200);
    await settle();
    expect(alertsTo(email)).toHaveLength(1);

    expect((await login(email, 'browser-two-0123456789')).statusCode).toBe(200);
    await t.mail.waitFor((m) => m.to.includes(email) && m.subject === SIGN_IN_ALERT_SUBJECT && alertsTo(email).length === 2);
    // A client that sends no browser id cannot be recognised: every sign-in is new.
    expect((await login(email)).statusCode).toBe(200);
    await t.mail.waitFor(() => alertsTo(email).length === 3);
  });

  it('stores browsers only as a keyed hash, never the id itself', async () => {
    const { user } = await t.createUser({ password: PASSWORD });
    await login(user.email!, 'browser-secret-id-987654');
    const rows = await t.db.select().from(knownDevices);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('browser-secret-id-987654');
  });

  it('sends nothing when the browser that signed up signs in', async () => {
    const email = 'alert-signup@example.test';
    const before = t.mail.count();
    await t.request({ method: 'POST', url: '/api/otp/send-signup-otp', payload: { email } });
    const otp = await t.mail.codeFor(email, before);
    await t.request({ method: 'POST', url: '/api/otp/verify-signup-otp', payload: { email, otp } });
    const created = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: PASSWORD, nickname: 'nouvelle_venue', deviceId: 'signup-browser-0123456789', acceptTerms: true },
    });
    expect(created.statusCode).toBe(201);
    expect((await login(email, 'signup-browser-0123456789')).statusCode).toBe(200);
    await settle();
    expect(alertsTo(email)).toHaveLength(0);
  });

  it('never fails a sign-in when the alert cannot be sent', async () => {
    const { user } = await t.createUser({ password: PASSWORD });
    t.mail.failNext(1);
    expect((await login(user.email!, 'browser-smtp-down-012345')).statusCode).toBe(200);
  });
});
