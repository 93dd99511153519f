// Business constants of spec §9 and the enumerations of spec §3. One source of truth for server and web.
export const DEFAULT_POST_PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_POST_SORT = 'new';
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_DROPDOWN_SIZE = 5;
export const NOTIFICATIONS_KEPT_LOCALLY = 50;
export const UNREAD_POLL_INTERVAL_MS = 10_000;
export const BADGE_CAP = 9;
export const OTP_LENGTH = 6;
export const RESEND_COUNTDOWN_S = 60;
/** ASVS 5.0 asks for at least 8; 10 with a strength estimate (password-strength.ts). */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;
export const LICENSE_MAX_BYTES = 5_242_880;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const LAWYER_SIGNUP_REDIRECT_MS = 2_000;
export const RESET_SUCCESS_REDIRECT_MS = 6_000;
export const DIALOG_RESET_DELAY_MS = 300;
export const TOAST_SUCCESS_MS = 3_000;
export const TOAST_FAILURE_MS = 5_000;
export const TOAST_DEFAULT_MS = 5_000;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const SOCKET_OPTIONS = {
  transports: ['websocket', 'polling'] as string[],
  reconnection: true,
  reconnectionAttempts: 5,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  randomizationFactor: 0.5,
  timeout: 20_000,
};
export const TOKEN_STORAGE_KEY = 'token';
/** The browser's own random id (sign-in alert, known browsers), kept in localStorage beside the token. */
export const DEVICE_STORAGE_KEY = 'pretoire-device';
/** Socket.IO events. */
export const SOCKET_EVENTS = { registerUser: 'register_user', newNotification: 'new_notification' } as const;
/**
 * The question page's live thread: a public namespace (no token) where a socket watches one question at a time and hears
 * `post_reply` { postId, replyId, parentId } when an answer or a nested reply is posted; ids only, never a text.
 */
export const POST_SOCKET = { namespace: '/posts', watch: 'post_watch', unwatch: 'post_unwatch', reply: 'post_reply' } as const;
export interface PostReplyEvent {
  postId: string;
  replyId: string;
  parentId: string | null;
}

// Server-side rules.
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_WINDOW_MS = 60_000;
/** Daily budget of an (address, purpose): codes sent, and codes tried, after which the address waits. */
export const OTP_DAILY_SENDS = 10;
export const OTP_DAILY_TRIES = 25;
export const OTP_BUDGET_WINDOW_MS = 24 * 3_600_000;
export const SIGNUP_VERIFICATION_VALIDITY_MS = 30 * 60_000;
export const TOKEN_TTL_S = 7 * 24 * 3600;
export const NICKNAME_MIN = 3;
export const NICKNAME_MAX = 30;
export const BIO_MAX = 2_000;

export const ROLES = ['user', 'lawyer', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const USER_STATUSES = ['active', 'pending', 'rejected'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const SPECIALIZATIONS = [
  'Droit des sociétés',
  'Droit Pénal des affaires',
  'Droit du travail',
  'Droit numérique/NTIC',
  'Droit commercial',
  'Droit immobilier',
  'Droit Fiscal',
  'Droit de la Propriété Intellectuelle',
  'Droit de la construction',
] as const;

export const OTP_PURPOSES = ['signup', 'password-reset', 'account-deletion', 'email-verification', 'password-change'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const AVATAR_PRESETS = ['cat', 'duck', 'owl', 'panda'] as const;
export type AvatarPreset = (typeof AVATAR_PRESETS)[number];

export const POST_STATUSES = ['open', 'answered', 'resolved'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const POST_SORTS = ['new', 'old', 'popular', 'unanswered'] as const;
export type PostSort = (typeof POST_SORTS)[number];

export const POST_TITLE_MIN = 5;
export const POST_TITLE_MAX = 200;
export const POST_CONTENT_MIN = 20;
export const POST_CONTENT_MAX = 20_000;
export const REPLY_CONTENT_MIN = 2;
export const REPLY_CONTENT_MAX = 10_000;
/** «Motif de la modification» of an edit, optional. */
export const EDIT_SUMMARY_MAX = 200;

export const NOTIFICATION_TYPES = [
  'reply_to_post',
  'reply_to_reply',
  'satisfactory_reply',
  'reply_rated',
  'other',
  'new_question',
  'consultation_request',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

// Private consultations (docs/decisions/consultations.md).
export const CONSULTATION_STATUSES = ['requested', 'accepted', 'declined', 'closed'] as const;
export const CONSULTATION_MESSAGE_MAX = 5_000;
/** Socket.IO event telling a party their consultations changed (`{ id }`): the list, the thread and the badge refetch. */
export const CONSULTATION_UPDATE_EVENT = 'consultation_update';
export const CONSULTATION_TERMS_MAX = 300;
/** A member's requests still awaiting an answer or accepted, and sent per day. */
export const CONSULTATIONS_OPEN_MAX = 3;
export const CONSULTATIONS_PER_DAY = 5;
/** Limits of one consultation (docs/decisions/consultation-limits.md): a party's messages per minute, its files. */
export const CONSULTATION_MESSAGES_PER_MINUTE = 10;
export const CONSULTATION_FILES_MAX = 20;
export const CONSULTATION_FILES_MAX_BYTES = 50 * 1024 * 1024;
/** Messages per page of a thread (the latest page with the consultation, older ones on demand). */
export const CONSULTATION_PAGE_SIZE = 50;
/** A stored attachment name's length, in characters, extension included. */
export const CONSULTATION_FILE_NAME_MAX = 120;

export const AD_POSITIONS = ['home-top', 'home-sidebar', 'category-sidebar', 'post-sidebar', 'post-bottom'] as const;
export type AdPosition = (typeof AD_POSITIONS)[number];

// Credits: 10 + 2 × rating for a satisfactory answer; milestones by count of satisfactory answers.
export const SATISFACTORY_BASE_CREDITS = 10;
export const CREDITS_PER_STAR = 2;
export const MILESTONES = [
  { threshold: 1, name: 'Première réponse satisfaisante', credits: 20 },
  { threshold: 5, name: 'Conseiller de confiance', credits: 50 },
  { threshold: 10, name: 'Plume juridique', credits: 100 },
  { threshold: 25, name: 'Référence du forum', credits: 250 },
  { threshold: 50, name: 'Expert reconnu', credits: 500 },
  { threshold: 100, name: 'Pilier du prétoire', credits: 1_000 },
  { threshold: 250, name: 'Légende du barreau', credits: 2_000 },
] as const;

export const DELETED_USER_NAME = 'Compte supprimé';
export const DELETED_REPLY_CONTENT = 'Réponse supprimée';

// Write limits per user and hour, so one account cannot flood the forum (docs/decisions/write-limits.md).
export const QUESTIONS_PER_HOUR = 20;
export const REPLIES_PER_HOUR = 60;

/**
 * Which category slugs (see the server's category seed) a lawyer follows by default for each specialization.
 * Every seeded category is followed by at least one specialization, so a question anywhere reaches some lawyer:
 * the spec's nine specializations have no family, immigration or administrative law, which go to the nearest
 * fields (docs/decisions/follows-every-category.md). Categories an admin creates later are followed only by choice.
 */
export const SPECIALIZATION_CATEGORY_SLUGS: Record<(typeof SPECIALIZATIONS)[number], readonly string[]> = {
  'Droit des sociétés': ['affaires-societes'],
  'Droit Pénal des affaires': ['penal', 'affaires-societes'],
  'Droit du travail': ['travail', 'etrangers'],
  'Droit numérique/NTIC': ['numerique'],
  'Droit commercial': ['affaires-societes', 'consommation'],
  'Droit immobilier': ['immobilier-logement', 'famille'],
  'Droit Fiscal': ['fiscal', 'famille', 'administratif'],
  'Droit de la Propriété Intellectuelle': ['propriete-intellectuelle'],
  'Droit de la construction': ['construction', 'immobilier-logement', 'administratif'],
};

/** The default followed category slugs for a set of specializations, without duplicates. */
export function defaultFollowedSlugs(specializations: readonly string[]): string[] {
  const slugs = new Set<string>();
  for (const s of specializations)
    for (const slug of SPECIALIZATION_CATEGORY_SLUGS[s as (typeof SPECIALIZATIONS)[number]] ?? []) slugs.add(slug);
  return [...slugs];
}

// —— Mail outbox, preferences, follows, digests ——
/** Every kind of mail the outbox sends; one-time codes are not here (they leave at once, never queued). */
export const MAIL_KINDS = ['answer', 'reply', 'rating', 'new_question', 'digest', 'account', 'moderation', 'consultation'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
/** The kinds a person can turn off (and unsubscribe from with one click); account and moderation mails always go. */
export const UNSUBSCRIBABLE_MAIL_KINDS = ['answer', 'reply', 'rating', 'new_question', 'digest', 'consultation'] as const;
export type UnsubscribableMailKind = (typeof UNSUBSCRIBABLE_MAIL_KINDS)[number];
export const NEW_QUESTION_MODES = ['immediate', 'digest', 'off'] as const;
export type NewQuestionMode = (typeof NEW_QUESTION_MODES)[number];
/** Further answers to one question within this window after a mailed one are gathered into one follow-up mail. */
export const ANSWER_MAIL_GATHER_MINUTES = 15;
/** The daily digest leaves at this hour, Europe/Paris, unless DIGEST_HOUR says otherwise. */
export const DEFAULT_DIGEST_HOUR = 8;
/** An unsubscribe link stays valid this long (it travels in mails people keep). */
export const UNSUBSCRIBE_TOKEN_DAYS = 180;
export const MAX_DIGEST_QUESTIONS = 30;
// --- Search and reads ---
/** A search ranks at most this many matches and counts no further: past it the list says «plus de 500 résultats» (decisions/search-bounded.md). */
export const SEARCH_RESULT_CAP = 500;
/** Similar questions shown under the title of a new question. */
export const SIMILAR_LIMIT = 5;
/** A draft title shorter than this asks for no similar questions. */
export const SIMILAR_TITLE_MIN = 10;
// --- Terms of use ---
/** The version (date) of the Conditions d'utilisation and Politique de confidentialité; a change asks every member to accept again (docs/decisions/terms-consent.md). */
export const TERMS_VERSION = '2026-11-26';
