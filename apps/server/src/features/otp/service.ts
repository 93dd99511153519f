import { randomBytes } from 'node:crypto';
import {
  OTP_BUDGET_WINDOW_MS,
  OTP_DAILY_SENDS,
  OTP_DAILY_TRIES,
  OTP_MAX_ATTEMPTS,
  OTP_PURPOSE_TEXTS,
  OTP_RESEND_WINDOW_MS,
  OTP_TTL_MS,
  type OtpPurpose,
  SECURITY_MESSAGES,
  SERVER_MESSAGES,
} from '@pretoire/contracts';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { otpCodes } from '../../db/schema';
import { AppError, badRequest, tooMany } from '../../lib/errors';
import { renderMail } from '../../lib/mail';
import { codeMatches, generateCode, hashCode } from '../../lib/otp';

const SEND_PER_IP = { limit: 30, windowMs: 15 * 60_000 };

const MAIL_LINES: Record<OtpPurpose, string[]> = {
  signup: ['Bienvenue sur Prétoire ! Voici votre code pour vérifier votre adresse e-mail et créer votre compte.'],
  'password-reset': ['Vous avez demandé à réinitialiser votre mot de passe. Voici votre code.'],
  'account-deletion': ['Vous avez demandé la suppression de votre compte. Ce code confirme la suppression définitive.'],
  'email-verification': ['Voici votre code pour vérifier votre adresse e-mail.'],
  'password-change': ['Vous avez demandé à changer votre mot de passe. Voici votre code de confirmation.'],
};

/** Every code mail says how to report codes nobody asked for (someone typing another person's address). */
const abuseFooter = (abuseEmail: string) =>
  `Vous n\u2019avez rien demandé ? Ne communiquez ce code à personne : Prétoire ne vous le demandera jamais. Si vous recevez des codes que vous n\u2019avez pas demandés, signalez-le en transférant ce message à ${abuseEmail}.`;

export interface SendOptions {
  ip: string;
  userId?: string | null;
  /** When false, the code row is recorded but no mail leaves (unknown address: no enumeration). */
  deliver?: boolean;
}

// One-time codes: CSPRNG, stored hashed, 10-minute validity, single use, 5 attempts, 60 s resend window, and a daily
// budget per (address, purpose): 10 codes sent and 25 codes tried, then the address waits for the day to end. Without
// the budget a new code every minute gave about 7,200 guesses a day on a password reset, and 60 mails an hour.

const budgetKeys = (email: string, purpose: OtpPurpose) => ({
  sends: `otp-day:send:${purpose}:${email.toLowerCase()}`,
  tries: `otp-day:try:${purpose}:${email.toLowerCase()}`,
});
const budgetSpent = (retryAfterS: number) =>
  tooMany(SECURITY_MESSAGES.otpDailyBudget(Math.max(1, Math.ceil(retryAfterS / 3600))), retryAfterS);

export async function sendCode(ctx: AppContext, email: string, purpose: OtpPurpose, opts: SendOptions): Promise<void> {
  const { limiter, clock, db } = ctx;
  const ip = await limiter.hit(`otp-send-ip:${opts.ip}`, SEND_PER_IP.limit, SEND_PER_IP.windowMs);
  if (!ip.allowed) throw tooMany(SERVER_MESSAGES.tooManyRequests, ip.retryAfterS);

  const now = clock.now();
  const [last] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (last) {
    const waitMs = last.createdAt.getTime() + OTP_RESEND_WINDOW_MS - now.getTime();
    if (waitMs > 0) {
      const s = Math.ceil(waitMs / 1000);
      throw tooMany(SERVER_MESSAGES.resendWait(s), s);
    }
  }

  // Counted after the resend window (a refused resend costs nothing), for unknown addresses too (no enumeration).
  const budget = budgetKeys(email, purpose);
  const sends = await limiter.hit(budget.sends, OTP_DAILY_SENDS, OTP_BUDGET_WINDOW_MS);
  if (!sends.allowed) throw budgetSpent(sends.retryAfterS);

  const deliver = opts.deliver ?? true;
  const code = generateCode();
  // An undeliverable code still gets a row (with an unguessable hash) so timing windows match.
  const stored = deliver ? hashCode(ctx.secret, code) : hashCode(ctx.secret, randomBytes(16).toString('hex'));
  const [row] = await db
    .insert(otpCodes)
    .values({
      email,
      purpose,
      userId: opts.userId ?? null,
      codeHash: stored,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      createdAt: now,
    })
    .returning({ id: otpCodes.id });
  // Only the newest code of a purpose is valid.
  await db
    .delete(otpCodes)
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt), sql`${otpCodes.id} <> ${row.id}`));
  if (!deliver) return;

  const texts = OTP_PURPOSE_TEXTS[purpose];
  const body = renderMail({ title: texts.title, lines: MAIL_LINES[purpose], code, footer: abuseFooter(ctx.config.abuseEmail) });
  try {
    await ctx.mailer.send({ to: email, subject: `${code} — ${texts.mailSubject}`, ...body, code });
  } catch (err) {
    // Undo the row and the count so neither the resend window nor the budget blocks a retry after a mail failure.
    await db.delete(otpCodes).where(eq(otpCodes.id, row.id));
    await limiter.release(budget.sends);
    throw err;
  }
}

/**
 * Checks the newest live code for (email, purpose). A wrong code counts an attempt; the fifth
 * wrong attempt kills the code. With consume, the code is used up atomically (one winner).
 */
export async function verifyCode(ctx: AppContext, email: string, purpose: OtpPurpose, code: string, consume: boolean) {
  const { db, clock, limiter } = ctx;
  const now = clock.now();
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!row) throw badRequest(SERVER_MESSAGES.otpInvalid);
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw new AppError(429, SERVER_MESSAGES.otpTooManyAttempts);
  // Every try takes its place in the day's budget before the check (concurrent tries cannot all slip past it);
  // the right code gives it back, so only wrong ones use the budget up.
  const tries = await limiter.hit(budgetKeys(email, purpose).tries, OTP_DAILY_TRIES, OTP_BUDGET_WINDOW_MS);
  if (!tries.allowed) throw budgetSpent(tries.retryAfterS);

  if (!codeMatches(ctx.secret, code, row.codeHash)) {
    const [after] = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(eq(otpCodes.id, row.id))
      .returning({ attempts: otpCodes.attempts });
    if (after && after.attempts >= OTP_MAX_ATTEMPTS) throw new AppError(429, SERVER_MESSAGES.otpTooManyAttempts);
    throw badRequest(SERVER_MESSAGES.otpInvalid);
  }
  if (consume) {
    const used = await db
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt), sql`${otpCodes.attempts} < ${OTP_MAX_ATTEMPTS}`))
      .returning({ id: otpCodes.id });
    if (used.length === 0) throw badRequest(SERVER_MESSAGES.otpInvalid);
  }
  await limiter.release(budgetKeys(email, purpose).tries);
  return row;
}

/** Whether a signup code for this e-mail was used within the window (registration proof). */
export async function signupVerifiedSince(ctx: AppContext, email: string, since: Date): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.email, email),
        eq(otpCodes.purpose, 'signup'),
        gt(otpCodes.consumedAt, since),
        sql`${otpCodes.attempts} < ${OTP_MAX_ATTEMPTS}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
