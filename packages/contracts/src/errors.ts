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
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  licenseRequired: 'Veuillez télécharger votre document de licence',
  specializationRequired: 'Veuillez sélectionner au moins une spécialisation',
  fileTooLarge: 'Le fichier est trop volumineux. La taille maximale est de 5MB.',
  fileType: 'Type de fichier non pris en charge. Veuillez télécharger un PDF ou une image (JPEG, PNG).',
  required: 'Ce champ est obligatoire',
  invalidEmail: 'Adresse e-mail invalide',
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
} as const;

/** Question and answer forms (web); the limits themselves are the POST_* / REPLY_* constants. */
export const POST_FORM_MESSAGES = {
  tooShort: (min: number) => `Saisissez au moins ${min} caractères.`,
  tooLong: (max: number) => `${max.toLocaleString('fr-FR')} caractères au maximum.`,
  categoryRequired: 'Choisissez une catégorie.',
} as const;
