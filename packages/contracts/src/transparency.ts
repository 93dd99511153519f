// Public transparency figures (DSA art. 15 and 24), trusted flaggers (art. 22) and misuse rules (art. 23).

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
