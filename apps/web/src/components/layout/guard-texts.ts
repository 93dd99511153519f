/**
 * What a refused page says around the spec's own sentence (GUARD_MESSAGES, kept verbatim): a French heading, which
 * also titles the tab, and a short explanation (docs/decisions/newcomer-pages.md).
 */
export const GUARD_TEXTS = {
  signIn: {
    title: 'Connexion requise',
    text: 'Cette page est réservée aux personnes inscrites. L’inscription est gratuite et se fait sous pseudonyme ; si vous avez déjà un compte, connectez-vous.',
  },
  role: {
    title: 'Accès réservé',
    text: 'Votre compte ne donne pas accès à cette page : elle est réservée à un autre type de compte.',
  },
  pending: {
    title: 'Compte en attente de validation',
    text: 'Un administrateur vérifie votre inscription au barreau. Vous recevrez un e-mail dès que votre compte sera validé.',
  },
} as const;

/** `?compte=inscription` or `?compte=connexion`: the guard's links, which open the auth dialog once the app runs. */
export const ACCOUNT_PARAM = 'compte';
export const ACCOUNT_MODES = { inscription: 'register', connexion: 'login' } as const;
