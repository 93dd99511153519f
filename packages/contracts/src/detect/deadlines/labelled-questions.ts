// Labelled questions for measuring deadline detection (not exported by the package; used by deadlines.test.ts).
// `rule` is the rule a careful reader would apply (null: no deadline of the table applies, the detector must stay
// silent); `eventDate` is the starting date the text (or the form) gives, null when it gives none.
// DEV_SET was written before the rules were tuned; HELD_OUT_SET after they were frozen (see desk-deadlines.md).

export interface LabelledQuestion {
  id: string;
  title: string;
  content: string;
  createdAt: string;
  /** The optional «Date de l'événement» of the form. */
  eventDate?: string;
  expected: { rule: string | null; eventDate?: string | null };
}

const at = (day: string) => `${day}T10:00:00Z`;

export const DEV_SET: readonly LabelledQuestion[] = [
  {
    id: 'd01',
    title: 'Licenciement pour faute grave, que faire ?',
    content:
      'Bonjour, j\u2019ai été licencié pour faute grave le 3 mars. Je conteste les faits, mon employeur ne m\u2019a jamais averti avant. Est-ce que je peux aller aux prud\u2019hommes ?',
    createdAt: at('2026-03-10'),
    expected: { rule: 'travail-licenciement', eventDate: '2026-03-03' },
  },
  {
    id: 'd02',
    title: 'VIRÉ SANS RAISON',
    content: "MON PATRON M'A VIRÉ IL Y A DIX JOURS SANS LETTRE NI RIEN, JE TRAVAILLAIS LA DEPUIS 4 ANS. QUE PUIS-JE FAIRE ??",
    createdAt: at('2026-01-20'),
    expected: { rule: 'travail-licenciement', eventDate: '2026-01-10' },
  },
  {
    id: 'd03',
    title: 'licenciement economique contestable ?',
    content:
      'j ai recu ma lettre de licenciement economique le 15/12/2025, l entreprise embauche pourtant quelqu un a mon poste. est ce que c est legal ?',
    createdAt: at('2026-02-02'),
    expected: { rule: 'travail-licenciement', eventDate: '2025-12-15' },
  },
  {
    id: 'd04',
    title: 'licensiement abusif',
    content: 'Bonjour je me suis fait licensier hier par telephone, sans entretien prealable. Est ce normal?',
    createdAt: at('2026-04-14'),
    expected: { rule: 'travail-licenciement', eventDate: '2026-04-13' },
  },
  {
    id: 'd05',
    title: 'Mon employeur peut-il me licencier pendant un arrêt maladie ?',
    content: 'Je suis en arrêt maladie depuis deux semaines et mon employeur menace de me licencier. En a-t-il le droit ?',
    createdAt: at('2026-01-20'),
    expected: { rule: null },
  },
  {
    id: 'd06',
    title: 'Rupture conventionnelle : puis-je me rétracter ?',
    content:
      'J\u2019ai signé une rupture conventionnelle avec mon employeur le 2 février 2026, mais je regrette. Est-il encore temps de changer d\u2019avis ?',
    createdAt: at('2026-02-09'),
    expected: { rule: 'travail-rupture-conventionnelle-retractation', eventDate: '2026-02-02' },
  },
  {
    id: 'd07',
    title: 'rupture conventionelle pas de nouvelles de la DREETS',
    content: "La demande d'homologation a ete envoyee le 10 janvier, toujours pas de reponse, c'est normal ?",
    createdAt: at('2026-01-28'),
    expected: { rule: 'travail-rupture-conventionnelle-homologation', eventDate: '2026-01-10' },
  },
  {
    id: 'd08',
    title: 'Contester une rupture conventionnelle signée sous pression',
    content:
      'Ma rupture conventionnelle a été homologuée il y a 3 mois. J\u2019ai signé sous la pression de mon manager qui me harcelait. Puis-je la faire annuler aux prud\u2019hommes ?',
    createdAt: at('2026-03-01'),
    expected: { rule: 'travail-rupture-conventionnelle-contestation', eventDate: '2025-12-01' },
  },
  {
    id: 'd09',
    title: 'Salaire de décembre jamais payé',
    content:
      'Mon employeur ne m\u2019a pas payé mon salaire de décembre ni mes heures supplémentaires. Il me dit d\u2019attendre. Combien de temps ai-je pour réclamer ?',
    createdAt: at('2026-02-15'),
    expected: { rule: 'travail-salaires', eventDate: null },
  },
  {
    id: 'd10',
    title: 'heures sup non payees depuis 6 mois',
    content: 'je fais des heures sup que mon patron ne paie pas depuis six mois, je voudrais les reclamer',
    createdAt: at('2026-04-20'),
    expected: { rule: 'travail-salaires', eventDate: '2025-10-20' },
  },
  {
    id: 'd11',
    title: 'Solde de tout compte incomplet',
    content: 'J\u2019ai signé mon solde de tout compte le 30 janvier 2026 mais il manque mes congés payés. Puis-je encore le contester ?',
    createdAt: at('2026-03-05'),
    expected: { rule: 'travail-solde-de-tout-compte', eventDate: '2026-01-30' },
  },
  {
    id: 'd12',
    title: 'Avertissement injustifié au travail',
    content:
      'Mon manager m\u2019a donné un avertissement écrit la semaine dernière pour un retard de 5 minutes. Je trouve ça disproportionné, comment le contester ?',
    createdAt: at('2026-03-12'),
    expected: { rule: 'travail-sanction-disciplinaire', eventDate: '2026-03-02' },
  },
  {
    id: 'd13',
    title: 'Jugement des prud\u2019hommes défavorable',
    content:
      'Le conseil de prud\u2019hommes a rejeté toutes mes demandes, le jugement m\u2019a été notifié le 5 février. Puis-je faire appel ?',
    createdAt: at('2026-02-20'),
    expected: { rule: 'travail-appel-prudhommes', eventDate: '2026-02-05' },
  },
  {
    id: 'd14',
    title: 'Combien de jours de congés payés par an ?',
    content: 'Je travaille à temps partiel, combien de jours de congés payés j\u2019accumule chaque mois ?',
    createdAt: at('2026-02-15'),
    expected: { rule: null },
  },
  {
    id: 'd15',
    title: 'Rétractation achat en ligne',
    content: 'J\u2019ai commandé un canapé sur internet, livré le 1er mars. Il ne me plaît pas finalement, puis-je le renvoyer ?',
    createdAt: at('2026-03-08'),
    expected: { rule: 'consommation-retractation-distance', eventDate: '2026-03-01' },
  },
  {
    id: 'd16',
    title: 'retractation commande internet',
    content:
      'bonjour, jai passé une commande sur un site il y a 5 jours et je veux annuler, le vendeur refuse car le colis est deja parti. ai je droit a la retractation ?',
    createdAt: at('2026-05-10'),
    expected: { rule: 'consommation-retractation-distance', eventDate: '2026-05-05' },
  },
  {
    id: 'd17',
    title: 'Vendeur à domicile, contrat signé',
    content:
      'Un commercial est venu chez ma mère (85 ans) et lui a fait signer un contrat pour une pompe à chaleur à 15 000 € avant-hier. Peut-elle se rétracter ?',
    createdAt: at('2026-06-03'),
    expected: { rule: 'consommation-retractation-distance', eventDate: '2026-06-01' },
  },
  {
    id: 'd18',
    title: 'Lave-linge en panne après 8 mois',
    content:
      'Mon lave-linge acheté en juin dernier chez un grand magasin est tombé en panne. Le vendeur me renvoie vers le fabricant. Que faire ?',
    createdAt: at('2026-02-14'),
    expected: { rule: 'consommation-garantie-conformite', eventDate: '2025-06-01' },
  },
  {
    id: 'd19',
    title: 'telephone defectueux garantie',
    content: 'mon telephone achete il y a 14 mois ne s allume plus, le magasin dit que la garantie est finie apres 1 an. c est vrai ?',
    createdAt: at('2026-01-05'),
    expected: { rule: 'consommation-garantie-conformite', eventDate: '2024-11-05' },
  },
  {
    id: 'd20',
    title: 'Vice caché voiture d\u2019occasion',
    content:
      'J\u2019ai acheté une voiture d\u2019occasion à un particulier. Le 12 janvier, le garagiste a découvert que le moteur avait été réparé avec des pièces non conformes, ce que le vendeur m\u2019a caché. Quels recours ?',
    createdAt: at('2026-02-01'),
    expected: { rule: 'consommation-vices-caches', eventDate: '2026-01-12' },
  },
  {
    id: 'd21',
    title: 'Annuler un crédit renouvelable',
    content:
      'J\u2019ai accepté une offre de crédit renouvelable en magasin le 20 avril pour financer un téléviseur. Je veux annuler le crédit, est-ce possible ?',
    createdAt: at('2026-04-25'),
    expected: { rule: 'consommation-credit-retractation', eventDate: '2026-04-20' },
  },
  {
    id: 'd22',
    title: 'Comment résilier mon abonnement box internet ?',
    content: 'Je suis engagé 12 mois chez mon opérateur internet, je déménage, comment résilier sans frais ?',
    createdAt: at('2026-02-15'),
    expected: { rule: null },
  },
  {
    id: 'd23',
    title: 'Préavis appartement meublé',
    content:
      'Je loue un studio meublé et je veux partir. J\u2019ai envoyé ma lettre de congé en recommandé le 2 mars 2026. Quelle est la durée de mon préavis ?',
    createdAt: at('2026-03-04'),
    expected: { rule: 'logement-preavis-locataire', eventDate: '2026-03-02' },
  },
  {
    id: 'd24',
    title: 'Combien de temps de preavis pour quitter mon logement vide ?',
    content:
      'Locataire d\u2019un appartement vide en province, je dois quitter le logement pour raisons personnelles. Quel préavis dois-je respecter ?',
    createdAt: at('2026-02-15'),
    expected: { rule: 'logement-preavis-locataire', eventDate: null },
  },
  {
    id: 'd25',
    title: 'Dépôt de garantie non restitué',
    content:
      'J\u2019ai rendu les clés le 15 janvier, l\u2019état des lieux de sortie était parfait, et le propriétaire ne m\u2019a toujours pas rendu mon dépôt de garantie. Que faire ?',
    createdAt: at('2026-03-01'),
    expected: { rule: 'logement-depot-de-garantie', eventDate: '2026-01-15' },
  },
  {
    id: 'd26',
    title: 'caution pas rendu',
    content: 'mon proprio garde ma caution depuis 3 mois en pretextant des degradations alors que c etait de l usure normale',
    createdAt: at('2026-05-15'),
    expected: { rule: 'logement-depot-de-garantie', eventDate: '2026-02-15' },
  },
  {
    id: 'd27',
    title: 'Régularisation de charges énorme',
    content:
      'Mon bailleur me réclame 1 800 € de régularisation des charges pour les années 2021 à 2024. Est-ce qu\u2019il peut remonter aussi loin ?',
    createdAt: at('2026-02-10'),
    expected: { rule: 'logement-charges', eventDate: null },
  },
  {
    id: 'd28',
    title: 'Commandement de payer reçu',
    content:
      'Un commissaire de justice m\u2019a remis hier un commandement de payer pour 3 mois de loyers impayés. Combien de temps ai-je pour régulariser avant de perdre le logement ?',
    createdAt: at('2026-04-08'),
    expected: { rule: 'logement-commandement-de-payer', eventDate: '2026-04-07' },
  },
  {
    id: 'd29',
    title: 'Etat des lieux d\u2019entrée incomplet',
    content:
      'Nous avons emménagé le 1er octobre et nous découvrons des défauts non notés à l\u2019état des lieux d\u2019entrée (moisissures, prise cassée). Peut-on encore le compléter ?',
    createdAt: at('2025-10-06'),
    expected: { rule: 'logement-etat-des-lieux-entree', eventDate: '2025-10-01' },
  },
  {
    id: 'd30',
    title: 'Puis-je installer une caméra devant ma porte ?',
    content: 'Mon voisin de palier fait du bruit et je voudrais filmer le couloir de l\u2019immeuble. Est-ce autorisé ?',
    createdAt: at('2026-02-15'),
    expected: { rule: null },
  },
  {
    id: 'd31',
    title: 'Faire appel d\u2019une décision du JAF',
    content:
      'Le juge aux affaires familiales a fixé la résidence des enfants chez leur père. Le jugement m\u2019a été signifié le 10/02/2026. Je veux faire appel.',
    createdAt: at('2026-02-18'),
    expected: { rule: 'famille-appel-jaf', eventDate: '2026-02-10' },
  },
  {
    id: 'd32',
    title: 'Pension alimentaire impayée depuis septembre',
    content: 'Mon ex ne paie plus la pension alimentaire de nos deux enfants depuis septembre. Comment récupérer les arriérés ?',
    createdAt: at('2026-01-12'),
    expected: { rule: 'famille-pension-alimentaire-impayee', eventDate: '2025-09-01' },
  },
  {
    id: 'd33',
    title: 'Garde alternée à partir de quel âge ?',
    content: 'Nous nous séparons, mon fils a 3 ans. La garde alternée est-elle possible si jeune ?',
    createdAt: at('2026-02-15'),
    expected: { rule: null },
  },
  {
    id: 'd34',
    title: 'Contester un excès de vitesse',
    content:
      'J\u2019ai reçu un avis de contravention pour un excès de vitesse de 12 km/h le 4 mars, mais ce n\u2019était pas moi qui conduisais. Comment contester ?',
    createdAt: at('2026-03-09'),
    expected: { rule: 'penal-amende-forfaitaire', eventDate: '2026-03-04' },
  },
  {
    id: 'd35',
    title: 'FLASHE PAR UN RADAR',
    content: 'J AI ETE FLASHE IL Y A 2 SEMAINES SUR L AUTOROUTE, JE N AI PAS ENCORE RECU L AVIS. COMBIEN DE TEMPS POUR CONTESTER ?',
    createdAt: at('2026-06-20'),
    expected: { rule: 'penal-amende-forfaitaire', eventDate: '2026-06-06' },
  },
  {
    id: 'd36',
    title: 'Amende majorée reçue sans avoir eu la première',
    content:
      'Je viens de recevoir une amende majorée de 375 € alors que je n\u2019ai jamais reçu l\u2019avis initial. Le courrier est daté du 2 février. Que faire ?',
    createdAt: at('2026-02-12'),
    expected: { rule: 'penal-amende-majoree', eventDate: '2026-02-02' },
  },
  {
    id: 'd37',
    title: 'FPS injustifié, j\u2019avais payé',
    content:
      'J\u2019ai reçu un forfait post-stationnement de 35 € alors que j\u2019avais payé mon ticket via l\u2019application. Avis reçu le 6 mai 2026.',
    createdAt: at('2026-05-12'),
    expected: { rule: 'penal-forfait-post-stationnement', eventDate: '2026-05-06' },
  },
  {
    id: 'd38',
    title: 'Porter plainte pour escroquerie',
    content:
      'Je me suis fait escroquer de 2 500 € par un faux vendeur sur un site d\u2019annonces en 2023. Est-il trop tard pour porter plainte ?',
    createdAt: at('2026-01-30'),
    expected: { rule: 'penal-plainte-delit', eventDate: null },
  },
  {
    id: 'd39',
    title: 'Diffamation sur Facebook',
    content:
      'Une ancienne collègue a publié sur Facebook un message m\u2019accusant de vol, le 20 janvier. C\u2019est de la diffamation ? Dans quel délai agir ?',
    createdAt: at('2026-02-25'),
    expected: { rule: 'penal-diffamation', eventDate: '2026-01-20' },
  },
  {
    id: 'd40',
    title: 'Appel d\u2019une condamnation au tribunal correctionnel',
    content: 'Mon fils a été condamné hier en comparution immédiate à 6 mois avec sursis. Peut-il faire appel et dans quel délai ?',
    createdAt: at('2026-03-17'),
    expected: { rule: 'penal-appel-correctionnel', eventDate: '2026-03-16' },
  },
  {
    id: 'd41',
    title: 'Que risque-t-on pour un vol à l\u2019étalage ?',
    content: 'Ma nièce de 19 ans a été prise en train de voler dans un magasin. Que risque-t-elle ?',
    createdAt: at('2026-02-15'),
    expected: { rule: null },
  },
  {
    id: 'd42',
    title: 'Refus de titre de séjour par la préfecture',
    content:
      'La préfecture a refusé le renouvellement de mon titre de séjour par une décision reçue le 14 janvier 2026 (sans obligation de quitter la France). Comment contester ce refus ?',
    createdAt: at('2026-01-25'),
    expected: { rule: 'administratif-recours-contentieux', eventDate: '2026-01-14' },
  },
  {
    id: 'd43',
    title: 'Recours gracieux contre une sanction de la mairie',
    content:
      'Je suis agent municipal, le maire m\u2019a infligé un blâme notifié le 3 novembre. Je veux d\u2019abord faire un recours gracieux.',
    createdAt: at('2025-11-20'),
    expected: { rule: 'administratif-recours-gracieux', eventDate: '2025-11-03' },
  },
  {
    id: 'd44',
    title: 'Contester le permis de construire du voisin',
    content:
      'Le panneau du permis de construire de mon voisin est affiché depuis le 1er avril, son extension va me boucher la vue. Puis-je faire un recours ?',
    createdAt: at('2026-04-20'),
    expected: { rule: 'administratif-permis-de-construire-tiers', eventDate: '2026-04-01' },
  },
  {
    id: 'd45',
    title: 'Indu CAF à contester',
    content:
      'La CAF me réclame un trop perçu de 1 200 € d\u2019APL, notification reçue il y a une semaine. Je pense que c\u2019est une erreur, comment contester ?',
    createdAt: at('2026-02-26'),
    expected: { rule: 'administratif-securite-sociale-cra', eventDate: '2026-02-19' },
  },
  {
    id: 'd46',
    title: 'Erreur sur mon avis d\u2019impôt sur le revenu',
    content:
      'Sur mon avis d\u2019imposition 2025 reçu en août 2025, les frais réels n\u2019ont pas été pris en compte. Puis-je encore faire une réclamation ?',
    createdAt: at('2026-02-03'),
    expected: { rule: 'fiscal-reclamation', eventDate: '2025-08-01' },
  },
  {
    id: 'd47',
    title: 'Proposition de rectification reçue',
    content:
      'J\u2019ai reçu une proposition de rectification des impôts le 28 février suite à un contrôle fiscal de ma SCI. Combien de temps pour répondre ?',
    createdAt: at('2026-03-03'),
    expected: { rule: 'fiscal-proposition-de-rectification', eventDate: '2026-02-28' },
  },
  {
    id: 'd48',
    title: 'Faire appel d\u2019un jugement du tribunal judiciaire',
    content:
      'J\u2019ai été condamné par le tribunal judiciaire à payer 8 000 € à mon ancien associé. Le jugement m\u2019a été signifié par commissaire de justice le 9 mars 2026. Je veux faire appel.',
    createdAt: at('2026-03-15'),
    expected: { rule: 'procedure-appel-civil', eventDate: '2026-03-09' },
  },
  {
    id: 'd49',
    title: 'Appel d\u2019une ordonnance de référé',
    content: 'Le juge des référés a ordonné mon expulsion, l\u2019ordonnance a été signifiée il y a quatre jours. Puis-je faire appel ?',
    createdAt: at('2026-05-04'),
    expected: { rule: 'procedure-appel-refere', eventDate: '2026-04-30' },
  },
  {
    id: 'd50',
    title: 'Reçu une injonction de payer',
    content:
      'Un commissaire de justice m\u2019a signifié une ordonnance d\u2019injonction de payer pour une facture que je conteste, le 16/01/2026. Que dois-je faire ?',
    createdAt: at('2026-01-21'),
    expected: { rule: 'procedure-injonction-de-payer', eventDate: '2026-01-16' },
  },
  {
    id: 'd51',
    title: 'Pourvoi en cassation après un arrêt de cour d\u2019appel',
    content:
      'La cour d\u2019appel a confirmé le jugement contre moi, l\u2019arrêt m\u2019a été signifié le 2 décembre 2025. Est-il possible de former un pourvoi ?',
    createdAt: at('2025-12-20'),
    expected: { rule: 'procedure-pourvoi-cassation', eventDate: '2025-12-02' },
  },
  {
    id: 'd52',
    title: 'Compte bancaire saisi par huissier',
    content:
      'Ma banque a bloqué mon compte suite à une saisie-attribution, j\u2019ai reçu la dénonciation hier. La dette est contestable. Combien de temps pour contester ?',
    createdAt: at('2026-03-24'),
    expected: { rule: 'procedure-saisie-attribution', eventDate: '2026-03-23' },
  },
  {
    id: 'd53',
    title: 'Ami qui ne rembourse pas',
    content:
      'J\u2019ai prêté 4 000 € à un ami en mars 2022, il devait me rembourser au plus tard le 1er mars 2023 et ne l\u2019a jamais fait. Puis-je encore agir ?',
    createdAt: at('2026-01-10'),
    expected: { rule: 'procedure-dette-entre-particuliers', eventDate: '2023-03-01' },
  },
  {
    id: 'd54',
    title: 'Renoncer à la succession de mon père',
    content:
      'Mon père est décédé le 8 janvier 2026 en laissant beaucoup de dettes. Je voudrais renoncer à la succession, y a-t-il un délai ?',
    createdAt: at('2026-02-01'),
    expected: { rule: 'succession-option', eventDate: '2026-01-08' },
  },
  {
    id: 'd55',
    title: 'Délai pour la déclaration de succession',
    content: 'Ma mère est décédée il y a deux mois. Le notaire parle de déclaration de succession, quel est le délai pour la déposer ?',
    createdAt: at('2026-03-30'),
    expected: { rule: 'succession-declaration', eventDate: '2026-01-30' },
  },
  {
    id: 'd56',
    title: 'Fissures dans ma maison neuve',
    content:
      'La réception des travaux de notre maison a eu lieu le 15 septembre 2025 et des fissures apparaissent déjà dans les murs. Le constructeur ne répond plus.',
    createdAt: at('2026-01-18'),
    expected: { rule: 'construction-parfait-achevement', eventDate: '2025-09-15' },
  },
  {
    id: 'd57',
    title: 'Garantie décennale infiltration',
    content: 'Infiltrations d\u2019eau par la toiture refaite en 2019. L\u2019artisan est-il encore couvert par sa garantie décennale ?',
    createdAt: at('2026-01-22'),
    expected: { rule: 'construction-decennale', eventDate: null },
  },
  {
    id: 'd58',
    title: 'Comment créer une SAS seul ?',
    content: 'Je veux créer ma société, SAS ou SASU ? Quelles sont les démarches et le capital minimum ?',
    createdAt: at('2026-02-15'),
    expected: { rule: null },
  },
  {
    id: 'd59',
    title: 'Droit à l\u2019image sur Instagram',
    content: 'Une personne a publié une photo de moi sans mon accord sur Instagram, puis-je exiger qu\u2019elle la retire ?',
    createdAt: at('2026-02-15'),
    expected: { rule: null },
  },
  {
    id: 'd60',
    title: 'Héritage : comment se partagent les biens ?',
    content: 'Mes parents sont toujours vivants mais je me demande comment sera partagée leur maison entre mes frères et moi.',
    createdAt: at('2026-02-15'),
    expected: { rule: null },
  },
  {
    id: 'd61',
    title: 'Loyer augmenté, est-ce légal ?',
    content: 'Mon propriétaire veut augmenter le loyer de 10 % au renouvellement du bail. Peut-il le faire ?',
    createdAt: at('2026-02-15'),
    expected: { rule: null },
  },
  {
    id: 'd62',
    title: 'Mariage à l\u2019étranger, transcription',
    content: 'Nous nous sommes mariés le 12 août 2025 au Maroc. Comment faire transcrire le mariage en France ?',
    createdAt: at('2026-02-15'),
    expected: { rule: null },
  },
  {
    id: 'd63',
    title: 'Licenciement d\u2019une assistante maternelle : quelles indemnités ?',
    content: 'Je suis parent employeur et je dois mettre fin au contrat de notre assistante maternelle, quelles indemnités lui verser ?',
    createdAt: at('2026-02-15'),
    expected: { rule: null },
  },
  {
    id: 'd64',
    title: 'Licenciement contesté',
    content: 'Je veux contester mon licenciement, j\u2019ai des preuves que le motif est faux.',
    createdAt: at('2026-01-15'),
    eventDate: '2025-11-20',
    expected: { rule: 'travail-licenciement', eventDate: '2025-11-20' },
  },
  {
    id: 'd65',
    title: 'PV de stationnement injuste',
    content:
      'J\u2019ai reçu un PV de stationnement il y a trois semaines que je veux contester, la voiture était garée sur une place autorisée.',
    createdAt: at('2026-02-10'),
    eventDate: '2027-01-01',
    expected: { rule: 'penal-amende-forfaitaire', eventDate: '2026-01-20' },
  },
  {
    id: 'd66',
    title: 'licenciment pour inaptitude',
    content: 'jai été licencier pour inaptitude le 5 janvier apres un acident du travail, l employeur na pas cherché de reclassement',
    createdAt: at('2026-02-01'),
    expected: { rule: 'travail-licenciement', eventDate: '2026-01-05' },
  },
  {
    id: 'd67',
    title: 'Amende de stationnement',
    content: 'jai recu une amende ya 10 jours pour stationnement genant mais je ne suis pas d accord',
    createdAt: at('2026-07-15'),
    expected: { rule: 'penal-amende-forfaitaire', eventDate: '2026-07-05' },
  },
  {
    id: 'd68',
    title: 'Avocat commis d\u2019office, combien ça coûte ?',
    content: 'Je suis convoqué au tribunal pour une audience le 15 juin, ai-je droit à l\u2019aide juridictionnelle ?',
    createdAt: at('2026-05-20'),
    expected: { rule: null },
  },
  {
    id: 'd69',
    title: 'Rétraction après achat sur Amazon',
    content: 'Bonjour, j\u2019ai acheté une montre sur Amazon reçue lundi dernier, elle ne me convient pas. Quel délai de rétractation ?',
    createdAt: at('2026-03-11'),
    expected: { rule: 'consommation-retractation-distance', eventDate: '2026-03-09' },
  },
  {
    id: 'd70',
    title: 'Voisin qui ne taille pas sa haie',
    content: 'La haie de mon voisin dépasse chez moi depuis des années, que puis-je faire ?',
    createdAt: at('2026-02-15'),
    expected: { rule: null },
  },
  {
    id: 'd71',
    title: 'PREAVIS DE 1 MOIS ZONE TENDUE ?',
    content: "JE SUIS LOCATAIRE A LYON (ZONE TENDUE), J'AI ENVOYE MON PREAVIS LE 28/02/2026, MON PROPRIO DIT QUE C'EST 3 MOIS",
    createdAt: at('2026-03-02'),
    expected: { rule: 'logement-preavis-locataire', eventDate: '2026-02-28' },
  },
  {
    id: 'd72',
    title: 'Rupture conventionnelle ou démission ?',
    content: 'Je veux quitter mon entreprise pour créer ma boîte. Vaut-il mieux demander une rupture conventionnelle ou démissionner ?',
    createdAt: at('2026-02-15'),
    expected: { rule: null },
  },
  {
    id: 'd73',
    title: 'Colis reçu le 2 mai, produit non conforme',
    content:
      'Commandé sur un site le 25 avril, reçu le 2 mai : l\u2019aspirateur ne correspond pas à la description. Puis-je le retourner et me faire rembourser ?',
    createdAt: at('2026-05-06'),
    expected: { rule: 'consommation-retractation-distance', eventDate: '2026-05-02' },
  },
  {
    id: 'd74',
    title: 'Succession : mon frère veut que je renonce',
    content:
      'Notre mère est morte il y a quinze jours. Mon frère me pousse à renoncer à la succession à cause d\u2019un crédit. Ai-je le temps de réfléchir ?',
    createdAt: at('2026-09-30'),
    expected: { rule: 'succession-option', eventDate: '2026-09-15' },
  },
];

export const HELD_OUT_SET: readonly LabelledQuestion[] = [
  {
    id: 'h01',
    title: 'Mon patron m\u2019a mis dehors',
    content:
      'Après 6 ans de boîte on m\u2019a remis une lettre me disant que je ne faisais plus partie des effectifs à compter du 1er février. On ne m\u2019a rien expliqué.',
    createdAt: at('2026-02-10'),
    expected: { rule: 'travail-licenciement', eventDate: '2026-02-01' },
  },
  {
    id: 'h02',
    title: 'Contestation licenciement, trop tard ?',
    content:
      'J\u2019ai été licenciée en septembre 2024 pour insuffisance professionnelle. Un ami me dit que je peux encore aller au conseil de prud\u2019hommes, est-ce vrai ?',
    createdAt: at('2026-01-15'),
    expected: { rule: 'travail-licenciement', eventDate: '2024-09-01' },
  },
  {
    id: 'h03',
    title: 'RC signée hier, je veux revenir dessus',
    content:
      'On a signé la rupture conventionnelle hier avec la RH, mais j\u2019ai une autre proposition qui est tombée à l\u2019eau. Je peux annuler ?',
    createdAt: at('2026-05-21'),
    expected: { rule: 'travail-rupture-conventionnelle-retractation', eventDate: '2026-05-20' },
  },
  {
    id: 'h04',
    title: 'Mon employeur me doit 3 mois de salaire',
    content: 'Depuis le mois de novembre je ne suis plus payée, mon employeur dit que la trésorerie est difficile. Que faire ?',
    createdAt: at('2026-02-05'),
    expected: { rule: 'travail-salaires', eventDate: '2025-11-01' },
  },
  {
    id: 'h05',
    title: 'Congés payés non réglés au départ',
    content:
      'J\u2019ai quitté l\u2019entreprise le 31 décembre et les congés payés qui me restaient n\u2019apparaissent pas sur mon dernier bulletin. Combien de temps pour les réclamer ?',
    createdAt: at('2026-01-20'),
    expected: { rule: 'travail-salaires', eventDate: '2025-12-31' },
  },
  {
    id: 'h06',
    title: 'Achat sur Vinted, article abîmé',
    content: 'J\u2019ai acheté un manteau sur Vinted à une particulière, reçu hier, il est abîmé et elle refuse de me rembourser.',
    createdAt: at('2026-03-03'),
    expected: { rule: null },
  },
  {
    id: 'h07',
    title: 'Télé tombée en panne au bout de 18 mois',
    content:
      'Ma télévision achetée chez Boulanger en août 2024 ne s\u2019allume plus. Le magasin me dit que la garantie constructeur est d\u2019un an. Ont-ils raison ?',
    createdAt: at('2026-02-20'),
    expected: { rule: 'consommation-garantie-conformite', eventDate: '2024-08-01' },
  },
  {
    id: 'h08',
    title: 'Salle de sport : résiliation',
    content: 'Je veux résilier mon abonnement de salle de sport souscrit il y a 2 mois, ils refusent.',
    createdAt: at('2026-02-20'),
    expected: { rule: null },
  },
  {
    id: 'h09',
    title: 'Cuisine achetée à la foire',
    content: 'J\u2019ai signé un bon de commande pour une cuisine à la Foire de Paris samedi dernier, puis-je me rétracter ?',
    createdAt: at('2026-05-06'),
    expected: { rule: null },
  },
  {
    id: 'h10',
    title: 'Location : le propriétaire garde la caution',
    content: 'Sorti du logement le 30 novembre, toujours rien reçu. L\u2019état des lieux de sortie ne mentionne aucun problème.',
    createdAt: at('2026-01-25'),
    expected: { rule: 'logement-depot-de-garantie', eventDate: '2025-11-30' },
  },
  {
    id: 'h11',
    title: 'Quitter mon appart en zone tendue',
    content: 'Je vais donner mon congé à mon bailleur la semaine prochaine. Combien de mois de préavis dois-je faire à Bordeaux ?',
    createdAt: at('2026-03-10'),
    expected: { rule: 'logement-preavis-locataire', eventDate: null },
  },
  {
    id: 'h12',
    title: 'Proprio qui ne fait pas les travaux',
    content: 'Mon propriétaire refuse de réparer la chaudière depuis le 10 décembre, il fait froid. Quels sont mes droits ?',
    createdAt: at('2026-01-12'),
    expected: { rule: null },
  },
  {
    id: 'h13',
    title: 'Huissier : commandement de quitter les lieux',
    content:
      'J\u2019ai reçu hier un commandement de quitter les lieux délivré par un huissier après le jugement d\u2019expulsion. Combien de temps ai-je ?',
    createdAt: at('2026-04-02'),
    expected: { rule: null },
  },
  {
    id: 'h14',
    title: 'Divorce : faire appel de la prestation compensatoire',
    content: 'Le jugement de divorce rendu le 12 janvier ne m\u2019accorde pas de prestation compensatoire. Je voudrais faire appel.',
    createdAt: at('2026-01-26'),
    expected: { rule: 'famille-appel-jaf', eventDate: '2026-01-12' },
  },
  {
    id: 'h15',
    title: 'Mon ex ne verse plus rien pour les enfants',
    content: 'Depuis 4 mois le père de mes enfants ne verse plus la pension fixée par le juge. Je fais comment ?',
    createdAt: at('2026-03-15'),
    expected: { rule: 'famille-pension-alimentaire-impayee', eventDate: '2025-11-15' },
  },
  {
    id: 'h16',
    title: 'Contestation PV radar',
    content:
      'Je viens de recevoir un avis de contravention daté du 18 mars pour excès de vitesse, mais c\u2019est ma femme qui conduisait.',
    createdAt: at('2026-03-25'),
    expected: { rule: 'penal-amende-forfaitaire', eventDate: '2026-03-18' },
  },
  {
    id: 'h17',
    title: 'Amende pour téléphone au volant',
    content:
      'Arrêté par la police il y a une semaine pour téléphone au volant, on m\u2019a remis une amende de 135 euros et retrait de 3 points. Je peux contester ?',
    createdAt: at('2026-06-10'),
    expected: { rule: 'penal-amende-forfaitaire', eventDate: '2026-06-03' },
  },
  {
    id: 'h18',
    title: 'Arnaque au faux conseiller bancaire',
    content:
      'Le 5 février, un faux conseiller de ma banque m\u2019a fait valider des virements de 6 000 €. La banque refuse de me rembourser. Dois-je porter plainte ?',
    createdAt: at('2026-02-12'),
    expected: { rule: 'penal-plainte-delit', eventDate: '2026-02-05' },
  },
  {
    id: 'h19',
    title: 'Insultes dans un groupe WhatsApp',
    content:
      'Un voisin m\u2019a traité de tous les noms dans le groupe WhatsApp de la résidence (40 personnes) le 2 mars. Est-ce de l\u2019injure publique ?',
    createdAt: at('2026-03-05'),
    expected: { rule: 'penal-diffamation', eventDate: '2026-03-02' },
  },
  {
    id: 'h20',
    title: 'Permis suspendu par le préfet',
    content:
      'J\u2019ai reçu un arrêté préfectoral de suspension de permis de 4 mois notifié le 10 avril. Est-il possible de le contester devant le tribunal administratif ?',
    createdAt: at('2026-04-20'),
    expected: { rule: 'administratif-recours-contentieux', eventDate: '2026-04-10' },
  },
  {
    id: 'h21',
    title: 'Refus de la MDPH',
    content: 'La MDPH a refusé l\u2019AAH à mon fils par une décision reçue le 3 mars. Comment faire un recours ?',
    createdAt: at('2026-03-20'),
    expected: { rule: null },
  },
  {
    id: 'h22',
    title: 'CPAM refuse de reconnaître mon accident du travail',
    content: 'La CPAM m\u2019a notifié le 8 janvier un refus de prise en charge de mon accident du travail. Comment le contester ?',
    createdAt: at('2026-02-01'),
    expected: { rule: 'administratif-securite-sociale-cra', eventDate: '2026-01-08' },
  },
  {
    id: 'h23',
    title: 'Taxe foncière trop élevée',
    content: 'Ma taxe foncière 2025 a doublé, je pense qu\u2019il y a une erreur sur la surface. Jusqu\u2019à quand puis-je contester ?',
    createdAt: at('2026-01-10'),
    expected: { rule: 'fiscal-reclamation', eventDate: null },
  },
  {
    id: 'h24',
    title: 'Jugement du tribunal de proximité',
    content:
      'Le tribunal de proximité m\u2019a condamné à rembourser 8 000 € à mon ancien colocataire. J\u2019ai reçu la signification il y a 10 jours. Puis-je faire appel ?',
    createdAt: at('2026-04-15'),
    expected: { rule: 'procedure-appel-civil', eventDate: '2026-04-05' },
  },
  {
    id: 'h25',
    title: 'Injonction de payer d\u2019un opérateur',
    content:
      'J\u2019ai reçu par huissier une injonction de payer de 900 € pour un abonnement que j\u2019avais résilié. C\u2019était le 2 avril. Que faire ?',
    createdAt: at('2026-04-09'),
    expected: { rule: 'procedure-injonction-de-payer', eventDate: '2026-04-02' },
  },
  {
    id: 'h26',
    title: 'Succession acceptée ou pas ?',
    content: 'Mon oncle est décédé en décembre. Je suis son seul héritier mais il avait des dettes. Dois-je accepter ?',
    createdAt: at('2026-02-15'),
    expected: { rule: 'succession-option', eventDate: '2025-12-01' },
  },
  {
    id: 'h27',
    title: 'Infiltrations après travaux de toiture',
    content:
      'Le couvreur a terminé la réfection de la toiture le 20 octobre 2025 et depuis les premières pluies il y a des infiltrations. Il ne répond plus.',
    createdAt: at('2026-01-20'),
    expected: { rule: 'construction-parfait-achevement', eventDate: '2025-10-20' },
  },
  {
    id: 'h28',
    title: 'Mon voisin a construit un abri de jardin sans autorisation',
    content: 'Le voisin a monté un abri de 15 m² collé à ma clôture, sans déclaration en mairie je crois. Que puis-je faire ?',
    createdAt: at('2026-02-20'),
    expected: { rule: null },
  },
  {
    id: 'h29',
    title: 'Délai de prescription d\u2019un meurtre ?',
    content: 'Par curiosité, au bout de combien de temps un meurtre n\u2019est-il plus poursuivi en France ?',
    createdAt: at('2026-02-20'),
    expected: { rule: null },
  },
  {
    id: 'h30',
    title: 'Changement de prénom',
    content: 'Je voudrais changer de prénom, quelle est la procédure en mairie ?',
    createdAt: at('2026-02-20'),
    expected: { rule: null },
  },
  {
    id: 'h31',
    title: 'Naissance et reconnaissance',
    content: 'Notre fille est née le 2 février, nous ne sommes pas mariés. Le père doit-il la reconnaître en mairie ?',
    createdAt: at('2026-02-20'),
    expected: { rule: null },
  },
  {
    id: 'h32',
    title: 'Licenciement économique en cours',
    content: 'Mon entreprise va fermer et la direction a annoncé un plan de licenciement économique pour juin. Quels sont mes droits ?',
    createdAt: at('2026-03-01'),
    expected: { rule: null },
  },
  {
    id: 'h33',
    title: 'rétractation vente a distance',
    content: 'bonjour jai acheter un aspirateur sur cdiscount il est arriver il y a 3 jours mais il me plai pas, je peu le renvoyer ?',
    createdAt: at('2026-05-12'),
    expected: { rule: 'consommation-retractation-distance', eventDate: '2026-05-09' },
  },
  {
    id: 'h34',
    title: 'APPEL JUGEMENT PRUDHOMME',
    content: 'LE CONSEIL DES PRUDHOMMES M A DEBOUTE, JUGEMENT RECU LE 3 AVRIL. COMBIEN DE TEMPS POUR FAIRE APPEL ?',
    createdAt: at('2026-04-12'),
    expected: { rule: 'travail-appel-prudhommes', eventDate: '2026-04-03' },
  },
  {
    id: 'h35',
    title: 'Vice caché maison achetée',
    content:
      'Nous avons acheté une maison en 2023 et nous venons de découvrir, il y a un mois, que la charpente est attaquée par des termites, ce que les vendeurs savaient.',
    createdAt: at('2026-06-15'),
    expected: { rule: 'consommation-vices-caches', eventDate: '2026-05-15' },
  },
];

/** Written after the second freeze (after the fixes that HELD_OUT_SET's first run called for). */
export const HELD_OUT_SET_2: readonly LabelledQuestion[] = [
  {
    id: 'g01',
    title: 'Mise à pied conservatoire puis licenciement',
    content:
      'J\u2019ai été mis à pied à titre conservatoire le 2 mars puis licencié pour faute grave par lettre du 20 mars. Que puis-je faire ?',
    createdAt: at('2026-04-01'),
    expected: { rule: 'travail-licenciement', eventDate: '2026-03-20' },
  },
  {
    id: 'g02',
    title: 'Heures supplémentaires jamais payées depuis mon embauche',
    content: 'Embauché en 2021, je fais 45 heures par semaine payées 35. Puis-je réclamer le rappel sur toutes ces années ?',
    createdAt: at('2026-02-10'),
    expected: { rule: 'travail-salaires', eventDate: null },
  },
  {
    id: 'g03',
    title: 'Démission sous la pression',
    content: 'Mon chef m\u2019a poussé à démissionner le mois dernier, je le regrette. Puis-je revenir en arrière ?',
    createdAt: at('2026-02-10'),
    expected: { rule: null },
  },
  {
    id: 'g04',
    title: 'Colis jamais livré',
    content: 'J\u2019ai commandé des chaussures sur un site il y a 3 semaines, jamais reçues, le vendeur ne répond plus. Que faire ?',
    createdAt: at('2026-02-10'),
    expected: { rule: null },
  },
  {
    id: 'g05',
    title: 'Rétractation abonnement souscrit par téléphone',
    content: 'J\u2019ai souscrit par téléphone un contrat d\u2019énergie avec un nouveau fournisseur le 4 mai. Je veux me rétracter.',
    createdAt: at('2026-05-10'),
    expected: { rule: 'consommation-retractation-distance', eventDate: '2026-05-04' },
  },
  {
    id: 'g06',
    title: 'Ordinateur portable écran défectueux',
    content:
      'Acheté neuf le 10/09/2025 sur le site d\u2019une grande enseigne, l\u2019écran de mon ordinateur a des pixels morts depuis une semaine. Le vendeur parle de frais de réparation.',
    createdAt: at('2026-03-02'),
    expected: { rule: 'consommation-garantie-conformite', eventDate: '2025-09-10' },
  },
  {
    id: 'g07',
    title: 'PROPRIO NE REND PAS LE DEPOT DE GARANTIE',
    content: 'ETAT DES LIEUX DE SORTIE FAIT LE 15 FEVRIER SANS AUCUNE RESERVE, 2 MOIS APRES TOUJOURS RIEN',
    createdAt: at('2026-04-20'),
    expected: { rule: 'logement-depot-de-garantie', eventDate: '2026-02-15' },
  },
  {
    id: 'g08',
    title: 'Préavis réduit pour perte d\u2019emploi ?',
    content:
      'J\u2019ai perdu mon emploi et je dois rendre mon appartement. Ma lettre de résiliation est partie en recommandé le 6 janvier, le propriétaire l\u2019a reçue le 8. Préavis d\u2019un mois ?',
    createdAt: at('2026-01-12'),
    expected: { rule: 'logement-preavis-locataire', eventDate: '2026-01-08' },
  },
  {
    id: 'g09',
    title: 'Charges de copropriété anciennes',
    content: 'Je suis copropriétaire, le syndic me réclame des charges de 2019. Est-ce prescrit ?',
    createdAt: at('2026-02-10'),
    expected: { rule: null },
  },
  {
    id: 'g10',
    title: 'Contester un commandement de payer',
    content: 'Commandement de payer reçu le 12 mars pour des loyers que j\u2019ai déjà réglés. Que faire ?',
    createdAt: at('2026-03-14'),
    expected: { rule: 'logement-commandement-de-payer', eventDate: '2026-03-12' },
  },
  {
    id: 'g11',
    title: 'JAF : droit de visite refusé, appel ?',
    content: 'Par ordonnance du 5 décembre, le JAF a refusé d\u2019élargir mon droit de visite. Je souhaite contester cette décision.',
    createdAt: at('2025-12-20'),
    expected: { rule: 'famille-appel-jaf', eventDate: '2025-12-05' },
  },
  {
    id: 'g12',
    title: 'Pension alimentaire : mon ex ne paie que la moitié',
    content: 'Depuis janvier, mon ex ne verse que 150 € au lieu des 300 € fixés par le jugement. Que faire ?',
    createdAt: at('2026-04-10'),
    expected: { rule: 'famille-pension-alimentaire-impayee', eventDate: '2026-01-01' },
  },
  {
    id: 'g13',
    title: 'Stationnement : FPS à Paris',
    content: 'J\u2019ai eu un FPS de 50 € rue de Rivoli, l\u2019horodateur était en panne. Avis reçu il y a 12 jours.',
    createdAt: at('2026-02-20'),
    expected: { rule: 'penal-forfait-post-stationnement', eventDate: '2026-02-08' },
  },
  {
    id: 'g14',
    title: 'Plainte pour violences conjugales',
    content: 'Mon ex-compagnon m\u2019a frappée il y a deux ans, je n\u2019avais pas osé porter plainte. Est-ce encore possible ?',
    createdAt: at('2026-03-01'),
    expected: { rule: 'penal-plainte-delit', eventDate: '2024-03-01' },
  },
  {
    id: 'g15',
    title: 'Article mensonger sur un blog',
    content: 'Un blog publie depuis le 3 janvier des accusations mensongères contre mon entreprise. Que faire et dans quel délai ?',
    createdAt: at('2026-02-01'),
    expected: { rule: 'penal-diffamation', eventDate: '2026-01-03' },
  },
  {
    id: 'g16',
    title: 'Refus de naturalisation',
    content: 'Ma demande de naturalisation a été rejetée par une décision du 15 février. Je veux la contester.',
    createdAt: at('2026-03-05'),
    expected: { rule: 'administratif-recours-contentieux', eventDate: '2026-02-15' },
  },
  {
    id: 'g17',
    title: 'Redressement URSSAF auto-entrepreneur',
    content:
      'L\u2019URSSAF m\u2019a envoyé une mise en demeure le 20 janvier pour des cotisations que j\u2019ai déjà payées. Comment contester ?',
    createdAt: at('2026-02-03'),
    expected: { rule: 'administratif-securite-sociale-cra', eventDate: '2026-01-20' },
  },
  {
    id: 'g18',
    title: 'Impôt sur le revenu : erreur de quotient familial',
    content:
      'Ma fille n\u2019a pas été comptée dans le quotient familial sur l\u2019avis reçu cet été (impôt 2025). Je peux encore réclamer ?',
    createdAt: at('2026-01-15'),
    expected: { rule: 'fiscal-reclamation', eventDate: null },
  },
  {
    id: 'g19',
    title: 'Jugement tribunal de commerce, appel',
    content:
      'Notre SARL a été condamnée par le tribunal de commerce le 3 février, le jugement nous a été signifié le 10 février. Quel délai pour l\u2019appel ?',
    createdAt: at('2026-02-20'),
    expected: { rule: 'procedure-appel-civil', eventDate: '2026-02-10' },
  },
  {
    id: 'g20',
    title: 'Saisie sur salaire',
    content: 'Un créancier a obtenu une saisie sur mon salaire, mon employeur a reçu l\u2019acte hier. Puis-je contester ?',
    createdAt: at('2026-02-20'),
    expected: { rule: null },
  },
  {
    id: 'g21',
    title: 'Héritage : délai pour payer les droits',
    content:
      'Mon père est décédé en octobre 2025, le notaire dit qu\u2019il faut payer les droits de succession rapidement. Quel est le délai ?',
    createdAt: at('2026-01-10'),
    expected: { rule: 'succession-declaration', eventDate: '2025-10-01' },
  },
  {
    id: 'g22',
    title: 'Dalle fissurée, maison livrée en 2018',
    content:
      'Notre maison a été réceptionnée en juin 2018 et la dalle du garage se fissure gravement. Le constructeur parle de simple retrait du béton. Garantie décennale ?',
    createdAt: at('2026-03-01'),
    expected: { rule: 'construction-decennale', eventDate: '2018-06-01' },
  },
  {
    id: 'g23',
    title: 'Arrêt maladie et congés payés',
    content: 'Est-ce que je cumule des congés payés pendant mon arrêt maladie de 3 mois ?',
    createdAt: at('2026-03-01'),
    expected: { rule: null },
  },
  {
    id: 'g24',
    title: 'Location saisonnière annulée',
    content:
      'Mon propriétaire de location de vacances a annulé la réservation prévue pour le 10 juillet. Il refuse de me rendre l\u2019acompte.',
    createdAt: at('2026-06-01'),
    expected: { rule: null },
  },
  {
    id: 'g25',
    title: 'Vitesse : combien de points ?',
    content: 'Combien de points perd-on pour un excès de vitesse de 25 km/h sur autoroute ?',
    createdAt: at('2026-03-01'),
    expected: { rule: null },
  },
];

/**
 * Written before the start-event rules (reception, first presentation, notification) and the dismissal fix were
 * made, and never tuned on: its first run is the honest estimate (see desk-deadlines.md). Dates label the event the
 * rule starts from, not merely the first date of the text.
 */
export const HELD_OUT_SET_3: readonly LabelledQuestion[] = [
  {
    id: 'k01',
    title: 'Lettre de licenciement reçue deux jours après',
    content:
      'Ma lettre de licenciement est datée du 3 novembre mais le facteur me l\u2019a présentée le 5 novembre. Je veux contester, à partir de quand compte le délai ?',
    createdAt: at('2026-11-20'),
    expected: { rule: 'travail-licenciement', eventDate: '2026-11-05' },
  },
  {
    id: 'k02',
    title: 'Licencié, mon numéro de sécurité sociale est faux sur l\u2019attestation',
    content:
      'J\u2019ai été licencié le 12 octobre pour faute. Sur l\u2019attestation France Travail mon numéro de sécurité sociale est erroné. Je veux aussi contester le licenciement.',
    createdAt: at('2026-11-02'),
    expected: { rule: 'travail-licenciement', eventDate: '2026-10-12' },
  },
  {
    id: 'k03',
    title: 'Recommandé de licenciement retiré à la poste',
    content:
      'Le recommandé m\u2019a été présenté le 2 septembre, j\u2019étais absent, je l\u2019ai retiré à la poste le 9 septembre. C\u2019est mon licenciement pour motif économique. Je conteste.',
    createdAt: at('2026-09-20'),
    expected: { rule: 'travail-licenciement', eventDate: '2026-09-02' },
  },
  {
    id: 'k04',
    title: 'Viré après 10 ans',
    content:
      'On m\u2019a viré le 1er juillet, lettre recommandée reçue le 4 juillet. Mon employeur parle de faute grave alors que je n\u2019ai jamais eu de remarque.',
    createdAt: at('2026-08-01'),
    expected: { rule: 'travail-licenciement', eventDate: '2026-07-04' },
  },
  {
    id: 'k05',
    title: 'Licenciement pour inaptitude',
    content:
      'Licenciée pour inaptitude, la lettre datée du 15 mai 2026 est arrivée le 18 mai. Le médecin du travail n\u2019a fait qu\u2019une visite. Ma carte vitale et mon numéro de sécu sont mentionnés, est-ce normal ?',
    createdAt: at('2026-06-10'),
    expected: { rule: 'travail-licenciement', eventDate: '2026-05-18' },
  },
  {
    id: 'k06',
    title: 'Mon employeur veut me licencier',
    content: 'Mon chef dit qu\u2019il va me licencier si je refuse la mutation. Il m\u2019a convoqué à un entretien le 2 décembre.',
    createdAt: at('2026-11-25'),
    expected: { rule: null },
  },
  {
    id: 'k07',
    title: 'Rupture conventionnelle signée, je regrette',
    content:
      'Nous avons signé la rupture conventionnelle le 6 octobre. J\u2019ai changé d\u2019avis, comment me rétracter et jusqu\u2019à quand ?',
    createdAt: at('2026-10-12'),
    expected: { rule: 'travail-rupture-conventionnelle-retractation', eventDate: '2026-10-06' },
  },
  {
    id: 'k08',
    title: 'Salaire de septembre jamais payé',
    content: 'Mon employeur ne m\u2019a pas payé mon salaire de septembre, il devait être versé le 30 septembre 2026. Que faire ?',
    createdAt: at('2026-11-10'),
    expected: { rule: 'travail-salaires', eventDate: '2026-09-30' },
  },
  {
    id: 'k09',
    title: 'Avertissement injustifié',
    content:
      'J\u2019ai reçu un avertissement de mon employeur par lettre remise en main propre le 14 octobre pour des retards que je conteste.',
    createdAt: at('2026-11-01'),
    expected: { rule: 'travail-sanction-disciplinaire', eventDate: '2026-10-14' },
  },
  {
    id: 'k10',
    title: 'Solde de tout compte signé trop vite',
    content:
      'J\u2019ai signé mon solde de tout compte le 20 juillet sans vérifier, il manque des heures supplémentaires. Puis-je le dénoncer ?',
    createdAt: at('2026-09-01'),
    expected: { rule: 'travail-solde-de-tout-compte', eventDate: '2026-07-20' },
  },
  {
    id: 'k11',
    title: 'Jugement des prud\u2019hommes défavorable',
    content:
      'Le conseil de prud\u2019hommes a rendu son jugement le 10 septembre, il m\u2019a été notifié le 24 septembre. Je veux faire appel.',
    createdAt: at('2026-10-05'),
    expected: { rule: 'travail-appel-prudhommes', eventDate: '2026-09-24' },
  },
  {
    id: 'k12',
    title: 'Aspirateur commandé en ligne',
    content:
      'J\u2019ai commandé un aspirateur sur un site internet le 2 novembre, livré le 6 novembre. Il ne me plaît pas, je veux me rétracter.',
    createdAt: at('2026-11-12'),
    expected: { rule: 'consommation-retractation-distance', eventDate: '2026-11-06' },
  },
  {
    id: 'k13',
    title: 'Démarchage à domicile pour des fenêtres',
    content: 'Un commercial est venu chez moi le 3 octobre et j\u2019ai signé un bon de commande pour des fenêtres. Je voudrais annuler.',
    createdAt: at('2026-10-09'),
    expected: { rule: 'consommation-retractation-distance', eventDate: '2026-10-03' },
  },
  {
    id: 'k14',
    title: 'Cuisine achetée à la foire de Paris',
    content: 'J\u2019ai signé pour une cuisine à la foire le 1er mai, je veux me rétracter, le vendeur refuse.',
    createdAt: at('2026-05-05'),
    expected: { rule: null },
  },
  {
    id: 'k15',
    title: 'Lave-linge en panne après 14 mois',
    content:
      'Mon lave-linge acheté neuf en magasin a été livré le 12 septembre 2025 et il est en panne. Le vendeur me renvoie vers le fabricant.',
    createdAt: at('2026-11-15'),
    expected: { rule: 'consommation-garantie-conformite', eventDate: '2025-09-12' },
  },
  {
    id: 'k16',
    title: 'Voiture d\u2019occasion : vice caché',
    content:
      'Voiture achetée à un particulier en mars. Le garagiste a découvert le 8 octobre que le moteur avait été maquillé. Vice caché ?',
    createdAt: at('2026-10-20'),
    expected: { rule: 'consommation-vices-caches', eventDate: '2026-10-08' },
  },
  {
    id: 'k17',
    title: 'Crédit auto, je veux renoncer',
    content: 'J\u2019ai accepté une offre de crédit pour une voiture le 4 novembre. Je veux finalement me rétracter, est-ce possible ?',
    createdAt: at('2026-11-09'),
    expected: { rule: 'consommation-credit-retractation', eventDate: '2026-11-04' },
  },
  {
    id: 'k18',
    title: 'Préavis pour mon appartement vide',
    content:
      'J\u2019ai envoyé ma lettre de congé en recommandé le 2 octobre, mon propriétaire l\u2019a reçue le 5 octobre. L\u2019appartement est vide, hors zone tendue. Quand se termine mon préavis ?',
    createdAt: at('2026-10-10'),
    expected: { rule: 'logement-preavis-locataire', eventDate: '2026-10-05' },
  },
  {
    id: 'k19',
    title: 'Préavis studio meublé',
    content: 'Je loue un studio meublé. Lettre de préavis remise en main propre au propriétaire le 15 octobre. Combien de temps ?',
    createdAt: at('2026-10-20'),
    expected: { rule: 'logement-preavis-locataire', eventDate: '2026-10-15' },
  },
  {
    id: 'k20',
    title: 'Caution toujours pas rendue',
    content:
      'J\u2019ai rendu les clés le 31 août, l\u2019état des lieux de sortie était identique à l\u2019entrée. Le propriétaire ne me rend pas ma caution.',
    createdAt: at('2026-10-15'),
    expected: { rule: 'logement-depot-de-garantie', eventDate: '2026-08-31' },
  },
  {
    id: 'k21',
    title: 'Commandement de payer reçu',
    content:
      'Un commissaire de justice m\u2019a délivré un commandement de payer le 22 octobre pour 3 mois de loyer en retard. Combien de temps ai-je ?',
    createdAt: at('2026-10-28'),
    expected: { rule: 'logement-commandement-de-payer', eventDate: '2026-10-22' },
  },
  {
    id: 'k22',
    title: 'Régularisation des charges énorme',
    content: 'Mon bailleur me réclame 900 euros de régularisation des charges pour 2023, courrier reçu le 3 novembre. Peut-il encore ?',
    createdAt: at('2026-11-10'),
    expected: { rule: 'logement-charges', eventDate: '2026-11-03' },
  },
  {
    id: 'k23',
    title: 'Propriétaire qui vend, il me donne congé',
    content: 'Mon propriétaire m\u2019a donné congé pour vente le 1er juin, que puis-je faire ?',
    createdAt: at('2026-06-15'),
    expected: { rule: null },
  },
  {
    id: 'k24',
    title: 'Jugement du JAF sur la résidence',
    content:
      'Le juge aux affaires familiales a rendu sa décision le 5 octobre, le jugement m\u2019a été signifié par commissaire de justice le 19 octobre. Je veux faire appel.',
    createdAt: at('2026-10-25'),
    expected: { rule: 'famille-appel-jaf', eventDate: '2026-10-19' },
  },
  {
    id: 'k25',
    title: 'Pension alimentaire non versée',
    content: 'Mon ex ne verse plus la pension alimentaire depuis janvier 2026. Puis-je récupérer les mois impayés ?',
    createdAt: at('2026-11-01'),
    expected: { rule: 'famille-pension-alimentaire-impayee', eventDate: '2026-01-01' },
  },
  {
    id: 'k26',
    title: 'Garde alternée : comment ça marche ?',
    content: 'Nous nous séparons, comment se décide la garde alternée des enfants ?',
    createdAt: at('2026-11-01'),
    expected: { rule: null },
  },
  {
    id: 'k27',
    title: 'Amende radar contestable',
    content:
      'J\u2019ai reçu un avis de contravention le 10 novembre pour un excès de vitesse, ce n\u2019était pas moi qui conduisais. Comment contester l\u2019amende ?',
    createdAt: at('2026-11-14'),
    expected: { rule: 'penal-amende-forfaitaire', eventDate: '2026-11-10' },
  },
  {
    id: 'k28',
    title: 'Amende majorée sans avoir reçu la première',
    content: 'Je viens de recevoir une amende majorée, envoyée le 2 novembre, alors que je n\u2019ai jamais reçu l\u2019avis initial.',
    createdAt: at('2026-11-08'),
    expected: { rule: 'penal-amende-majoree', eventDate: '2026-11-02' },
  },
  {
    id: 'k29',
    title: 'FPS stationnement injuste',
    content:
      'Forfait post-stationnement reçu le 3 novembre alors que j\u2019avais payé mon ticket avec l\u2019application. Comment contester ?',
    createdAt: at('2026-11-06'),
    expected: { rule: 'penal-forfait-post-stationnement', eventDate: '2026-11-03' },
  },
  {
    id: 'k30',
    title: 'Vol de mon vélo, porter plainte ?',
    content: 'On m\u2019a volé mon vélo électrique le 20 octobre devant la gare. Est-ce que ça vaut le coup de porter plainte ?',
    createdAt: at('2026-10-25'),
    expected: { rule: 'penal-plainte-delit', eventDate: '2026-10-20' },
  },
  {
    id: 'k31',
    title: 'Diffamation sur Facebook',
    content:
      'Une voisine a publié le 1er octobre sur Facebook un message disant que je maltraite mon chien, c\u2019est faux. Puis-je porter plainte pour diffamation ?',
    createdAt: at('2026-10-20'),
    expected: { rule: 'penal-diffamation', eventDate: '2026-10-01' },
  },
  {
    id: 'k32',
    title: 'Condamné par le tribunal correctionnel',
    content: 'J\u2019ai été condamné par le tribunal correctionnel le 4 novembre à 6 mois avec sursis. Je veux faire appel du jugement.',
    createdAt: at('2026-11-06'),
    expected: { rule: 'penal-appel-correctionnel', eventDate: '2026-11-04' },
  },
  {
    id: 'k33',
    title: 'Refus de permis de construire par la mairie',
    content:
      'La mairie m\u2019a refusé mon permis de construire, décision datée du 2 octobre, reçue par courrier le 7 octobre. Je veux aller au tribunal administratif.',
    createdAt: at('2026-10-20'),
    expected: { rule: 'administratif-recours-contentieux', eventDate: '2026-10-07' },
  },
  {
    id: 'k34',
    title: 'Permis de construire du voisin',
    content:
      'Le panneau du permis de construire de mon voisin est affiché sur son terrain depuis le 15 septembre. Je veux contester ce permis, il va me boucher la vue.',
    createdAt: at('2026-10-01'),
    expected: { rule: 'administratif-permis-de-construire-tiers', eventDate: '2026-09-15' },
  },
  {
    id: 'k35',
    title: 'CPAM refuse mes indemnités journalières',
    content:
      'La CPAM m\u2019a notifié le 9 octobre un refus d\u2019indemnités journalières. Comment saisir la commission de recours amiable ?',
    createdAt: at('2026-10-20'),
    expected: { rule: 'administratif-securite-sociale-cra', eventDate: '2026-10-09' },
  },
  {
    id: 'k36',
    title: 'Numéro de sécurité sociale de mon enfant',
    content: 'Comment obtenir un numéro de sécurité sociale pour mon enfant né à l\u2019étranger ?',
    createdAt: at('2026-10-20'),
    expected: { rule: null },
  },
  {
    id: 'k37',
    title: 'Erreur sur mon avis d\u2019impôt sur le revenu',
    content:
      'Mon avis d\u2019impôt sur le revenu 2025 reçu le 25 juillet 2025 compte deux fois un revenu. Jusqu\u2019à quand puis-je faire une réclamation ?',
    createdAt: at('2026-11-01'),
    expected: { rule: 'fiscal-reclamation', eventDate: '2025-07-25' },
  },
  {
    id: 'k38',
    title: 'Proposition de rectification du fisc',
    content:
      'J\u2019ai reçu une proposition de rectification, le recommandé a été présenté le 3 novembre. Combien de temps pour répondre ?',
    createdAt: at('2026-11-10'),
    expected: { rule: 'fiscal-proposition-de-rectification', eventDate: '2026-11-03' },
  },
  {
    id: 'k39',
    title: 'Jugement du tribunal judiciaire',
    content:
      'Le tribunal judiciaire m\u2019a condamné à payer 8 000 euros. Le jugement m\u2019a été signifié le 28 octobre. Puis-je faire appel ?',
    createdAt: at('2026-11-05'),
    expected: { rule: 'procedure-appel-civil', eventDate: '2026-10-28' },
  },
  {
    id: 'k40',
    title: 'Ordonnance de référé',
    content: 'Ordonnance de référé rendue contre moi, signifiée le 2 novembre. Je veux faire appel de cette ordonnance de référé.',
    createdAt: at('2026-11-06'),
    expected: { rule: 'procedure-appel-refere', eventDate: '2026-11-02' },
  },
  {
    id: 'k41',
    title: 'Injonction de payer reçue',
    content:
      'Un commissaire de justice m\u2019a signifié une ordonnance d\u2019injonction de payer le 30 octobre pour une facture que je conteste.',
    createdAt: at('2026-11-04'),
    expected: { rule: 'procedure-injonction-de-payer', eventDate: '2026-10-30' },
  },
  {
    id: 'k42',
    title: 'Pourvoi en cassation',
    content: 'L\u2019arrêt de la cour d\u2019appel m\u2019a été signifié le 15 octobre. Je veux former un pourvoi en cassation.',
    createdAt: at('2026-11-01'),
    expected: { rule: 'procedure-pourvoi-cassation', eventDate: '2026-10-15' },
  },
  {
    id: 'k43',
    title: 'Compte bancaire saisi',
    content:
      'Mon compte a été bloqué, la saisie-attribution m\u2019a été dénoncée le 6 novembre par commissaire de justice. Je conteste la dette.',
    createdAt: at('2026-11-09'),
    expected: { rule: 'procedure-saisie-attribution', eventDate: '2026-11-06' },
  },
  {
    id: 'k44',
    title: 'Prêt à un ami jamais remboursé',
    content: 'J\u2019ai prêté 3 000 euros à un ami qui devait me rembourser le 1er mars 2024. Il ne répond plus.',
    createdAt: at('2026-11-01'),
    expected: { rule: 'procedure-dette-entre-particuliers', eventDate: '2024-03-01' },
  },
  {
    id: 'k45',
    title: 'Accepter ou refuser l\u2019héritage de mon père',
    content: 'Mon père est décédé le 12 septembre. Il avait des dettes, je ne sais pas si je dois accepter la succession.',
    createdAt: at('2026-10-01'),
    expected: { rule: 'succession-option', eventDate: '2026-09-12' },
  },
  {
    id: 'k46',
    title: 'Déclaration de succession',
    content: 'Ma mère est décédée le 3 juin. Avant quand faut-il déposer la déclaration de succession aux impôts ?',
    createdAt: at('2026-08-01'),
    expected: { rule: 'succession-declaration', eventDate: '2026-06-03' },
  },
  {
    id: 'k47',
    title: 'Fissures après travaux, parfait achèvement',
    content:
      'Les travaux de notre extension ont été réceptionnés le 10 avril 2026 et des fissures apparaissent. Garantie de parfait achèvement ?',
    createdAt: at('2026-10-01'),
    expected: { rule: 'construction-parfait-achevement', eventDate: '2026-04-10' },
  },
  {
    id: 'k48',
    title: 'Infiltrations dans la maison neuve',
    content:
      'Maison réceptionnée le 2 février 2019, infiltrations importantes dans la toiture. Le constructeur ne répond plus. Garantie décennale ?',
    createdAt: at('2026-10-01'),
    expected: { rule: 'construction-decennale', eventDate: '2019-02-02' },
  },
  {
    id: 'k49',
    title: 'Bruit du voisin la nuit',
    content: 'Mon voisin fait la fête tous les week-ends jusqu\u2019à 4 h, depuis le 1er septembre. Quels recours ?',
    createdAt: at('2026-10-01'),
    expected: { rule: null },
  },
  {
    id: 'k50',
    title: 'Changer de nom de famille',
    content: 'Je voudrais porter le nom de ma mère, quelle est la procédure ?',
    createdAt: at('2026-10-01'),
    expected: { rule: null },
  },
  {
    id: 'k51',
    title: 'Mon employeur peut-il lire mes mails ?',
    content: 'Mon employeur consulte ma messagerie professionnelle depuis le 3 octobre. Est-ce légal ?',
    createdAt: at('2026-10-20'),
    expected: { rule: null },
  },
  {
    id: 'k52',
    title: 'Création d\u2019une SAS',
    content: 'Quel capital minimum pour créer une SAS avec un associé ? Nous voulons démarrer le 1er janvier.',
    createdAt: at('2026-10-20'),
    expected: { rule: null },
  },
  {
    id: 'k53',
    title: 'Licenciement : la lettre arrivée en retard',
    content:
      'Je suis licenciée. La lettre recommandée a été envoyée le 28 septembre mais première présentation le 1er octobre. Le délai de contestation part de quand ?',
    createdAt: at('2026-10-10'),
    expected: { rule: 'travail-licenciement', eventDate: '2026-10-01' },
  },
  {
    id: 'k54',
    title: 'Télé achetée sur internet, écran cassé à la livraison',
    content: 'Télévision commandée en ligne le 1er novembre, colis reçu le 4 novembre, écran fissuré. Je veux la renvoyer.',
    createdAt: at('2026-11-06'),
    expected: { rule: 'consommation-retractation-distance', eventDate: '2026-11-04' },
  },
  {
    id: 'k55',
    title: 'Décision de la CAF',
    content: 'La CAF me réclame un trop-perçu de 2 000 euros, le courrier daté du 20 octobre est arrivé le 24 octobre. Comment contester ?',
    createdAt: at('2026-11-02'),
    expected: { rule: 'administratif-securite-sociale-cra', eventDate: '2026-10-24' },
  },
  {
    id: 'k56',
    title: 'Mutation refusée dans la fonction publique',
    content: 'Ma demande de mutation a été rejetée par arrêté notifié le 2 novembre. Je veux faire un recours gracieux.',
    createdAt: at('2026-11-10'),
    expected: { rule: 'administratif-recours-gracieux', eventDate: '2026-11-02' },
  },
  {
    id: 'k57',
    title: 'Licenciement et sécurité sociale',
    content:
      'Licencié le 2 octobre pendant un arrêt maladie, la sécurité sociale me verse encore des indemnités. Puis-je contester mon licenciement ?',
    createdAt: at('2026-11-01'),
    expected: { rule: 'travail-licenciement', eventDate: '2026-10-02' },
  },
  {
    id: 'k58',
    title: 'Divorce par consentement mutuel, durée',
    content: 'Combien de temps dure un divorce par consentement mutuel avec deux avocats ?',
    createdAt: at('2026-11-01'),
    expected: { rule: null },
  },
  {
    id: 'k59',
    title: 'Heures supplémentaires non payées depuis 2024',
    content: 'Mes heures supplémentaires ne sont pas payées depuis janvier 2024, mon employeur refuse. Que puis-je réclamer ?',
    createdAt: at('2026-11-01'),
    expected: { rule: 'travail-salaires', eventDate: '2024-01-01' },
  },
  {
    id: 'k60',
    title: 'Retrait de permis après contrôle',
    content: 'Mon permis a été suspendu par le préfet après un contrôle d\u2019alcoolémie, est-ce que je peux conduire pour le travail ?',
    createdAt: at('2026-11-01'),
    expected: { rule: null },
  },
];
