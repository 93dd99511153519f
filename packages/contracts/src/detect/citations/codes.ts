// The French codes a forum answer cites most, with the abbreviations lawyers write and Légifrance's text identifier.
// Source of the identifiers: Légifrance's public text identifiers (`LEGITEXT…`, the `cid` of the LEGI open data and
// of the URLs `https://www.legifrance.gouv.fr/codes/texte_lc/<LEGITEXT>/`), written from knowledge and cross-checked
// against public lists of the LEGI base; no network call to Légifrance was possible. How each was checked, and what
// to do when one is unsure (`legitext: null`, the code then linked by a search): docs/decisions/citations.md.

export interface LegalCode {
  /** Stable key, used in tests and in `Citation.ref`. */
  id: string;
  /** The official title, as Légifrance writes it. */
  name: string;
  /** `null` when the identifier could not be confirmed: the code is then reached by a search (see codeUrl). */
  legitext: string | null;
  /**
   * Other ways of writing the name, lower case without accents (the parser folds the text the same way). Full
   * names use single spaces, which match any run of spaces; abbreviations are written with their dots, each dot
   * optional and each space optional when read («C. trav.», «C.trav», «C trav»); acronyms also match dotted («C.P.C.»).
   */
  aliases: readonly string[];
}

export const LEGAL_CODES: readonly LegalCode[] = [
  { id: 'travail', name: 'Code du travail', legitext: 'LEGITEXT000006072050', aliases: ['code du travail', 'c. trav.', 'c. du trav.'] },
  { id: 'civil', name: 'Code civil', legitext: 'LEGITEXT000006070721', aliases: ['code civil', 'c. civ.', 'cciv'] },
  {
    id: 'procedure-civile',
    name: 'Code de procédure civile',
    legitext: 'LEGITEXT000006070716',
    aliases: ['code de procedure civile', 'nouveau code de procedure civile', 'cpc', 'ncpc', 'c. pr. civ.', 'c. proc. civ.'],
  },
  { id: 'commerce', name: 'Code de commerce', legitext: 'LEGITEXT000005634379', aliases: ['code de commerce', 'c. com.', 'ccom'] },
  {
    id: 'securite-sociale',
    name: 'Code de la sécurité sociale',
    legitext: 'LEGITEXT000006073189',
    aliases: ['code de la securite sociale', 'css', 'c. secu. soc.', 'c. seq. soc.', 'c. sec. soc.'],
  },
  {
    id: 'consommation',
    name: 'Code de la consommation',
    legitext: 'LEGITEXT000006069565',
    aliases: ['code de la consommation', 'c. consom.', 'c. conso.', 'c. cons.'],
  },
  {
    id: 'construction-habitation',
    name: 'Code de la construction et de l’habitation',
    legitext: 'LEGITEXT000006074096',
    aliases: ["code de la construction et de l'habitation", 'code de la construction', 'cch', 'c. constr. hab.', 'c. constr.'],
  },
  { id: 'penal', name: 'Code pénal', legitext: 'LEGITEXT000006070719', aliases: ['code penal', 'c. pen.'] },
  {
    id: 'procedure-penale',
    name: 'Code de procédure pénale',
    legitext: 'LEGITEXT000006071154',
    aliases: ['code de procedure penale', 'cpp', 'c. pr. pen.', 'c. proc. pen.'],
  },
  { id: 'impots', name: 'Code général des impôts', legitext: 'LEGITEXT000006069577', aliases: ['code general des impots', 'cgi'] },
  {
    id: 'procedures-fiscales',
    name: 'Livre des procédures fiscales',
    legitext: 'LEGITEXT000006069583',
    aliases: ['livre des procedures fiscales', 'lpf'],
  },
  {
    id: 'etrangers',
    name: 'Code de l’entrée et du séjour des étrangers et du droit d’asile',
    legitext: 'LEGITEXT000006070158',
    aliases: ["code de l'entree et du sejour des etrangers et du droit d'asile", 'ceseda'],
  },
  {
    id: 'justice-administrative',
    name: 'Code de justice administrative',
    legitext: 'LEGITEXT000006070933',
    aliases: ['code de justice administrative', 'cja'],
  },
  {
    id: 'urbanisme',
    name: 'Code de l’urbanisme',
    legitext: 'LEGITEXT000006074075',
    aliases: ["code de l'urbanisme", 'c. urb.', 'c. urba.'],
  },
  {
    id: 'environnement',
    name: 'Code de l’environnement',
    legitext: 'LEGITEXT000006074220',
    aliases: ["code de l'environnement", 'c. env.', 'c. envir.'],
  },
  {
    id: 'sante-publique',
    name: 'Code de la santé publique',
    legitext: 'LEGITEXT000006072665',
    aliases: ['code de la sante publique', 'csp', 'c. sante publ.', 'c. sant. pub.'],
  },
  {
    id: 'assurances',
    name: 'Code des assurances',
    legitext: 'LEGITEXT000006073984',
    aliases: ['code des assurances', 'c. assur.', 'c. ass.'],
  },
  {
    id: 'monetaire-financier',
    name: 'Code monétaire et financier',
    legitext: 'LEGITEXT000006072026',
    aliases: ['code monetaire et financier', 'cmf', 'c. mon. fin.', 'comofi'],
  },
  {
    id: 'collectivites',
    name: 'Code général des collectivités territoriales',
    legitext: 'LEGITEXT000006070633',
    aliases: ['code general des collectivites territoriales', 'cgct'],
  },
  { id: 'route', name: 'Code de la route', legitext: 'LEGITEXT000006074228', aliases: ['code de la route', 'c. route', 'c. de la route'] },
  {
    id: 'rural',
    name: 'Code rural et de la pêche maritime',
    legitext: 'LEGITEXT000006071367',
    aliases: ['code rural et de la peche maritime', 'code rural', 'c. rur.', 'crpm'],
  },
  { id: 'education', name: 'Code de l’éducation', legitext: 'LEGITEXT000006071191', aliases: ["code de l'education", 'c. educ.'] },
  {
    id: 'propriete-intellectuelle',
    name: 'Code de la propriété intellectuelle',
    legitext: 'LEGITEXT000006069414',
    aliases: ['code de la propriete intellectuelle', 'cpi', 'c. propr. intell.'],
  },
  { id: 'sport', name: 'Code du sport', legitext: 'LEGITEXT000006071318', aliases: ['code du sport', 'c. sport'] },
  {
    id: 'transports',
    name: 'Code des transports',
    legitext: 'LEGITEXT000023086525',
    aliases: ['code des transports', 'c. transports', 'c. transp.'],
  },
  { id: 'energie', name: 'Code de l’énergie', legitext: 'LEGITEXT000023983208', aliases: ["code de l'energie", 'c. energie', 'c. energ.'] },
  {
    id: 'action-sociale',
    name: 'Code de l’action sociale et des familles',
    legitext: 'LEGITEXT000006074069',
    aliases: ["code de l'action sociale et des familles", 'casf'],
  },
  {
    id: 'procedures-civiles-execution',
    name: 'Code des procédures civiles d’exécution',
    legitext: 'LEGITEXT000025024948',
    aliases: ["code des procedures civiles d'execution", 'cpce', 'cpc exec.', 'c. pr. exec.', 'c. proc. civ. exec.'],
  },
  {
    id: 'commande-publique',
    name: 'Code de la commande publique',
    legitext: 'LEGITEXT000037701019',
    aliases: ['code de la commande publique', 'ccp'],
  },
  {
    id: 'relations-administration',
    name: 'Code des relations entre le public et l’administration',
    legitext: 'LEGITEXT000031366350',
    aliases: ["code des relations entre le public et l'administration", 'crpa'],
  },
  {
    id: 'propriete-personnes-publiques',
    name: 'Code général de la propriété des personnes publiques',
    legitext: 'LEGITEXT000006070299',
    aliases: ['code general de la propriete des personnes publiques', 'cg3p', 'cgppp'],
  },
  {
    id: 'fonction-publique',
    name: 'Code général de la fonction publique',
    legitext: 'LEGITEXT000044416551',
    aliases: ['code general de la fonction publique', 'cgfp'],
  },
  { id: 'defense', name: 'Code de la défense', legitext: 'LEGITEXT000006071307', aliases: ['code de la defense', 'c. def.'] },
  {
    id: 'securite-interieure',
    name: 'Code de la sécurité intérieure',
    legitext: 'LEGITEXT000025503132',
    aliases: ['code de la securite interieure', 'csi'],
  },
  { id: 'electoral', name: 'Code électoral', legitext: 'LEGITEXT000006070239', aliases: ['code electoral', 'c. elect.', 'c. electoral'] },
  {
    id: 'organisation-judiciaire',
    name: 'Code de l’organisation judiciaire',
    legitext: 'LEGITEXT000006071164',
    aliases: ["code de l'organisation judiciaire", 'coj'],
  },
  {
    id: 'postes-communications',
    name: 'Code des postes et des communications électroniques',
    legitext: 'LEGITEXT000006070987',
    // Not «CPCE»: in a forum answer that acronym means the code of civil enforcement procedures.
    aliases: ['code des postes et des communications electroniques', 'c. postes et comm. electr.'],
  },
  { id: 'mutualite', name: 'Code de la mutualité', legitext: 'LEGITEXT000006074067', aliases: ['code de la mutualite', 'c. mut.'] },
  { id: 'patrimoine', name: 'Code du patrimoine', legitext: 'LEGITEXT000006074236', aliases: ['code du patrimoine', 'c. patr.'] },
  {
    id: 'justice-penale-mineurs',
    name: 'Code de la justice pénale des mineurs',
    legitext: 'LEGITEXT000039086952',
    aliases: ['code de la justice penale des mineurs', 'cjpm'],
  },
  { id: 'tourisme', name: 'Code du tourisme', legitext: 'LEGITEXT000006074073', aliases: ['code du tourisme', 'c. tourisme'] },
  {
    id: 'voirie-routiere',
    name: 'Code de la voirie routière',
    legitext: 'LEGITEXT000006070667',
    aliases: ['code de la voirie routiere', 'c. voirie routiere'],
  },
  { id: 'douanes', name: 'Code des douanes', legitext: 'LEGITEXT000006071570', aliases: ['code des douanes', 'c. douanes'] },
  {
    id: 'expropriation',
    name: 'Code de l’expropriation pour cause d’utilité publique',
    legitext: 'LEGITEXT000006074224',
    aliases: ["code de l'expropriation pour cause d'utilite publique", "code de l'expropriation", 'c. expr.'],
  },
  {
    id: 'juridictions-financieres',
    name: 'Code des juridictions financières',
    legitext: 'LEGITEXT000006070249',
    aliases: ['code des juridictions financieres', 'cjf'],
  },
  { id: 'forestier', name: 'Code forestier', legitext: 'LEGITEXT000025244092', aliases: ['code forestier', 'c. for.'] },
  { id: 'penitentiaire', name: 'Code pénitentiaire', legitext: null, aliases: ['code penitentiaire', 'c. penit.'] },
  { id: 'recherche', name: 'Code de la recherche', legitext: 'LEGITEXT000006071190', aliases: ['code de la recherche'] },
];
