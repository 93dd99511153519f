import { z } from 'zod';
import { lawyerLookalike, privateUser } from './auth';
import { limitParam, pageMeta, pageParam } from './common';
import { postListQuery } from './forum';

/**
 * Admin view of a lawyer awaiting review: the private user, the licence's content type, and the lawyers whose name
 * looks like theirs (`identityVerified`: a re-upload by a lawyer approved before, whose names stayed locked).
 */
export const pendingLawyer = privateUser.extend({ licenseMime: z.string().nullable(), duplicates: z.array(lawyerLookalike) });
export const pendingLawyersResult = z.object({ lawyers: z.array(pendingLawyer) });
export const rejectLawyerBody = z.object({ reason: z.string().trim().min(3).max(1000) });
export const adminUserResult = z.object({ user: privateUser });

export const adminUsersQuery = z.object({
  role: z.enum(['user', 'lawyer', 'admin', 'all']).optional(),
  q: z.string().trim().max(100).optional(),
  page: pageParam,
  limit: limitParam(20),
});
/** A user as the admins' list shows it: whether they are a trusted flagger too (docs/decisions/dsa-transparency.md). */
export const adminUserItem = privateUser.extend({ trustedFlagger: z.boolean() });
export const adminUsersResult = z.object({ users: z.array(adminUserItem), ...pageMeta });

export const adminPostsQuery = postListQuery.pick({ status: true, q: true, page: true }).extend({ limit: limitParam(20) });

const count = z.number().int();
export const adminStats = z.object({
  totals: z.object({
    members: count,
    lawyers: z.object({ active: count, pending: count, rejected: count }),
    questions: z.object({ open: count, answered: count, resolved: count, total: count }),
    answers: count,
    satisfactoryAnswers: count,
    /** Share of lawyers' answers marked satisfactory, 0–1. */
    satisfactoryRate: z.number(),
    /** Mean rating of satisfactory answers, null when none. */
    averageRating: z.number().nullable(),
    pendingReviews: count,
  }),
  /** The last 30 days (UTC), oldest first; days without activity are 0. */
  daily: z.array(z.object({ date: z.string(), signups: count, questions: count, answers: count })),
  /** Mails waiting in the outbox and mails that failed for good (refused by SMTP or out of retries). */
  mail: z.object({ queued: count, failed: count }),
  /** Open reports and the targets awaiting a decision. */
  moderation: z.object({ openReports: count, openTargets: count }).optional(),
});

export const auditEntry = z.object({
  _id: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export const auditLogQuery = z.object({ page: pageParam, limit: limitParam(20) });
export const auditLogResult = z.object({ entries: z.array(auditEntry), ...pageMeta });
export type AdminStats = z.infer<typeof adminStats>;
