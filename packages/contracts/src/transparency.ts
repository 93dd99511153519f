// Public transparency figures (DSA art. 15 and 24), trusted flaggers (art. 22) and misuse rules (art. 23).
import { z } from 'zod';
import { MODERATION_DECISIONS, REPORT_REASONS } from './trust';

/** The longest period one request may cover, in days (two years). */
export const TRANSPARENCY_MAX_DAYS = 731;
/** The kinds of notifier counted apart. */
export const NOTIFIER_KINDS = ['member', 'visitor', 'trusted_flagger'] as const;
export type NotifierKind = (typeof NOTIFIER_KINDS)[number];
export const NOTIFIER_KIND_LABELS: Record<NotifierKind, string> = {
  member: 'Membres',
  visitor: 'Visiteurs',
  trusted_flagger: 'Signaleurs de confiance',
};

/** Misuse rules' defaults (overridable in the server's configuration). */
export const MISUSE_DEFAULTS = {
  /** Notices decided «keep» (unfounded) within the window that bring a warning, then a suspension of notice processing. */
  unfoundedNotices: 5,
  /** Items hidden or deleted within the window that bring a warning, then an account suspension. */
  hiddenContent: 3,
  windowDays: 30,
  suspensionDays: 14,
} as const;
export const MISUSE_KINDS = ['notices', 'content'] as const;
export type MisuseKind = (typeof MISUSE_KINDS)[number];
export const MISUSE_STEPS = ['warning', 'suspension'] as const;
export type MisuseStep = (typeof MISUSE_STEPS)[number];

export const TRANSPARENCY_MESSAGES = {
  badDate: 'date invalide : attendu AAAA-MM-JJ',
  fromAfterTo: 'la date de début doit précéder la date de fin',
  rangeTooLong: `la période ne peut dépasser ${TRANSPARENCY_MAX_DAYS} jours`,
  noticesSuspended: 'Le traitement de vos signalements est suspendu.',
  trustedFlaggerAdminOnly: 'Seul un membre (non administrateur) peut être signaleur de confiance.',
} as const;

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

export const trustedFlaggerBody = z.object({ trusted: z.boolean() });
export const trustedFlaggerResult = z.object({ trustedFlagger: z.boolean(), message: z.string() });
