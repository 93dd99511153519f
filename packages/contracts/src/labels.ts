import type { MailKind, NewQuestionMode, NotificationType, OtpPurpose, PostStatus, Role } from './constants';

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  reply_to_post: 'Nouvelle réponse',
  reply_to_reply: 'Réponse à votre commentaire',
  satisfactory_reply: 'Réponse satisfaisante',
  reply_rated: 'Réponse évaluée',
  other: 'Notification',
  new_question: 'Nouvelle question',
  consultation_request: 'Demande de consultation',
};

export const POST_STATUS_LABELS: Record<PostStatus | 'all', string> = {
  all: 'Toutes',
  open: 'Ouvertes',
  answered: 'Répondues',
  resolved: 'Résolues',
};

export const POST_STATUS_BADGES: Record<PostStatus, string> = {
  open: 'Ouverte',
  answered: 'Répondue',
  resolved: 'Résolue',
};

export const ROLE_LABELS: Record<Role, string> = { user: 'Membre', lawyer: 'Avocat', admin: 'Administrateur' };

export const SORT_LABELS = {
  new: 'Plus récentes',
  old: 'Plus anciennes',
  popular: 'Plus de réponses',
  unanswered: 'Sans réponse',
} as const;

// Titles and texts of the e-mail code dialog and of the mails, per purpose.
export const OTP_PURPOSE_TEXTS: Record<OtpPurpose, { title: string; text: string; mailSubject: string }> = {
  signup: {
    title: 'Vérifiez votre adresse e-mail',
    text: 'Saisissez le code à 6 chiffres envoyé à votre adresse e-mail pour créer votre compte.',
    mailSubject: 'Votre code d\u2019inscription Prétoire',
  },
  'password-reset': {
    title: 'Réinitialisation du mot de passe',
    text: 'Saisissez le code à 6 chiffres reçu par e-mail pour choisir un nouveau mot de passe.',
    mailSubject: 'Votre code de réinitialisation Prétoire',
  },
  'account-deletion': {
    title: 'Confirmer la suppression du compte',
    text: 'Saisissez le code à 6 chiffres reçu par e-mail. La suppression est définitive.',
    mailSubject: 'Votre code de suppression de compte Prétoire',
  },
  'email-verification': {
    title: 'Vérification de l\u2019e-mail',
    text: 'Votre adresse e-mail n\u2019est pas encore vérifiée. Saisissez le code à 6 chiffres envoyé par e-mail.',
    mailSubject: 'Votre code de vérification Prétoire',
  },
  'password-change': {
    title: 'Changement de mot de passe',
    text: 'Saisissez le code à 6 chiffres reçu par e-mail pour confirmer le changement de mot de passe.',
    mailSubject: 'Votre code de changement de mot de passe Prétoire',
  },
};

export const TOASTS = {
  loginSuccess: { title: 'Connexion réussie ✓', description: 'Vous êtes maintenant connecté à votre compte.' },
  registerSuccess: { title: 'Inscription réussie ✓', description: 'Votre compte a été créé. Bienvenue sur Prétoire !' },
  lawyerSubmitted: {
    title: 'Inscription avocat soumise',
    description: 'Votre inscription est en attente de l\u2019approbation d\u2019un administrateur.',
  },
  ratingSaved: (stars: number) => ({
    title: 'Merci, votre note a été enregistrée ✓',
    description: `${stars} étoile${stars > 1 ? 's' : ''} : l\u2019avocat en est informé.`,
  }),
  logout: { title: 'Déconnexion réussie ✓', description: 'À bientôt sur Prétoire.' },
  deleted: { title: 'Compte supprimé', description: 'Votre compte et vos données personnelles ont été supprimés.' },
  loginFailed: { title: 'Échec de la connexion', description: 'Vérifiez vos identifiants et réessayez.' },
  registerFailed: { title: 'Échec de l\u2019inscription', description: 'Une erreur est survenue. Veuillez réessayer.' },
  lawyerRegisterFailed: { title: 'Échec de l\u2019inscription', description: 'Vérifiez vos informations et vos documents.' },
  deleteFailed: { title: 'Échec de la suppression', description: 'Le compte n\u2019a pas pu être supprimé.' },
} as const;

/** The moderator's confirmation once a decision is recorded (the group then leaves the queue). */
export const MODERATION_DONE_TOAST = (
  target: 'post' | 'reply' | 'user' | 'consultation_message',
  decision: 'keep' | 'hide' | 'delete' | 'restore',
  suspendDays?: number,
) => {
  const what = { post: 'La question', reply: 'La réponse', user: 'Le profil', consultation_message: 'Le message' }[target];
  const done = { keep: 'est conservé', hide: 'est masqué', delete: 'est supprimé', restore: 'est rétabli' }[decision];
  const agreed = target === 'user' || target === 'consultation_message' ? done : `${done}e`;
  const suspended = suspendDays ? ` Compte de l\u2019auteur suspendu ${suspendDays} jour${suspendDays > 1 ? 's' : ''}.` : '';
  return {
    title: 'Décision enregistrée ✓',
    description: `${what} ${agreed}.${suspended} L\u2019auteur et les personnes qui l\u2019ont signalé sont prévenus par e-mail.`,
  };
};

/** After sign-up, on /home: a welcome and the next step (member), what happens next (lawyer). */
export const WELCOME_TEXTS = {
  memberTitle: (nickname: string) => (nickname ? `Bienvenue sur Prétoire, ${nickname} !` : 'Bienvenue sur Prétoire !'),
  memberText: 'Décrivez votre situation en quelques lignes : des avocats inscrits au barreau vous répondent ici.',
  memberAction: 'Poser votre première question',
  lawyerTitle: 'Votre inscription est en cours de vérification',
  lawyerText:
    'Un administrateur vérifie votre document de licence auprès de votre barreau. Vous recevrez un e-mail dès que votre compte sera validé ; vous pourrez alors répondre aux questions.',
  lawyerAction: 'Parcourir les questions en attendant',
  dismiss: 'Fermer le message de bienvenue',
} as const;
export const LAWYER_SIGNUP_DONE = 'Inscription réussie ! Votre compte est en cours d\u2019approbation.';

/** Route guard messages (spec §2), in the order they are checked. */
export const GUARD_MESSAGES = {
  signIn: 'You need to be signed in to access this page.',
  role: "You don't have permission to access this page.",
  pending: "Your lawyer account is pending approval. You'll be able to access all features once an admin approves your application.",
} as const;

// Part 2: ads, activities, directory and admin labels.
export const AD_POSITION_LABELS: Record<'home-top' | 'home-sidebar' | 'category-sidebar' | 'post-sidebar' | 'post-bottom', string> = {
  'home-top': 'Accueil — haut de page',
  'home-sidebar': 'Accueil — colonne',
  'category-sidebar': 'Catégorie — colonne',
  'post-sidebar': 'Question — colonne',
  'post-bottom': 'Question — bas de page',
};
export const AD_PLACEHOLDER_TEXT = 'Votre publicité ici';

export const ACTIVITY_FILTER_LABELS: Record<'all' | 'replies' | 'satisfactory' | 'rewards', string> = {
  all: 'Tout',
  replies: 'Réponses',
  satisfactory: 'Satisfaisantes',
  rewards: 'Récompenses',
};

// —— Mail outbox, preferences, follows ——
/** What each kind of mail is called on /profile and on the unsubscribe page. */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  answer: 'Réponses à mes questions',
  reply: 'Réponses à mes réponses',
  rating: 'Évaluations de mes réponses',
  new_question: 'Nouvelles questions dans mes domaines',
  digest: 'Résumé quotidien des questions de mes domaines',
  account: 'Messages sur mon compte',
  moderation: 'Messages de modération',
  consultation: 'Demandes de consultation',
};
export const NEW_QUESTION_MODE_LABELS: Record<NewQuestionMode, string> = {
  immediate: 'Un e-mail par question',
  digest: 'Un résumé quotidien',
  off: 'Aucun e-mail',
};

/** The unsubscribe page (GET confirms, POST unsubscribes; RFC 8058 one-click posts directly). */
export const UNSUBSCRIBE_TEXTS = {
  pageTitle: 'Désinscription — Prétoire',
  confirmTitle: 'Ne plus recevoir ces e-mails ?',
  confirm: (kind: string) => `Vous ne recevrez plus les e-mails «\u00a0${kind}\u00a0». Les autres e-mails de Prétoire ne changent pas.`,
  button: 'Confirmer la désinscription',
  doneTitle: 'C\u2019est fait',
  done: (kind: string) =>
    `Vous ne recevrez plus les e-mails «\u00a0${kind}\u00a0». Vous pouvez les réactiver à tout moment depuis votre profil.`,
  invalidTitle: 'Lien de désinscription invalide',
  invalid: 'Ce lien est incomplet ou a été modifié. Copiez le lien entier depuis l\u2019e-mail, ou changez vos choix depuis votre profil.',
  expiredTitle: 'Lien de désinscription expiré',
  expired: 'Ce lien n\u2019est plus valable. Changez vos choix d\u2019e-mails depuis votre profil Prétoire.',
  profileLink: 'Mes préférences d\u2019e-mails',
  alreadyTitle: 'Vous êtes déjà désinscrit',
  already: (kind: string) =>
    `Vous êtes déjà désinscrit des e-mails «\u00a0${kind}\u00a0» : rien n\u2019a changé. Vous pouvez les réactiver à tout moment depuis votre profil.`,
} as const;

/** A search that found nothing and was corrected from the lexicon of indexed words (the list shows its results). */
export const SEARCH_SUGGESTION_LABELS = {
  noResultFor: (q: string) => `Aucun résultat pour « ${q} ».`,
  didYouMean: 'Vouliez-vous dire',
} as const;

// —— Private consultations (docs/decisions/consultations.md) ——
export const CONSULTATION_TEXTS = {
  ask: (lawyer: string) => `Demander une consultation à ${lawyer}`,
  mine: 'Mes consultations',
  /** Under the request form and with the lawyer's acceptance. */
  reminder:
    'Ce premier échange ne vous engage à rien. Tout travail rémunéré suppose une convention d\u2019honoraires écrite (loi n° 71-1130, art. 10).',
  secrecy:
    'Vos échanges avec l\u2019avocat sont couverts par le secret professionnel : même les administrateurs du site ne les lisent pas.',
  send: 'Envoyer la demande',
  signInFirst: 'Connectez-vous pour demander une consultation.',
  fromAnswer: 'Votre demande sera liée à la question où l\u2019avocat a répondu.',
  sent: 'Demande envoyée : l\u2019avocat vous répondra dans « Mes consultations ».',
  status: { requested: 'En attente', accepted: 'Acceptée', declined: 'Déclinée', closed: 'Terminée' },
  accept: 'Accepter',
  decline: 'Décliner',
  close: 'Clôturer',
  write: 'Votre message',
  figures: {
    title: 'Vos chiffres',
    received: 'Demandes reçues',
    accepted: 'Acceptées',
    median: 'Délai médian de réponse',
    private: 'Visibles par vous seul.',
  },
  attach: 'Joindre un fichier (facultatif : PDF, JPEG ou PNG, 5 Mo au plus)',
  erased: (date: string) => `Message effacé (compte supprimé) — ${date}`,
} as const;
