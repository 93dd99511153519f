import {
  type CreateReportBody,
  MEMBER_REPORTS_PER_HOUR,
  TRANSPARENCY_MESSAGES,
  TRUST_MESSAGES,
  VISITOR_REPORTS_PER_HOUR,
} from '@pretoire/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { reports, users } from '../../db/schema';
import { AppError, badRequest, notFound, tooMany } from '../../lib/errors';
import type { SignedInUser } from '../../plugins/auth';
import { pushQueueCount } from './counts';
import { frenchDate } from './suspension';
import { loadTarget } from './targets';

const HOUR = 3_600_000;
const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** A notice (DSA art. 16) from a member or a visitor; admins' open pages hear of it at once. */
export async function createReport(ctx: AppContext, reporter: SignedInUser | null, body: CreateReportBody, ip: string): Promise<string> {
  const limit = reporter
    ? await ctx.limiter.hit(`report:user:${reporter.id}`, MEMBER_REPORTS_PER_HOUR, HOUR)
    : await ctx.limiter.hit(`report:ip:${ip}`, VISITOR_REPORTS_PER_HOUR, HOUR);
  if (!limit.allowed) throw tooMany(TRUST_MESSAGES.tooManyReports, limit.retryAfterS);
  if (!reporter && !body.email) throw badRequest(TRUST_MESSAGES.reportEmailRequired, 'email: requis pour un visiteur');

  const flagger = reporter ? await notifierStanding(ctx, reporter.id) : { trusted: false };

  const target = await loadTarget(ctx.db, body.targetType, body.targetId);
  if (!target) throw notFound(TRUST_MESSAGES.reportTargetNotFound);
  if (target.deleted || target.removed) throw badRequest(TRUST_MESSAGES.reportDeletedTarget);
  if (reporter && target.ownerId === reporter.id) throw badRequest(TRUST_MESSAGES.reportOwnContent);

  const who = reporter ? eq(reports.reporterId, reporter.id) : sql`lower(${reports.reporterEmail}) = ${body.email?.toLowerCase() ?? ''}`;
  const [already] = await ctx.db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.targetType, target.type), eq(reports.targetId, target.id), eq(reports.status, 'open'), who));
  if (already) throw new AppError(409, TRUST_MESSAGES.reportDuplicate);
  let id: string;
  try {
    const [row] = await ctx.db
      .insert(reports)
      .values({
        targetType: target.type,
        targetId: target.id,
        postId: target.postId,
        targetOwnerId: target.ownerId,
        reporterId: reporter?.id ?? null,
        reporterEmail: reporter ? null : (body.email ?? null),
        reason: body.reason,
        details: body.details || null,
        snapshot: target.snapshot,
        trustedFlagger: flagger.trusted,
        createdAt: ctx.clock.now(),
      })
      .returning({ id: reports.id });
    id = row.id;
  } catch (err) {
    // Two identical reports at once: the partial unique index keeps one.
    if (isUniqueViolation(err)) throw new AppError(409, TRUST_MESSAGES.reportDuplicate);
    throw err;
  }
  await pushQueueCount(ctx);
  return id;
}

/**
 * Whether the member is a trusted flagger; refuses their notice while its processing is suspended for misuse (DSA
 * art. 23): refused rather than silently shelved, so the person knows (docs/decisions/dsa-transparency.md).
 */
async function notifierStanding(ctx: AppContext, userId: string) {
  const [u] = await ctx.db
    .select({ trusted: users.trustedFlagger, until: users.noticesSuspendedUntil })
    .from(users)
    .where(eq(users.id, userId));
  if (u?.until && u.until > ctx.clock.now())
    throw new AppError(
      403,
      TRANSPARENCY_MESSAGES.noticesSuspended,
      `Suspendu jusqu\u2019au ${frenchDate(u.until)} après des signalements répétés jugés infondés.`,
    );
  return { trusted: u?.trusted ?? false };
}

/**
 * A party's report of a message in a private consultation, sent through the consultation's route (which checks that
 * the reporter is a party). The moderators' queue gets that message's text and file name as the snapshot, and nothing
 * else of the consultation (docs/decisions/consultations.md).
 */
export async function reportPrivateMessage(
  ctx: AppContext,
  reporter: SignedInUser,
  message: { id: string; authorId: string; content: string | null; attachmentName: string | null },
  body: { reason: string; details?: string },
): Promise<string> {
  const limit = await ctx.limiter.hit(`report:user:${reporter.id}`, MEMBER_REPORTS_PER_HOUR, HOUR);
  if (!limit.allowed) throw tooMany(TRUST_MESSAGES.tooManyReports, limit.retryAfterS);
  const flagger = await notifierStanding(ctx, reporter.id);
  try {
    const [row] = await ctx.db
      .insert(reports)
      .values({
        targetType: 'consultation_message',
        targetId: message.id,
        postId: null,
        targetOwnerId: message.authorId,
        reporterId: reporter.id,
        reason: body.reason,
        details: body.details || null,
        snapshot: { content: message.content, attachment: message.attachmentName },
        trustedFlagger: flagger.trusted,
        createdAt: ctx.clock.now(),
      })
      .returning({ id: reports.id });
    await pushQueueCount(ctx);
    return row.id;
  } catch (err) {
    // One open report per member and message (the partial unique index).
    if (isUniqueViolation(err)) throw new AppError(409, TRUST_MESSAGES.reportDuplicate);
    throw err;
  }
}
