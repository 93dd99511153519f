// Labelled texts for measuring citation detection (not exported by the package; used by citations.test.ts).
// Each expected citation is [the exact text of its span, its normalised reference]; spans are found in order in the
// text. A list of articles gives one span per number; a single article spans from «article» (or the code written
// first) to its code. DEV_SET was used while writing the parser; HELD_OUT_SET was written with it and left untuned.

export interface LabelledText {
  text: string;
  cites: readonly (readonly [span: string, ref: string])[];
}

const NBSP = '\u00a0';

export const DEV_SET: readonly LabelledText[] = [
  // Code articles, single
  {
    text: 'Votre préavis est fixé par l’article L1234-1 du Code du travail.',
    cites: [['article L1234-1 du Code du travail', 'code:travail:L1234-1']],
  },
  { text: 'Voir art. L. 1232-6 C. trav. sur la lettre.', cites: [['art. L. 1232-6 C. trav.', 'code:travail:L1232-6']] },
  { text: "La responsabilité repose sur l'article 1240 du Code civil.", cites: [['article 1240 du Code civil', 'code:civil:1240']] },
  { text: 'Demandez une somme au titre de l’art. 700 du CPC.', cites: [['art. 700 du CPC', 'code:procedure-civile:700']] },
  {
    text: 'article L.1234-9 du code du travail : indemnité légale',
    cites: [['article L.1234-9 du code du travail', 'code:travail:L1234-9']],
  },
  {
    text: `L’article L.${NBSP}1237-19 du Code du travail encadre la rupture conventionnelle collective.`,
    cites: [[`article L.${NBSP}1237-19 du Code du travail`, 'code:travail:L1237-19']],
  },
  {
    text: 'Selon l’article R1455-6 du Code du travail, le référé prud’homal est possible.',
    cites: [['article R1455-6 du Code du travail', 'code:travail:R1455-6']],
  },
  {
    text: 'L’article D. 3141-1 du code du travail fixe la période.',
    cites: [['article D. 3141-1 du code du travail', 'code:travail:D3141-1']],
  },
  { text: 'ARTICLE 1103 DU CODE CIVIL : les contrats tiennent lieu de loi.', cites: [['ARTICLE 1103 DU CODE CIVIL', 'code:civil:1103']] },
  {
    text: 'l article 1231-1 du code civil prévoit des dommages et intérêts',
    cites: [['article 1231-1 du code civil', 'code:civil:1231-1']],
  },
  { text: 'Art. 1242 C. civ. pour la responsabilité du fait des choses.', cites: [['Art. 1242 C. civ.', 'code:civil:1242']] },
  { text: 'art 1244 c civ', cites: [['art 1244 c civ', 'code:civil:1244']] },
  {
    text: 'Voir l’article L. 441-10 du Code de commerce sur les pénalités de retard.',
    cites: [['article L. 441-10 du Code de commerce', 'code:commerce:L441-10']],
  },
  { text: 'art. L. 441-16 C. com.', cites: [['art. L. 441-16 C. com.', 'code:commerce:L441-16']] },
  {
    text: 'L’article L221-18 du Code de la consommation vous donne 14 jours.',
    cites: [['article L221-18 du Code de la consommation', 'code:consommation:L221-18']],
  },
  {
    text: 'art. L. 221-28 C. consom. : exceptions au droit de rétractation',
    cites: [['art. L. 221-28 C. consom.', 'code:consommation:L221-28']],
  },
  {
    text: 'Le recours est prévu par l’article L. 142-1 du code de la sécurité sociale.',
    cites: [['article L. 142-1 du code de la sécurité sociale', 'code:securite-sociale:L142-1']],
  },
  { text: 'Accident du travail : art. L. 411-1 CSS.', cites: [['art. L. 411-1 CSS', 'code:securite-sociale:L411-1']] },
  {
    text: 'L’article L. 271-1 du CCH vous ouvre un délai de rétractation de 10 jours.',
    cites: [['article L. 271-1 du CCH', 'code:construction-habitation:L271-1']],
  },
  {
    text: 'La vente en l’état futur d’achèvement : art. L. 261-10 du Code de la construction et de l’habitation.',
    cites: [['art. L. 261-10 du Code de la construction et de l’habitation', 'code:construction-habitation:L261-10']],
  },
  {
    text: 'Le harcèlement moral est puni par l’article 222-33-2 du Code pénal.',
    cites: [['article 222-33-2 du Code pénal', 'code:penal:222-33-2']],
  },
  { text: 'art. 222-33 C. pén. (harcèlement sexuel)', cites: [['art. 222-33 C. pén.', 'code:penal:222-33']] },
  {
    text: 'La plainte avec constitution de partie civile : article 85 du code de procédure pénale.',
    cites: [['article 85 du code de procédure pénale', 'code:procedure-penale:85']],
  },
  { text: 'Art. 706-3 CPP : la CIVI peut être saisie.', cites: [['Art. 706-3 CPP', 'code:procedure-penale:706-3']] },
  { text: 'La plus-value est exonérée (article 150 U du CGI).', cites: [['article 150 U du CGI', 'code:impots:150 U']] },
  {
    text: 'La réduction d’impôt de l’article 199 sexdecies du CGI',
    cites: [['article 199 sexdecies du CGI', 'code:impots:199 sexdecies']],
  },
  { text: 'Voir article 200 quater du CGI.', cites: [['article 200 quater du CGI', 'code:impots:200 quater']] },
  {
    text: 'Le titre de séjour est délivré selon l’article L. 423-23 du CESEDA.',
    cites: [['article L. 423-23 du CESEDA', 'code:etrangers:L423-23']],
  },
  {
    text: 'Le référé-liberté de l’article L. 521-2 du CJA est rapide.',
    cites: [['article L. 521-2 du CJA', 'code:justice-administrative:L521-2']],
  },
  {
    text: 'Le référé suspension (art. L. 521-1 du code de justice administrative)',
    cites: [['art. L. 521-1 du code de justice administrative', 'code:justice-administrative:L521-1']],
  },
  {
    text: 'Le permis tacite : article R*424-1 du Code de l’urbanisme.',
    cites: [['article R*424-1 du Code de l’urbanisme', 'code:urbanisme:R*424-1']],
  },
  {
    text: 'Le recours contre le permis de construire est encadré par l’article R. 600-1 du code de l’urbanisme.',
    cites: [['article R. 600-1 du code de l’urbanisme', 'code:urbanisme:R600-1']],
  },
  { text: 'art. L. 480-4 C. urb. : sanctions pénales', cites: [['art. L. 480-4 C. urb.', 'code:urbanisme:L480-4']] },
  {
    text: 'Pour les ICPE, voyez l’article L. 511-1 du Code de l’environnement.',
    cites: [['article L. 511-1 du Code de l’environnement', 'code:environnement:L511-1']],
  },
  { text: 'art. L. 1111-7 CSP : accès au dossier médical', cites: [['art. L. 1111-7 CSP', 'code:sante-publique:L1111-7']] },
  {
    text: 'L’article L1142-1 du code de la santé publique pose le principe de la faute.',
    cites: [['article L1142-1 du code de la santé publique', 'code:sante-publique:L1142-1']],
  },
  {
    text: 'La prescription biennale de l’article L. 114-1 du Code des assurances vous est opposable.',
    cites: [['article L. 114-1 du Code des assurances', 'code:assurances:L114-1']],
  },
  { text: 'art. L. 113-2 C. assur. : déclaration du risque', cites: [['art. L. 113-2 C. assur.', 'code:assurances:L113-2']] },
  {
    text: 'Le banquier doit agir selon l’article L. 133-18 du CMF.',
    cites: [['article L. 133-18 du CMF', 'code:monetaire-financier:L133-18']],
  },
  { text: 'art. L. 133-19 C. mon. fin.', cites: [['art. L. 133-19 C. mon. fin.', 'code:monetaire-financier:L133-19']] },
  {
    text: 'Le maire tient ses pouvoirs de police de l’article L. 2212-2 du CGCT.',
    cites: [['article L. 2212-2 du CGCT', 'code:collectivites:L2212-2']],
  },
  {
    text: 'L’excès de vitesse est réprimé par l’article R. 413-14 du Code de la route.',
    cites: [['article R. 413-14 du Code de la route', 'code:route:R413-14']],
  },
  { text: 'art. L. 223-1 C. route : le permis à points', cites: [['art. L. 223-1 C. route', 'code:route:L223-1']] },
  {
    text: 'Le bail rural : article L. 411-1 du Code rural et de la pêche maritime.',
    cites: [['article L. 411-1 du Code rural et de la pêche maritime', 'code:rural:L411-1']],
  },
  { text: 'Le droit de préemption de la SAFER (art. L. 143-1 C. rur.)', cites: [['art. L. 143-1 C. rur.', 'code:rural:L143-1']] },
  {
    text: 'L’instruction est obligatoire, article L. 131-1 du code de l’éducation.',
    cites: [['article L. 131-1 du code de l’éducation', 'code:education:L131-1']],
  },
  { text: 'art. L. 131-5 C. éduc.', cites: [['art. L. 131-5 C. éduc.', 'code:education:L131-5']] },
  {
    text: 'La contrefaçon est définie à l’article L. 335-2 du CPI.',
    cites: [['article L. 335-2 du CPI', 'code:propriete-intellectuelle:L335-2']],
  },
  {
    text: 'article L. 122-4 du code de la propriété intellectuelle',
    cites: [['article L. 122-4 du code de la propriété intellectuelle', 'code:propriete-intellectuelle:L122-4']],
  },
  {
    text: 'Le certificat médical est exigé par l’article L. 231-2 du Code du sport.',
    cites: [['article L. 231-2 du Code du sport', 'code:sport:L231-2']],
  },
  { text: 'art. L. 231-2-1 C. sport', cites: [['art. L. 231-2-1 C. sport', 'code:sport:L231-2-1']] },
  {
    text: 'Le VTC doit respecter l’article L. 3120-2 du Code des transports.',
    cites: [['article L. 3120-2 du Code des transports', 'code:transports:L3120-2']],
  },
  { text: 'art. L. 3122-1 C. transports', cites: [['art. L. 3122-1 C. transports', 'code:transports:L3122-1']] },
  {
    text: 'Le chèque énergie figure à l’article L. 124-1 du Code de l’énergie.',
    cites: [['article L. 124-1 du Code de l’énergie', 'code:energie:L124-1']],
  },
  { text: 'art. L. 224-1 C. énergie', cites: [['art. L. 224-1 C. énergie', 'code:energie:L224-1']] },
  { text: 'Voir l’article L. 262-2 du CASF pour le RSA.', cites: [['article L. 262-2 du CASF', 'code:action-sociale:L262-2']] },
  {
    text: 'La trêve hivernale découle de l’article L. 412-6 du Code des procédures civiles d’exécution.',
    cites: [['article L. 412-6 du Code des procédures civiles d’exécution', 'code:procedures-civiles-execution:L412-6']],
  },
  { text: 'art. L. 412-3 CPCE : délais de grâce', cites: [['art. L. 412-3 CPCE', 'code:procedures-civiles-execution:L412-3']] },
  {
    text: 'Le silence vaut acceptation (article L. 231-1 du CRPA).',
    cites: [['article L. 231-1 du CRPA', 'code:relations-administration:L231-1']],
  },
  {
    text: 'Les seuils de l’article R. 2122-8 du Code de la commande publique ont changé.',
    cites: [['article R. 2122-8 du Code de la commande publique', 'code:commande-publique:R2122-8']],
  },
  {
    text: 'L’article L. 121-1 du Code général de la fonction publique pose l’obligation de dignité.',
    cites: [['article L. 121-1 du Code général de la fonction publique', 'code:fonction-publique:L121-1']],
  },
  { text: 'Le contrôle fiscal : article L. 10 du LPF.', cites: [['article L. 10 du LPF', 'code:procedures-fiscales:L10']] },
  {
    text: 'l’article L. 47 du Livre des procédures fiscales',
    cites: [['article L. 47 du Livre des procédures fiscales', 'code:procedures-fiscales:L47']],
  },
  {
    text: 'Le juge des contentieux de la protection : article L. 213-4-4 du COJ.',
    cites: [['article L. 213-4-4 du COJ', 'code:organisation-judiciaire:L213-4-4']],
  },
  {
    text: 'La propagande électorale : article L. 51 du Code électoral.',
    cites: [['article L. 51 du Code électoral', 'code:electoral:L51']],
  },
  // Forms: code first, alinéas, «et suivants», articles 1er, bis
  { text: 'C. civ., art. 1240 et la jurisprudence constante.', cites: [['C. civ., art. 1240', 'code:civil:1240']] },
  {
    text: 'Code du travail, article L. 1152-1 : harcèlement moral.',
    cites: [['Code du travail, article L. 1152-1', 'code:travail:L1152-1']],
  },
  { text: 'Le principe est posé (Code civil, art. 9).', cites: [['Code civil, art. 9', 'code:civil:9']] },
  { text: 'Le droit à l’image relève du Code civil (art. 9).', cites: [['art. 9', 'code:civil:9']] },
  {
    text: 'L’article L. 1234-1, alinéa 2, du Code du travail s’applique.',
    cites: [['article L. 1234-1, alinéa 2, du Code du travail', 'code:travail:L1234-1']],
  },
  { text: 'article 1724 al. 3 du code civil', cites: [['article 1724 al. 3 du code civil', 'code:civil:1724']] },
  {
    text: 'l’article L. 1226-2, 1er alinéa, du code du travail',
    cites: [['article L. 1226-2, 1er alinéa, du code du travail', 'code:travail:L1226-2']],
  },
  {
    text: 'Les articles L. 1233-3 et suivants du Code du travail définissent le motif économique.',
    cites: [['articles L. 1233-3 et suivants du Code du travail', 'code:travail:L1233-3']],
  },
  { text: 'art. 1641 et s. C. civ. : garantie des vices cachés', cites: [['art. 1641 et s. C. civ.', 'code:civil:1641']] },
  { text: 'L’article 1er du Code civil fixe l’entrée en vigueur des lois.', cites: [['article 1er du Code civil', 'code:civil:1']] },
  {
    text: 'L’article 515-9 du code civil permet l’ordonnance de protection.',
    cites: [['article 515-9 du code civil', 'code:civil:515-9']],
  },
  { text: 'article 2224 du Code civil : cinq ans.', cites: [['article 2224 du Code civil', 'code:civil:2224']] },
  { text: 'Cela résulte de l’article L1471-1 du même code, cité plus haut dans le Code du travail.', cites: [] },
  {
    text: 'Le Code du travail prévoit le préavis ; l’article L. 1234-5 du même code prévoit l’indemnité.',
    cites: [['article L. 1234-5 du même code', 'code:travail:L1234-5']],
  },
  { text: 'Voyez le Code civil, puis l’article 1104 dudit code.', cites: [['article 1104 dudit code', 'code:civil:1104']] },
  // Lists and ranges
  {
    text: 'articles L. 1232-2 et L. 1232-6 du Code du travail',
    cites: [
      ['L. 1232-2', 'code:travail:L1232-2'],
      ['L. 1232-6', 'code:travail:L1232-6'],
    ],
  },
  {
    text: 'Les articles L1234-1 à L1234-8 du Code du travail régissent le préavis.',
    cites: [
      ['L1234-1', 'code:travail:L1234-1'],
      ['L1234-8', 'code:travail:L1234-8'],
    ],
  },
  {
    text: 'articles 1240 et 1241 du code civil',
    cites: [
      ['1240', 'code:civil:1240'],
      ['1241', 'code:civil:1241'],
    ],
  },
  {
    text: 'Les articles 1641, 1643 et 1648 du Code civil s’appliquent.',
    cites: [
      ['1641', 'code:civil:1641'],
      ['1643', 'code:civil:1643'],
      ['1648', 'code:civil:1648'],
    ],
  },
  {
    text: 'art. L. 1226-10 et L. 1226-12 C. trav.',
    cites: [
      ['L. 1226-10', 'code:travail:L1226-10'],
      ['L. 1226-12', 'code:travail:L1226-12'],
    ],
  },
  {
    text: 'les articles L. 1232-2 et 1232-6 du code du travail',
    cites: [
      ['L. 1232-2', 'code:travail:L1232-2'],
      ['1232-6', 'code:travail:L1232-6'],
    ],
  },
  {
    text: 'C. trav., art. L. 3121-27 et L. 3121-28',
    cites: [
      ['L. 3121-27', 'code:travail:L3121-27'],
      ['L. 3121-28', 'code:travail:L3121-28'],
    ],
  },
  {
    text: 'Voir les articles R. 1455-5 ou R. 1455-6 du Code du travail.',
    cites: [
      ['R. 1455-5', 'code:travail:R1455-5'],
      ['R. 1455-6', 'code:travail:R1455-6'],
    ],
  },
  {
    text: 'L3141-1 à L3141-33 du Code du travail (congés payés)',
    cites: [
      ['L3141-1', 'code:travail:L3141-1'],
      ['L3141-33', 'code:travail:L3141-33'],
    ],
  },
  { text: 'L1234-9 du Code du travail : l’indemnité.', cites: [['L1234-9 du Code du travail', 'code:travail:L1234-9']] },
  // Laws, decrees, ordinances
  { text: 'La loi n° 89-462 du 6 juillet 1989 régit votre bail.', cites: [['loi n° 89-462 du 6 juillet 1989', 'loi:89-462']] },
  {
    text: 'Le décret n° 87-713 du 26 août 1987 liste les charges récupérables.',
    cites: [['décret n° 87-713 du 26 août 1987', 'decret:87-713']],
  },
  {
    text: 'L’ordonnance n° 2017-1387 du 22 septembre 2017 a créé le barème.',
    cites: [['ordonnance n° 2017-1387 du 22 septembre 2017', 'ordonnance:2017-1387']],
  },
  { text: 'Loi n°65-557 du 10 juillet 1965 (copropriété)', cites: [['Loi n°65-557 du 10 juillet 1965', 'loi:65-557']] },
  {
    text: 'l’article 22 de la loi n° 89-462 du 6 juillet 1989 fixe le délai de restitution',
    cites: [['loi n° 89-462 du 6 juillet 1989', 'loi:89-462']],
  },
  {
    text: 'décret no 2002-120 du 30 janvier 2002 (logement décent)',
    cites: [['décret no 2002-120 du 30 janvier 2002', 'decret:2002-120']],
  },
  { text: 'La loi 2014-366 du 24 mars 2014, dite ALUR.', cites: [['loi 2014-366 du 24 mars 2014', 'loi:2014-366']] },
  { text: 'Voir la loi n° 2016-1547 pour la justice du XXIe siècle.', cites: [['loi n° 2016-1547', 'loi:2016-1547']] },
  { text: `Décret n°${NBSP}2019-966 du 18 septembre 2019`, cites: [[`Décret n°${NBSP}2019-966 du 18 septembre 2019`, 'decret:2019-966']] },
  {
    text: 'l’ordonnance nº 2016-131 du 10 février 2016 a réformé le droit des contrats',
    cites: [['ordonnance nº 2016-131 du 10 février 2016', 'ordonnance:2016-131']],
  },
  {
    text: 'la loi organique n° 2009-1523 du 10 décembre 2009 (QPC)',
    cites: [['loi organique n° 2009-1523 du 10 décembre 2009', 'loi-organique:2009-1523']],
  },
  { text: 'La loi du 6 juillet 1989 est d’ordre public.', cites: [] },
  // Decisions
  {
    text: 'Cass. soc., 13 sept. 2023, n° 21-18.912 : le principe est rappelé.',
    cites: [['Cass. soc., 13 sept. 2023, n° 21-18.912', 'cass:21-18.912']],
  },
  { text: 'Voir Cass. civ. 1re, 5 janv. 2022, n° 20-17.428.', cites: [['Cass. civ. 1re, 5 janv. 2022, n° 20-17.428', 'cass:20-17.428']] },
  { text: 'Cass. 3e civ., 11 mai 2022, n° 21-16.348', cites: [['Cass. 3e civ., 11 mai 2022, n° 21-16.348', 'cass:21-16.348']] },
  { text: 'Cass. com., 4 mai 2022, pourvoi n° 20-20.556', cites: [['Cass. com., 4 mai 2022, pourvoi n° 20-20.556', 'cass:20-20.556']] },
  {
    text: 'Cour de cassation, chambre sociale, 13 septembre 2023, 21-18.912',
    cites: [['Cour de cassation, chambre sociale, 13 septembre 2023, 21-18.912', 'cass:21-18.912']],
  },
  {
    text: 'Soc., 1er févr. 2023, n° 21-12.485 : la salariée obtient gain de cause.',
    cites: [['Soc., 1er févr. 2023, n° 21-12.485', 'cass:21-12.485']],
  },
  { text: 'Cass. crim., 7 juin 2022, n°21-85.143', cites: [['Cass. crim., 7 juin 2022, n°21-85.143', 'cass:21-85.143']] },
  {
    text: 'Cass. soc. 19 avril 2023 n° 21-21.349 et 21-21.350',
    cites: [
      ['Cass. soc. 19 avril 2023 n° 21-21.349', 'cass:21-21.349'],
      ['21-21.350', 'cass:21-21.350'],
    ],
  },
  { text: 'CE, 10 juill. 2020, n° 429187, publié au recueil', cites: [['CE, 10 juill. 2020, n° 429187', 'ce:429187']] },
  { text: 'Conseil d’État, 22 mars 2023, n° 461234', cites: [['Conseil d’État, 22 mars 2023, n° 461234', 'ce:461234']] },
  { text: 'CE, ass., 19 juill. 2019, n° 424216', cites: [['CE, ass., 19 juill. 2019, n° 424216', 'ce:424216']] },
  { text: 'CE, sect., 6 déc. 2013, n° 363290', cites: [['CE, sect., 6 déc. 2013, n° 363290', 'ce:363290']] },
];

export const HELD_OUT_SET: readonly LabelledText[] = [
  {
    text: 'Mon avocat cite l’article L. 1226-9 du Code du travail pendant l’arrêt maladie.',
    cites: [['article L. 1226-9 du Code du travail', 'code:travail:L1226-9']],
  },
  { text: 'art. L1152-1 C.trav.', cites: [['art. L1152-1 C.trav.', 'code:travail:L1152-1']] },
  { text: 'l’art. 1353 c. civ. : la charge de la preuve', cites: [['art. 1353 c. civ.', 'code:civil:1353']] },
  { text: 'Article 9 du Code de procédure civile', cites: [['Article 9 du Code de procédure civile', 'code:procedure-civile:9']] },
  {
    text: 'art. 145 du nouveau Code de procédure civile',
    cites: [['art. 145 du nouveau Code de procédure civile', 'code:procedure-civile:145']],
  },
  { text: 'art. 809 C. pr. civ.', cites: [['art. 809 C. pr. civ.', 'code:procedure-civile:809']] },
  { text: 'art. 1343-5 du Code civil pour les délais de paiement', cites: [['art. 1343-5 du Code civil', 'code:civil:1343-5']] },
  {
    text: 'Le loyer est révisé selon l’article 17-1 de la loi n° 89-462 du 6 juillet 1989.',
    cites: [['loi n° 89-462 du 6 juillet 1989', 'loi:89-462']],
  },
  {
    text: 'articles 1792 et 1792-6 du Code civil (garantie décennale)',
    cites: [
      ['1792', 'code:civil:1792'],
      ['1792-6', 'code:civil:1792-6'],
    ],
  },
  { text: 'Le vice caché est défini à l’article 1641 du code civil', cites: [['article 1641 du code civil', 'code:civil:1641']] },
  {
    text: 'L’article L. 217-3 du code de la consommation (garantie légale de conformité)',
    cites: [['article L. 217-3 du code de la consommation', 'code:consommation:L217-3']],
  },
  { text: 'art. L. 312-1 C. consom. pour le crédit', cites: [['art. L. 312-1 C. consom.', 'code:consommation:L312-1']] },
  {
    text: 'Accident de trajet : article L. 411-2 du code de la sécurité sociale.',
    cites: [['article L. 411-2 du code de la sécurité sociale', 'code:securite-sociale:L411-2']],
  },
  { text: 'Le harcèlement (art. 222-33-2 CP) est un délit.', cites: [['art. 222-33-2 CP', 'code:penal:222-33-2']] },
  { text: 'l’article 131-3 du code pénal liste les peines', cites: [['article 131-3 du code pénal', 'code:penal:131-3']] },
  { text: 'art. 41-1 du CPP (alternatives aux poursuites)', cites: [['art. 41-1 du CPP', 'code:procedure-penale:41-1']] },
  { text: 'article L. 511-1 du CESEDA, OQTF', cites: [['article L. 511-1 du CESEDA', 'code:etrangers:L511-1']] },
  {
    text: 'article R. 421-1 du code de justice administrative : deux mois',
    cites: [['article R. 421-1 du code de justice administrative', 'code:justice-administrative:R421-1']],
  },
  { text: 'art. L. 421-6 C. urb.', cites: [['art. L. 421-6 C. urb.', 'code:urbanisme:L421-6']] },
  { text: 'art. L. 541-2 C. env. : le producteur du déchet', cites: [['art. L. 541-2 C. env.', 'code:environnement:L541-2']] },
  {
    text: 'article L. 3211-12 du Code de la santé publique (soins sans consentement)',
    cites: [['article L. 3211-12 du Code de la santé publique', 'code:sante-publique:L3211-12']],
  },
  { text: 'art. L. 121-12 C. assur. (subrogation de l’assureur)', cites: [['art. L. 121-12 C. assur.', 'code:assurances:L121-12']] },
  { text: 'art. L. 2131-1 CGCT', cites: [['art. L. 2131-1 CGCT', 'code:collectivites:L2131-1']] },
  { text: 'article L. 234-1 du code de la route (alcoolémie)', cites: [['article L. 234-1 du code de la route', 'code:route:L234-1']] },
  { text: 'article L. 411-46 du code rural', cites: [['article L. 411-46 du code rural', 'code:rural:L411-46']] },
  { text: 'art. L. 113-1 CPI', cites: [['art. L. 113-1 CPI', 'code:propriete-intellectuelle:L113-1']] },
  { text: 'article L. 332-1 du code du sport', cites: [['article L. 332-1 du code du sport', 'code:sport:L332-1']] },
  { text: 'art. L. 1421-1 du Code des transports', cites: [['art. L. 1421-1 du Code des transports', 'code:transports:L1421-1']] },
  { text: 'article L. 121-5 du code de l’énergie', cites: [['article L. 121-5 du code de l’énergie', 'code:energie:L121-5']] },
  { text: 'art. L. 111-3 CPCE (titres exécutoires)', cites: [['art. L. 111-3 CPCE', 'code:procedures-civiles-execution:L111-3']] },
  {
    text: 'article R. 121-1 du code des procédures civiles d’exécution',
    cites: [['article R. 121-1 du code des procédures civiles d’exécution', 'code:procedures-civiles-execution:R121-1']],
  },
  {
    text: 'art. L. 211-2 du code des relations entre le public et l’administration',
    cites: [['art. L. 211-2 du code des relations entre le public et l’administration', 'code:relations-administration:L211-2']],
  },
  { text: 'art. 1382 du Code civil (ancien)', cites: [['art. 1382 du Code civil', 'code:civil:1382']] },
  {
    text: 'articles 371-1 et 373-2 du code civil',
    cites: [
      ['371-1', 'code:civil:371-1'],
      ['373-2', 'code:civil:373-2'],
    ],
  },
  {
    text: 'articles L. 1242-1 à L. 1242-4 du code du travail',
    cites: [
      ['L. 1242-1', 'code:travail:L1242-1'],
      ['L. 1242-4', 'code:travail:L1242-4'],
    ],
  },
  {
    text: 'L’article L. 1237-11, al. 1er, du code du travail',
    cites: [['article L. 1237-11, al. 1er, du code du travail', 'code:travail:L1237-11']],
  },
  {
    text: 'article L. 3243-2 du code du travail puis article R. 3243-1 du même code',
    cites: [
      ['article L. 3243-2 du code du travail', 'code:travail:L3243-2'],
      ['article R. 3243-1 du même code', 'code:travail:R3243-1'],
    ],
  },
  { text: 'Code de commerce, art. L. 145-9', cites: [['Code de commerce, art. L. 145-9', 'code:commerce:L145-9']] },
  { text: 'C. consom., art. L. 221-5', cites: [['C. consom., art. L. 221-5', 'code:consommation:L221-5']] },
  { text: 'décret n° 2006-1386 du 15 décembre 2006 (tabac)', cites: [['décret n° 2006-1386 du 15 décembre 2006', 'decret:2006-1386']] },
  { text: 'la loi n° 2018-1021 du 23 novembre 2018 (ELAN)', cites: [['loi n° 2018-1021 du 23 novembre 2018', 'loi:2018-1021']] },
  { text: 'Ordonnance n° 2019-738 du 17 juillet 2019', cites: [['Ordonnance n° 2019-738 du 17 juillet 2019', 'ordonnance:2019-738']] },
  { text: 'loi n° 75-1334 du 31 déc. 1975 relative à la sous-traitance', cites: [['loi n° 75-1334 du 31 déc. 1975', 'loi:75-1334']] },
  { text: 'Cass. soc., 8 févr. 2023, n° 21-16.805', cites: [['Cass. soc., 8 févr. 2023, n° 21-16.805', 'cass:21-16.805']] },
  { text: 'Cass. 2e civ., 9 juin 2022, n° 20-16.239, publié', cites: [['Cass. 2e civ., 9 juin 2022, n° 20-16.239', 'cass:20-16.239']] },
  { text: 'Cass., ch. mixte, 21 juill. 2023, n° 20-10.763', cites: [['Cass., ch. mixte, 21 juill. 2023, n° 20-10.763', 'cass:20-10.763']] },
  { text: 'Com., 3 mai 2018, n° 16-20.165', cites: [['Com., 3 mai 2018, n° 16-20.165', 'cass:16-20.165']] },
  { text: 'Cass. civ. 3e, 17 nov. 2021, no 20-19.450', cites: [['Cass. civ. 3e, 17 nov. 2021, no 20-19.450', 'cass:20-19.450']] },
  { text: 'CE, 28 déc. 2018, n° 402321', cites: [['CE, 28 déc. 2018, n° 402321', 'ce:402321']] },
  { text: 'Conseil d’Etat, 1er juin 2021, req. n° 437231', cites: [['Conseil d’Etat, 1er juin 2021, req. n° 437231', 'ce:437231']] },
];

/** Texts with numbers, «article» or courts but no citation: nothing here may be linked. */
export const NON_CITATIONS: readonly string[] = [
  'Le loyer est de 1 500 € par mois.',
  'J’ai payé 1\u202f234,56 euros de charges.',
  'Licencié le 13 septembre 2023, je conteste.',
  'En 2019, j’ai signé un CDD.',
  'Appelez-moi au 06 12 34 56 78.',
  'Mon numéro : 06.12.34.56.78 ou +33 6 12 34 56 78.',
  'Ma question n° 4521 est restée sans réponse.',
  'Voir le dossier n° 2023-1187 sur le forum.',
  'J’ai lu un article du Monde sur le sujet.',
  'L’article 12 de mon contrat prévoit une clause de non-concurrence.',
  'L’article 12 ne dit rien à ce sujet.',
  'Selon l’article L1234-1, le préavis est d’un mois.',
  'L’article 5 du règlement intérieur m’interdit le télétravail.',
  'J’habite au 12 rue de la Paix, 75002 Paris.',
  'Code postal 69003, Lyon.',
  'SIRET 123 456 789 00012',
  'SIREN : 552 100 554',
  'Mon numéro de sécurité sociale commence par 1 85 05.',
  'Le délai est de 2 mois à compter du 1er mars 2024.',
  'Il m’a versé 3 000 € le 5 janvier 2022.',
  'J’ai 12 ans d’ancienneté et 3 enfants.',
  'Réf. 21-18912 de mon assureur.',
  'Le code de la porte est 1240.',
  'Mon code d’accès article 1240 ne fonctionne plus.',
  'Ce n° 123456 est celui de mon contrat.',
  'ce dossier n° 429187 est clos',
  'Le conseil de prud’hommes a rendu son jugement le 14 mars 2023.',
  'Le RG n° 21/01234 de la cour d’appel.',
  'Mon contrat de travail, article 7, prévoit 35 heures.',
  'l’article 3 de la convention collective Syntec',
  'un article de loi dont je ne me souviens plus',
  'Pourquoi cet article 12 ?',
  'Il y a 1 500 articles dans le Code du travail.',
  'Le Code du travail est épais de 3 000 pages.',
  'J’ai acheté le Code civil 2024 chez Dalloz.',
  'Le code civil de 1804 est ancien.',
  'La facture n° 2022-0456 du 3 mars 2022 reste impayée.',
  'Je gagne 2 100 euros nets.',
  'Il est né le 06/12/1985.',
  'Rendez-vous à 14 h 30.',
  'Le taux est de 3,5 % par an.',
  'J’ai perdu 30 % de mon salaire.',
  'Article 12 : tout cela est faux.',
  'art. 12 du bail',
  'Voyez l’article 4 du contrat de location.',
  'L’article de Capital de 2021 en parle.',
  'Cass. le téléphone ? Non, il l’a cassé, n° 06 12 34 56 78.',
  'Le tribunal m’a donné le n° 22/00123.',
  'numéro fiscal 12 34 567 890 123',
  'La loi Alur a changé les règles.',
  'La loi du 10 juillet 1965 sur la copropriété.',
  'Le décret tertiaire s’applique depuis 2019.',
  'Une ordonnance de protection a été rendue le 3 mai.',
  'Ma loi préférée, c’est 89 fois la même chose.',
  'Le CE2 de ma fille, classe n° 12345.',
  'CE matin j’ai reçu le courrier n° 456789.',
  'Au CE de mon entreprise, badge n° 123456.',
  'J’ai reçu la lettre le 21-09-2023.',
  'Tél. 01 23 45 67 89, poste 1240.',
  'IBAN FR76 3000 6000 0112 3456 7890 189',
  'Il a roulé à 130 km/h sur une route à 110.',
  'L’article paru en 2023 du magazine Que Choisir.',
  'J’ai 2 articles en stock, code promo 1240.',
  'Un article de 1 200 mots.',
  'À partir de l’article 3, tout change dans le contrat.',
  'Le point 1234-1 de mon devis.',
  'La clause L1234 de notre accord.',
  'J’ai une amende de 135 € (n° 12345678).',
  'Le pourvoi a été rejeté.',
  'Mon avocat a formé un pourvoi.',
  'Soc. Générale, agence 21-18.',
  'La société n° 21-18 est fermée.',
  'Le lot 12 à 15 du lotissement.',
  'les articles 3 et 4 de mon contrat',
  'articles 12, 13 et 14 du règlement de copropriété',
  'Code civil : un vieux livre.',
  'C. civ. est l’abréviation du Code civil.',
  'Le CPC est complexe, 700 pages au moins.',
  'CSS, HTML et JavaScript : 3 langages.',
  'Le Code de la route impose 50 km/h en ville.',
  'J’ai 45 ans et je travaille depuis 1998.',
  'Mon salaire de 1 800 € brut par mois depuis 2015.',
  'Vol AF 1234 du 12 juin.',
  'La loi de 2019 sur la mobilité.',
  'Décret publié le 5 août 2020.',
  'Le décret d’application n’est pas paru.',
  'J’ai envoyé 3 lettres, la dernière le 2 février.',
  'Compte n° 12345678901.',
  'Il a 2 ans de retard sur 10 000 € de loyers.',
  'La voiture immatriculée AB-123-CD.',
  'Le jugement du 12 mai 2022, RG 21/04567.',
  'Le chapitre 3 du Code civil des Français d’Alain.',
  'Le numéro 15 ou le 112.',
  'Article premier de nos statuts.',
  'Article 2 des statuts de l’association.',
  'la page 1240 du Code civil Dalloz',
  'L. 1234 et R. 45 sont mes initiales de dossier.',
  'Ma référence client est D 3141-1.',
  'Mon bail de 3 ans, 6 ans ou 9 ans.',
  'Le 1er alinéa de mon contrat.',
  // «c. ass.» (Code des assurances) must not be read inside «Cass.».
  'L’art. 700 Cass. civ. 2e est souvent cité sans date.',
];
