// Common French legal deadlines: legal information, never advice. Each rule says when it applies
// (trigger expressions, see matcher.ts for the syntax), how long the deadline is, from which event, and its source.
// Choices and limits: docs/decisions/desk-deadlines.md. A lawyer should review this table before each release.

export const DEADLINE_DOMAINS = [
  'travail',
  'consommation',
  'logement',
  'famille',
  'penal',
  'administratif',
  'fiscal',
  'procedure',
  'succession',
  'construction',
] as const;
export type DeadlineDomain = (typeof DEADLINE_DOMAINS)[number];

export const DEADLINE_DOMAIN_LABELS: Record<DeadlineDomain, string> = {
  travail: 'Travail',
  consommation: 'Consommation',
  logement: 'Logement',
  famille: 'Famille',
  penal: 'Pénal et route',
  administratif: 'Administratif et social',
  fiscal: 'Fiscal',
  procedure: 'Procédure civile',
  succession: 'Succession',
  construction: 'Construction',
};

/** 'working-day': «jours ouvrables» (all but Sundays and public holidays); 'year-end': 31 December, `amount` years later. */
export type DeadlineUnit = 'day' | 'working-day' | 'week' | 'month' | 'year' | 'year-end';
export interface DeadlineDuration {
  amount: number;
  unit: DeadlineUnit;
}

export interface DeadlineVariant {
  /** Trigger expression that selects this variant (first match wins). */
  when: string;
  duration: DeadlineDuration;
  durationText: string;
}

export interface DeadlineRule {
  id: string;
  domain: DeadlineDomain;
  /** Short French title, e.g. «Contester un licenciement». */
  title: string;
  duration: DeadlineDuration;
  durationText: string;
  /** The event the deadline runs from, in French. */
  startEvent: string;
  /** Legal source as cited in the notice, e.g. «art. L1471-1 du code du travail». */
  source: string;
  /** Where to read it, as text (Légifrance code and article). */
  reference: string;
  /** The calm sentence shown to the asker, without the closing «Un avocat pourra vous le confirmer.». */
  information: string;
  /** Any one matching trigger selects the rule. */
  triggers: readonly string[];
  /** Any matching expression rules it out (the situation has not happened, or another rule covers it). */
  unless?: readonly string[];
  /** Words of the starting event: the date written nearest to them (or to a trigger) is the event date. */
  eventWords: readonly string[];
  /** When several rules match, the highest priority wins (the more specific rule). */
  priority: number;
  variants?: readonly DeadlineVariant[];
  /**
   * 'receipt': the deadline runs from the day a document reached the person (notification, first presentation of a
   * registered letter, service by a commissaire de justice, delivery). A date written after such words («présentée
   * le 5 novembre», «reçue le», «signifié le», «livré le») wins over the date the letter bears or was sent.
   */
  start?: 'receipt';
}

const LEGIFRANCE = 'Légifrance';

export const DEADLINE_RULES: readonly DeadlineRule[] = [
  // ----------------------------------------------------------------------------------------------- travail
  {
    id: 'travail-licenciement',
    domain: 'travail',
    title: 'Contester un licenciement',
    duration: { amount: 12, unit: 'month' },
    durationText: '12 mois',
    startEvent: 'la notification du licenciement',
    source: 'art. L1471-1 du code du travail',
    reference: `${LEGIFRANCE}, code du travail, article L1471-1`,
    information:
      'Un délai de 12 mois peut s\u2019appliquer pour contester un licenciement devant le conseil de prud\u2019hommes (art. L1471-1 du code du travail).',
    triggers: [
      'licen[cs]i(e|ee|es|ees)',
      'ete licen[cs]ier | fait licen[cs]ier | me suis fait virer | fait virer | ete vire | ete viree | m a vire | m a viree | ete renvoye | ete renvoyee | m a renvoye | mis a la porte | mise a la porte | m a mis dehors | m a mise dehors',
      '=mon licenciement | =ma lettre licenciement | lettre de licenciement | notification licenciement | suite licenciement | contester licenciement | contest* licenciement',
      'licenciement abusif | licenciement injustifie | licenciement sans cause | licenciement faute | licenciement pour inaptitude | licenciement disciplinaire | licenciement nul',
    ],
    unless: [
      'risque d etre licen[cs]i(e|ee) | peur d etre licen[cs]i(e|ee) | pas ete licen[cs]i(e|ee) | veut me licen[cs]ier | va me licen[cs]ier | menace de me licen[cs]ier | envisage de me licen[cs]ier | peut il me licen[cs]ier | peut on me licen[cs]ier | pourrait me licen[cs]ier | menace de licenciement | plan de licenciement | va fermer | vont licen[cs]ier | plan social | projet de licenciement',
    ],
    eventWords: ['licen[cs]i[a-z]*', 'lettre', 'recu', 'notifi*', 'recommande', 'vire', 'viree', 'renvoye'],
    priority: 1,
    start: 'receipt',
  },
  {
    id: 'travail-rupture-conventionnelle-retractation',
    domain: 'travail',
    title: 'Se rétracter d\u2019une rupture conventionnelle',
    duration: { amount: 15, unit: 'day' },
    durationText: '15 jours calendaires',
    startEvent: 'la signature de la convention de rupture',
    source: 'art. L1237-13 du code du travail',
    reference: `${LEGIFRANCE}, code du travail, article L1237-13`,
    information:
      'Après la signature d\u2019une rupture conventionnelle, chaque partie dispose d\u2019un délai de rétractation de 15 jours calendaires (art. L1237-13 du code du travail).',
    triggers: [
      'rupture conventionnelle | =rc + retract* | retrac* | change* d avis | revenir sur | revenir dessus | regrett* | regret | annul*',
      'rupture conventionnelle + signe* | signature',
    ],
    eventWords: ['signe*', 'signature', 'rupture'],
    priority: 3,
  },
  {
    id: 'travail-rupture-conventionnelle-homologation',
    domain: 'travail',
    title: 'Homologation d\u2019une rupture conventionnelle',
    duration: { amount: 15, unit: 'working-day' },
    durationText: '15 jours ouvrables',
    startEvent: 'la réception de la demande d\u2019homologation par l\u2019administration (DREETS)',
    source: 'art. L1237-14 du code du travail',
    reference: `${LEGIFRANCE}, code du travail, article L1237-14`,
    information:
      'L\u2019administration dispose de 15 jours ouvrables à compter de la réception de la demande pour homologuer une rupture conventionnelle ; sans réponse dans ce délai, l\u2019homologation est réputée acquise (art. L1237-14 du code du travail).',
    triggers: ['rupture conventionnelle | rupture + homolog* | dreets | direccte'],
    unless: ['contest* | annul* | vice* du consentement | prud hom* | prudhom*'],
    eventWords: ['envoye*', 'demande', 'homolog*', 'depose*', 'transmis*', 'recu'],
    priority: 4,
  },
  {
    id: 'travail-rupture-conventionnelle-contestation',
    domain: 'travail',
    title: 'Contester une rupture conventionnelle',
    duration: { amount: 12, unit: 'month' },
    durationText: '12 mois',
    startEvent: 'la date d\u2019homologation de la convention',
    source: 'art. L1237-14 du code du travail',
    reference: `${LEGIFRANCE}, code du travail, article L1237-14`,
    information:
      'Un délai de 12 mois à compter de son homologation peut s\u2019appliquer pour contester une rupture conventionnelle devant le conseil de prud\u2019hommes (art. L1237-14 du code du travail).',
    triggers: [
      'rupture conventionnelle + =contest* | vice* | pression* | force* | forcee | consentement | prud hom* | prudhom* | harcel*',
      'rupture conventionnelle + homologu* + annul*',
    ],
    unless: ['retract*'],
    eventWords: ['homolog*', 'signe*', 'valide*'],
    priority: 5,
  },
  {
    id: 'travail-salaires',
    domain: 'travail',
    title: 'Réclamer des salaires impayés',
    duration: { amount: 3, unit: 'year' },
    durationText: '3 ans',
    startEvent: 'la date à laquelle chaque salaire aurait dû être payé',
    source: 'art. L3245-1 du code du travail',
    reference: `${LEGIFRANCE}, code du travail, article L3245-1`,
    information:
      'Un délai de 3 ans peut s\u2019appliquer pour réclamer des salaires impayés, à compter du jour où le salarié a connu ou aurait dû connaître les faits, en pratique la date de paie (art. L3245-1 du code du travail).',
    triggers: [
      'salaire* | heures supplementaires | heures sup | primes | prime | conges payes | paie | paye | treizieme mois + impaye* | pas paye* | jamais paye* | non paye* | pas ete paye* | pas verse* | non verse* | rappel de salaire | rappel salaires | ne me paie | ne paie pas | ne paye pas | me doit | reclamer | pas regle* | non regle* | manque* | n apparaissent pas',
      'employeur | patron + ne m a pas paye | ne me paie plus | ne me paye plus | pas ete paye | toujours pas paye',
    ],
    eventWords: ['salaire*', 'paie', 'paye', 'mois', 'heures'],
    priority: 2,
  },
  {
    id: 'travail-solde-de-tout-compte',
    domain: 'travail',
    title: 'Dénoncer le solde de tout compte',
    duration: { amount: 6, unit: 'month' },
    durationText: '6 mois',
    startEvent: 'la signature du reçu pour solde de tout compte',
    source: 'art. L1234-20 du code du travail',
    reference: `${LEGIFRANCE}, code du travail, article L1234-20`,
    information:
      'Le reçu pour solde de tout compte signé peut être dénoncé dans les 6 mois qui suivent sa signature ; passé ce délai, il libère l\u2019employeur pour les sommes qui y figurent (art. L1234-20 du code du travail).',
    triggers: ['solde de tout compte | solde tout compte | =stc'],
    eventWords: ['signe*', 'signature', 'recu', 'remis'],
    priority: 4,
  },
  {
    id: 'travail-sanction-disciplinaire',
    domain: 'travail',
    title: 'Contester une sanction disciplinaire',
    duration: { amount: 2, unit: 'year' },
    durationText: '2 ans',
    startEvent: 'la notification de la sanction',
    source: 'art. L1471-1 du code du travail',
    reference: `${LEGIFRANCE}, code du travail, article L1471-1`,
    information:
      'Une sanction disciplinaire (avertissement, mise à pied…) peut être contestée devant le conseil de prud\u2019hommes, en principe dans un délai de 2 ans (art. L1471-1 du code du travail).',
    triggers: [
      'avertissement | mise a pied | blame | sanction disciplinaire + employeur | patron | travail | rh | manager | chef | entreprise | poste | salarie | responsable',
    ],
    unless: ['licen[cs]i(e|ee)'],
    eventWords: ['recu', 'notifi*', 'avertissement', 'sanction', 'donne*'],
    priority: 3,
    start: 'receipt',
  },
  {
    id: 'travail-appel-prudhommes',
    domain: 'travail',
    title: 'Faire appel d\u2019un jugement du conseil de prud\u2019hommes',
    duration: { amount: 1, unit: 'month' },
    durationText: '1 mois',
    startEvent: 'la notification du jugement',
    source: 'art. R1461-1 du code du travail',
    reference: `${LEGIFRANCE}, code du travail, article R1461-1`,
    information:
      'L\u2019appel d\u2019un jugement du conseil de prud\u2019hommes se forme en principe dans un délai d\u2019un mois à compter de sa notification (art. R1461-1 du code du travail).',
    triggers: ['prud hom* | prudhom* | prudom* | =cph + =appel | faire appel | interjeter'],
    eventWords: ['notifi*', 'jugement', 'recu', 'rendu*', 'decision'],
    priority: 6,
    start: 'receipt',
  },
  // ----------------------------------------------------------------------------------------------- consommation
  {
    id: 'consommation-retractation-distance',
    domain: 'consommation',
    title: 'Se rétracter d\u2019un achat à distance ou hors établissement',
    duration: { amount: 14, unit: 'day' },
    durationText: '14 jours',
    startEvent: 'la réception du bien (ou la conclusion du contrat pour un service)',
    source: 'art. L221-18 du code de la consommation',
    reference: `${LEGIFRANCE}, code de la consommation, article L221-18`,
    information:
      'Pour un achat à distance (internet, téléphone) ou hors établissement (démarchage), un délai de rétractation de 14 jours peut s\u2019appliquer, à compter de la réception du bien ou de la conclusion du contrat de service (art. L221-18 du code de la consommation).',
    triggers: [
      'retract* | retrac* + internet | en ligne | site | commande* | distance | colis | livr* | demarch* | domicile | telephone | vendeur | commercial | achat | achete* | amazon',
      'renvoyer | retourner | rendre | annuler | rembourse* + colis | commande* | article | produit + internet | en ligne | site | amazon',
      'change* d avis + commande* | achat | achete* + internet | en ligne | site',
      'demarcheur | demarchage | commercial est venu + signe* | contrat | bon de commande',
    ],
    // Purchases at a fair or a salon have no withdrawal right (art. L224-59 of the code de la consommation).
    unless: ['rupture conventionnelle', 'foire | salon'],
    eventWords: ['recu', 'recue', 'reception', 'livr*', 'signe*'],
    priority: 3,
    start: 'receipt',
  },
  {
    id: 'consommation-garantie-conformite',
    domain: 'consommation',
    title: 'Garantie légale de conformité',
    duration: { amount: 2, unit: 'year' },
    durationText: '2 ans',
    startEvent: 'la délivrance (livraison) du bien',
    source: 'art. L217-3 du code de la consommation',
    reference: `${LEGIFRANCE}, code de la consommation, articles L217-3 et suivants`,
    information:
      'Un bien acheté neuf à un professionnel bénéficie de la garantie légale de conformité pendant 2 ans à compter de sa délivrance (art. L217-3 du code de la consommation).',
    triggers: [
      'panne | defectueu* | defaut | defauts | ne fonctionne plus | ne marche plus | ne s allume plus | ne demarre plus | ne fonctionne pas | ne marche pas | casse | cassee | =hs + achete* | achat | acquis | vendeur | magasin | garantie | commande* | neuf | produit | appareil',
      'garantie legale | garantie de conformite | defaut de conformite | non conforme + achete* | achat | vendeur | magasin | commande* | produit | livr*',
    ],
    eventWords: ['achete*', 'achat', 'livr*', 'recu', 'acquis', 'commande*'],
    priority: 2,
    start: 'receipt',
  },
  {
    id: 'consommation-vices-caches',
    domain: 'consommation',
    title: 'Agir pour vice caché',
    duration: { amount: 2, unit: 'year' },
    durationText: '2 ans',
    startEvent: 'la découverte du vice',
    source: 'art. 1648 du code civil',
    reference: `${LEGIFRANCE}, code civil, article 1648`,
    information:
      'L\u2019action en garantie des vices cachés doit être engagée dans un délai de 2 ans à compter de la découverte du vice (art. 1648 du code civil).',
    triggers: ['vice cache | vices caches | vice cachee | garantie des vices'],
    eventWords: ['decouv*', 'constate*', 'apercu', 'rendu compte', 'garagiste', 'expert*'],
    priority: 4,
  },
  {
    id: 'consommation-credit-retractation',
    domain: 'consommation',
    title: 'Se rétracter d\u2019un crédit à la consommation',
    duration: { amount: 14, unit: 'day' },
    durationText: '14 jours calendaires',
    startEvent: 'l\u2019acceptation de l\u2019offre de crédit',
    source: 'art. L312-19 du code de la consommation',
    reference: `${LEGIFRANCE}, code de la consommation, article L312-19`,
    information:
      'Après avoir accepté une offre de crédit à la consommation, l\u2019emprunteur dispose d\u2019un délai de rétractation de 14 jours calendaires (art. L312-19 du code de la consommation).',
    triggers: ['credit | =pret | financement + retract* | annuler | renoncer | change* d avis'],
    unless: ['immobilier | succession | heritage | heritier*'],
    eventWords: ['accepte*', 'signe*', 'offre', 'souscri*'],
    priority: 5,
  },
  // ----------------------------------------------------------------------------------------------- logement
  {
    id: 'logement-preavis-locataire',
    domain: 'logement',
    title: 'Préavis du locataire',
    duration: { amount: 3, unit: 'month' },
    durationText: '3 mois',
    startEvent: 'la réception de la lettre de congé par le bailleur',
    source: 'art. 15 de la loi n° 89-462 du 6 juillet 1989',
    reference: `${LEGIFRANCE}, loi n° 89-462 du 6 juillet 1989, article 15`,
    information:
      'Le locataire qui donne congé respecte un préavis de 3 mois, réduit à 1 mois notamment pour un logement meublé, en zone tendue ou en cas de mutation ou de perte d\u2019emploi ; il court à compter de la réception de la lettre par le bailleur (art. 15 et, pour un meublé, art. 25-8 de la loi du 6 juillet 1989).',
    triggers: [
      'preavis + locataire | bail | logement | appartement | proprietaire | proprio | bailleur | loyer | meuble | studio | maison | demenag* | quitter | location | agence',
      'donner mon conge | donne mon conge | lettre de conge | resilier mon bail | resilier le bail + locataire | logement | appartement | proprietaire | proprio | bailleur | studio',
    ],
    unless: [
      'conge pour vente | conge pour reprise | proprietaire m a donne conge | bailleur m a donne conge | bail commercial | local commercial | preavis de demission | contrat de travail',
    ],
    eventWords: ['preavis', 'conge', 'lettre', 'recommande*', 'envoye*', 'recu', 'remis*'],
    priority: 2,
    start: 'receipt',
    variants: [
      {
        when: 'meuble | meublee | zone tendue | mutation | perte d emploi | nouvel emploi | premier emploi | =rsa | =aah | raison de sante | raisons de sante',
        duration: { amount: 1, unit: 'month' },
        durationText: '1 mois',
      },
    ],
  },
  {
    id: 'logement-depot-de-garantie',
    domain: 'logement',
    title: 'Restitution du dépôt de garantie',
    duration: { amount: 1, unit: 'month' },
    durationText: '1 mois',
    startEvent: 'la remise des clés',
    source: 'art. 22 de la loi n° 89-462 du 6 juillet 1989',
    reference: `${LEGIFRANCE}, loi n° 89-462 du 6 juillet 1989, article 22`,
    information:
      'Le bailleur restitue le dépôt de garantie dans un délai d\u20191 mois après la remise des clés si l\u2019état des lieux de sortie est conforme à celui d\u2019entrée, de 2 mois sinon ; au-delà, une majoration est due (art. 22 de la loi du 6 juillet 1989).',
    triggers: [
      'depot de garantie | depot garantie',
      'caution + rend* | rendu | restitu* | rembours* | recuper* | garde | retenu* | etat des lieux | cles',
    ],
    eventWords: ['cles', 'clefs', 'etat des lieux', 'sortie', 'quitte*', 'parti*', 'demenag*', 'rendu'],
    priority: 3,
    variants: [
      {
        when: 'degradation* | retenue* | retenu | differences | pas conforme | non conforme | reserves | abime* | deteriore* | degat*',
        duration: { amount: 2, unit: 'month' },
        durationText: '2 mois',
      },
    ],
  },
  {
    id: 'logement-charges',
    domain: 'logement',
    title: 'Charges locatives réclamées ou contestées',
    duration: { amount: 3, unit: 'year' },
    durationText: '3 ans',
    startEvent: 'le jour où la somme était due (ou connue)',
    source: 'art. 7-1 de la loi n° 89-462 du 6 juillet 1989',
    reference: `${LEGIFRANCE}, loi n° 89-462 du 6 juillet 1989, article 7-1`,
    information:
      'Les actions nées d\u2019un bail d\u2019habitation, comme la réclamation ou la contestation de charges locatives, se prescrivent en principe par 3 ans (art. 7-1 de la loi du 6 juillet 1989).',
    triggers: [
      'regularisation des charges | regularisation charges | regul charges | charges locatives | rappel de charges | decompte des charges | provisions sur charges',
    ],
    unless: ['coproprietaire | coproprietaires'],
    eventWords: ['regularisation', 'recu', 'demande', 'rappel', 'decompte', 'reclame*'],
    priority: 2,
  },
  {
    id: 'logement-commandement-de-payer',
    domain: 'logement',
    title: 'Commandement de payer les loyers',
    duration: { amount: 6, unit: 'week' },
    durationText: '6 semaines',
    startEvent: 'la délivrance du commandement de payer',
    source: 'art. 24 de la loi n° 89-462 du 6 juillet 1989',
    reference: `${LEGIFRANCE}, loi n° 89-462 du 6 juillet 1989, article 24`,
    information:
      'Après un commandement de payer visant la clause résolutoire d\u2019un bail d\u2019habitation, le locataire dispose de 6 semaines pour régler sa dette ou demander des délais au juge (art. 24 de la loi du 6 juillet 1989, dans sa rédaction issue de la loi du 27 juillet 2023).',
    triggers: ['commandement de payer | commandement payer', 'commandement + loyer* | bail | huissier | commissaire | clause resolutoire'],
    unless: ['bail commercial | local commercial', 'commandement de quitter | quitter les lieux'],
    eventWords: ['recu', 'remis', 'delivre*', 'signifie*', 'huissier', 'commissaire'],
    priority: 5,
    start: 'receipt',
  },
  {
    id: 'logement-etat-des-lieux-entree',
    domain: 'logement',
    title: 'Compléter l\u2019état des lieux d\u2019entrée',
    duration: { amount: 10, unit: 'day' },
    durationText: '10 jours',
    startEvent: 'l\u2019établissement de l\u2019état des lieux d\u2019entrée',
    source: 'art. 3-2 de la loi n° 89-462 du 6 juillet 1989',
    reference: `${LEGIFRANCE}, loi n° 89-462 du 6 juillet 1989, article 3-2`,
    information:
      'Le locataire peut demander au bailleur de compléter l\u2019état des lieux d\u2019entrée dans un délai de 10 jours à compter de son établissement, et pour le chauffage pendant le premier mois de la période de chauffe (art. 3-2 de la loi du 6 juillet 1989).',
    triggers: [
      'etat des lieux d entree | etat des lieux entree | =edl d entree | =edl entree',
      'etat des lieux + emmenag* | entre dans | complet* | ajout*',
    ],
    unless: ['sortie'],
    eventWords: ['emmenag*', 'entree', 'etat des lieux', 'signe*', 'cles'],
    priority: 2,
  },
  // ----------------------------------------------------------------------------------------------- famille
  {
    id: 'famille-appel-jaf',
    domain: 'famille',
    title: 'Faire appel d\u2019une décision du juge aux affaires familiales',
    duration: { amount: 1, unit: 'month' },
    durationText: '1 mois',
    startEvent: 'la signification (ou notification) du jugement',
    source: 'art. 538 du code de procédure civile',
    reference: `${LEGIFRANCE}, code de procédure civile, article 538`,
    information:
      'L\u2019appel d\u2019un jugement du juge aux affaires familiales se forme en principe dans un délai d\u20191 mois à compter de sa signification ou de sa notification (art. 538 du code de procédure civile).',
    triggers: [
      '=jaf | juge aux affaires familiales | juge des affaires familiales | jugement de divorce | affaires familiales + =appel | faire appel | interjeter | contester la decision | contester le jugement | contester cette decision',
    ],
    eventWords: ['signifi*', 'notifi*', 'recu', 'jugement', 'decision', 'rendu*', 'ordonnance'],
    priority: 6,
    start: 'receipt',
  },
  {
    id: 'famille-pension-alimentaire-impayee',
    domain: 'famille',
    title: 'Pension alimentaire impayée',
    duration: { amount: 5, unit: 'year' },
    durationText: '5 ans',
    startEvent: 'l\u2019échéance de chaque mensualité impayée',
    source: 'art. 2224 du code civil',
    reference: `${LEGIFRANCE}, code civil, article 2224`,
    information:
      'Les mensualités de pension alimentaire impayées peuvent en principe être réclamées pendant 5 ans à compter de chaque échéance (art. 2224 du code civil) ; l\u2019ARIPA (CAF) peut aider au recouvrement.',
    triggers: [
      'pension alimentaire | pension | contribution a l entretien + impaye* | ne paie | ne paye | ne verse | pas verse* | pas paye* | arriere* | arrieres | plus rien | recouvr* | =aripa | retard*',
    ],
    unless: ['retraite | pension d invalidite | pension de reversion'],
    eventWords: ['depuis', 'impaye*', 'paye', 'verse*', 'paie', 'plus'],
    priority: 3,
  },
  // ----------------------------------------------------------------------------------------------- pénal et route
  {
    id: 'penal-amende-forfaitaire',
    domain: 'penal',
    title: 'Contester une amende forfaitaire (contravention)',
    duration: { amount: 45, unit: 'day' },
    durationText: '45 jours',
    startEvent:
      'l\u2019envoi de l\u2019avis de contravention (ou la constatation de l\u2019infraction si l\u2019avis a été remis sur place)',
    source: 'art. 529-2 du code de procédure pénale',
    reference: `${LEGIFRANCE}, code de procédure pénale, article 529-2`,
    information:
      'Une amende forfaitaire peut être contestée par une requête en exonération dans un délai de 45 jours à compter de l\u2019envoi de l\u2019avis de contravention (art. 529-2 du code de procédure pénale).',
    triggers: [
      'avis de contravention | contravention | flashe* | =radar | amende forfaitaire',
      // A speeding question without a fine received («combien de points perd-on ?») has no running deadline.
      'exces de vitesse + recu | flashe* | arrete* | controle* | avis | contest* | =pv | amende | amande',
      'amende | amande | =pv | proces verbal + contest* | recu | payer | vitesse | stationn* | voiture | vehicule | points | permis | =radar | police | gendarme* | conducteur | =ants | autoroute | route | feu rouge',
    ],
    eventWords: ['recu', 'envoi', 'avis', 'flashe*', 'infraction', 'contravention', 'amende', 'amande', '=pv'],
    priority: 3,
  },
  {
    id: 'penal-amende-majoree',
    domain: 'penal',
    title: 'Contester une amende forfaitaire majorée',
    duration: { amount: 3, unit: 'month' },
    durationText: '3 mois',
    startEvent: 'l\u2019envoi de l\u2019avis d\u2019amende forfaitaire majorée',
    source: 'art. 530 du code de procédure pénale',
    reference: `${LEGIFRANCE}, code de procédure pénale, article 530`,
    information:
      'Une amende forfaitaire majorée peut faire l\u2019objet d\u2019une réclamation dans un délai de 3 mois à compter de l\u2019envoi de l\u2019avis d\u2019amende majorée (art. 530 du code de procédure pénale).',
    triggers: ['majore* | majoration + amende | amande | =pv | contravention | avis | tresor public'],
    eventWords: ['recu', 'envoi', 'avis', 'date*', 'courrier'],
    priority: 5,
  },
  {
    id: 'penal-forfait-post-stationnement',
    domain: 'penal',
    title: 'Contester un forfait post-stationnement (FPS)',
    duration: { amount: 1, unit: 'month' },
    durationText: '1 mois',
    startEvent: 'la notification de l\u2019avis de paiement du forfait',
    source: 'art. L2333-87 du code général des collectivités territoriales',
    reference: `${LEGIFRANCE}, code général des collectivités territoriales, article L2333-87 et articles R2333-120-1 et suivants`,
    information:
      'Un forfait post-stationnement (FPS) se conteste d\u2019abord par un recours administratif préalable obligatoire (RAPO), dans un délai d\u20191 mois à compter de la notification de l\u2019avis de paiement (art. L2333-87 du code général des collectivités territoriales).',
    triggers: ['forfait post stationnement | forfait de post stationnement | forfait poststationnement | =fps | =rapo'],
    eventWords: ['recu', 'notifi*', 'avis', 'envoi'],
    priority: 6,
    start: 'receipt',
  },
  {
    id: 'penal-plainte-delit',
    domain: 'penal',
    title: 'Porter plainte pour un délit',
    duration: { amount: 6, unit: 'year' },
    durationText: '6 ans',
    startEvent: 'le jour où l\u2019infraction a été commise',
    source: 'art. 8 du code de procédure pénale',
    reference: `${LEGIFRANCE}, code de procédure pénale, article 8`,
    information:
      'Pour la plupart des délits (vol, escroquerie, violences…), l\u2019action publique se prescrit par 6 ans à compter du jour de l\u2019infraction (art. 8 du code de procédure pénale) ; des délais différents existent, notamment pour les crimes et les infractions commises sur des mineurs.',
    triggers: [
      'plainte + =vol | vole* | escroq* | arnaque* | abus de confiance | agress* | frappe* | violence* | menace* | harcel* | cambriol* | usurpation | fraude | detourne*',
      'arnaque* | escroq* + police | gendarmerie | plainte',
    ],
    unless: ['diffam* | injure*'],
    eventWords: ['vole*', 'agress*', 'arnaque*', 'escroq*', 'frappe*', 'faits', 'cambriol*', 'menace*', 'passe*'],
    priority: 1,
  },
  {
    id: 'penal-diffamation',
    domain: 'penal',
    title: 'Agir pour diffamation ou injure',
    duration: { amount: 3, unit: 'month' },
    durationText: '3 mois',
    startEvent: 'la publication des propos',
    source: 'art. 65 de la loi du 29 juillet 1881 sur la liberté de la presse',
    reference: `${LEGIFRANCE}, loi du 29 juillet 1881 sur la liberté de la presse, article 65`,
    information:
      'Les actions pour diffamation ou injure se prescrivent très vite : 3 mois à compter de la publication des propos (art. 65 de la loi du 29 juillet 1881).',
    triggers: [
      'diffam*',
      'injure* | injurie* + publi* | facebook | internet | reseaux sociaux | poste* | commentaire* | journal | twitter | instagram | tiktok | groupe | google',
    ],
    eventWords: ['publi*', 'poste*', 'ecrit*', 'mis en ligne', 'paru'],
    priority: 5,
  },
  {
    id: 'penal-appel-correctionnel',
    domain: 'penal',
    title: 'Faire appel d\u2019un jugement correctionnel',
    duration: { amount: 10, unit: 'day' },
    durationText: '10 jours',
    startEvent: 'le prononcé du jugement',
    source: 'art. 498 du code de procédure pénale',
    reference: `${LEGIFRANCE}, code de procédure pénale, article 498`,
    information:
      'L\u2019appel d\u2019un jugement du tribunal correctionnel se forme dans un délai de 10 jours à compter de son prononcé (art. 498 du code de procédure pénale).',
    triggers: [
      'tribunal correctionnel | correctionnel* | comparution immediate | tribunal de police | condamnation penale | =prison | sursis + =appel | faire appel | interjeter',
    ],
    eventWords: ['condamne*', 'jugement', 'rendu*', 'prononce*', 'audience', 'juge'],
    priority: 7,
  },
  // ----------------------------------------------------------------------------------------------- administratif et social
  {
    id: 'administratif-recours-contentieux',
    domain: 'administratif',
    title: 'Contester une décision administrative devant le tribunal administratif',
    duration: { amount: 2, unit: 'month' },
    durationText: '2 mois',
    startEvent: 'la notification (ou la publication) de la décision',
    source: 'art. R421-1 du code de justice administrative',
    reference: `${LEGIFRANCE}, code de justice administrative, article R421-1`,
    information:
      'Une décision administrative peut en principe être contestée devant le tribunal administratif dans un délai de 2 mois à compter de sa notification (art. R421-1 du code de justice administrative).',
    triggers: [
      'tribunal administratif + recours | saisir | contest* | attaquer | annul* | decision | refus*',
      'prefecture | prefet | mairie | =maire | administration | rectorat | universite | ministere | departement | =region | =commune | fonction publique | titre de sejour | naturalisation | =arrete + refus* | refuse* | rejet* | rejete* | decision | =arrete | sanction + contest* | recours | attaquer | annul* | faire annuler',
    ],
    unless: ['permis de construire + voisin*', '=oqtf | quitter le territoire'],
    eventWords: ['notifi*', 'recu', 'decision', 'refus*', 'arrete', 'rejet*', 'courrier'],
    priority: 2,
    start: 'receipt',
  },
  {
    id: 'administratif-recours-gracieux',
    domain: 'administratif',
    title: 'Recours gracieux ou hiérarchique',
    duration: { amount: 2, unit: 'month' },
    durationText: '2 mois',
    startEvent: 'la notification de la décision',
    source: 'art. L411-2 du code des relations entre le public et l\u2019administration et art. R421-1 du code de justice administrative',
    reference: `${LEGIFRANCE}, code des relations entre le public et l\u2019administration, article L411-2`,
    information:
      'Un recours gracieux ou hiérarchique formé dans le délai de recours contentieux de 2 mois suivant la notification de la décision interrompt ce délai, qui recommence à courir à la réponse de l\u2019administration (art. L411-2 du code des relations entre le public et l\u2019administration).',
    triggers: ['recours gracieux | recours hierarchique | recours administratif'],
    eventWords: ['notifi*', 'recu', 'decision', 'refus*', 'arrete', 'inflige*'],
    priority: 4,
    start: 'receipt',
  },
  {
    id: 'administratif-permis-de-construire-tiers',
    domain: 'administratif',
    title: 'Contester le permis de construire d\u2019un voisin',
    duration: { amount: 2, unit: 'month' },
    durationText: '2 mois',
    startEvent: 'le premier jour d\u2019affichage continu du permis sur le terrain',
    source: 'art. R600-2 du code de l\u2019urbanisme',
    reference: `${LEGIFRANCE}, code de l\u2019urbanisme, article R600-2`,
    information:
      'Un voisin peut contester un permis de construire dans un délai de 2 mois à compter du premier jour de son affichage continu sur le terrain (art. R600-2 du code de l\u2019urbanisme).',
    triggers: ['permis de construire | declaration prealable | permis d amenager + voisin* | affich* | panneau'],
    unless: ['refus* | refuse* | refusee'],
    eventWords: ['affich*', 'panneau', 'accorde*', 'delivre*', 'pose*'],
    priority: 5,
  },
  {
    id: 'administratif-securite-sociale-cra',
    domain: 'administratif',
    title: 'Contester une décision d\u2019un organisme de sécurité sociale',
    duration: { amount: 2, unit: 'month' },
    durationText: '2 mois',
    startEvent: 'la notification de la décision',
    source: 'art. R142-1 du code de la sécurité sociale',
    reference: `${LEGIFRANCE}, code de la sécurité sociale, article R142-1`,
    information:
      'Une décision d\u2019un organisme de sécurité sociale (CAF, CPAM, URSSAF, MSA…) se conteste en principe d\u2019abord devant sa commission de recours amiable, dans un délai de 2 mois à compter de sa notification (art. R142-1 du code de la sécurité sociale).',
    triggers: [
      '=caf | =cpam | =urssaf | =msa | =carsat | =cnav | assurance maladie | securite sociale + refus* | refuse* | rejet* | decision | indu | trop percu | trop paye | contest* | recours | notification | reclame*',
    ],
    // «Numéro de sécurité sociale», «carte Vitale»: an identifier named in passing, not a decision of the organism.
    unless: ['numero de securite sociale | numero de secu | =numero secu | carte vitale | attestation de securite sociale'],
    eventWords: ['notifi*', 'recu', 'courrier', 'decision', 'lettre'],
    priority: 4,
    start: 'receipt',
  },
  // ----------------------------------------------------------------------------------------------- fiscal
  {
    id: 'fiscal-reclamation',
    domain: 'fiscal',
    title: 'Réclamation contre un impôt',
    duration: { amount: 2, unit: 'year-end' },
    durationText: 'jusqu\u2019au 31 décembre de la 2e année suivante',
    startEvent: 'la mise en recouvrement de l\u2019impôt (l\u2019avis d\u2019imposition)',
    source: 'art. R*196-1 du livre des procédures fiscales',
    reference: `${LEGIFRANCE}, livre des procédures fiscales, articles R*196-1 et R*196-2`,
    information:
      'Une réclamation contre l\u2019impôt sur le revenu peut en principe être faite jusqu\u2019au 31 décembre de la 2e année qui suit la mise en recouvrement (art. R*196-1 du livre des procédures fiscales) ; pour les impôts locaux, jusqu\u2019au 31 décembre de l\u2019année suivante (art. R*196-2).',
    triggers: [
      'impot* | taxe fonciere | taxe d habitation | avis d imposition | =fisc | =dgfip | prelevement a la source + contest* | reclamation | erreur | trop paye | recours | degrevement | rembourse* | pas ete pris en compte | pas pris en compte',
    ],
    unless: ['proposition de rectification | controle fiscal'],
    eventWords: ['avis', 'recu', 'recouvrement', 'imposition', 'prelev*'],
    priority: 3,
    variants: [
      {
        when: 'taxe fonciere | taxe d habitation',
        duration: { amount: 1, unit: 'year-end' },
        durationText: 'jusqu\u2019au 31 décembre de l\u2019année suivante',
      },
    ],
  },
  {
    id: 'fiscal-proposition-de-rectification',
    domain: 'fiscal',
    title: 'Répondre à une proposition de rectification',
    duration: { amount: 30, unit: 'day' },
    durationText: '30 jours',
    startEvent: 'la réception de la proposition de rectification',
    source: 'art. R*57-1 du livre des procédures fiscales',
    reference: `${LEGIFRANCE}, livre des procédures fiscales, article R*57-1`,
    information:
      'Le contribuable dispose de 30 jours à compter de la réception d\u2019une proposition de rectification pour présenter ses observations, délai qui peut être prolongé de 30 jours sur demande (art. R*57-1 du livre des procédures fiscales).',
    triggers: [
      'proposition de rectification | proposition rectification',
      'redressement fiscal | controle fiscal + repondre | reponse | observations | delai',
    ],
    eventWords: ['recu', 'reception', 'proposition', 'courrier'],
    priority: 5,
    start: 'receipt',
  },
  // ----------------------------------------------------------------------------------------------- procédure civile
  {
    id: 'procedure-appel-civil',
    domain: 'procedure',
    title: 'Faire appel d\u2019un jugement civil',
    duration: { amount: 1, unit: 'month' },
    durationText: '1 mois',
    startEvent: 'la signification du jugement',
    source: 'art. 538 du code de procédure civile',
    reference: `${LEGIFRANCE}, code de procédure civile, article 538`,
    information:
      'L\u2019appel d\u2019un jugement civil se forme en principe dans un délai d\u20191 mois à compter de sa signification (art. 538 du code de procédure civile).',
    triggers: [
      'jugement | tribunal judiciaire | tribunal de proximite | tribunal d instance | tribunal de commerce | tribunal de grande instance | condamne* + =appel | faire appel | interjeter | contester le jugement',
    ],
    unless: ['cour d appel + arret'],
    eventWords: ['signifi*', 'notifi*', 'recu', 'rendu*', 'jugement', 'decision'],
    priority: 3,
    start: 'receipt',
  },
  {
    id: 'procedure-appel-refere',
    domain: 'procedure',
    title: 'Faire appel d\u2019une ordonnance de référé',
    duration: { amount: 15, unit: 'day' },
    durationText: '15 jours',
    startEvent: 'la signification de l\u2019ordonnance',
    source: 'art. 490 du code de procédure civile',
    reference: `${LEGIFRANCE}, code de procédure civile, article 490`,
    information:
      'L\u2019appel d\u2019une ordonnance de référé se forme dans un délai de 15 jours à compter de sa signification (art. 490 du code de procédure civile).',
    triggers: ['refere* | refere + =appel | faire appel | interjeter | contester'],
    eventWords: ['signifi*', 'notifi*', 'recu', 'ordonnance', 'rendu*'],
    priority: 5,
    start: 'receipt',
  },
  {
    id: 'procedure-injonction-de-payer',
    domain: 'procedure',
    title: 'Former opposition à une injonction de payer',
    duration: { amount: 1, unit: 'month' },
    durationText: '1 mois',
    startEvent: 'la signification de l\u2019ordonnance d\u2019injonction de payer',
    source: 'art. 1416 du code de procédure civile',
    reference: `${LEGIFRANCE}, code de procédure civile, article 1416`,
    information:
      'Une ordonnance d\u2019injonction de payer peut être contestée en formant opposition dans un délai d\u20191 mois à compter de sa signification (art. 1416 du code de procédure civile).',
    triggers: ['injonction de payer | injonction payer | ordonnance portant injonction'],
    eventWords: ['signifi*', 'recu', 'remis*', 'huissier', 'commissaire'],
    priority: 6,
    start: 'receipt',
  },
  {
    id: 'procedure-pourvoi-cassation',
    domain: 'procedure',
    title: 'Se pourvoir en cassation',
    duration: { amount: 2, unit: 'month' },
    durationText: '2 mois',
    startEvent: 'la signification de l\u2019arrêt d\u2019appel',
    source: 'art. 612 du code de procédure civile',
    reference: `${LEGIFRANCE}, code de procédure civile, article 612`,
    information:
      'En matière civile, le pourvoi en cassation se forme en principe dans un délai de 2 mois à compter de la signification de la décision (art. 612 du code de procédure civile).',
    triggers: ['pourvoi | cassation', 'arret + cour d appel', 'perdu en appel | perdu a la cour d appel'],
    eventWords: ['signifi*', 'notifi*', 'arret', 'rendu*', 'recu'],
    priority: 6,
    start: 'receipt',
  },
  {
    id: 'procedure-saisie-attribution',
    domain: 'procedure',
    title: 'Contester une saisie sur compte bancaire',
    duration: { amount: 1, unit: 'month' },
    durationText: '1 mois',
    startEvent: 'la dénonciation de la saisie au débiteur',
    source: 'art. R211-11 du code des procédures civiles d\u2019exécution',
    reference: `${LEGIFRANCE}, code des procédures civiles d\u2019exécution, article R211-11`,
    information:
      'Une saisie-attribution (saisie sur compte bancaire) peut être contestée devant le juge de l\u2019exécution dans un délai d\u20191 mois à compter de sa dénonciation (art. R211-11 du code des procédures civiles d\u2019exécution).',
    triggers: [
      'saisie attribution | saisie sur compte | saisie sur mon compte | saisie bancaire',
      'saisie | saisi + compte | banque + huissier | commissaire | denonc*',
    ],
    unless: ['saisie sur salaire | saisie des remunerations'],
    eventWords: ['denonc*', 'signifi*', 'recu', 'bloque*', 'saisi*'],
    priority: 5,
    start: 'receipt',
  },
  {
    id: 'procedure-dette-entre-particuliers',
    domain: 'procedure',
    title: 'Réclamer une somme prêtée',
    duration: { amount: 5, unit: 'year' },
    durationText: '5 ans',
    startEvent: 'la date à laquelle la somme devait être remboursée',
    source: 'art. 2224 du code civil',
    reference: `${LEGIFRANCE}, code civil, article 2224`,
    information:
      'Le remboursement d\u2019une somme prêtée entre particuliers peut en principe être réclamé en justice pendant 5 ans à compter du jour où il était dû (art. 2224 du code civil).',
    triggers: [
      'prete* | pret + ami | amie | frere | soeur | cousin* | copain | copine | voisin | particulier | famille | collegue | =ex + rembours* | rendu | rend',
      'reconnaissance de dette',
    ],
    unless: ['societe de recouvrement | recouvrement | credit | banque'],
    eventWords: ['rembours*', 'echeance', 'au plus tard', 'rendre'],
    priority: 1,
  },
  // ----------------------------------------------------------------------------------------------- succession
  {
    id: 'succession-option',
    domain: 'succession',
    title: 'Accepter ou renoncer à une succession',
    duration: { amount: 4, unit: 'month' },
    durationText: '4 mois',
    startEvent: 'le décès',
    source: 'art. 771 du code civil',
    reference: `${LEGIFRANCE}, code civil, articles 771 et 780`,
    information:
      'Un héritier dispose d\u2019un délai de réflexion de 4 mois à compter du décès pour accepter la succession ou y renoncer ; passé ce délai, il peut être sommé de choisir, et la faculté de choisir se prescrit par 10 ans (art. 771 et 780 du code civil).',
    triggers: ['succession | heritage | heritier* | herite* + renonc* | accepter | refuser | dettes | option | concurrence de l actif'],
    eventWords: ['deces', 'decede*', 'mort', 'disparu'],
    priority: 3,
  },
  {
    id: 'succession-declaration',
    domain: 'succession',
    title: 'Déposer la déclaration de succession',
    duration: { amount: 6, unit: 'month' },
    durationText: '6 mois',
    startEvent: 'le décès (survenu en France métropolitaine)',
    source: 'art. 641 du code général des impôts',
    reference: `${LEGIFRANCE}, code général des impôts, article 641`,
    information:
      'La déclaration de succession doit en principe être déposée dans les 6 mois qui suivent un décès survenu en France métropolitaine (art. 641 du code général des impôts).',
    triggers: ['declaration de succession | declaration succession', 'droits de succession + delai | deposer | payer | retard | quand'],
    eventWords: ['deces', 'decede*', 'mort'],
    priority: 4,
  },
  // ----------------------------------------------------------------------------------------------- construction
  {
    id: 'construction-parfait-achevement',
    domain: 'construction',
    title: 'Désordres après travaux : garantie de parfait achèvement',
    duration: { amount: 1, unit: 'year' },
    durationText: '1 an',
    startEvent: 'la réception des travaux',
    source: 'art. 1792-6 du code civil',
    reference: `${LEGIFRANCE}, code civil, articles 1792-6, 1792-3 et 1792-4-1`,
    information:
      'L\u2019entreprise doit réparer les désordres signalés pendant 1 an à compter de la réception des travaux (garantie de parfait achèvement, art. 1792-6 du code civil) ; selon les désordres, les garanties biennale (2 ans) et décennale (10 ans) peuvent aussi s\u2019appliquer.',
    triggers: [
      'parfait achevement',
      'malfacon* | fissure* | infiltration* | desordre* + travaux | artisan | entreprise | constructeur | maison neuve | reception | chantier | macon | plombier | couvreur | carreleur',
    ],
    unless: ['decennale'],
    eventWords: ['reception', 'livr*', 'fin des travaux', 'termine*', 'receptionne*'],
    priority: 2,
  },
  {
    id: 'construction-decennale',
    domain: 'construction',
    title: 'Garantie décennale',
    duration: { amount: 10, unit: 'year' },
    durationText: '10 ans',
    startEvent: 'la réception des travaux',
    source: 'art. 1792-4-1 du code civil',
    reference: `${LEGIFRANCE}, code civil, articles 1792 et 1792-4-1`,
    information:
      'Les constructeurs répondent pendant 10 ans à compter de la réception des travaux des dommages qui compromettent la solidité de l\u2019ouvrage ou le rendent impropre à sa destination (garantie décennale, art. 1792 et 1792-4-1 du code civil).',
    triggers: ['decennale | garantie decennale | assurance decennale'],
    eventWords: ['reception', 'livr*', 'construi*', 'termine*', 'refait*', 'realise*'],
    priority: 4,
  },
];
