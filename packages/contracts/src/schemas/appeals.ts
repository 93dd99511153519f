import { z } from 'zod';
import { APPEAL_DECISIONS, APPEAL_STATEMENT_MAX, APPEAL_STATEMENT_MIN, APPEAL_STATUSES, MODERATOR_ROLES } from '../appeals';
import { MODERATION_STATEMENT_MAX, MODERATION_STATEMENT_MIN } from '../trust';
import { limitParam, pageMeta, pageParam, uuid } from './common';

export const createAppealBody = z.object({
  reportId: uuid,
  statement: z.string().trim().min(APPEAL_STATEMENT_MIN).max(APPEAL_STATEMENT_MAX),
  /** A visitor notifier's signed token, from the link of the decision mail. */
  token: z.string().max(300).optional(),
});
export type CreateAppealBody = z.infer<typeof createAppealBody>;
export const appealCreated = z.object({ id: z.string(), _id: z.string(), message: z.string() });

export const adminAppealsQuery = z.object({
  status: z.enum(APPEAL_STATUSES).default('open'),
  page: pageParam,
  limit: limitParam(20),
});

export const appealView = z.object({
  _id: z.string(),
  status: z.enum(APPEAL_STATUSES),
  side: z.enum(['author', 'notifier']),
  appellant: z.string(),
  statement: z.string(),
  createdAt: z.string(),
  decision: z.object({
    _id: z.string(),
    decision: z.string(),
    statement: z.string(),
    actor: z.string().nullable(),
    targetType: z.string(),
    targetId: z.string(),
    postId: z.string().nullable(),
    snapshot: z.record(z.string(), z.string().nullable()),
    createdAt: z.string(),
  }),
  outcome: z.enum(APPEAL_DECISIONS).nullable(),
  answer: z.string().nullable(),
  decider: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Why the person viewing the list may not decide this complaint (their own content, report, complaint or decision). */
  conflict: z.string().nullable(),
});
export type AppealView = z.infer<typeof appealView>;
export const adminAppealsResult = z.object({ appeals: z.array(appealView), ...pageMeta });

export const decideAppealBody = z.object({
  decision: z.enum(APPEAL_DECISIONS, { message: 'décision inconnue (uphold ou reverse)' }),
  statement: z.string().trim().min(MODERATION_STATEMENT_MIN).max(MODERATION_STATEMENT_MAX),
});
export type DecideAppealBody = z.infer<typeof decideAppealBody>;
export const decideAppealResult = z.object({ appeal: appealView, message: z.string() });

export const setRoleBody = z.object({ role: z.enum(MODERATOR_ROLES, { message: 'rôle inconnu (moderator ou user)' }) });

export const contestableResult = z.object({ reportId: z.string() });
