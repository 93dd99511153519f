import { foldText } from './text';

/** One fact a lawyer will need to answer in a field; `found` reads the folded (lowercase, unaccented) text. */
export interface FactCheck {
  id: string;
  label: string;
  hint: string;
  found: (folded: string) => boolean;
}

const re = (r: RegExp) => (t: string) => r.test(t);
const DATE =
  /\b(\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,2}(er)? (janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)|(en|depuis|le|du) (janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|20\d\d|19\d\d))/;
const date = (words: RegExp) => (t: string) => words.test(t) && DATE.test(t);
const AMOUNT = /\d[\d\s.,]*\s?(€|euros?\b|eur\b)/;

/** Per seeded category slug (apps/server/src/features/categories/seed.ts): what to say so a lawyer can answer. */
export const FACT_CHECKLISTS: Record<string, readonly FactCheck[]> = {
  travail: [
    {
      id: 'anciennete',
      label: 'Ancienneté',
      hint: 'Depuis quand travaillez-vous dans l’entreprise ?',
      found: re(/ancienne|\b(depuis|pendant) \d+ (ans?|mois)|\bembauche|\d+ (ans?|mois) (dans|chez)/),
    },
    {
      id: 'effectif',
      label: 'Effectif de l’entreprise',
      hint: 'Environ combien de salariés ?',
      found: re(/\d+ (salaries|employes|personnes)|effectif|moins de \d+|plus de \d+ salaries|\b(tpe|pme)\b/),
    },
    {
      id: 'convention',
      label: 'Convention collective (IDCC)',
      hint: 'Son nom ou son numéro IDCC, sur votre bulletin de paie.',
      found: re(/convention collective|\bidcc\b|\bccn\b|syntec|metallurgie|\bhcr\b/),
    },
    {
      id: 'contrat',
      label: 'Type de contrat',
      hint: 'CDI, CDD, intérim, apprentissage… temps plein ou partiel.',
      found: re(/\b(cdi|cdd|interim|apprentissage|alternance|contrat a duree|temps partiel|stage)\b/),
    },
    {
      id: 'notification',
      label: 'Date de notification',
      hint: 'Quand la décision (licenciement, sanction…) vous a-t-elle été notifiée ?',
      found: date(/notifi|recu|lettre|convoqu|licenci|entretien/),
    },
  ],
  'immobilier-logement': [
    {
      id: 'bail',
      label: 'Date du bail',
      hint: 'Quand le bail a-t-il été signé ou a-t-il pris effet ?',
      found: date(/bail|entre|emmenag|location|loue/),
    },
    {
      id: 'meuble',
      label: 'Meublé ou non',
      hint: 'Logement vide ou meublé : les règles diffèrent.',
      found: re(/\b(meuble|non meuble|vide|location nue)\b/),
    },
    {
      id: 'zone',
      label: 'Zone tendue',
      hint: 'La ville du logement, pour savoir si l’encadrement s’applique.',
      found: re(
        /zone tendue|\b(a|sur|dans) (paris|lyon|lille|marseille|bordeaux|toulouse|nantes|montpellier|nice|grenoble|strasbourg|rennes)\b|encadrement des loyers|\b\d{5}\b/,
      ),
    },
    {
      id: 'loyer',
      label: 'Loyer et dépôt de garantie',
      hint: 'Le loyer mensuel et le montant du dépôt.',
      found: (t) => /loyer|depot de garantie|caution/.test(t) && AMOUNT.test(t),
    },
  ],
  famille: [
    {
      id: 'union',
      label: 'Mariage, PACS ou concubinage',
      hint: 'Votre situation de couple, et depuis quand.',
      found: re(/mari(e|age)|\bpacs|pacse|concubin|union libre|en couple|divorc/),
    },
    {
      id: 'enfants',
      label: 'Enfants et leurs âges',
      hint: 'Combien d’enfants, de quel âge ?',
      found: re(/\d+ ans\b.*(enfant|fils|fille)|(enfant|fils|fille).*\d+ ans\b|pas d.enfants?|sans enfant/),
    },
    {
      id: 'residence',
      label: 'Résidence',
      hint: 'Où vivent les enfants, et chacun des parents ?',
      found: re(/residence|garde alternee|habite|vit chez|vivent chez|domicile/),
    },
  ],
  consommation: [
    {
      id: 'achat',
      label: 'Date de l’achat ou du contrat',
      hint: 'Quand avez-vous acheté ou signé ?',
      found: date(/achet|commande|sign|souscri|livr|contrat/),
    },
    {
      id: 'vendeur',
      label: 'Professionnel ou particulier',
      hint: 'Le vendeur est-il un professionnel ou un particulier ?',
      found: re(/professionnel|particulier|magasin|entreprise|site|vendeur|leboncoin|artisan/),
    },
    { id: 'montant', label: 'Montant en jeu', hint: 'Le prix payé ou la somme réclamée.', found: re(AMOUNT) },
  ],
  penal: [
    {
      id: 'faits',
      label: 'Date des faits',
      hint: 'Quand les faits ont-ils eu lieu ?',
      found: date(/fait|agress|vol|arrive|passe|infraction|accident/),
    },
    {
      id: 'qualite',
      label: 'Victime ou mis en cause',
      hint: 'Êtes-vous victime, témoin ou mis en cause ?',
      found: re(/victime|temoin|mis en cause|accuse|poursuivi|convoque|garde a vue|plainte contre moi/),
    },
    {
      id: 'procedure',
      label: 'Où en est la procédure',
      hint: 'Plainte déposée, convocation, audience…',
      found: re(/plainte|main courante|convocation|audience|tribunal|classement|garde a vue|enquete/),
    },
  ],
  'affaires-societes': [
    {
      id: 'forme',
      label: 'Forme de la société',
      hint: 'SARL, SAS, EI, micro-entreprise…',
      found: re(/\b(sarl|sas|sasu|eurl|sci|sa|ei|eirl|micro.?entrepr|auto.?entrepr|association)\b/),
    },
    {
      id: 'role',
      label: 'Votre rôle',
      hint: 'Associé, gérant, président, créancier…',
      found: re(/associe|gerant|president|dirigeant|actionnaire|creancier|fondateur/),
    },
    {
      id: 'date',
      label: 'Dates clés',
      hint: 'Création, cession, assemblée, contrat…',
      found: date(/cre|cession|assemblee|signe|contrat|immatricul/),
    },
  ],
  fiscal: [
    {
      id: 'impot',
      label: 'Impôt concerné',
      hint: 'Impôt sur le revenu, TVA, taxe foncière, IFI…',
      found: re(
        /impot sur le revenu|\btva\b|taxe fonciere|taxe d.habitation|\bifi\b|plus.value|droits de succession|\bis\b|prelevement a la source/,
      ),
    },
    {
      id: 'annee',
      label: 'Année d’imposition',
      hint: 'Les revenus ou l’exercice de quelle année ?',
      found: re(/\b(revenus|annee|exercice|declaration) (de )?20\d\d\b|\ben 20\d\d\b/),
    },
    {
      id: 'courrier',
      label: 'Courrier reçu',
      hint: 'Proposition de rectification, avis, mise en demeure… et sa date.',
      found: re(/proposition de rectification|avis d.imposition|mise en demeure|controle fiscal|courrier des impots|avis de verification/),
    },
  ],
  numerique: [
    {
      id: 'service',
      label: 'Site ou service en cause',
      hint: 'Quel site, application ou réseau social ?',
      found: re(/\bsite\b|application|appli|reseau social|facebook|instagram|google|tiktok|amazon|compte/),
    },
    {
      id: 'donnees',
      label: 'Données concernées',
      hint: 'Photos, données personnelles, compte piraté…',
      found: re(/donnees|photo|video|rgpd|piratage|pirate|usurpation|cookies|e.?mail/),
    },
    {
      id: 'demarches',
      label: 'Démarches faites',
      hint: 'Signalement, demande au site, plainte CNIL…',
      found: re(/signale|cnil|demande|reclamation|plainte|ecrit au|contacte/),
    },
  ],
  'propriete-intellectuelle': [
    {
      id: 'oeuvre',
      label: 'Ce qui est protégé',
      hint: 'Œuvre, marque, brevet, logiciel, dessin…',
      found: re(/marque|brevet|oeuvre|logiciel|photo|dessin|modele|droit d.auteur|logo|musique/),
    },
    {
      id: 'depot',
      label: 'Dépôt ou création',
      hint: 'Déposé à l’INPI ? Créé quand ?',
      found: re(/\binpi\b|depose|enregistre|\beuipo\b|cree en|creee? le|date de creation/),
    },
    {
      id: 'usage',
      label: 'L’utilisation contestée',
      hint: 'Qui l’utilise, où, depuis quand ?',
      found: re(/copie|contrefa|utilise|reprend|plagi|sans (mon )?autorisation/),
    },
  ],
  construction: [
    {
      id: 'reception',
      label: 'Date de réception des travaux',
      hint: 'Elle fait courir les garanties (parfait achèvement, biennale, décennale).',
      found: date(/reception|recu|livr|fin des travaux|achev/),
    },
    {
      id: 'intervenant',
      label: 'Qui a fait les travaux',
      hint: 'Artisan, constructeur, architecte…',
      found: re(/artisan|entreprise|constructeur|architecte|maitre d.oeuvre|promoteur|macon|plombier|couvreur/),
    },
    {
      id: 'assurance',
      label: 'Assurances',
      hint: 'Décennale de l’entreprise, dommages-ouvrage ?',
      found: re(/decennale|dommages.ouvrage|assurance|assureur/),
    },
  ],
  etrangers: [
    {
      id: 'titre',
      label: 'Titre de séjour actuel',
      hint: 'Visa, carte de séjour, récépissé… et sa date de fin.',
      found: re(/titre de sejour|carte de sejour|visa|recepisse|carte de resident|sans papiers|\baps\b|\boqtf\b/),
    },
    {
      id: 'nationalite',
      label: 'Nationalité',
      hint: 'Certaines règles dépendent de la nationalité (accords bilatéraux).',
      found: re(/nationalite|algerien|marocain|tunisien|senegalais|malien|ivoirien|camerounais|americain|chinois|ressortissant/),
    },
    {
      id: 'arrivee',
      label: 'Date d’arrivée en France',
      hint: 'Depuis quand vivez-vous en France ?',
      found: (t) => /en france depuis|arrive en france|arrivee en france|vis en france/.test(t),
    },
  ],
  administratif: [
    {
      id: 'decision',
      label: 'Décision contestée et sa date',
      hint: 'Quelle décision, de quelle administration, reçue quand ?',
      found: date(/decision|arrete|refus|notifi|courrier|recu/),
    },
    {
      id: 'administration',
      label: 'Administration concernée',
      hint: 'Mairie, préfecture, CAF, hôpital…',
      found: re(
        /mairie|prefecture|\bcaf\b|administration|commune|departement|region|hopital|rectorat|pole emploi|france travail|cpam|urssaf/,
      ),
    },
    {
      id: 'recours',
      label: 'Recours déjà faits',
      hint: 'Recours gracieux, hiérarchique, médiateur ?',
      found: re(/recours|gracieux|hierarchique|mediateur|defenseur des droits|contest/),
    },
  ],
};

/** The category's checklist with, for each fact, whether the text already gives it (nothing is mandatory). */
export function factsChecklist(category: string, text: string): { fact: FactCheck; given: boolean }[] {
  const facts = FACT_CHECKLISTS[category] ?? [];
  const folded = foldText(text);
  return facts.map((fact) => ({ fact, given: fact.found(folded) }));
}

/** The facts a question does not give yet, in the checklist's order: the lawyers' desk shows them. */
export const missingFacts = (category: string, text: string): { id: string; label: string }[] =>
  factsChecklist(category, text)
    .filter((f) => !f.given)
    .map(({ fact }) => ({ id: fact.id, label: fact.label }));
