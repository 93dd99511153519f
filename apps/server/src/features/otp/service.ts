import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  OTP_MAX_ATTEMPTS, OTP_PURPOSE_TEXTS, OTP_RESEND_WINDOW_MS, OTP_TTL_MS, SERVER_MESSAGES, type OtpPurpose,
} from '@pretoire/contracts';
import type { AppContext } from '../../context';
import { otpCodes } from '../../db/schema';
import { AppError, badRequest, tooMany } from '../../lib/errors';
import { codeMatches, generateCode, hashCode } from '../../lib/otp';
import { renderMail } from '../../lib/mail';
import { randomBytes } from 'node:crypto';

const SEND_PER_IP = { limit: 30, windowMs: 15 * 60_000 };

const MAIL_LINES: Record<OtpPurpose, string[]> = {
  signup: ['Bienvenue sur Prétoire ! Voici votre code pour vérifier votre adresse e-mail et créer votre compte.'],
  'password-reset': ['Vous avez demandé à réinitialiser votre mot de passe. Voici votre code.'],
  'account-deletion': ['Vous avez demandé la suppression de votre compte. Ce code confirme la suppression définitive.'],
  'email-verification': ['Voici votre code pour vérifier votre adresse e-mail.'],
  'password-change': ['Vous avez demandé à changer votre mot de passe. Voici votre code de confirmation.'],
};

export interface SendOptions {
  ip: string;
  userId?: string | null;
  /** When false, the code row is recorded but no mail leaves (unknown address: no enumeration). */
  deliver?: boolean;
}

/** One-time codes: CSPRNG, stored hashed, 10-minute validity, single use, 5 attempts, 60 s resend window. */
export class OtpService {
  constructor(private readonly ctx: AppContext) {}

  async send(email: string, purpose: OtpPurpose, opts: SendOptions): Promise<void> {
    const { limiter, clock, db } = this.ctx;
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

    const deliver = opts.deliver ?? true;
    const code = generateCode();
    // An undeliverable code still gets a row (with an unguessable hash) so timing windows match.
    const stored = deliver ? hashCode(this.ctx.secret, code) : hashCode(this.ctx.secret, randomBytes(16).toString('hex'));
    const [row] = await db
      .insert(otpCodes)
      .values({ email, purpose, userId: opts.userId ?? null, codeHash: stored, expiresAt: new Date(now.getTime() + OTP_TTL_MS), createdAt: now })
      .returning({ id: otpCodes.id });
    // Only the newest code of a purpose is valid.
    await db
      .delete(otpCodes)
      .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt), sql`${otpCodes.id} <> ${row.id}`));
    if (!deliver) return;

    const texts = OTP_PURPOSE_TEXTS[purpose];
    const body = renderMail({ title: texts.title, lines: MAIL_LINES[purpose], code });
    try {
      await this.ctx.mailer.send({ to: email, subject: `${code} — ${texts.mailSubject}`, ...body, code });
    } catch (err) {
      // Undo the row so the resend window does not block a retry after a mail failure.
      await db.delete(otpCodes).where(eq(otpCodes.id, row.id));
      throw err;
    }
  }

  /**
   * Checks the newest live code for (email, purpose). A wrong code counts an attempt; the fifth
   * wrong attempt kills the code. With consume, the code is used up atomically (one winner).
   */
  async verify(email: string, purpose: OtpPurpose, code: string, consume: boolean) {
    const { db, clock } = this.ctx;
    const now = clock.now();
    const [row] = await db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    if (!row) throw badRequest(SERVER_MESSAGES.otpInvalid);
    if (row.attempts >= OTP_MAX_ATTEMPTS) throw new AppError(429, SERVER_MESSAGES.otpTooManyAttempts);

    if (!codeMatches(this.ctx.secret, code, row.codeHash)) {
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
    return row;
  }

  /** Whether a signup code for this e-mail was used within the window (registration proof). */
  async signupVerifiedSince(email: string, since: Date): Promise<boolean> {
    const [row] = await this.ctx.db
      .select({ id: otpCodes.id })
      .from(otpCodes)
      .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, 'signup'), gt(otpCodes.consumedAt, since), sql`${otpCodes.attempts} < ${OTP_MAX_ATTEMPTS}`))
      .limit(1);
    return Boolean(row);
  }
}
