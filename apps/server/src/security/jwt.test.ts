import { randomUUID } from 'node:crypto';
import { SERVER_MESSAGES, TOKEN_TTL_S } from '@pretoire/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
const SECRET = 'test-secret-test-secret-test-secret-0123456789';

async function me(token: string) {
  return t.request({ method: 'GET', url: '/api/auth/me', token });
}
function expectRefused(res: Awaited<ReturnType<typeof me>>) {
  expect(res.statusCode, res.body).toBe(401);
  expect(res.json().message).toBe(SERVER_MESSAGES.invalidToken);
}
function claims(userId: string, tv = 0) {
  const iat = Math.floor(t.clock.now().getTime() / 1000);
  return { sub: userId, tv, jti: randomUUID(), iat, exp: iat + 3600 };
}
function sign(payload: Record<string, unknown>, secret = SECRET, alg = 'HS256') {
  return new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

describe('JWT refusals', () => {
  it('a genuine token works (control)', async () => {
    const { token, user } = await t.createUser();
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id ?? res.json().user.id).toBe(user.id);
    // The control token rebuilt by hand is accepted too, so the refusals below are about the one thing changed.
    expect((await me(await sign(claims(user.id)))).statusCode).toBe(200);
  });

  it('alg: none is refused, with or without a signature part', async () => {
    const { user } = await t.createUser();
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims(user.id))}`;
    expectRefused(await me(`${unsigned}.`));
    expectRefused(await me(unsigned));
    expectRefused(await me(`${b64({ alg: 'NONE' })}.${b64(claims(user.id))}.`));
  });

  it('a token signed with another key is refused', async () => {
    const { user } = await t.createUser();
    expectRefused(await me(await sign(claims(user.id), 'another-secret-another-secret-another-0000')));
  });

  it('another HMAC algorithm with the right key is refused (only HS256 is accepted)', async () => {
    const { user } = await t.createUser();
    expectRefused(await me(await sign(claims(user.id), SECRET, 'HS512')));
  });

  it('a token whose payload was changed is refused', async () => {
    const victim = await t.createUser({ role: 'admin' });
    const { token } = await t.createUser();
    const [h, , s] = token.split('.');
    expectRefused(await me(`${h}.${b64(claims(victim.user.id))}.${s}`));
  });

  it('an expired token is refused', async () => {
    const { token } = await t.createUser();
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advance((TOKEN_TTL_S + 1) * 1000);
    try {
      expectRefused(await me(token));
    } finally {
      t.clock.advance(-(TOKEN_TTL_S + 1) * 1000);
    }
  });

  // A token signed with a 100-year expiry was accepted.
  it('a genuinely signed token living longer than the session length is refused, whatever it says', async () => {
    const { user } = await t.createUser();
    const iat = Math.floor(t.clock.now().getTime() / 1000);
    expect((await me(await sign({ ...claims(user.id), exp: iat + TOKEN_TTL_S }))).statusCode).toBe(200);
    expectRefused(await me(await sign({ ...claims(user.id), exp: iat + 100 * 365 * 24 * 3600 })));
    expectRefused(await me(await sign({ ...claims(user.id), exp: iat + TOKEN_TTL_S + 1 })));
    const { iat: _drop, ...noIat } = claims(user.id);
    expectRefused(await me(await sign(noIat)));
    // Issued in the future, to last a full session from then: refused too.
    expectRefused(await me(await sign({ ...claims(user.id), iat: iat + 3600, exp: iat + 3600 + 60 })));
  });

  it('a revoked (logged out) token is refused, other sessions stay valid', async () => {
    const { user, token } = await t.createUser();
    const other = await t.app.ctx.tokens.sign(user.id, user.tokenVersion);
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', token })).statusCode).toBe(200);
    expectRefused(await me(token));
    expect((await me(other)).statusCode).toBe(200);
  });

  it('the token of a deleted account is refused', async () => {
    const { user, token } = await t.createUser();
    const before = t.mail.count();
    expect((await t.request({ method: 'POST', url: '/api/otp/send-delete-account-otp', token })).statusCode).toBe(200);
    const otp = await t.mail.codeFor(user.email!, before);
    const del = await t.request({ method: 'DELETE', url: '/api/auth/delete-account', token, payload: { otp } });
    expect(del.statusCode, del.body).toBe(200);
    expectRefused(await me(token));
    // A fresh, correctly signed token for that id is refused too: the account is gone, not just the session.
    expectRefused(await me(await t.app.ctx.tokens.sign(user.id, 99)));
    expectRefused(await me(await sign(claims(user.id, 1))));
  });

  it('a well-signed token naming no user, or an id that is not a uuid, is a 401, never a 500', async () => {
    expectRefused(await me(await sign(claims(randomUUID()))));
    expectRefused(await me(await sign(claims('not-a-uuid'))));
    expectRefused(await me(await sign(claims("'; drop table users; --"))));
    expectRefused(await me(await sign({ ...claims(randomUUID()), tv: 'zero' })));
    expectRefused(await me(await sign({ sub: randomUUID(), tv: 0 })));
  });

  it('malformed Authorization headers are 401s', async () => {
    for (const header of [
      'Bearer',
      'Bearer ',
      'Basic dXNlcjpwYXNz',
      'Bearer a.b.c',
      'Bearer ....',
      `Bearer ${'x'.repeat(8000)}`,
      'Bearer é.é.é',
      'Bearer a b',
    ]) {
      const res = await t.request({ method: 'GET', url: '/api/auth/me', headers: { authorization: header } });
      expect(res.statusCode, header).toBe(401);
      expect(res.json().message, header).toMatch(/./);
    }
  });
});
