import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from './clock';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TokenClaims {
  sub: string;
  tv: number;
  jti: string;
  exp: number;
}

/** Clock drift allowed between instances for a token's issue time. */
const ISSUED_SKEW_S = 60;

/**
 * HS256 JWTs carrying the user's token version: bumping it revokes every token of that user. A token lives at most
 * the configured session length (`ttlS`), whatever it says: a validly signed token with a longer life (a leaked key,
 * an old build) is refused.
 */
export class TokenService {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly clock: Clock,
    readonly ttlS: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(userId: string, tokenVersion: number): Promise<string> {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ tv: tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlS)
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
      if (
        typeof payload.sub !== 'string' ||
        !UUID.test(payload.sub) ||
        typeof payload.tv !== 'number' ||
        typeof payload.jti !== 'string' ||
        typeof payload.exp !== 'number' ||
        typeof payload.iat !== 'number' ||
        payload.exp - payload.iat > this.ttlS ||
        payload.iat > this.clock.now().getTime() / 1000 + ISSUED_SKEW_S
      )
        return null;
      return { sub: payload.sub, tv: payload.tv, jti: payload.jti, exp: payload.exp };
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }
}
