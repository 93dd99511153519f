import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import { TOKEN_TTL_S } from '@pretoire/contracts';
import type { Clock } from './clock';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TokenClaims {
  sub: string;
  tv: number;
  jti: string;
  exp: number;
}

/** HS256 JWTs carrying the user's token version: bumping it revokes every token of that user. */
export class TokenService {
  private readonly key: Uint8Array;
  constructor(secret: string, private readonly clock: Clock) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(userId: string, tokenVersion: number): Promise<string> {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ tv: tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + TOKEN_TTL_S)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for anything else (tampered, expired, other algorithm). */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      // A subject that is not a uuid would reach the database as a malformed id (a 500): refuse it here.
      if (typeof payload.sub !== 'string' || !UUID.test(payload.sub) || typeof payload.tv !== 'number' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number')
        return null;
      return { sub: payload.sub, tv: payload.tv, jti: payload.jti, exp: payload.exp };
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }
}
