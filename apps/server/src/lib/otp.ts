import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@pretoire/contracts';

/** A 6-digit code from the CSPRNG. */
export const generateCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/**
 * Codes are stored as an HMAC keyed with the server secret: a database leak does not reveal them,
 * and a 10^6 space is guarded by the attempt limit rather than by a slow hash.
 */
export const hashCode = (secret: string, code: string) => createHmac('sha256', secret).update(code).digest('hex');

export function codeMatches(secret: string, code: string, stored: string) {
  const a = Buffer.from(hashCode(secret, code), 'hex');
  const b = Buffer.from(stored, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
