import fs from 'node:fs';
import path from 'node:path';
import { SERVER_MESSAGES } from '@pretoire/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, multipart, samples, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function verifySignup(email: string) {
  const before = t.mail.count();
  const sent = await t.request({ method: 'POST', url: '/api/otp/send-signup-otp', payload: { email } });
  expect(sent.statusCode).toBe(200);
  const otp = await t.mail.codeFor(email, before);
  const verified = await t.request({ method: 'POST', url: '/api/otp/verify-signup-otp', payload: { email, otp } });
  expect(verified.statusCode).toBe(200);
  expect(verified.json()).toMatchObject({ verified: true, isEmailVerified: true });
}

const lawyerFields = (email: string) => ({
  email,
  password: 'Lune-Basalte-Hibou-73',
  firstName: 'Hélène',
  lastName: 'Durand',
  phone: '+33 6 12 34 56 78',
  barAssociation: 'Barreau de Lyon',
  specializations: ['Droit du travail', 'Droit commercial'],
  bio: 'Avocate en droit social.',
  role: 'lawyer',
  acceptTerms: 'true',
});
const licenseDir = () => path.join(t.dataDir, 'uploads', 'private');

describe('member registration', () => {
  it('refuses an e-mail that was not verified first', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'nobody@example.test', password: 'Zq7!fjr2-Lpx93-toile', nickname: 'nobody', role: 'user', acceptTerms: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SERVER_MESSAGES.emailNotVerifiedForSignup);
  });

  it('registers after the e-mailed code, then logs in; the code mail has the code in the subject', async () => {
    const email = 'Alice.Member@Example.test';
    await verifySignup(email);
    const mail = t.mail.inbox.at(-1)!;
    expect(mail.subject).toMatch(/^\d{6} — /);
    expect(mail.html).toContain(mail.subject.slice(0, 6));
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'Zq7!fjr2-Lpx93-toile', nickname: 'alice', role: 'user', acceptTerms: true },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toBeTypeOf('string');
    expect(body.user).toMatchObject({
      role: 'user',
      status: 'active',
      nickname: 'alice',
      email: 'alice.member@example.test',
      emailVerified: true,
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    const [row] = await t.db.select().from(users).where(eq(users.id, body.user._id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);

    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ALICE.member@example.test', password: 'Zq7!fjr2-Lpx93-toile' },
    });
    expect(login.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: login.json().token });
    expect(me.json().user._id).toBe(body.user._id);
  });

  it('answers 409 "already exists" for a registered e-mail (any case) and for a taken nickname', async () => {
    const send = await t.request({ method: 'POST', url: '/api/otp/send-signup-otp', payload: { email: 'ALICE.MEMBER@example.test' } });
    expect(send.statusCode).toBe(409);
    expect(send.json().message).toContain('already exists');
    await verifySignup('bob@example.test');
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'bob@example.test', password: 'Zq7!fjr2-Lpx93-toile', nickname: 'ALICE', role: 'user', acceptTerms: true },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('already exists');
  });

  it('validates fields with the field name in the reason', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'not-an-email', password: '123', nickname: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('Validation error');
    expect(body.reason).toContain('email:');
    expect(body.reason).toContain('password:');
    expect(body.reason).toContain('nickname:');
  });
});

describe('lawyer registration', () => {
  it('registers a pending lawyer with a PDF licence kept privately', async () => {
    const email = 'maitre.durand@example.test';
    await verifySignup(email);
    const before = fs.readdirSync(licenseDir()).length;
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register-lawyer',
      ...multipart(lawyerFields(email), [
        { field: 'licenseDocument', filename: 'carte.pdf', type: 'application/pdf', data: samples.pdf() },
      ]),
    });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      role: 'lawyer',
      status: 'pending',
      firstName: 'Hélène',
      barAssociation: 'Barreau de Lyon',
      hasLicenseDocument: true,
    });
    expect(user.specializations).toEqual(['Droit du travail', 'Droit commercial']);
    expect(JSON.stringify(user)).not.toContain('private/');
    expect(fs.readdirSync(licenseDir()).length).toBe(before + 1);
    // Not reachable publicly.
    const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
    const name = row.licenseKey!.split('/')[1];
    expect((await t.request({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/uploads/../private/${name}` })).statusCode).toBe(404);
  });

  const refused = [
    {
      name: 'a file of 5,242,881 bytes',
      data: Buffer.concat([samples.pdf(), Buffer.alloc(5_242_881 - samples.pdf().length, 0x20)]),
      filename: 'big.pdf',
      status: 413,
      message: SERVER_MESSAGES.licenseTooLarge,
    },
    {
      name: 'a wrong type (GIF)',
      data: Buffer.from(`GIF89a${'x'.repeat(40)}`),
      filename: 'licence.gif',
      status: 400,
      message: SERVER_MESSAGES.licenseType,
    },
    { name: 'a binary renamed .pdf', data: samples.exe(), filename: 'licence.pdf', status: 400, message: SERVER_MESSAGES.licenseType },
  ];
  for (const c of refused) {
    it(`refuses ${c.name} and leaves nothing behind`, async () => {
      const email = `refused-${c.status}-${c.filename}@example.test`;
      await verifySignup(email);
      const before = fs.readdirSync(licenseDir()).length;
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/register-lawyer',
        ...multipart(lawyerFields(email), [{ field: 'licenseDocument', filename: c.filename, type: 'application/pdf', data: c.data }]),
      });
      expect(res.statusCode).toBe(c.status);
      expect(res.json().message).toBe(c.message);
      expect(fs.readdirSync(licenseDir()).length).toBe(before);
      expect(fs.readdirSync(path.join(t.dataDir, 'uploads', 'tmp')).length).toBe(0);
      const rows = await t.db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
      expect(rows).toHaveLength(0);
    });
  }

  it('requires the licence, a known bar association and at least one specialization', async () => {
    const email = 'incomplete@example.test';
    await verifySignup(email);
    const noFile = await t.request({ method: 'POST', url: '/api/auth/register-lawyer', ...multipart(lawyerFields(email)) });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toContain('license document');
    const bad = await t.request({
      method: 'POST',
      url: '/api/auth/register-lawyer',
      ...multipart({ ...lawyerFields(email), barAssociation: 'Barreau de Gotham', specializations: [] }, [
        { field: 'licenseDocument', filename: 'a.pdf', type: 'application/pdf', data: samples.pdf() },
      ]),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().reason).toContain('barAssociation');
    expect(bad.json().reason).toContain('specializations');
    const notMultipart = await t.request({ method: 'POST', url: '/api/auth/register-lawyer', payload: lawyerFields(email) });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('answers 503 and creates nothing when the SMTP server refuses the mail', async () => {
    t.mail.failNext(1);
    const res = await t.request({ method: 'POST', url: '/api/otp/send-signup-otp', payload: { email: 'smtp-down@example.test' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(SERVER_MESSAGES.mailFailed);
    // The failed send does not start the 60 s window: an immediate retry works.
    const retry = await t.request({ method: 'POST', url: '/api/otp/send-signup-otp', payload: { email: 'smtp-down@example.test' } });
    expect(retry.statusCode).toBe(200);
  });
});
