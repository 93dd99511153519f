import { randomBytes } from 'node:crypto';
import { SERVER_MESSAGES } from '@pretoire/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailCatcher, startMailCatcher } from '../test/mail-catcher';
import { api, type Instance, TEST_DATABASE_URL, TEST_REDIS_URL, twoInstances } from './cluster';

let pair: Awaited<ReturnType<typeof twoInstances>>;
let smtp: MailCatcher;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  if (!TEST_DATABASE_URL) return;
  smtp = await startMailCatcher();
  pair = await twoInstances({ REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: `smtp-${randomBytes(3).toString('hex')}`, SMTP_URL: smtp.url });
  ({ a, b } = pair);
});
afterAll(async () => {
  await pair?.close();
  await smtp?.close();
});

async function rows(sql: string, params: unknown[]) {
  const c = new pg.Client({ connectionString: pair.db.url });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows;
  } finally {
    await c.end();
  }
}

describe.skipIf(!TEST_DATABASE_URL)('SMTP server down, two instances', () => {
  it('answers 503 with a clear message, creates no account and no code, and works again once SMTP is back', async () => {
    const email = `smtp-down-${randomBytes(3).toString('hex')}@example.test`;
    const member = await pair.people.create();
    await smtp.close();

    for (const [inst, url, body] of [
      [a, '/api/otp/send-signup-otp', { email }],
      [b, '/api/otp/send-signup-otp', { email }],
      [b, '/api/otp/send-password-reset-otp', { email: member.user.email }],
    ] as const) {
      const res = await api(inst, 'POST', url, { body });
      expect(res.status, `${url}: ${res.text}`).toBe(503);
      expect(res.json).toEqual({ code: 'MAIL_FAILED', message: SERVER_MESSAGES.mailFailed });
    }
    // Without the code the account cannot be made, on either instance.
    const register = await api(a, 'POST', '/api/auth/register', {
      body: { email, password: 'Zq7!fjr2-Lpx93-toile', nickname: 'sanscode', acceptTerms: true },
    });
    expect(register.status).toBe(400);
    expect(await rows('select id from users where email = $1', [email])).toEqual([]);
    expect(await rows('select id from otp_codes where email = $1', [email])).toEqual([]);

    // Back on the same address: the retry is not held by the 60 s resend window, and sign-up completes.
    smtp = await startMailCatcher(Number(new URL(smtp.url).port));
    const again = await api(b, 'POST', '/api/otp/send-signup-otp', { body: { email } });
    expect(again.status, again.text).toBe(200);
    const otp = await smtp.codeFor(email);
    expect((await api(a, 'POST', '/api/otp/verify-signup-otp', { body: { email, otp } })).status).toBe(200);
    const created = await api(b, 'POST', '/api/auth/register', {
      body: { email, password: 'Zq7!fjr2-Lpx93-toile', nickname: 'aveccode', acceptTerms: true },
    });
    expect(created.status, created.text).toBe(201);
    expect(await rows('select id from users where email = $1', [email])).toHaveLength(1);
  });
});
