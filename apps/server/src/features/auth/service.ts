import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  SERVER_MESSAGES, SIGNUP_VERIFICATION_VALIDITY_MS, TOKEN_TTL_S, type RegisterLawyerFields,
} from '@pretoire/contracts';
import type { AppContext } from '../../context';
import { notifications, otpCodes, revokedTokens, users } from '../../db/schema';
import { AppError, badRequest, conflict, tooMany, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { UploadedFile } from '../../lib/multipart';
import { LICENSE_TYPES } from '../../lib/file-type';
import type { UserRow } from '../../plugins/auth';
import type { TokenClaims } from '../../lib/tokens';
import { OtpService } from '../otp/service';

const LOGIN_FAILURES = { perAccount: 10, perIp: 50, windowMs: 15 * 60_000 };

export const findUserByEmail = async (ctx: AppContext, email: string) =>
  (await ctx.db.select().from(users).where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt))).limit(1))[0] ?? null;

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export class AuthService {
  private readonly otp: OtpService;
  constructor(private readonly ctx: AppContext) {
    this.otp = new OtpService(ctx);
  }

  issueToken(user: UserRow) {
    return this.ctx.tokens.sign(user.id, user.tokenVersion);
  }

  async login(email: string, password: string, ip: string) {
    const { limiter } = this.ctx;
    const accountKey = `login-fail:acct:${email}`;
    const ipKey = `login-fail:ip:${ip}`;
    // Each attempt takes its place in both counters before the password is checked, atomically in the shared
    // database: concurrent attempts (on any instance) cannot all pass a check made before the count.
    const [acct, byIp] = await Promise.all([
      limiter.hit(accountKey, LOGIN_FAILURES.perAccount, LOGIN_FAILURES.windowMs),
      limiter.hit(ipKey, LOGIN_FAILURES.perIp, LOGIN_FAILURES.windowMs),
    ]);
    if (!acct.allowed || !byIp.allowed) throw tooMany(SERVER_MESSAGES.tooManyLogins, Math.max(acct.retryAfterS, byIp.retryAfterS));

    const user = await findUserByEmail(this.ctx, email);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok) throw unauthorized(SERVER_MESSAGES.badCredentials);
    // Only failures count: the right password clears the account and gives the IP its attempt back.
    await Promise.all([limiter.reset(accountKey), limiter.release(ipKey)]);
    // Only after the right password, so this says nothing about unknown addresses.
    if (!user.emailVerified) throw new AppError(403, SERVER_MESSAGES.verifyEmail);
    return { user, token: await this.issueToken(user) };
  }

  private async assertCanRegister(email: string) {
    const since = new Date(this.ctx.clock.now().getTime() - SIGNUP_VERIFICATION_VALIDITY_MS);
    if (await findUserByEmail(this.ctx, email)) throw conflict(SERVER_MESSAGES.emailExists);
    if (!(await this.otp.signupVerifiedSince(email, since))) throw badRequest(SERVER_MESSAGES.emailNotVerifiedForSignup);
  }

  private async nicknameTaken(nickname: string) {
    const [row] = await this.ctx.db.select({ id: users.id }).from(users).where(sql`lower(${users.nickname}) = ${nickname.toLowerCase()}`).limit(1);
    return Boolean(row);
  }

  /** Inserts the user and uses up the signup proof in one transaction. */
  private async insertUser(values: typeof users.$inferInsert) {
    try {
      return await this.ctx.db.transaction(async (tx) => {
        const [user] = await tx.insert(users).values(values).returning();
        await tx.delete(otpCodes).where(and(eq(otpCodes.email, values.email!), eq(otpCodes.purpose, 'signup')));
        return user;
      });
    } catch (err) {
      if (isUniqueViolation(err)) {
        const byEmail = await findUserByEmail(this.ctx, values.email!);
        throw conflict(byEmail ? SERVER_MESSAGES.emailExists : SERVER_MESSAGES.nicknameExists);
      }
      throw err;
    }
  }

  async registerMember(body: { email: string; password: string; nickname: string }) {
    await this.assertCanRegister(body.email);
    if (await this.nicknameTaken(body.nickname)) throw conflict(SERVER_MESSAGES.nicknameExists);
    const now = this.ctx.clock.now();
    const user = await this.insertUser({
      role: 'user', status: 'active', email: body.email, emailVerified: true,
      passwordHash: await hashPassword(body.password), nickname: body.nickname, createdAt: now, updatedAt: now,
    });
    return { user, token: await this.issueToken(user) };
  }

  async registerLawyer(fields: RegisterLawyerFields, file: UploadedFile | null) {
    await this.assertCanRegister(fields.email);
    const doc = checkLicense(file);
    const key = await this.ctx.storage.put('private', doc.buffer, doc.type.ext);
    try {
      const now = this.ctx.clock.now();
      const user = await this.insertUser({
        role: 'lawyer', status: 'pending', email: fields.email, emailVerified: true,
        passwordHash: await hashPassword(fields.password), firstName: fields.firstName, lastName: fields.lastName,
        phone: fields.phone ?? null, barAssociation: fields.barAssociation, specializations: [...new Set(fields.specializations)],
        bio: fields.bio || null, licenseKey: key, licenseMime: doc.type.mime, createdAt: now, updatedAt: now,
      });
      return { user, token: await this.issueToken(user) };
    } catch (err) {
      await this.ctx.storage.remove(key);
      throw err;
    }
  }

  async logout(claims: TokenClaims) {
    await this.ctx.db
      .insert(revokedTokens)
      .values({ jti: claims.jti, expiresAt: new Date(claims.exp * 1000) })
      .onConflictDoNothing();
    // Housekeeping: drop revocations of tokens that have expired by now.
    await this.ctx.db.delete(revokedTokens).where(sql`${revokedTokens.expiresAt} < ${new Date(this.ctx.clock.now().getTime() - 1000 * TOKEN_TTL_S).toISOString()}`);
  }

  /** Erases personal data; questions and answers stay, shown as written by «Compte supprimé». */
  async deleteAccount(user: UserRow, otp: string) {
    if (user.role === 'admin') {
      const [{ n }] = await this.ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
      if (n <= 1) throw conflict(SERVER_MESSAGES.lastAdmin);
    }
    await this.otp.verify(user.email!, 'account-deletion', otp, true);
    const files = [user.licenseKey, user.profilePicture?.startsWith('/uploads/') ? `public/${user.profilePicture.slice('/uploads/'.length)}` : null];
    const now = this.ctx.clock.now();
    await this.ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          email: null, passwordHash: null, nickname: null, firstName: null, lastName: null, phone: null, bio: null,
          profilePicture: null, licenseKey: null, licenseMime: null, barAssociation: null, specializations: [],
          rejectionReason: null, emailVerified: false, deletedAt: now, updatedAt: now,
          tokenVersion: sql`${users.tokenVersion} + 1`,
        })
        .where(eq(users.id, user.id));
      await tx.delete(notifications).where(eq(notifications.userId, user.id));
      await tx.delete(otpCodes).where(eq(otpCodes.userId, user.id));
    });
    for (const f of files) await this.ctx.storage.remove(f);
  }

  async setPassword(userId: string, newPassword: string) {
    // New hash and a new token version: every session of this user ends.
    await this.ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword), tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: this.ctx.clock.now() })
      .where(eq(users.id, userId));
  }
}

/** A licence document must be present and a PDF, JPEG or PNG by its content. */
export function checkLicense(file: UploadedFile | null) {
  if (!file || file.buffer.length === 0) throw badRequest(SERVER_MESSAGES.licenseRequired);
  if (!file.type || !LICENSE_TYPES.has(file.type.mime)) throw badRequest(SERVER_MESSAGES.licenseType);
  return { buffer: file.buffer, type: file.type };
}
