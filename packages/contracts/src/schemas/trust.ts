import { z } from 'zod';
import {
  EDIT_SUMMARY_MAX,
  POST_CONTENT_MAX,
  POST_CONTENT_MIN,
  POST_TITLE_MAX,
  POST_TITLE_MIN,
  REPLY_CONTENT_MAX,
  REPLY_CONTENT_MIN,
} from '../constants';
import { PERSONAL_DATA_KINDS } from '../detect/personal-data';
import {
  MODERATED_TARGET_TYPES,
  MODERATION_DECISIONS,
  MODERATION_STATEMENT_MAX,
  MODERATION_STATEMENT_MIN,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  SUSPENSION_DAYS_MAX,
} from '../trust';
import { email, limitParam, otpCode, pageMeta, pageParam, uuid } from './common';

// Reports, the moderation queue, edits with history, data export.

export const reportTargetType = z.enum(REPORT_TARGET_TYPES, { message: 'type de cible inconnu (post, reply ou user)' });
export const reportReason = z.enum(REPORT_REASONS, { message: 'motif de signalement inconnu' });

export const createReportBody = z.object({
  targetType: reportTargetType,
  targetId: uuid,
  reason: reportReason,
  details: z.string().trim().max(REPORT_DETAILS_MAX).optional(),
  /** A visitor's address, to receive the outcome; ignored for signed-in members. */
  email: email.optional(),
});
export type CreateReportBody = z.infer<typeof createReportBody>;
export const reportCreated = z.object({ _id: z.string(), message: z.string() });

/** The content as it was when reported or decided. */
export const contentSnapshot = z.record(z.string(), z.string().nullable());

export const moderationDecisionView = z.object({
  _id: z.string(),
  decision: z.enum(MODERATION_DECISIONS),
  statement: z.string(),
  suspendedUntil: z.string().nullable(),
  actor: z.string().nullable(),
  createdAt: z.string(),
});

export const reportGroup = z.object({
  /** Id of the group's first report: PUT /admin/reports/{id} decides the whole group. */
  _id: z.string(),
  targetType: z.enum(MODERATED_TARGET_TYPES),
  targetId: z.string(),
  postId: z.string().nullable(),
  /** The reported author (or profile). */
  owner: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** Content as first reported. */
  snapshot: contentSnapshot,
  /** Whether the content is hidden now; null when it no longer exists. */
  hidden: z.boolean().nullable(),
  count: z.number().int(),
  reasons: z.array(z.object({ reason: reportReason, count: z.number().int() })),
  reports: z.array(
    z.object({
      _id: z.string(),
      reason: reportReason,
      details: z.string().nullable(),
      /** Member's nickname or «Visiteur». */
      reporter: z.string(),
      createdAt: z.string(),
    }),
  ),
  firstReportedAt: z.string(),
  decision: moderationDecisionView.nullable(),
  /** Why the person viewing the queue may not decide this item (their own content or report): it waits for someone else. */
  conflict: z.string().nullable(),
});
export type ReportGroup = z.infer<typeof reportGroup>;

export const adminReportsQuery = z.object({
  status: z.enum(['open', 'decided']).default('open'),
  page: pageParam,
  limit: limitParam(20),
});
export const adminReportsResult = z.object({ groups: z.array(reportGroup), ...pageMeta });

export const decideReportBody = z.object({
  decision: z.enum(MODERATION_DECISIONS, { message: 'décision inconnue (keep, hide, delete ou restore)' }),
  statement: z.string().trim().min(MODERATION_STATEMENT_MIN).max(MODERATION_STATEMENT_MAX),
  /** Also suspend the author (or the reported profile) for this many days. */
  suspendDays: z.coerce.number().int().min(1).max(SUSPENSION_DAYS_MAX).optional(),
});
export type DecideReportBody = z.infer<typeof decideReportBody>;
export const decideReportResult = z.object({ group: reportGroup, message: z.string() });

export const suspendUserBody = z.object({
  /** 0 lifts a suspension. */
  days: z.coerce.number().int().min(0).max(SUSPENSION_DAYS_MAX),
  statement: z.string().trim().min(MODERATION_STATEMENT_MIN).max(MODERATION_STATEMENT_MAX),
});
export const suspensionResult = z.object({ suspendedUntil: z.string().nullable(), message: z.string() });

/** What the personal-data detector masked before storing (kinds and counts) and the French sentence saying so. */
export const maskedReport = z.object({
  masked: z.array(z.object({ kind: z.enum(PERSONAL_DATA_KINDS), count: z.number().int() })),
  notice: z.string().nullable(),
});
export type MaskedReport = z.infer<typeof maskedReport>;

/** «Motif de la modification»: optional; blank means none. */
const editSummary = z.string().trim().max(EDIT_SUMMARY_MAX).optional();
export const editPostBody = z
  .object({
    title: z.string().trim().min(POST_TITLE_MIN).max(POST_TITLE_MAX).optional(),
    content: z.string().trim().min(POST_CONTENT_MIN).max(POST_CONTENT_MAX).optional(),
    /** Category id or slug. */
    category: z.string().trim().min(1).max(100).optional(),
    summary: editSummary,
  })
  .strict();
export const editReplyBody = z
  .object({ content: z.string().trim().min(REPLY_CONTENT_MIN).max(REPLY_CONTENT_MAX), summary: editSummary })
  .strict();

export const contentVersion = z.object({
  _id: z.string(),
  /** Null for the question itself. */
  replyId: z.string().nullable(),
  title: z.string().nullable(),
  content: z.string(),
  category: z.string().nullable(),
  editor: z.string().nullable(),
  /** Why it was replaced («Motif de la modification»), when the editor said. */
  summary: z.string().nullable(),
  /** When this version was written; it was replaced at createdAt. */
  writtenAt: z.string(),
  createdAt: z.string(),
});
export const postHistory = z.object({
  /** Previous versions, oldest first: the question's and its answers', except those of hidden or deleted ones (their author and admins only). */
  versions: z.array(contentVersion),
});

export const suspendedInfo = z.object({ until: z.string(), statement: z.string().nullable() });

/** DELETE /auth/delete-account: the code, and whether to erase the text of one's questions too. */
export const deleteAccountBody = z
  .object({
    otp: otpCode.optional(),
    eraseQuestions: z.boolean().optional(),
  })
  .optional();

/** GET /users/me/export: everything held about the caller (a JSON file). */
export const dataExport = z.record(z.string(), z.unknown());

export const legalNotice = z.object({
  publisher: z.string(),
  director: z.string(),
  contactEmail: z.string(),
  host: z.string(),
});
export type LegalNotice = z.infer<typeof legalNotice>;
