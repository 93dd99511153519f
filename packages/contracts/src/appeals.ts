// Internal complaints against moderation decisions (DSA art. 20) and the redress every statement names (art. 17).

export const APPEAL_DECISIONS = ['uphold', 'reverse'] as const;
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];
export const APPEAL_STATUSES = ['open', 'decided'] as const;
export const MODERATOR_ROLES = ['moderator', 'user'] as const;

/** A decision may be contested for this many months after it was taken. */
export const APPEAL_WINDOW_MONTHS = 6;
export const APPEAL_STATEMENT_MIN = 10;
export const APPEAL_STATEMENT_MAX = 2_000;

/** The European Commission's list of certified out-of-court dispute settlement bodies (art. 21). */
export const OUT_OF_COURT_URL = 'https://digital-strategy.ec.europa.eu/en/policies/dsa-out-of-court-dispute-settlement';

/** The web page a signed appeal link opens. */
export const APPEAL_PAGE_PATH = '/recours';

export const APPEAL_MESSAGES = {
  notFound: 'Recours introuvable.',
  notDecided: 'Ce signalement n\u2019a pas encore fait l\u2019objet d\u2019une décision : il n\u2019y a rien à contester.',
  notParty: 'Seuls l\u2019auteur du contenu et les personnes qui l\u2019ont signalé peuvent contester cette décision.',
  duplicate: 'Vous avez déjà contesté cette décision : votre recours est en cours d\u2019examen.',
  tooLate: 'Le délai de six mois pour contester cette décision est dépassé.',
  badLink: 'Ce lien de recours n\u2019est pas valide.',
  ownDecision:
    'Vous ne pouvez pas trancher ce recours : vous avez pris la décision contestée. Un autre modérateur ou un administrateur s\u2019en chargera.',
  alreadyDecided: 'Ce recours a déjà été tranché.',
  profileKept: 'Un profil conservé ne peut pas être masqué : pour annuler cette décision, suspendez le compte depuis la modération.',
  roleAdminOnly: 'Le rôle d\u2019un administrateur ou d\u2019un avocat ne se change pas ici.',
  received: 'Votre recours a été enregistré. Une autre personne que celle qui a pris la décision l\u2019examinera.',
} as const;

/**
 * Nobody decides their own case (docs/decisions/moderation-conflicts.md): the 403 of every deciding route, and the
 * notice the queue shows the person who cannot decide an item while it waits for someone else.
 */
export const CONFLICT_MESSAGES = {
  ownContent:
    'Vous ne pouvez pas trancher : il s\u2019agit de votre propre contenu ou de votre profil. Un autre modérateur ou un administrateur s\u2019en chargera.',
  ownReport:
    'Vous ne pouvez pas trancher : vous avez vous-même signalé ce contenu. Un autre modérateur ou un administrateur s\u2019en chargera.',
  ownAppeal: 'Vous ne pouvez pas trancher ce recours : c\u2019est le vôtre. Un autre modérateur ou un administrateur s\u2019en chargera.',
  lawyerPrivateMessage:
    'Un avocat ne tranche pas les signalements de messages de consultation privée : un administrateur ou un modérateur qui n\u2019est pas avocat s\u2019en chargera.',
  suspendPeer: 'Seul un administrateur peut suspendre un modérateur ou lever sa suspension.',
} as const;

export const APPEAL_TEXTS = {
  contest: 'Contester la décision',
  tab: 'Recours',
  upheld: 'Après un nouvel examen par une autre personne, la décision est maintenue.',
  reversed: 'Après un nouvel examen par une autre personne, la décision est annulée.',
} as const;

/** The redress lines of every statement of reasons: the internal complaint, out-of-court bodies, the courts. */
export function redressLines(appealUrl: string | null): string[] {
  return [
    appealUrl
      ? `Vous pouvez contester cette décision gratuitement pendant six mois : ${appealUrl}. Votre recours sera examiné par une autre personne que celle qui l\u2019a prise.`
      : 'Vous pouvez contester cette décision gratuitement pendant six mois depuis votre compte («Contester la décision») ; votre recours sera examiné par une autre personne que celle qui l\u2019a prise.',
    `Vous pouvez aussi saisir un organisme de règlement extrajudiciaire des litiges certifié (article 21 du règlement sur les services numériques) : ${OUT_OF_COURT_URL}.`,
    'Vous pouvez enfin saisir les juridictions compétentes.',
  ];
}
