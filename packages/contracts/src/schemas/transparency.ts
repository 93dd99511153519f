// Schemas of the transparency figures; built after common.ts has set zod's options (no JIT in the browser: CSP).
import { z } from 'zod';
import './common';
import { NOTIFIER_KINDS, TRANSPARENCY_MAX_DAYS, TRANSPARENCY_MESSAGES } from '../transparency';
import { MODERATION_DECISIONS, REPORT_REASONS } from '../trust';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: TRANSPARENCY_MESSAGES.badDate });
const realDay = day.refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), {
  message: TRANSPARENCY_MESSAGES.badDate,
});

/** `from` and `to` are inclusive UTC days; without them, the twelve months up to today. */
export const transparencyQuery = z.object({ from: realDay.optional(), to: realDay.optional() }).superRefine((q, c) => {
  if (!q.from || !q.to) return;
  const span = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
  if (span < 0) c.addIssue({ code: 'custom', path: ['from'], message: TRANSPARENCY_MESSAGES.fromAfterTo });
  else if (span >= TRANSPARENCY_MAX_DAYS) c.addIssue({ code: 'custom', path: ['to'], message: TRANSPARENCY_MESSAGES.rangeTooLong });
});
export type TransparencyQuery = z.infer<typeof transparencyQuery>;

const count = z.number().int().min(0);
/** Median in hours, null when nothing was decided. */
const median = z.number().min(0).nullable();

export const transparencyFigures = z.object({
  notices: z.object({
    total: count,
    byReason: z.record(z.enum(REPORT_REASONS), count),
    byNotifier: z.record(z.enum(NOTIFIER_KINDS), count),
  }),
  decisions: z.object({ total: count, byType: z.record(z.enum(MODERATION_DECISIONS), count), medianHours: median }),
  appeals: z.object({ received: count, upheld: count, reversed: count, medianHours: median }),
  suspensions: z.object({ total: count, byReason: z.object({ moderation: count, misuse: count }) }),
  misuse: z.object({ warnings: count, noticeSuspensions: count, accountSuspensions: count }),
});
export type TransparencyFigures = z.infer<typeof transparencyFigures>;

export const transparencyResult = transparencyFigures.extend({
  from: z.string(),
  to: z.string(),
  months: z.array(transparencyFigures.extend({ month: z.string() })),
});
export type TransparencyResult = z.infer<typeof transparencyResult>;

/** The misuse rules this server applies (DSA art. 23), as the terms of use state them. */
export const misusePolicy = z.object({
  unfoundedNotices: z.number().int().min(1),
  hiddenContent: z.number().int().min(1),
  windowDays: z.number().int().min(1),
  suspensionDays: z.number().int().min(1),
});
export type MisusePolicy = z.infer<typeof misusePolicy>;

export const trustedFlaggerBody = z.object({ trusted: z.boolean() });
export const trustedFlaggerResult = z.object({ trustedFlagger: z.boolean(), message: z.string() });
