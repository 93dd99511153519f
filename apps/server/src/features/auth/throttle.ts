import { SECURITY_MESSAGES, SERVER_MESSAGES } from '@pretoire/contracts';
import type { AppContext } from '../../context';
import { tooMany } from '../../lib/errors';

// Password guesses, at sign-in and on a password change (docs/decisions/security-accounts.md, «Throttles»):
// - per address: 50 attempts in 15 minutes, then 429 (one source spraying many accounts);
// - per account and source (the address, or the owner's known browser): 10 in 15 minutes, then 429;
// - per account from unknown browsers: 10 in a day, then growing delays (1 s, 2 s, 4 s… up to 15 min between
//   attempts) rather than a lock, and the owner's known browsers skip them: a guesser elsewhere slows only
//   the guessers, and cannot keep the owner out.
export const SIGN_IN_LIMITS = {
  perIp: { limit: 50, windowMs: 15 * 60_000 },
  perSource: { limit: 10, windowMs: 15 * 60_000 },
  perAccount: { free: 10, windowMs: 24 * 3_600_000, baseDelayMs: 1_000, maxDelayMs: 15 * 60_000 },
} as const;

export interface Attempt {
  email: string;
  ip: string;
  /** The HMAC of a browser that signed in to this account before, when the request comes from one. */
  knownDevice?: string | null;
}

const keys = (a: Attempt) => {
  const email = a.email.toLowerCase();
  return {
    ip: `login-fail:ip:${a.ip}`,
    source: a.knownDevice ? `login-fail:dev:${email}:${a.knownDevice}` : `login-fail:src:${email}:${a.ip}`,
    account: `login-slow:acct:${email}`,
  };
};

/**
 * Takes the attempt's place in every counter before the password is checked (atomic in the shared database, so
 * concurrent attempts on any instance cannot all pass a check made before the count). 429 when one refuses.
 */
export async function takeSignInAttempt(ctx: AppContext, a: Attempt) {
  const { limiter } = ctx;
  const k = keys(a);
  const [ip, source] = await Promise.all([
    limiter.hit(k.ip, SIGN_IN_LIMITS.perIp.limit, SIGN_IN_LIMITS.perIp.windowMs),
    limiter.hit(k.source, SIGN_IN_LIMITS.perSource.limit, SIGN_IN_LIMITS.perSource.windowMs),
  ]);
  if (!ip.allowed || !source.allowed) throw tooMany(SERVER_MESSAGES.tooManyLogins, Math.max(ip.retryAfterS, source.retryAfterS));
  if (a.knownDevice) return;
  const account = await limiter.slowDown(k.account, SIGN_IN_LIMITS.perAccount);
  if (!account.allowed) throw tooMany(SECURITY_MESSAGES.loginSlowedDown(account.retryAfterS), account.retryAfterS);
}

/** The right password: its account and source start afresh, and the address gets its attempt back. */
export async function signInSucceeded(ctx: AppContext, a: Attempt) {
  const k = keys(a);
  await Promise.all([ctx.limiter.reset(k.account), ctx.limiter.reset(k.source), ctx.limiter.release(k.ip)]);
}
