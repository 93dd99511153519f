import { z } from 'zod';
import { DESK_PAGE_SIZE, RESPONSE_TIME_MIN_ANSWERS } from '../desk';
import { limitParam, pageMeta, pageParam, uuid } from './common';
import { eventDateInput } from './deadlines';
import { categoryRef } from './forum';

// The lawyers' desk (queue of questions to answer, deadline notices, response times).

const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

export const deskQueueQuery = z.object({
  /** Category id or slug; must be one the lawyer follows (another gives an empty page). */
  category: z.string().trim().min(1).max(100).optional(),
  /** «sans réponse»: only questions no lawyer has answered yet. */
  unanswered: booleanQuery,
  page: pageParam,
  limit: limitParam(DESK_PAGE_SIZE),
});
export type DeskQueueQuery = z.input<typeof deskQueueQuery>;

/** The deadline as the lawyers' queue shows it. */
export const deskDeadline = z.object({
  ruleId: z.string(),
  title: z.string(),
  /** 'YYYY-MM-DD' or null when the starting date was not found. */
  endDate: z.string().nullable(),
  approximate: z.boolean(),
  /** Whole days left on the server's Paris day (negative once passed), null when the end is unknown. */
  daysLeft: z.number().int().nullable(),
  /** One French line: rule, estimated end, duration, starting date and where it was read. */
  summary: z.string(),
});
export type DeskDeadline = z.infer<typeof deskDeadline>;

export const deskQueueItem = z.object({
  _id: uuid,
  title: z.string(),
  status: z.enum(['open', 'answered']),
  category: categoryRef,
  createdAt: z.string(),
  /** Seconds since the question was asked, on the server's clock. */
  waitingSeconds: z.number().int(),
  deadline: deskDeadline.nullable(),
  /** Distinct approved lawyers with a live top-level answer. */
  lawyersAnswered: z.number().int(),
  /** The facts of the category's checklist the question does not give yet (contracts `missingFacts`), in its order. */
  missingFacts: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type DeskQueueItem = z.infer<typeof deskQueueItem>;

export const deskQueuePage = z.object({
  questions: z.array(deskQueueItem),
  ...pageMeta,
  /** The categories the lawyer follows (the filter's choices). */
  categories: z.array(categoryRef),
});
export type DeskQueuePage = z.infer<typeof deskQueuePage>;

export const deskCount = z.object({ count: z.number().int() });

/** The notice on the question page, for its author and approved lawyers. */
export const deadlineNotice = z.object({
  ruleId: z.string(),
  title: z.string(),
  /** The calm sentence, ending with «Un avocat pourra vous le confirmer.». */
  notice: z.string(),
  disclaimer: z.string(),
  source: z.string(),
  durationText: z.string(),
  eventDate: z.string().nullable(),
  /** 'lawyer': a lawyer who answered corrected the starting date. */
  eventDateSource: z.enum(['form', 'text', 'lawyer']).nullable(),
  eventDateText: z.string().nullable(),
  approximate: z.boolean(),
  endDate: z.string().nullable(),
  /** For lawyers: the one-line summary of the queue; for the asker too (it says where the date was read). */
  summary: z.string(),
});
export type DeadlineNotice = z.infer<typeof deadlineNotice>;
export const deadlineNoticeResult = z.object({ deadline: deadlineNotice.nullable() });

/** A lawyer who answered corrects the deadline: the starting date ('YYYY-MM-DD'), or null when no deadline applies. */
export const deadlineCorrectionBody = z.object({ eventDate: eventDateInput.nullable() });
export type DeadlineCorrectionBody = z.infer<typeof deadlineCorrectionBody>;

/** A median time to first answer over the last 90 days; null below RESPONSE_TIME_MIN_ANSWERS answers. */
export const responseTime = z.object({ medianSeconds: z.number().int(), answers: z.number().int().min(RESPONSE_TIME_MIN_ANSWERS) });
export type ResponseTime = z.infer<typeof responseTime>;
export const lawyerResponseTimesQuery = z.object({
  /** Comma-separated lawyer ids (at most 50). */
  ids: z
    .string()
    .trim()
    .max(50 * 37)
    .transform((v) => [...new Set(v.split(',').filter(Boolean))])
    .pipe(z.array(uuid).min(1).max(50)),
});
export const lawyerResponseTimes = z.object({
  items: z.array(z.object({ lawyerId: uuid, responseTime: responseTime.nullable() })),
});
export const categoryResponseTimes = z.object({
  items: z.array(z.object({ categoryId: uuid, responseTime: responseTime.nullable() })),
});
