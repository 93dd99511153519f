import { NAME_MESSAGES, SERVER_MESSAGES } from '@pretoire/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, multipart, reloadUser, samples, type TestApp } from '../../test/harness';
import { backfillNameSkeletons } from './name-checks';

// A member could take «Maître Claire Fontaine», «Аdministrateur» with a Cyrillic А, or a
// full-width «ＡＤＭＩＮ».

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'Zq7!fjr2-Lpx93-toile';
let n = 0;
async function verifiedEmail() {
  const email = `names${++n}@example.test`;
  const before = t.mail.count();
  await t.request({ method: 'POST', url: '/api/otp/send-signup-otp', payload: { email } });
  const otp = await t.mail.codeFor(email, before);
  await t.request({ method: 'POST', url: '/api/otp/verify-signup-otp', payload: { email, otp } });
  return email;
}
const register = async (nickname: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: await verifiedEmail(), password: PASSWORD, nickname, acceptTerms: true },
  });

describe('nicknames', () => {
  it('refuses staff words and a lawyer’s title, whatever letters imitate them', async () => {
    for (const nickname of [
      'Maître Claire Fontaine',
      '\u0410dministrateur', // Cyrillic А
      '\uff21\uff24\uff2d\uff29\uff2e', // full-width ＡＤＭＩＮ
      'Admin',
      'super_adm1n',
      'Modérateur',
      'Me Dupont',
      'Prétoire officiel',
      'avocat-conseil',
    ]) {
      const res = await register(nickname);
      expect(res.statusCode, nickname).toBe(400);
      expect(res.json().message, nickname).toBe(NAME_MESSAGES.nicknameReserved);
    }
    expect((await register('Mehdi_75')).statusCode).toBe(201);
  });

  it('refuses a look-alike of an existing nickname, and one that copies a lawyer’s name', async () => {
    expect((await register('Jean Dupont')).statusCode).toBe(201);
    const same = await register('JEAN DUPONT');
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(SERVER_MESSAGES.nicknameExists);
    for (const lookalike of ['jean.dupont', 'Jеan_Dupont' /* Cyrillic е */, 'Jean-Dupônt']) {
      const res = await register(lookalike);
      expect(res.statusCode, lookalike).toBe(409);
      expect(res.json().message, lookalike).toBe(NAME_MESSAGES.nicknameLookalike);
    }
    await t.createUser({ role: 'lawyer', firstName: 'Hélène', lastName: 'Durand' });
    const lawyer = await register('Helene Durand');
    expect(lawyer.statusCode).toBe(409);
    expect(lawyer.json().message).toBe(NAME_MESSAGES.nicknameLikeLawyer);
  });

  it('folds i and l together: a capital I is both i’s capital and a look-alike of l', async () => {
    expect((await register('camille_l')).statusCode).toBe(201);
    for (const lookalike of ['camille_I', 'CAMILLE_I', 'camille_i', 'Camil1e_l']) {
      const res = await register(lookalike);
      expect(res.statusCode, lookalike).toBe(409);
      expect(res.json().message, lookalike).toBe(NAME_MESSAGES.nicknameLookalike);
    }
    expect((await register('Marc_Rn')).statusCode).toBe(201);
    expect((await register('marc_m')).statusCode).toBe(409);
    expect((await register('Camille_J')).statusCode).toBe(201);
  });

  it('applies the same rules when a member changes their nickname', async () => {
    const { token } = await t.createUser({ nickname: 'Paul Martin' });
    await t.createUser({ nickname: 'Sophie Leroy' });
    const put = (nickname: string) => t.request({ method: 'PUT', url: '/api/users/profile', token, payload: { nickname } });
    expect((await put('Administrateur')).statusCode).toBe(400);
    expect((await put('sophie.leroy')).statusCode).toBe(409);
    expect((await put('Paul.Martin')).statusCode).toBe(200);
  });
});

describe('lawyer names', () => {
  it('refuse a title or a staff word, and stay real names (a shared name or «Lemaître» is fine)', async () => {
    const fields = async (firstName: string, lastName: string) => ({
      email: await verifiedEmail(),
      password: PASSWORD,
      firstName,
      lastName,
      barAssociation: 'Barreau de Lyon',
      specializations: ['Droit du travail'],
      acceptTerms: 'true',
    });
    const pdf = [{ field: 'licenseDocument', filename: 'carte.pdf', type: 'application/pdf', data: samples.pdf() }];
    const registerLawyer = async (first: string, last: string) =>
      t.request({ method: 'POST', url: '/api/auth/register-lawyer', ...multipart(await fields(first, last), pdf) });
    for (const [first, last] of [
      ['Maître Claire', 'Fontaine'],
      ['Me', 'Dupont'],
      ['Claire', 'Administrateur'],
    ]) {
      const res = await registerLawyer(first, last);
      expect(res.statusCode, `${first} ${last}`).toBe(400);
      expect(res.json().message).toBe(NAME_MESSAGES.lawyerNameReserved);
    }
    expect((await registerLawyer('Claire', 'Lemaître')).statusCode).toBe(201);
    expect((await registerLawyer('Claire', 'Lemaître')).statusCode).toBe(201);
    const { token } = await t.createUser({ role: 'lawyer' });
    expect((await t.request({ method: 'PUT', url: '/api/users/profile', token, payload: { firstName: 'Maître Paul' } })).statusCode).toBe(
      400,
    );
  });
});

describe('rows written before skeletons', () => {
  it('get theirs at start; of two old look-alikes, the later keeps none', async () => {
    const a = await t.createUser({ nickname: 'Ancien Pseudo' });
    const [old] = await t.db
      .insert(users)
      .values({ role: 'user', email: 'old-lookalike@example.test', emailVerified: true, nickname: 'Ancien-Pseudo' })
      .returning();
    await t.db.update(users).set({ nicknameSkeleton: null }).where(eq(users.id, a.user.id));
    await backfillNameSkeletons(t.db);
    expect((await reloadUser(t, a.user.id)).nicknameSkeleton).toBe('anclenpseudo');
    expect((await reloadUser(t, old.id)).nicknameSkeleton).toBeNull();
  });
});
