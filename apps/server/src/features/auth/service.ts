import {
  maskPersonalData,
  NAME_MESSAGES,
  PASSWORD_RULE_VERSION,
  type RegisterLawyerFields,
  SERVER_MESSAGES,
  SIGNUP_VERIFICATION_VALIDITY_MS,
  TERMS_VERSION,
} from '@pretoire/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { notifications, otpCodes, revokedTokens, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/errors';
import { checkLicense } from '../../lib/file-type';
import type { UploadedFile } from '../../lib/multipart';
import { assertStrongPassword, hashPassword, passwordVerdict, verifyPassword } from '../../lib/password';
import type { TokenClaims } from '../../lib/tokens';
import type { SignedInUser, UserRow } from '../../plugins/auth';
import { eraseConsultationMessagesOf } from '../consultations';
import { suspensionRefusal } from '../moderation';
import { signupVerifiedSince, verifyCode } from '../otp';
import { eraseQuestionsOf } from '../posts';
import { checkedLawyerName, checkedNickname } from '../users';
import { deviceHash, isKnownDevice, rememberDevice } from './devices';
import { sendSignInAlert } from './sign-in-alert';
import { signInSucceeded, takeSignInAttempt } from './throttle';

export const findUserByEmail = async (ctx: AppContext, email: string) =>
  (
    await ctx.db
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
      .limit(1)
  )[0] ?? null;

/** The unique index a write ran into, or null for any other error. */
const uniqueViolation = (err: unknown): string | null => {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  if (e?.code === '23505') return e.constraint ?? '';
  if (e?.cause?.code === '23505') return e.cause.constraint ?? '';
  return null;
};

export const issueToken = (ctx: AppContext, user: UserRow) => ctx.tokens.sign(user.id, user.tokenVersion);

export interface SignIn {
  email: string;
  password: string;
  ip: string;
  /** The browser's own random id (web app), to recognise it without tracking; absent from other clients. */
  deviceId?: string;
  log: FastifyBaseLogger;
}

export async function login(ctx: AppContext, p: SignIn) {
  const user = await findUserByEmail(ctx, p.email);
  const device = user && p.deviceId ? deviceHash(ctx, user.id, p.deviceId) : null;
  const attempt = { email: p.email, ip: p.ip, knownDevice: device && user && (await isKnownDevice(ctx, user.id, device)) ? device : null };
  await takeSignInAttempt(ctx, attempt);
  const ok = await verifyPassword(user?.passwordHash ?? null, p.password);
  if (!user || !ok) throw unauthorized(SERVER_MESSAGES.badCredentials);
  await signInSucceeded(ctx, attempt);
  // Only after the right password, so this says nothing about unknown addresses.
  if (!user.emailVerified) throw new AppError(403, SERVER_MESSAGES.verifyEmail);
  // A suspended account learns until when and why, only after the right password.
  const suspended = suspensionRefusal(user, ctx.clock.now());
  if (suspended) throw suspended;
  const signedIn = await flagWeakPassword(ctx, user, p.password);
  const fresh = device ? await rememberDevice(ctx, user.id, device) : true;
  if (fresh) await sendSignInAlert(ctx, user, user.email ?? p.email, { at: ctx.clock.now(), ip: p.ip });
  return { user: signedIn, token: await issueToken(ctx, signedIn) };
}

/**
 * Passwords chosen under older rules keep working; the sign-in that reveals one too weak for today's rules marks the
 * account, and the web app asks for a new one until it is changed (setPassword clears the mark).
 */
async function flagWeakPassword(ctx: AppContext, user: UserRow, password: string): Promise<UserRow> {
  // Judged once per password and rule version (zxcvbn costs up to ~80 ms), not at every sign-in.
  if (user.passwordRuleVersion >= PASSWORD_RULE_VERSION) return user;
  const verdict = await passwordVerdict(password, user);
  const [row] = await ctx.db
    .update(users)
    .set({ passwordChangeRequired: !verdict.ok, passwordRuleVersion: PASSWORD_RULE_VERSION })
    .where(eq(users.id, user.id))
    .returning();
  return row ?? user;
}

async function assertCanRegister(ctx: AppContext, email: string) {
  const since = new Date(ctx.clock.now().getTime() - SIGNUP_VERIFICATION_VALIDITY_MS);
  if (await findUserByEmail(ctx, email)) throw conflict(SERVER_MESSAGES.emailExists);
  if (!(await signupVerifiedSince(ctx, email, since))) throw badRequest(SERVER_MESSAGES.emailNotVerifiedForSignup);
}

/** Inserts the user and uses up the signup proof in one transaction. */
async function insertUser(ctx: AppContext, values: typeof users.$inferInsert & { email: string }) {
  try {
    return await transaction(ctx.db, async (tx) => {
      const [user] = await tx.insert(users).values(values).returning();
      await tx.delete(otpCodes).where(and(eq(otpCodes.email, values.email), eq(otpCodes.purpose, 'signup')));
      return user;
    });
  } catch (err) {
    const index = uniqueViolation(err);
    if (index === null) throw err;
    if (await findUserByEmail(ctx, values.email)) throw conflict(SERVER_MESSAGES.emailExists);
    throw conflict(index === 'users_nickname_skeleton_unique' ? NAME_MESSAGES.nicknameLookalike : SERVER_MESSAGES.nicknameExists);
  }
}

/** A browser that registers is the account's first known browser: its next sign-in sends no alert. */
async function rememberRegisteringDevice(ctx: AppContext, userId: string, deviceId: string | undefined) {
  if (deviceId) await rememberDevice(ctx, userId, deviceHash(ctx, userId, deviceId));
}

export async function registerMember(ctx: AppContext, body: { email: string; password: string; nickname: string; deviceId?: string }) {
  await assertCanRegister(ctx, body.email);
  const names = await checkedNickname(ctx, body.nickname);
  await assertStrongPassword(body.password, { email: body.email, nickname: body.nickname });
  const now = ctx.clock.now();
  const user = await insertUser(ctx, {
    role: 'user',
    status: 'active',
    email: body.email,
    emailVerified: true,
    passwordHash: await hashPassword(body.password),
    passwordRuleVersion: PASSWORD_RULE_VERSION,
    termsVersion: TERMS_VERSION,
    termsAcceptedAt: now,
    ...names,
    createdAt: now,
    updatedAt: now,
  });
  await rememberRegisteringDevice(ctx, user.id, body.deviceId);
  return { user, token: await issueToken(ctx, user) };
}

export async function registerLawyer(ctx: AppContext, fields: RegisterLawyerFields, file: UploadedFile | null) {
  await assertCanRegister(ctx, fields.email);
  const names = checkedLawyerName(fields.firstName, fields.lastName);
  await assertStrongPassword(fields.password, fields);
  const doc = checkLicense(file);
  const key = await ctx.storage.put('private', doc.buffer, doc.type.ext);
  try {
    const now = ctx.clock.now();
    const user = await insertUser(ctx, {
      role: 'lawyer',
      status: 'pending',
      email: fields.email,
      emailVerified: true,
      passwordHash: await hashPassword(fields.password),
      passwordRuleVersion: PASSWORD_RULE_VERSION,
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: now,
      ...names,
      phone: fields.phone ?? null,
      barAssociation: fields.barAssociation,
      specializations: [...new Set(fields.specializations)],
      bio: fields.bio ? maskPersonalData(fields.bio).text : null,
      licenseKey: key,
      licenseMime: doc.type.mime,
      createdAt: now,
      updatedAt: now,
    });
    await rememberRegisteringDevice(ctx, user.id, fields.deviceId);
    return { user, token: await issueToken(ctx, user) };
  } catch (err) {
    await ctx.storage.remove(key);
    throw err;
  }
}

export async function logout(ctx: AppContext, claims: TokenClaims) {
  await ctx.db
    .insert(revokedTokens)
    .values({ jti: claims.jti, expiresAt: new Date(claims.exp * 1000) })
    .onConflictDoNothing();
  // Housekeeping: drop revocations of tokens that have expired by now.
  await ctx.db
    .delete(revokedTokens)
    .where(sql`${revokedTokens.expiresAt} < ${new Date(ctx.clock.now().getTime() - 1000 * ctx.tokens.ttlS).toISOString()}`);
  ctx.realtime.disconnectToken(claims.jti);
}

/** Erases personal data; questions and answers stay, shown as written by «Compte supprimé». */
export async function deleteAccount(ctx: AppContext, user: SignedInUser, otp: string, opts: { eraseQuestions?: boolean } = {}) {
  if (user.role === 'admin') {
    const [{ n }] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
    if (n <= 1) throw conflict(SERVER_MESSAGES.lastAdmin);
  }
  await verifyCode(ctx, user.email, 'account-deletion', otp, true);
  const files = [
    user.licenseKey,
    user.profilePicture?.startsWith('/uploads/') ? `public/${user.profilePicture.slice('/uploads/'.length)}` : null,
  ];
  const now = ctx.clock.now();
  const erasedFiles = await transaction(ctx.db, async (tx) => {
    await tx
      .update(users)
      .set({
        email: null,
        passwordHash: null,
        nickname: null,
        firstName: null,
        lastName: null,
        phone: null,
        bio: null,
        profilePicture: null,
        licenseKey: null,
        licenseMime: null,
        barAssociation: null,
        specializations: [],
        rejectionReason: null,
        emailVerified: false,
        deletedAt: now,
        updatedAt: now,
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(eq(users.id, user.id));
    await tx.delete(notifications).where(eq(notifications.userId, user.id));
    await tx.delete(otpCodes).where(eq(otpCodes.userId, user.id));
    if (opts.eraseQuestions) await eraseQuestionsOf(tx, user.id, now);
    // Consultations: the person's messages go, the other party keeps a dated tombstone.
    return eraseConsultationMessagesOf(tx, user.id, now);
  });
  ctx.realtime.disconnectUser(user.id);
  for (const f of [...files, ...erasedFiles]) await ctx.storage.remove(f);
}

/**
 * Password change of a signed-in person. The current password's guesses count with the sign-in counters, so a
 * stolen session cannot guess it outside the login throttle. The code is checked, then the new password, and only
 * then used up: a refused new password does not cost a code.
 */
export async function changePassword(
  ctx: AppContext,
  user: SignedInUser,
  p: { currentPassword: string; newPassword: string; otp: string },
  ip: string,
) {
  const attempt = { email: user.email, ip };
  await takeSignInAttempt(ctx, attempt);
  if (!(await verifyPassword(user.passwordHash, p.currentPassword))) throw badRequest(SERVER_MESSAGES.wrongCurrentPassword);
  await signInSucceeded(ctx, attempt);
  await verifyCode(ctx, user.email, 'password-change', p.otp, false);
  await assertStrongPassword(p.newPassword, user);
  await verifyCode(ctx, user.email, 'password-change', p.otp, true);
  await setPassword(ctx, user.id, p.newPassword);
}

/** Password reset with an e-mailed code, in the same order as a change (code, new password, then the code is used up). */
export async function resetPassword(ctx: AppContext, p: { userId: string; otp: string; newPassword: string }) {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, p.userId), isNull(users.deletedAt)))
    .limit(1);
  if (!user?.email) throw badRequest(SERVER_MESSAGES.otpInvalid);
  const row = await verifyCode(ctx, user.email, 'password-reset', p.otp, false);
  if (row.userId !== user.id) throw badRequest(SERVER_MESSAGES.otpInvalid);
  await assertStrongPassword(p.newPassword, user);
  await verifyCode(ctx, user.email, 'password-reset', p.otp, true);
  await setPassword(ctx, user.id, p.newPassword);
}

async function setPassword(ctx: AppContext, userId: string, newPassword: string) {
  // New hash and a new token version: every session of this user ends, open sockets included.
  await ctx.db
    .update(users)
    .set({
      passwordHash: await hashPassword(newPassword),
      passwordChangeRequired: false,
      passwordRuleVersion: PASSWORD_RULE_VERSION,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: ctx.clock.now(),
    })
    .where(eq(users.id, userId));
  ctx.realtime.disconnectUser(userId);
}
