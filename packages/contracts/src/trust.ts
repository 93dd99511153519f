// Reports, moderation decisions, edits, data export. Constants and French labels shared by server and web.

export const REPORT_TARGET_TYPES = ['post', 'reply', 'user'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
/**
 * What the moderation queue holds: the public report's targets, and a consultation's message reported by a party
 * through the consultation's own route (docs/decisions/consultations.md).
 */
export const MODERATED_TARGET_TYPES = [...REPORT_TARGET_TYPES, 'consultation_message'] as const;
export type ModeratedTargetType = (typeof MODERATED_TARGET_TYPES)[number];

export const REPORT_REASONS = [
  'illegal_defamation',
  'illegal_personal_data',
  'illegal_hate',
  'illegal_other',
  'spam',
  'solicitation',
  'wrong_category',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  illegal_defamation: 'Diffamation ou injure',
  illegal_personal_data: 'Données personnelles d\u2019une autre personne',
  illegal_hate: 'Haine ou harcèlement',
  illegal_other: 'Autre contenu illicite',
  spam: 'Spam ou publicité',
  solicitation: 'Démarchage ou manquement déontologique d\u2019un avocat',
  wrong_category: 'Mauvaise catégorie',
  other: 'Autre motif',
};

export const MODERATION_DECISIONS = ['keep', 'hide', 'delete', 'restore'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];
export const MODERATION_DECISION_LABELS: Record<ModerationDecision, string> = {
  keep: 'Conservé',
  hide: 'Masqué',
  delete: 'Supprimé',
  restore: 'Rétabli',
};

export const REPORT_DETAILS_MAX = 2_000;
export const MODERATION_STATEMENT_MIN = 10;
export const MODERATION_STATEMENT_MAX = 2_000;
export const SUSPENSION_DAYS_MAX = 365;
/** Reports a visitor (no account) may send per IP address and hour. */
export const VISITOR_REPORTS_PER_HOUR = 5;
/** Reports a member may send per hour. */
export const MEMBER_REPORTS_PER_HOUR = 30;
/** Data exports per person and hour. */
export const EXPORTS_PER_HOUR = 1;

/** What the public sees instead of a hidden question's title and text, or a hidden answer. */
export const HIDDEN_CONTENT_TEXT = 'Contenu masqué par la modération';

/** Socket.IO event telling admins a report arrived (payload: { openReports }). */
export const MODERATION_REPORT_EVENT = 'moderation_report';

export const TRUST_TEXTS = {
  reportSent: 'Merci, votre signalement a été transmis à la modération. Vous serez informé de la décision par e-mail.',
  editedOn: (date: string) => `modifié le ${date}`,
  hiddenForAuthor: 'Ce contenu est masqué par la modération : vous seul et les administrateurs le voyez.',
  exportButton: 'Télécharger mes données',
  suspendedNotice: (until: string) => `Votre compte est suspendu jusqu\u2019au ${until}.`,
} as const;

/** What remains of a question whose author chose to erase its text when deleting the account. */
export const ERASED_QUESTION_TITLE = 'Question effacée par son auteur';
export const ERASED_QUESTION_CONTENT = 'Le texte de cette question a été effacé à la demande de son auteur.';

/** Shown on the legal notice when the configuration does not say. */
export const LEGAL_NOT_CONFIGURED = 'Non renseigné (à compléter par l\u2019exploitant du site)';
