import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, multipart, samples, type TestApp } from '../../test/harness';

// A lawyer's presentation and consultation terms are public text: personal data in them is masked before it is
// stored, evasions included (docs/decisions/trust-personal-data.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('public profile text', () => {
  it('masks an evasion in the bio and the consultation terms, as the public profile shows them', async () => {
    const lawyer = await t.createUser({ role: 'lawyer', acceptsConsultations: true });
    const res = await t.request({
      method: 'PUT',
      url: '/api/users/profile',
      token: lawyer.token,
      payload: {
        bio: 'Avocate en droit du travail. Appelez le (06) 12 34 56 78 ou écrivez à claire (at) cabinet-martin (dot) fr.',
        consultationTerms: 'Premier appel gratuit au 06 - 12 - 34 - 56 - 78.',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = await t.request({ method: 'GET', url: `/api/users/lawyer/${lawyer.user.id}` });
    expect(page.statusCode, page.body).toBe(200);
    const { bio, consultationTerms } = page.json().lawyer;
    expect(bio).toBe('Avocate en droit du travail. Appelez le ([téléphone masqué] ou écrivez à [e-mail masqué].');
    expect(consultationTerms).toBe('Premier appel gratuit au [téléphone masqué].');
  });

  it('masks an evasion in the bio given at registration', async () => {
    const email = 'profile-masking@example.test';
    const before = t.mail.count();
    await t.request({ method: 'POST', url: '/api/otp/send-signup-otp', payload: { email } });
    const otp = await t.mail.codeFor(email, before);
    await t.request({ method: 'POST', url: '/api/otp/verify-signup-otp', payload: { email, otp } });
    const fields = {
      email,
      password: 'Zq7!fjr2-Lpx93-toile',
      firstName: 'Claire',
      lastName: 'Fontaine',
      barAssociation: 'Barreau de Lyon',
      specializations: ['Droit du travail'],
      bio: 'Cabinet joignable au 0 6 1 2 3 4 5 6 7 8, mail claire arobase fontaine-avocat point fr.',
      acceptTerms: 'true',
    };
    const pdf = [{ field: 'licenseDocument', filename: 'carte.pdf', type: 'application/pdf', data: samples.pdf() }];
    const res = await t.request({ method: 'POST', url: '/api/auth/register-lawyer', ...multipart(fields, pdf) });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row.bio).toBe('Cabinet joignable au [téléphone masqué], mail [e-mail masqué].');
  });
});
