import { APPEAL_MESSAGES, CONFLICT_MESSAGES } from './appeals';
import { CONSULTATION_FILES_MAX, CONSULTATION_FILES_MAX_BYTES, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants';
import { TRANSPARENCY_MESSAGES } from './transparency';

// Spec §8: client-side error catalogue.
export const STATUS_FALLBACK_MESSAGES: Record<number, string> = {
  400: 'Invalid request. Please check your input.',
  401: 'Authentication required. Please log in.',
  403: 'Access denied. You do not have permission to perform this action.',
  404: 'Resource not found.',
  500: 'Server error. Please try again later.',
};
export const OTHER_STATUS_MESSAGE = 'An error occurred';
export const INVALID_JSON_MESSAGE = 'Invalid JSON response from server';
export const NON_JSON_SUCCESS_MESSAGE = 'Request completed successfully';
export const serverReturnedStatus = (status: number) => `Server returned ${status} status`;
export const OTP_SENT_DEFAULT = 'OTP sent successfully. Please check your email.';

export const CLIENT_MESSAGES = {
  verifyOtpFailed: 'Failed to verify OTP. Please try again.',
  resendOtpFailed: 'Failed to resend OTP. Please try again.',
  verificationFailed: 'Verification failed',
  resetFailed: 'Failed to reset password',
  loginFailed: 'Échec de la connexion',
  registerFailed: 'Échec de l\u2019inscription',
  sendOtpFailed: 'Échec de l\u2019envoi de l\u2019OTP. Veuillez réessayer.',
  invalidOtp: 'Code OTP invalide. Veuillez réessayer.',
  verifyOtpFailedFr: 'Échec de la vérification de l\u2019OTP. Veuillez réessayer.',
  resetFailedFr: 'Échec de la réinitialisation du mot de passe.',
  resendOtpFailedFr: 'Échec du renvoi de l\u2019OTP. Veuillez réessayer.',
  loadPostsFailed: 'Failed to load posts',
  sixDigits: 'Please enter a 6-digit code',
  sixDigitsFr: 'Veuillez saisir un code OTP à 6 chiffres',
  authRequired: 'Authentication required',
  downloadFailed: 'Failed to download document',
  memberExists: 'Un Membre avec cet email existe déjà.',
  invalidFormData: 'Données du formulaire invalides. Vérifiez les champs saisis.',
  documentUploadError: 'Erreur lors du téléversement du document de licence.',
} as const;

// Spec §5: form validation messages.
export const VALIDATION_MESSAGES = {
  passwordsMismatch: 'Les mots de passe ne correspondent pas',
  passwordTooShort: `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères`,
  licenseRequired: 'Veuillez télécharger votre document de licence',
  specializationRequired: 'Veuillez sélectionner au moins une spécialisation',
  fileTooLarge: 'Le fichier est trop volumineux. La taille maximale est de 5MB.',
  fileType: 'Type de fichier non pris en charge. Veuillez télécharger un PDF ou une image (JPEG, PNG).',
  required: 'Ce champ est obligatoire',
  invalidEmail: 'Adresse e-mail invalide',
  termsRequired: "Veuillez accepter les conditions d'utilisation et la politique de confidentialité",
} as const;

// Server messages. French where shown to people as received; English where the spec's client
// matches an English phrase ('already exists', 'verify your email', 'license document', 'Validation error').
export const SERVER_MESSAGES = {
  validation: 'Validation error',
  serverError: 'Server error. Please try again later.',
  notFound: 'Ressource introuvable.',
  routeNotFound: 'Route not found',
  authRequired: 'Authentication required. Please log in.',
  invalidToken: 'Session invalide ou expirée. Veuillez vous reconnecter.',
  forbidden: 'Access denied. You do not have permission to perform this action.',
  emailExists: 'An account with this email already exists',
  nicknameExists: 'Ce pseudonyme est déjà utilisé (already exists).',
  emailNotVerifiedForSignup: 'Veuillez d\u2019abord vérifier votre adresse e-mail avec le code reçu (email must be verified first).',
  badCredentials: 'E-mail ou mot de passe incorrect.',
  verifyEmail: 'Please verify your email before logging in. Veuillez vérifier votre adresse e-mail.',
  tooManyLogins: 'Trop de tentatives de connexion. Réessayez dans quelques minutes.',
  tooManyRequests: 'Trop de requêtes. Veuillez patienter avant de réessayer.',
  tooManyQuestions: 'Vous avez publié beaucoup de questions en peu de temps. Veuillez patienter avant d\u2019en poser une nouvelle.',
  tooManyReplies: 'Vous avez publié beaucoup de réponses en peu de temps. Veuillez patienter avant de répondre à nouveau.',
  resendWait: (s: number) => `Veuillez patienter ${s} secondes avant de demander un nouveau code.`,
  otpSent: 'OTP sent successfully. Please check your email.',
  otpInvalid: 'Code invalide ou expiré.',
  otpTooManyAttempts: 'Trop de tentatives. Demandez un nouveau code.',
  otpVerified: 'Code vérifié.',
  emailVerified: 'Adresse e-mail vérifiée.',
  alreadyVerified: 'Cette adresse e-mail est déjà vérifiée.',
  passwordReset: 'Mot de passe réinitialisé. Vous pouvez maintenant vous connecter.',
  passwordChanged: 'Mot de passe modifié.',
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
  accountDeleted: 'Compte supprimé.',
  lastAdmin: 'Impossible de supprimer le dernier administrateur.',
  loggedOut: 'Déconnexion réussie.',
  licenseRequired: 'A license document is required. Veuillez télécharger votre document de licence.',
  licenseTooLarge: 'Le fichier est trop volumineux. La taille maximale est de 5MB.',
  licenseType: 'Type de fichier non pris en charge. Veuillez télécharger un PDF ou une image (JPEG, PNG).',
  imageTooLarge: 'L\u2019image est trop volumineuse. La taille maximale est de 2MB.',
  imageType: 'Type d\u2019image non pris en charge. Veuillez envoyer une image JPEG, PNG ou WebP.',
  payloadTooLarge: 'Requête trop volumineuse.',
  mailFailed: 'L\u2019envoi de l\u2019e-mail a échoué. Veuillez réessayer plus tard.',
  databaseUnavailable: 'Service momentanément indisponible. Veuillez réessayer.',
  notReady: 'Service pas encore prêt : la base de données n\u2019est pas à jour.',
  metricsTokenRequired: 'Jeton de supervision manquant ou invalide.',
  metricsLocalOnly: 'Les métriques ne sont servies qu\u2019à la machine elle-même (ou avec METRICS_TOKEN).',
  unsupportedMediaType: 'Type de contenu non pris en charge.',
  postNotFound: 'Question introuvable.',
  replyNotFound: 'Réponse introuvable.',
  lawyerNotFound: 'Avocat introuvable.',
  categoryNotFound: 'Catégorie introuvable.',
  notificationNotFound: 'Notification introuvable.',
  adNotFound: 'Publicité introuvable.',
  licenseDocumentNotFound: 'Justificatif introuvable.',
  parentReplyDeleted: 'Impossible de répondre à une réponse supprimée.',
  lawyerAlreadyApproved: 'Ce compte est déjà validé.',
} as const;

/** Refusals of the forum's access rules (features/posts/policy.ts), shown as the 403 message. */
export const POLICY_MESSAGES = {
  membersAsk: 'Seuls les membres peuvent poser une question.',
  questionHidden:
    'Cette question a été masquée par la modération : elle ne reçoit plus de réponses tant qu\u2019elle n\u2019est pas rétablie.',
  memberCannotAnswer:
    'Seuls les avocats approuvés peuvent répondre à une question. Vous pouvez répondre aux réponses reçues sur vos propres questions.',
  lawyerPending:
    'Votre compte avocat est en attente d\u2019approbation : vous pourrez répondre dès qu\u2019un administrateur l\u2019aura validé.',
  lawyerRejected:
    'Votre compte avocat a été refusé : vous ne pouvez pas répondre. Renvoyez un justificatif depuis votre profil pour une nouvelle vérification.',
  adminCannotAnswer: 'Les administrateurs ne répondent pas aux questions.',
  nestedNotAllowed: 'Seuls les avocats approuvés et l\u2019auteur de la question peuvent répondre à une réponse.',
  deletePostNotAuthor: 'Seul l\u2019auteur de la question peut la supprimer.',
  deleteReplyNotAuthor: 'Seul l\u2019auteur de la réponse ou un administrateur peut la supprimer.',
  markNotAuthor: 'Seul l\u2019auteur de la question peut marquer une réponse comme satisfaisante.',
  markNotLawyer: 'Seule la réponse d\u2019un avocat approuvé peut être marquée comme satisfaisante.',
  markDeleted: 'Cette réponse a été supprimée.',
} as const;

/** Question and answer forms (web); the limits themselves are the POST_* / REPLY_* constants. */
export const POST_FORM_MESSAGES = {
  tooShort: (min: number) => `Saisissez au moins ${min} caractères.`,
  tooLong: (max: number) => `${max.toLocaleString('fr-FR')} caractères au maximum.`,
  categoryRequired: 'Choisissez une catégorie.',
} as const;

/** Names refused because they imitate the site's staff, a lawyer's title, or someone else. */
export const NAME_MESSAGES = {
  nicknameReserved:
    'Ce pseudonyme est réservé : il imite un rôle du site (administrateur, modérateur, avocat, Maître…). Choisissez-en un autre.',
  nicknameLookalike: 'Ce pseudonyme ressemble trop à un pseudonyme déjà utilisé. Choisissez-en un autre.',
  nicknameLikeLawyer: 'Ce pseudonyme reprend le nom d’un avocat inscrit. Choisissez-en un autre.',
  lawyerNameReserved:
    'Indiquez votre prénom et votre nom seuls, sans titre ni mot réservé (Maître, Me, administrateur…) : le titre est ajouté par Prétoire.',
} as const;

/** Why a new password is refused (the rule is in password-strength.ts). */
export const PASSWORD_MESSAGES = {
  tooLong: `Le mot de passe doit contenir au plus ${MAX_PASSWORD_LENGTH} caractères`,
  weak: 'Ce mot de passe est trop facile à deviner.',
  personal: 'Ce mot de passe ressemble trop à votre adresse e-mail, à votre nom ou au nom du site.',
  advice: 'Choisissez plusieurs mots peu courants, séparés par des signes, que vous n\u2019utilisez nulle part ailleurs.',
} as const;

/**
 * Refusals of the account protections. An object apart from SERVER_MESSAGES, which the web app imports
 * whole into every page: these are only shown as the server sends them.
 */
export const SECURITY_MESSAGES = {
  /** Growing delay on an account attacked from elsewhere (the owner's known browsers are not slowed). */
  loginSlowedDown: (s: number) =>
    `Trop de tentatives sur ce compte : réessayez dans ${s} seconde${s > 1 ? 's' : ''}, ou réinitialisez votre mot de passe.`,
  weakPassword: 'Ce mot de passe est trop facile à deviner. Choisissez-en un plus long, fait de mots peu courants.',
  /** Daily budget of an address and purpose spent (codes sent or wrong codes). */
  otpDailyBudget: (hours: number) =>
    `Trop de codes demandés ou de codes erronés pour cette adresse aujourd’hui. Réessayez dans ${hours} heure${hours > 1 ? 's' : ''}.`,
} as const;

/** Followed categories and mail preferences. */
export const MAIL_MESSAGES = {
  unknownCategory: 'Catégorie inconnue.',
  followsLawyersOnly: 'Seuls les avocats suivent des catégories.',
} as const;

/** Reports, moderation, edits and data export. */
export const TRUST_MESSAGES = {
  reportTargetNotFound: 'Contenu ou profil introuvable.',
  reportOwnContent: 'Vous ne pouvez pas signaler votre propre contenu ou votre propre profil.',
  reportDeletedTarget: 'Ce contenu a été supprimé : il ne peut plus être signalé.',
  reportDuplicate: 'Vous avez déjà signalé ce contenu : la modération l\u2019examine.',
  reportEmailRequired: 'Indiquez votre adresse e-mail pour être informé de la décision.',
  tooManyReports: 'Trop de signalements envoyés en peu de temps. Réessayez plus tard.',
  reportNotFound: 'Signalement introuvable.',
  reportAlreadyDecided: 'Ce signalement a déjà été traité.',
  profileDecision: 'Un profil signalé ne peut être que conservé ; ajoutez une durée de suspension si nécessaire.',
  privateMessageDecision: 'Un message de consultation signalé ne peut être que conservé ; ajoutez une durée de suspension si nécessaire.',
  restoreNotHidden: 'Ce contenu n\u2019est pas masqué : il n\u2019y a rien à rétablir.',
  accountSuspended: 'Votre compte est suspendu par la modération.',
  suspendSelf: 'Vous ne pouvez pas suspendre votre propre compte.',
  suspendAdmin: 'Le compte d\u2019un administrateur ne peut pas être suspendu.',
  editNotAuthor: 'Seul l\u2019auteur ou un administrateur peut modifier ce contenu.',
  editNothing: 'Indiquez au moins un changement.',
  tooManyExports: 'Vos données ont déjà été téléchargées il y a moins d\u2019une heure. Réessayez plus tard.',
} as const;

/** A verified lawyer's name and bar change only through a request an admin checks against a licence. */
export const IDENTITY_MESSAGES = {
  changeRequired:
    'Votre nom et votre barreau ont été vérifiés : pour les modifier, envoyez une demande de changement avec votre carte professionnelle.',
  changeRequiredReason:
    'Votre profil reste inchangé. Sur votre profil, choisissez «\u00a0Demander une modification\u00a0» (motif, nouvelles valeurs et justificatif) : un administrateur vérifie la demande avant de l\u2019appliquer.',
  activeLawyersOnly: 'Seuls les avocats dont l\u2019identité a été vérifiée envoient une demande de changement de nom ou de barreau.',
  nothingChanged: 'Cette demande ne change ni votre nom ni votre barreau.',
  lawyerNameLookalike: 'Ce nom ressemble trop à celui d\u2019un autre avocat inscrit.',
  notFound: 'Aucune demande de changement en attente pour ce compte.',
  requested: 'Demande envoyée : votre profil sera mis à jour après vérification par un administrateur.',
  approved: 'Changement appliqué.',
  refused: 'Demande refusée.',
} as const;

/** Refusals of the lawyers' desk (queue of questions to answer, deadline notices). */
export const DESK_MESSAGES = {
  lawyersOnly: 'Les questions à traiter sont réservées aux avocats approuvés.',
  lawyerPending:
    'Votre compte avocat est en attente d\u2019approbation : les questions à traiter s\u2019afficheront dès qu\u2019un administrateur l\u2019aura validé.',
  deadlineNotShown: 'Le délai repéré n\u2019est montré qu\u2019à l\u2019auteur de la question et aux avocats.',
  deadlineLawyersWhoAnswered: 'Seul un avocat qui a répondu à cette question peut corriger son délai.',
  deadlineNoRule: 'Aucun délai n\u2019a été repéré dans cette question : il n\u2019y a pas de date à corriger.',
} as const;

/** Refusals of private consultations (docs/decisions/consultations.md). */
export const CONSULTATION_MESSAGES = {
  membersOnly: 'Seuls les membres peuvent demander une consultation.',
  notAccepting: 'Cet avocat ne prend pas de consultations pour le moment.',
  tooManyOpen: 'Vous avez déjà trois demandes de consultation en cours : attendez une réponse ou clôturez-en une.',
  tooManyToday: 'Vous avez envoyé cinq demandes de consultation aujourd\u2019hui : réessayez demain.',
  notFound: 'Consultation introuvable.',
  lawyerDecides: 'Seul l\u2019avocat peut accepter ou refuser la demande.',
  notRequested: 'Cette demande a déjà reçu une réponse.',
  alreadyClosed: 'Cette consultation est déjà terminée.',
  notAccepted: 'Les messages ne sont possibles qu\u2019une fois la demande acceptée et jusqu\u2019à sa clôture.',
  lawyersOnly: 'Réservé aux avocats.',
  messageNotFound: 'Message introuvable.',
  reportOwnMessage: 'Vous ne pouvez pas signaler votre propre message.',
  tooManyMessages: 'Vous envoyez beaucoup de messages dans cette consultation : patientez un instant avant d\u2019écrire à nouveau.',
  tooManyFiles: `Cette consultation a atteint sa limite de ${CONSULTATION_FILES_MAX} pièces jointes : envoyez votre message sans fichier.`,
  storageFull: `Les pièces jointes de cette consultation ne peuvent pas dépasser ${CONSULTATION_FILES_MAX_BYTES / 1024 / 1024} Mo au total : envoyez un fichier plus léger ou votre message sans fichier.`,
} as const;

type Message = string | ((...args: never[]) => string);

/**
 * The error catalogue: the stable, machine-readable `code` of every error message the server sends. An error body is
 * `{ code, message, reason? }`; clients branch on `code`, people read `message`. A published code never changes (the
 * message may); a new server message gets its code here, or the server tests fail (src/test/catalogued-errors.ts).
 */
export const ERROR_CATALOGUE = {
  VALIDATION_ERROR: SERVER_MESSAGES.validation,
  SERVER_ERROR: SERVER_MESSAGES.serverError,
  NOT_FOUND: SERVER_MESSAGES.notFound,
  ROUTE_NOT_FOUND: SERVER_MESSAGES.routeNotFound,
  AUTH_REQUIRED: SERVER_MESSAGES.authRequired,
  INVALID_TOKEN: SERVER_MESSAGES.invalidToken,
  FORBIDDEN: SERVER_MESSAGES.forbidden,
  EMAIL_EXISTS: SERVER_MESSAGES.emailExists,
  NICKNAME_EXISTS: SERVER_MESSAGES.nicknameExists,
  EMAIL_NOT_VERIFIED_FOR_SIGNUP: SERVER_MESSAGES.emailNotVerifiedForSignup,
  BAD_CREDENTIALS: SERVER_MESSAGES.badCredentials,
  EMAIL_NOT_VERIFIED: SERVER_MESSAGES.verifyEmail,
  TOO_MANY_LOGINS: SERVER_MESSAGES.tooManyLogins,
  TOO_MANY_REQUESTS: SERVER_MESSAGES.tooManyRequests,
  TOO_MANY_QUESTIONS: SERVER_MESSAGES.tooManyQuestions,
  TOO_MANY_REPLIES: SERVER_MESSAGES.tooManyReplies,
  RESEND_TOO_SOON: SERVER_MESSAGES.resendWait,
  OTP_INVALID: SERVER_MESSAGES.otpInvalid,
  OTP_TOO_MANY_ATTEMPTS: SERVER_MESSAGES.otpTooManyAttempts,
  ALREADY_VERIFIED: SERVER_MESSAGES.alreadyVerified,
  WRONG_CURRENT_PASSWORD: SERVER_MESSAGES.wrongCurrentPassword,
  LAST_ADMIN: SERVER_MESSAGES.lastAdmin,
  LICENSE_REQUIRED: SERVER_MESSAGES.licenseRequired,
  LICENSE_TOO_LARGE: SERVER_MESSAGES.licenseTooLarge,
  LICENSE_TYPE: SERVER_MESSAGES.licenseType,
  IMAGE_TOO_LARGE: SERVER_MESSAGES.imageTooLarge,
  IMAGE_TYPE: SERVER_MESSAGES.imageType,
  PAYLOAD_TOO_LARGE: SERVER_MESSAGES.payloadTooLarge,
  UNSUPPORTED_MEDIA_TYPE: SERVER_MESSAGES.unsupportedMediaType,
  MAIL_FAILED: SERVER_MESSAGES.mailFailed,
  DATABASE_UNAVAILABLE: SERVER_MESSAGES.databaseUnavailable,
  NOT_READY: SERVER_MESSAGES.notReady,
  METRICS_TOKEN_REQUIRED: SERVER_MESSAGES.metricsTokenRequired,
  METRICS_LOCAL_ONLY: SERVER_MESSAGES.metricsLocalOnly,
  POST_NOT_FOUND: SERVER_MESSAGES.postNotFound,
  REPLY_NOT_FOUND: SERVER_MESSAGES.replyNotFound,
  LAWYER_NOT_FOUND: SERVER_MESSAGES.lawyerNotFound,
  CATEGORY_NOT_FOUND: SERVER_MESSAGES.categoryNotFound,
  NOTIFICATION_NOT_FOUND: SERVER_MESSAGES.notificationNotFound,
  AD_NOT_FOUND: SERVER_MESSAGES.adNotFound,
  LICENSE_DOCUMENT_NOT_FOUND: SERVER_MESSAGES.licenseDocumentNotFound,
  PARENT_REPLY_DELETED: SERVER_MESSAGES.parentReplyDeleted,
  LAWYER_ALREADY_APPROVED: SERVER_MESSAGES.lawyerAlreadyApproved,
  MEMBERS_ONLY_ASK: POLICY_MESSAGES.membersAsk,
  MEMBER_CANNOT_ANSWER: POLICY_MESSAGES.memberCannotAnswer,
  LAWYER_PENDING: POLICY_MESSAGES.lawyerPending,
  LAWYER_REJECTED: POLICY_MESSAGES.lawyerRejected,
  ADMIN_CANNOT_ANSWER: POLICY_MESSAGES.adminCannotAnswer,
  NESTED_REPLY_NOT_ALLOWED: POLICY_MESSAGES.nestedNotAllowed,
  QUESTION_HIDDEN: POLICY_MESSAGES.questionHidden,
  IDENTITY_CHANGE_REQUIRED: IDENTITY_MESSAGES.changeRequired,
  IDENTITY_CHANGE_LAWYERS_ONLY: IDENTITY_MESSAGES.activeLawyersOnly,
  IDENTITY_CHANGE_NOTHING: IDENTITY_MESSAGES.nothingChanged,
  LAWYER_NAME_LOOKALIKE: IDENTITY_MESSAGES.lawyerNameLookalike,
  IDENTITY_CHANGE_NOT_FOUND: IDENTITY_MESSAGES.notFound,
  NOT_POST_AUTHOR: POLICY_MESSAGES.deletePostNotAuthor,
  NOT_REPLY_AUTHOR: POLICY_MESSAGES.deleteReplyNotAuthor,
  MARK_NOT_AUTHOR: POLICY_MESSAGES.markNotAuthor,
  MARK_NOT_LAWYER: POLICY_MESSAGES.markNotLawyer,
  MARK_DELETED_REPLY: POLICY_MESSAGES.markDeleted,
  NICKNAME_RESERVED: NAME_MESSAGES.nicknameReserved,
  NICKNAME_LOOKALIKE: NAME_MESSAGES.nicknameLookalike,
  NICKNAME_LIKE_LAWYER: NAME_MESSAGES.nicknameLikeLawyer,
  LAWYER_NAME_RESERVED: NAME_MESSAGES.lawyerNameReserved,
  LOGIN_SLOWED_DOWN: SECURITY_MESSAGES.loginSlowedDown,
  WEAK_PASSWORD: SECURITY_MESSAGES.weakPassword,
  PASSWORD_TOO_SHORT: VALIDATION_MESSAGES.passwordTooShort,
  PASSWORD_TOO_LONG: PASSWORD_MESSAGES.tooLong,
  PASSWORD_TOO_GUESSABLE: PASSWORD_MESSAGES.weak,
  PASSWORD_TOO_PERSONAL: PASSWORD_MESSAGES.personal,
  OTP_DAILY_BUDGET: SECURITY_MESSAGES.otpDailyBudget,
  // Mail outbox, preferences, follows
  UNKNOWN_CATEGORY: MAIL_MESSAGES.unknownCategory,
  FOLLOWS_LAWYERS_ONLY: MAIL_MESSAGES.followsLawyersOnly,
  // Trust and safety.
  REPORT_TARGET_NOT_FOUND: TRUST_MESSAGES.reportTargetNotFound,
  REPORT_OWN_CONTENT: TRUST_MESSAGES.reportOwnContent,
  REPORT_DELETED_TARGET: TRUST_MESSAGES.reportDeletedTarget,
  REPORT_DUPLICATE: TRUST_MESSAGES.reportDuplicate,
  REPORT_EMAIL_REQUIRED: TRUST_MESSAGES.reportEmailRequired,
  TOO_MANY_REPORTS: TRUST_MESSAGES.tooManyReports,
  REPORT_NOT_FOUND: TRUST_MESSAGES.reportNotFound,
  REPORT_ALREADY_DECIDED: TRUST_MESSAGES.reportAlreadyDecided,
  PROFILE_DECISION: TRUST_MESSAGES.profileDecision,
  PRIVATE_MESSAGE_DECISION: TRUST_MESSAGES.privateMessageDecision,
  RESTORE_NOT_HIDDEN: TRUST_MESSAGES.restoreNotHidden,
  ACCOUNT_SUSPENDED: TRUST_MESSAGES.accountSuspended,
  SUSPEND_SELF: TRUST_MESSAGES.suspendSelf,
  SUSPEND_ADMIN: TRUST_MESSAGES.suspendAdmin,
  EDIT_NOT_AUTHOR: TRUST_MESSAGES.editNotAuthor,
  EDIT_NOTHING: TRUST_MESSAGES.editNothing,
  TOO_MANY_EXPORTS: TRUST_MESSAGES.tooManyExports,
  // Complaints against moderation decisions.
  APPEAL_NOT_FOUND: APPEAL_MESSAGES.notFound,
  APPEAL_NOT_DECIDED: APPEAL_MESSAGES.notDecided,
  APPEAL_NOT_PARTY: APPEAL_MESSAGES.notParty,
  APPEAL_DUPLICATE: APPEAL_MESSAGES.duplicate,
  APPEAL_TOO_LATE: APPEAL_MESSAGES.tooLate,
  APPEAL_BAD_LINK: APPEAL_MESSAGES.badLink,
  APPEAL_OWN_DECISION: APPEAL_MESSAGES.ownDecision,
  APPEAL_ALREADY_DECIDED: APPEAL_MESSAGES.alreadyDecided,
  APPEAL_PROFILE_KEPT: APPEAL_MESSAGES.profileKept,
  ROLE_ADMIN_ONLY: APPEAL_MESSAGES.roleAdminOnly,
  // Nobody decides their own case (docs/decisions/moderation-conflicts.md).
  MODERATION_OWN_CONTENT: CONFLICT_MESSAGES.ownContent,
  MODERATION_OWN_REPORT: CONFLICT_MESSAGES.ownReport,
  APPEAL_OWN_APPEAL: CONFLICT_MESSAGES.ownAppeal,
  MODERATION_LAWYER_PRIVATE_MESSAGE: CONFLICT_MESSAGES.lawyerPrivateMessage,
  SUSPEND_MODERATOR: CONFLICT_MESSAGES.suspendPeer,
  NOTICES_SUSPENDED: TRANSPARENCY_MESSAGES.noticesSuspended,
  // The lawyers' desk.
  DESK_LAWYERS_ONLY: DESK_MESSAGES.lawyersOnly,
  DESK_LAWYER_PENDING: DESK_MESSAGES.lawyerPending,
  DEADLINE_NOT_SHOWN: DESK_MESSAGES.deadlineNotShown,
  DEADLINE_LAWYERS_WHO_ANSWERED: DESK_MESSAGES.deadlineLawyersWhoAnswered,
  DEADLINE_NO_RULE: DESK_MESSAGES.deadlineNoRule,
  // Private consultations.
  CONSULTATION_MEMBERS_ONLY: CONSULTATION_MESSAGES.membersOnly,
  CONSULTATION_NOT_ACCEPTING: CONSULTATION_MESSAGES.notAccepting,
  TOO_MANY_OPEN_CONSULTATIONS: CONSULTATION_MESSAGES.tooManyOpen,
  TOO_MANY_CONSULTATIONS_TODAY: CONSULTATION_MESSAGES.tooManyToday,
  CONSULTATION_NOT_FOUND: CONSULTATION_MESSAGES.notFound,
  CONSULTATION_LAWYER_DECIDES: CONSULTATION_MESSAGES.lawyerDecides,
  CONSULTATION_ALREADY_ANSWERED: CONSULTATION_MESSAGES.notRequested,
  CONSULTATION_CLOSED: CONSULTATION_MESSAGES.alreadyClosed,
  CONSULTATION_NOT_ACCEPTED: CONSULTATION_MESSAGES.notAccepted,
  CONSULTATION_LAWYERS_ONLY: CONSULTATION_MESSAGES.lawyersOnly,
  CONSULTATION_MESSAGE_NOT_FOUND: CONSULTATION_MESSAGES.messageNotFound,
  CONSULTATION_REPORT_OWN_MESSAGE: CONSULTATION_MESSAGES.reportOwnMessage,
  CONSULTATION_TOO_MANY_MESSAGES: CONSULTATION_MESSAGES.tooManyMessages,
  CONSULTATION_TOO_MANY_FILES: CONSULTATION_MESSAGES.tooManyFiles,
  CONSULTATION_STORAGE_FULL: CONSULTATION_MESSAGES.storageFull,
} as const satisfies Record<string, Message>;

/** The code of an error whose message is not in the catalogue: it names the status only. */
export const STATUS_ERROR_CODES = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
} as const;
const OTHER_ERROR_CODE = 'ERROR';

export type ErrorCode =
  | keyof typeof ERROR_CATALOGUE
  | (typeof STATUS_ERROR_CODES)[keyof typeof STATUS_ERROR_CODES]
  | typeof OTHER_ERROR_CODE;
/** Every code an error body may carry (catalogued ones first). */
export const ERROR_CODES = [...new Set([...Object.keys(ERROR_CATALOGUE), ...Object.values(STATUS_ERROR_CODES), OTHER_ERROR_CODE])] as [
  ErrorCode,
  ...ErrorCode[],
];

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
let byMessage: Map<string, ErrorCode> | undefined;
let patterns: [RegExp, ErrorCode][] | undefined;

/** The catalogued code of a message (messages built from a template match it with any number), or undefined. */
export function catalogueCode(message: string): ErrorCode | undefined {
  if (!byMessage || !patterns) {
    byMessage = new Map();
    patterns = [];
    for (const [code, m] of Object.entries(ERROR_CATALOGUE) as [ErrorCode, Message][]) {
      if (typeof m === 'string') byMessage.set(m, code);
      else {
        // Probe with 1 and a large number: a template may inflect on its number («1 seconde», «2 secondes»).
        for (const probe of [1, 918_273_645]) {
          const text = (m as (n: number) => string)(probe);
          patterns.push([new RegExp(`^${escapeRe(text).replace(String(probe), '\\d+')}$`), code]);
        }
      }
    }
  }
  return byMessage.get(message) ?? patterns.find(([re]) => re.test(message))?.[1];
}

/** The code sent with an error: the message's catalogued one, else the status's. */
export function errorCode(status: number, message: string): ErrorCode {
  return catalogueCode(message) ?? STATUS_ERROR_CODES[status as keyof typeof STATUS_ERROR_CODES] ?? OTHER_ERROR_CODE;
}
