import { z } from 'zod';
import { CONSULTATION_MESSAGE_MAX, CONSULTATION_STATUSES, CONSULTATION_TERMS_MAX } from '../constants';
import { uuid } from './common';
import { createReportBody } from './trust';

// Private consultations between a member and a lawyer (docs/decisions/consultations.md).

export const consultationStatus = z.enum(CONSULTATION_STATUSES);
export type ConsultationStatus = z.infer<typeof consultationStatus>;
const messageText = z.string().trim().min(1, { message: 'message vide' }).max(CONSULTATION_MESSAGE_MAX);

export const consultationSettingsBody = z
  .object({
    acceptsConsultations: z.boolean(),
    consultationTerms: z.string().trim().max(CONSULTATION_TERMS_MAX).optional(),
  })
  .strict();

export const createConsultationBody = z.object({ lawyerId: uuid, postId: uuid.optional(), message: messageText }).strict();
export const updateConsultationBody = z
  .object({ status: z.enum(['accepted', 'declined', 'closed']), message: messageText.optional() })
  .strict();
export const consultationMessageBody = z.object({ content: messageText }).strict();
export const consultationParams = z.object({ id: uuid });
export const consultationMessageParams = z.object({ id: uuid, messageId: uuid });
/** A party reports a message of the thread: the reason and details of any report (DSA art. 16). */
export const reportConsultationMessageBody = createReportBody.pick({ reason: true, details: true }).strict();

const party = z.object({ _id: z.string(), name: z.string() });
export const consultationSummary = z.object({
  _id: z.string(),
  status: consultationStatus,
  /** Which side the caller is on. */
  as: z.enum(['asker', 'lawyer']),
  asker: party,
  lawyer: party,
  postId: z.string().nullable(),
  unread: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsultationSummary = z.infer<typeof consultationSummary>;

export const consultationMessage = z.object({
  _id: z.string(),
  /** Null once its author's account is deleted (a dated tombstone stays). */
  authorId: z.string().nullable(),
  content: z.string().nullable(),
  erasedAt: z.string().nullable(),
  attachment: z.object({ name: z.string(), mime: z.string() }).nullable(),
  createdAt: z.string(),
});
export type ConsultationMessage = z.infer<typeof consultationMessage>;

/**
 * The latest page of messages (CONSULTATION_PAGE_SIZE), oldest first; `olderCursor` is what to pass as `before` for the
 * page before it, null when there is none (docs/decisions/consultation-limits.md).
 */
export const consultationDetail = consultationSummary.extend({
  messages: z.array(consultationMessage),
  olderCursor: z.string().nullable(),
});
export type ConsultationDetail = z.infer<typeof consultationDetail>;
export const consultationMessagesQuery = z.object({ before: uuid });
export const consultationMessagesPage = z.object({ messages: z.array(consultationMessage), olderCursor: z.string().nullable() });
export type ConsultationMessagesPage = z.infer<typeof consultationMessagesPage>;
export const consultationCreated = z.object({ id: z.string(), status: z.literal('requested') });
export const consultationList = z.object({ consultations: z.array(consultationSummary), unread: z.number().int() });

/** The lawyer's own figures, visible to them only. */
export const consultationFigures = z.object({
  received: z.number().int(),
  accepted: z.number().int(),
  /** Median time from request to acceptance or decline, in minutes; null before any answer. */
  medianAnswerMinutes: z.number().nullable(),
});
export type ConsultationFigures = z.infer<typeof consultationFigures>;
export const consultationSettings = z.object({ acceptsConsultations: z.boolean(), consultationTerms: z.string().nullable() });
