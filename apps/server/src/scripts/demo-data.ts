// French texts of the demo forum. Each scenario is a whole question (title + body) with a few slots, so
// every combination reads naturally; answers are written per category, follow-ups are generic.

export interface Scenario {
  title: string;
  content: string;
}

/** Slot values; `{name}` in a scenario is replaced by one of them (chosen by the seed's random source). */
export const SLOTS: Record<string, string[]> = {
  duree: ['deux ans', 'trois ans', 'cinq ans', 'huit ans', 'douze ans', 'dix-huit mois'],
  montant: ['850 €', '1 200 €', '2 400 €', '3 500 €', '5 000 €', '12 000 €'],
  ville: ['Lyon', 'Bordeaux', 'Lille', 'Nantes', 'Marseille', 'Toulouse', 'Rennes', 'Strasbourg', 'Montpellier', 'Grenoble'],
  delai: ['trois semaines', 'un mois', 'deux mois', 'quinze jours', 'six semaines'],
  proche: ['mon père', 'ma mère', 'ma tante', 'mon oncle', 'ma grand-mère'],
  enfants: ['un enfant de 6 ans', 'deux enfants de 8 et 11 ans', 'une fille de 4 ans', 'trois enfants'],
  bien: ['un lave-linge', 'un ordinateur portable', 'un canapé', 'un téléphone', 'une voiture d\u2019occasion'],
};

export const SCENARIOS: Record<string, Scenario[]> = {
  famille: [
    {
      title: 'Garde alternée refusée par mon ex-conjoint',
      content:
        'Bonjour, nous sommes séparés depuis {duree} et avons {enfants}. Je souhaite une garde alternée mais mon ex-conjoint s\u2019y oppose. Le juge peut-il l\u2019imposer et quels éléments dois-je apporter ?',
    },
    {
      title: 'Pension alimentaire impayée depuis plusieurs mois',
      content:
        'Mon ex-mari ne verse plus la pension alimentaire fixée par le jugement de divorce depuis {delai}. Elle s\u2019élève à {montant} au total. Quels recours ai-je pour récupérer ces sommes ?',
    },
    {
      title: 'Succession : un héritier bloque la vente de la maison',
      content:
        'Au décès de {proche}, nous avons hérité d\u2019une maison près de {ville} avec mes deux frères. L\u2019un d\u2019eux refuse de vendre et ne paie pas sa part des charges. Comment sortir de cette indivision ?',
    },
    {
      title: 'Divorce par consentement mutuel : combien de temps ?',
      content:
        'Mariés depuis {duree}, nous sommes d\u2019accord pour divorcer. Faut-il chacun un avocat, et combien de temps dure la procédure sans passer devant le juge ?',
    },
    {
      title: 'Rupture de PACS et partage du logement acheté ensemble',
      content:
        'Nous avons acheté un appartement à {ville} pendant notre PACS, à parts égales. Mon partenaire veut rompre et rester dans le logement. Comment se calcule ce qu\u2019il doit me verser ?',
    },
    {
      title: 'Droit de visite des grands-parents',
      content:
        'Depuis la séparation de mon fils, sa compagne nous empêche de voir notre petite-fille. Avons-nous un droit de visite en tant que grands-parents et comment le faire valoir ?',
    },
  ],
  travail: [
    {
      title: 'Licenciement pour faute grave après {duree} d\u2019ancienneté',
      content:
        'J\u2019ai été licencié pour faute grave après {duree} dans mon entreprise, pour un retard que je conteste. Je n\u2019ai touché ni préavis ni indemnité. Puis-je contester ce licenciement aux prud\u2019hommes ?',
    },
    {
      title: 'Heures supplémentaires jamais payées',
      content:
        'Je travaille régulièrement 45 heures par semaine depuis {duree} mais mon bulletin de salaire n\u2019en mentionne que 35. J\u2019estime la somme due à {montant}. Comment prouver ces heures et jusqu\u2019où puis-je remonter ?',
    },
    {
      title: 'Rupture conventionnelle refusée par l\u2019employeur',
      content:
        'Je souhaite quitter mon poste à {ville} et j\u2019ai demandé une rupture conventionnelle, que mon employeur refuse. Ai-je d\u2019autres options qu\u2019une démission pour toucher le chômage ?',
    },
    {
      title: 'Harcèlement moral de la part de mon manager',
      content:
        'Depuis {delai}, mon responsable me dénigre devant l\u2019équipe et me retire mes dossiers. Je suis en arrêt maladie. Quelles démarches entreprendre et comment constituer des preuves ?',
    },
    {
      title: 'Clause de non-concurrence sans contrepartie',
      content:
        'Mon contrat contient une clause de non-concurrence de deux ans sur toute la région, sans aucune contrepartie financière. Je viens de démissionner : suis-je tenu de la respecter ?',
    },
    {
      title: 'Période d\u2019essai rompue le dernier jour',
      content:
        'Mon employeur a mis fin à ma période d\u2019essai la veille de son terme, sans explication, par un simple courriel. Le délai de prévenance n\u2019a pas été respecté. Est-ce régulier ?',
    },
  ],
  'immobilier-logement': [
    {
      title: 'Dépôt de garantie non restitué après {delai}',
      content:
        'J\u2019ai quitté mon appartement à {ville} il y a {delai}. L\u2019état des lieux de sortie était identique à celui d\u2019entrée, mais le propriétaire garde mon dépôt de garantie de {montant}. Que faire ?',
    },
    {
      title: 'Augmentation de loyer en cours de bail',
      content:
        'Mon propriétaire m\u2019annonce une hausse de loyer de 15 % à compter du mois prochain, alors que mon bail court encore. A-t-il le droit et comment vérifier l\u2019indexation ?',
    },
    {
      title: 'Logement insalubre : moisissures et humidité',
      content:
        'Mon appartement présente de fortes moisissures depuis l\u2019hiver et mes enfants y tombent souvent malades. Le bailleur ne fait rien malgré mes courriers. Puis-je suspendre le paiement des loyers ?',
    },
    {
      title: 'Congé pour vente donné par le propriétaire',
      content:
        'Je loue à {ville} depuis {duree} et je reçois un congé pour vente. Ai-je un droit de préemption et dans quel délai dois-je me prononcer ?',
    },
    {
      title: 'Charges de copropriété contestées',
      content:
        'Le syndic me réclame {montant} de travaux votés en assemblée générale alors que je n\u2019ai pas reçu la convocation. Puis-je contester cette décision et dans quel délai ?',
    },
    {
      title: 'Vice caché découvert après l\u2019achat d\u2019une maison',
      content:
        'Nous avons acheté une maison il y a {delai} et découvert une infiltration masquée par des travaux récents du vendeur. L\u2019acte contient une clause d\u2019exclusion de garantie. Avons-nous un recours ?',
    },
  ],
  consommation: [
    {
      title: 'Produit défectueux : le vendeur refuse la garantie',
      content:
        'J\u2019ai acheté {bien} il y a {delai} pour {montant}. Il est tombé en panne et le vendeur me renvoie vers le fabricant. La garantie légale de conformité ne s\u2019applique-t-elle pas au vendeur ?',
    },
    {
      title: 'Résiliation d\u2019un abonnement impossible',
      content:
        'Je tente de résilier mon abonnement de salle de sport depuis {delai} ; le club exige un courrier recommandé puis refuse ma demande pour un motif de forme. Quels sont mes droits ?',
    },
    {
      title: 'Achat en ligne jamais livré',
      content:
        'J\u2019ai commandé {bien} sur un site internet, payé {montant}, et rien n\u2019est arrivé après {delai}. Le service client ne répond plus. Comment me faire rembourser ?',
    },
    {
      title: 'Démarchage à domicile et droit de rétractation',
      content:
        'Un commercial a fait signer à {proche} un contrat d\u2019isolation pour {montant}. Le délai de rétractation est-il encore ouvert et comment l\u2019exercer ?',
    },
    {
      title: 'Crédit à la consommation : frais cachés',
      content:
        'Je découvre sur mon relevé des frais d\u2019assurance que je n\u2019ai jamais acceptés pour un crédit de {montant}. Puis-je en demander le remboursement à l\u2019organisme prêteur ?',
    },
    {
      title: 'Garage : réparation facturée sans devis',
      content:
        'Mon garagiste a réalisé des réparations pour {montant} sans m\u2019avoir soumis de devis et refuse de me rendre le véhicule avant paiement. Est-ce légal ?',
    },
  ],
  penal: [
    {
      title: 'Porter plainte pour escroquerie en ligne',
      content:
        'J\u2019ai été victime d\u2019une escroquerie sur un site de petites annonces, pour {montant}. Faut-il porter plainte au commissariat ou en ligne, et ai-je une chance d\u2019être remboursé ?',
    },
    {
      title: 'Convocation en audition libre : dois-je venir avec un avocat ?',
      content:
        'Je suis convoqué au commissariat de {ville} en audition libre dans {delai}, au sujet d\u2019un accident de la circulation. Puis-je être assisté d\u2019un avocat et que risque-t-on ?',
    },
    {
      title: 'Effacement d\u2019une condamnation du casier judiciaire',
      content:
        'J\u2019ai été condamné il y a {duree} à une amende pour conduite sans permis. Cela figure au bulletin n° 2 et me bloque pour un emploi. Comment demander l\u2019effacement ?',
    },
    {
      title: 'Menaces répétées d\u2019un voisin',
      content:
        'Mon voisin me menace verbalement depuis {delai} et a dégradé ma voiture. J\u2019ai déposé une main courante. Quelle est la différence avec une plainte et que faire maintenant ?',
    },
    {
      title: 'Victime de violences : comment obtenir réparation ?',
      content:
        'J\u2019ai été agressé à {ville} et j\u2019ai eu dix jours d\u2019ITT. L\u2019auteur a été identifié. Comment me constituer partie civile et chiffrer mon préjudice ?',
    },
    {
      title: 'Garde à vue d\u2019un proche : quels droits ?',
      content:
        'Mon frère a été placé en garde à vue hier soir. La famille n\u2019a aucune nouvelle. Combien de temps peut-elle durer et peut-on choisir son avocat ?',
    },
  ],
  'affaires-societes': [
    {
      title: 'Conflit entre associés de SARL',
      content:
        'Nous sommes deux associés à 50 % dans une SARL à {ville} depuis {duree}. Mon associé ne travaille plus mais refuse de céder ses parts. Quelles solutions pour sortir du blocage ?',
    },
    {
      title: 'Choisir entre SAS et SARL pour démarrer',
      content:
        'Je crée une activité de conseil avec un ami. Nous hésitons entre SAS et SARL. Quelles différences pour la protection sociale des dirigeants et l\u2019entrée de nouveaux associés ?',
    },
    {
      title: 'Facture impayée par un client professionnel',
      content:
        'Un client professionnel me doit {montant} depuis {delai} malgré plusieurs relances. Quelle est la procédure la plus rapide : injonction de payer ou référé-provision ?',
    },
    {
      title: 'Rupture brutale d\u2019une relation commerciale',
      content:
        'Mon principal client, avec qui je travaille depuis {duree}, vient de cesser toute commande du jour au lendemain. Puis-je obtenir une indemnisation pour rupture brutale ?',
    },
    {
      title: 'Caution personnelle du dirigeant',
      content:
        'Ma société est en redressement judiciaire et la banque me demande de payer {montant} au titre de ma caution personnelle. La caution était-elle proportionnée à mes revenus ?',
    },
    {
      title: 'Bail commercial : révision du loyer',
      content:
        'Le bailleur de mon local commercial à {ville} demande une révision du loyer de 30 %. Sur quelle base peut-il le faire et puis-je saisir la commission de conciliation ?',
    },
  ],
  fiscal: [
    {
      title: 'Contrôle fiscal sur une plus-value immobilière',
      content:
        'L\u2019administration conteste l\u2019exonération de plus-value appliquée lors de la vente de ma résidence principale à {ville}. Elle réclame {montant}. Comment répondre à la proposition de rectification ?',
    },
    {
      title: 'Déclarer des revenus de location meublée',
      content:
        'Je loue un studio meublé depuis {delai}. Dois-je opter pour le micro-BIC ou le régime réel, et comment déclarer ces revenus pour la première fois ?',
    },
    {
      title: 'Pension alimentaire versée : est-elle déductible ?',
      content:
        'Je verse une pension alimentaire pour {enfants} à mon ex-conjointe. Puis-je la déduire de mon revenu imposable et dans quelle limite ?',
    },
    {
      title: 'Majoration pour retard de déclaration',
      content:
        'J\u2019ai déposé ma déclaration de revenus avec {delai} de retard et je reçois une majoration de 10 %. Puis-je demander une remise gracieuse ?',
    },
    {
      title: 'Donation à mes enfants : quels abattements ?',
      content:
        'Je souhaite donner {montant} à chacun de mes enfants. Quels sont les abattements applicables et faut-il passer devant un notaire ?',
    },
    {
      title: 'TVA sur une activité de micro-entrepreneur',
      content:
        'Mon chiffre d\u2019affaires de micro-entrepreneur va dépasser le seuil de franchise de TVA. À partir de quand dois-je facturer la TVA et que se passe-t-il pour les factures déjà émises ?',
    },
  ],
  numerique: [
    {
      title: 'Droit à l\u2019effacement refusé par un site',
      content:
        'Un site continue de publier mes coordonnées malgré ma demande d\u2019effacement envoyée il y a {delai}. Puis-je saisir la CNIL et quelles sanctions encourt le site ?',
    },
    {
      title: 'Avis diffamatoire sur mon commerce',
      content:
        'Un faux avis sur Internet accuse mon restaurant de {ville} d\u2019intoxication alimentaire. La plateforme refuse de le retirer. Comment obtenir sa suppression et identifier l\u2019auteur ?',
    },
    {
      title: 'Piratage de mon compte et usurpation d\u2019identité',
      content:
        'Mon compte de messagerie a été piraté et quelqu\u2019un a utilisé mon identité pour commander {bien}. Quelles démarches faire et suis-je responsable des achats ?',
    },
    {
      title: 'Vidéosurveillance de l\u2019employeur',
      content:
        'Mon employeur a installé des caméras qui filment nos postes de travail en continu, sans information préalable. Est-ce conforme au RGPD et au code du travail ?',
    },
    {
      title: 'Conditions générales d\u2019un site de vente en ligne',
      content:
        'Je lance une boutique en ligne depuis {ville}. Quelles mentions sont obligatoires dans mes conditions générales de vente et ma politique de confidentialité ?',
    },
    {
      title: 'Photo de mon enfant publiée sans accord',
      content:
        'Une association a publié sur ses réseaux une photo de notre fille de 8 ans sans notre autorisation. Comment obtenir le retrait rapidement ?',
    },
  ],
  'propriete-intellectuelle': [
    {
      title: 'Déposer une marque : INPI ou européenne ?',
      content:
        'Je vends des cosmétiques artisanaux depuis {duree} et souhaite protéger ma marque. Un dépôt à l\u2019INPI suffit-il si je vends aussi en Belgique et en Allemagne ?',
    },
    {
      title: 'Mes photos reprises sans autorisation',
      content:
        'Une entreprise de {ville} utilise mes photographies sur son site sans m\u2019avoir demandé l\u2019autorisation ni me citer. Quelle indemnisation puis-je demander ?',
    },
    {
      title: 'Logiciel développé par un freelance : à qui appartient-il ?',
      content:
        'J\u2019ai payé {montant} à un développeur indépendant pour créer une application. Le contrat ne parle pas des droits d\u2019auteur. Suis-je propriétaire du code ?',
    },
    {
      title: 'Contrefaçon de mon modèle de bijou',
      content:
        'Un concurrent vend une copie quasi identique d\u2019un bijou que j\u2019ai créé il y a {duree}. Je n\u2019ai déposé aucun modèle. Puis-je agir en contrefaçon ?',
    },
    {
      title: 'Utiliser une musique dans une vidéo d\u2019entreprise',
      content:
        'Nous voulons utiliser un extrait de chanson connue dans une vidéo promotionnelle. Quelles autorisations faut-il obtenir et auprès de qui ?',
    },
    {
      title: 'Nom de domaine réservé par un tiers',
      content:
        'Quelqu\u2019un a réservé le nom de domaine correspondant à ma marque déposée et me propose de le revendre {montant}. Comment le récupérer ?',
    },
  ],
  construction: [
    {
      title: 'Malfaçons après travaux de rénovation',
      content:
        'Un artisan a refait ma salle de bains pour {montant} ; il y a des fuites et le carrelage se décolle après {delai}. Il ne répond plus. Comment le contraindre à reprendre les travaux ?',
    },
    {
      title: 'Garantie décennale : fissures sur une maison neuve',
      content:
        'Notre maison à côté de {ville}, livrée il y a {duree}, présente des fissures importantes. Le constructeur minimise. La garantie décennale peut-elle jouer ?',
    },
    {
      title: 'Retard de livraison d\u2019une maison individuelle',
      content:
        'Le constructeur de notre maison a {delai} de retard sur la date contractuelle. Avons-nous droit à des pénalités de retard et comment les calculer ?',
    },
    {
      title: 'Permis de construire du voisin contesté',
      content:
        'Mon voisin a obtenu un permis pour une extension qui va priver mon jardin de soleil. Le panneau est affiché depuis {delai}. Puis-je encore former un recours ?',
    },
    {
      title: 'Acompte versé à un artisan qui ne vient pas',
      content:
        'J\u2019ai versé un acompte de {montant} pour la pose d\u2019une cuisine. L\u2019artisan repousse le chantier depuis {delai}. Puis-je annuler et récupérer l\u2019acompte ?',
    },
    {
      title: 'Réception des travaux avec réserves',
      content:
        'Lors de la réception de notre extension, nous avons émis des réserves que l\u2019entreprise ne lève pas. Pouvons-nous retenir une partie du solde ?',
    },
  ],
  etrangers: [
    {
      title: 'Renouvellement de titre de séjour en retard',
      content:
        'Mon titre de séjour expire dans {delai} et la préfecture de {ville} ne propose aucun rendez-vous. Que faire pour ne pas perdre mes droits et mon emploi ?',
    },
    {
      title: 'Naturalisation : délai de réponse dépassé',
      content:
        'J\u2019ai déposé ma demande de naturalisation il y a {duree} et je n\u2019ai plus de nouvelles. Existe-t-il un délai maximal et un recours possible ?',
    },
    {
      title: 'Regroupement familial refusé',
      content:
        'Ma demande de regroupement familial pour mon épouse et {enfants} a été refusée pour insuffisance de ressources. Comment contester cette décision ?',
    },
    {
      title: 'OQTF reçue après un refus de séjour',
      content:
        'J\u2019ai reçu une obligation de quitter le territoire avec un délai de départ de trente jours. Je vis en France depuis {duree}. Quel est le délai de recours devant le tribunal administratif ?',
    },
    {
      title: 'Changement de statut étudiant à salarié',
      content:
        'Je termine mon master à {ville} et j\u2019ai une promesse d\u2019embauche. Comment passer d\u2019un titre étudiant à un titre salarié sans interruption ?',
    },
    {
      title: 'Carte de résident après dix ans en France',
      content:
        'Je réside régulièrement en France depuis {duree} avec des titres d\u2019un an. À quelles conditions puis-je demander une carte de résident ?',
    },
  ],
  administratif: [
    {
      title: 'Contester une amende de stationnement',
      content:
        'J\u2019ai reçu un avis de paiement de forfait post-stationnement à {ville} alors que j\u2019avais payé via l\u2019application. Comment faire un recours administratif préalable ?',
    },
    {
      title: 'Refus de permis de construire par la mairie',
      content:
        'La mairie a refusé mon permis de construire pour un abri de jardin, en invoquant le PLU. Le refus date d\u2019il y a {delai}. Quels recours et dans quels délais ?',
    },
    {
      title: 'Fonctionnaire : mutation refusée',
      content:
        'Fonctionnaire depuis {duree}, ma demande de mutation pour rapprochement de conjoint a été refusée sans motivation. Puis-je contester ce refus ?',
    },
    {
      title: 'Silence de l\u2019administration sur ma demande',
      content:
        'J\u2019ai fait une demande auprès de la préfecture il y a {delai} et je n\u2019ai aucune réponse. Le silence vaut-il acceptation ou refus ?',
    },
    {
      title: 'Retrait de points de permis contesté',
      content:
        'J\u2019ai perdu quatre points pour un excès de vitesse alors que le véhicule était conduit par {proche}. Est-il trop tard pour désigner le conducteur ?',
    },
    {
      title: 'Bourse étudiante supprimée en cours d\u2019année',
      content: 'Le CROUS a supprimé la bourse de mon fils et réclame {montant} déjà versés. Quels recours avons-nous ?',
    },
  ],
};

/** Lawyers' first answers, per category; several read as a first analysis, others as a complement. */
export const ANSWERS: Record<string, string[]> = {
  famille: [
    'Le juge aux affaires familiales statue selon l\u2019intérêt de l\u2019enfant. Rassemblez tout ce qui montre votre implication (scolarité, santé, disponibilité) et proposez un calendrier concret : c\u2019est souvent décisif.',
    'Commencez par une tentative de médiation familiale, désormais fortement encouragée. À défaut d\u2019accord, saisissez le juge aux affaires familiales par requête ; l\u2019avocat n\u2019est pas obligatoire à ce stade.',
    'Pour les impayés, la procédure de paiement direct auprès de l\u2019employeur du débiteur est rapide. Vous pouvez aussi saisir l\u2019ARIPA (CAF), qui recouvre les pensions impayées pour vous.',
  ],
  travail: [
    'La faute grave suppose un comportement rendant impossible le maintien dans l\u2019entreprise, même pendant le préavis. Un retard isolé y suffit rarement. Vous disposez de douze mois pour saisir le conseil de prud\u2019hommes.',
    'Conservez tout élément : courriels envoyés tard, agendas, badgeages, témoignages. En matière d\u2019heures supplémentaires, la preuve est partagée et l\u2019employeur doit fournir ses propres éléments. La prescription est de trois ans.',
    'Je vous conseille d\u2019écrire d\u2019abord à votre employeur en recommandé pour poser les faits. Consultez aussi la médecine du travail, dont l\u2019avis pèse lourd devant les prud\u2019hommes.',
  ],
  'immobilier-logement': [
    'Le bailleur doit restituer le dépôt dans un mois si l\u2019état des lieux de sortie est conforme. Au-delà, une majoration de 10 % du loyer mensuel par mois de retard est due. Envoyez une mise en demeure, puis saisissez la commission départementale de conciliation.',
    'Ne suspendez pas le paiement du loyer de votre propre initiative : vous risqueriez une résiliation du bail. Faites constater les désordres (service d\u2019hygiène de la mairie) puis demandez au juge la consignation des loyers.',
    'Une hausse en cours de bail n\u2019est possible que par la clause d\u2019indexation annuelle, dans la limite de l\u2019IRL. Vérifiez votre bail et l\u2019indice de référence : le surplus n\u2019est pas dû.',
  ],
  consommation: [
    'La garantie légale de conformité pèse sur le vendeur pendant deux ans : il ne peut pas vous renvoyer vers le fabricant. Demandez par écrit la réparation ou le remplacement, puis le remboursement si rien n\u2019est fait dans un délai raisonnable.',
    'Envoyez une mise en demeure par lettre recommandée, puis saisissez le médiateur de la consommation dont les coordonnées doivent figurer dans les conditions générales. En cas de paiement par carte, interrogez aussi votre banque.',
    'Pour un contrat conclu à domicile, le délai de rétractation est de quatorze jours et il est prolongé de douze mois si l\u2019information n\u2019a pas été donnée. Exercez-le par écrit, en gardant la preuve de l\u2019envoi.',
  ],
  penal: [
    'Vous pouvez déposer plainte dans n\u2019importe quel commissariat ou gendarmerie, ou écrire directement au procureur de la République. Joignez captures d\u2019écran, coordonnées bancaires du destinataire et échanges.',
    'En audition libre, vous pouvez être assisté d\u2019un avocat et quitter les locaux à tout moment. Je vous recommande vivement d\u2019être accompagné, surtout si des poursuites sont envisageables.',
    'La main courante ne fait que consigner des faits ; la plainte déclenche une enquête. Au vu des dégradations, une plainte est justifiée. Vous pourrez ensuite vous constituer partie civile pour obtenir réparation.',
  ],
  'affaires-societes': [
    'En cas de blocage entre associés égalitaires, vérifiez d\u2019abord les statuts (clause d\u2019exclusion, de sortie). À défaut, la désignation d\u2019un mandataire ad hoc ou, en dernier recours, la dissolution pour mésentente peuvent être demandées.',
    'Pour une créance certaine et non contestée, l\u2019injonction de payer est la voie la plus simple et peu coûteuse. Si le débiteur conteste, le référé-provision devant le tribunal de commerce est plus rapide qu\u2019une procédure au fond.',
    'La rupture brutale d\u2019une relation commerciale établie ouvre droit à réparation, calculée sur la marge perdue pendant la durée du préavis qui aurait dû être respecté, au regard de l\u2019ancienneté.',
  ],
  fiscal: [
    'Vous avez trente jours, prorogeables une fois sur demande, pour répondre à la proposition de rectification. Argumentez point par point avec les justificatifs d\u2019occupation de la résidence principale ; vous pourrez ensuite saisir la commission départementale.',
    'Le micro-BIC est simple, mais le régime réel permet d\u2019amortir le bien et le mobilier, ce qui efface souvent l\u2019impôt pendant plusieurs années. Le choix se fait lors de la déclaration.',
    'Une demande de remise gracieuse est toujours possible auprès de votre service des impôts, surtout s\u2019il s\u2019agit d\u2019un premier retard. Expliquez les circonstances et joignez vos justificatifs.',
  ],
  numerique: [
    'Adressez une réclamation à la CNIL en ligne, en joignant votre demande initiale et la preuve de son envoi. Le responsable du traitement devait répondre dans un délai d\u2019un mois.',
    'Un avis mensonger peut constituer un dénigrement ou une diffamation. Notifiez formellement la plateforme ; à défaut de retrait, une requête au juge permet d\u2019obtenir les données d\u2019identification de l\u2019auteur.',
    'Déposez plainte pour usurpation d\u2019identité et signalez le piratage sur la plateforme officielle. Faites opposition auprès de votre banque : les achats frauduleux ne vous sont pas imputables.',
  ],
  'propriete-intellectuelle': [
    'Une marque française ne protège qu\u2019en France. Pour vendre dans plusieurs pays de l\u2019Union, la marque de l\u2019Union européenne est souvent plus économique. Faites d\u2019abord une recherche d\u2019antériorité.',
    'Le droit d\u2019auteur naît de la seule création, sans dépôt. Conservez vos fichiers originaux et leurs métadonnées, puis adressez une mise en demeure demandant retrait et indemnisation.',
    'Sans cession écrite et détaillée, les droits d\u2019auteur restent au développeur. Il faut régulariser par un contrat de cession précisant les droits cédés, la durée et le territoire.',
  ],
  construction: [
    'Mettez l\u2019artisan en demeure par recommandé de reprendre les désordres dans un délai précis. À défaut, faites établir un constat par un commissaire de justice et sollicitez une expertise judiciaire.',
    'Des fissures qui compromettent la solidité ou rendent l\u2019ouvrage impropre à sa destination relèvent de la garantie décennale. Déclarez le sinistre à votre assurance dommages-ouvrage avant toute chose.',
    'Le contrat de construction de maison individuelle prévoit des pénalités de retard d\u2019au moins 1/3000e du prix par jour. Elles sont dues de plein droit : réclamez-les par écrit.',
  ],
  etrangers: [
    'Conservez toutes les preuves de vos tentatives de prise de rendez-vous (captures d\u2019écran datées). Un référé « mesures utiles » devant le tribunal administratif permet souvent d\u2019obtenir un rendez-vous rapidement.',
    'Le silence gardé pendant le délai d\u2019instruction vaut en principe rejet implicite. Vous pouvez alors former un recours administratif, puis contentieux, en demandant la communication des motifs.',
    'Le délai de recours contre une OQTF avec délai de départ est de trente jours. Il est impératif de saisir le tribunal administratif dans ce délai ; un avocat peut aussi demander l\u2019aide juridictionnelle.',
  ],
  administratif: [
    'Un recours administratif préalable obligatoire doit être formé dans le mois suivant l\u2019avis, auprès de la collectivité indiquée. Joignez la preuve de paiement via l\u2019application.',
    'Vous disposez de deux mois à compter de la notification pour un recours gracieux ou contentieux devant le tribunal administratif. Un recours gracieux prolonge le délai du recours contentieux.',
    'En principe le silence de l\u2019administration pendant deux mois vaut acceptation, mais de nombreuses exceptions existent. Demandez une attestation de décision implicite pour sécuriser votre situation.',
  ],
};

/** A colleague completing an earlier answer (a nested reply from another lawyer). */
export const COLLEAGUE_REPLIES = [
  'Je rejoins l\u2019analyse de mon confrère et ajoute qu\u2019il faut veiller au délai de prescription : ne tardez pas.',
  'Précision utile : conservez une copie de tous vos courriers et privilégiez la lettre recommandée avec accusé de réception.',
  'Je complète : l\u2019aide juridictionnelle peut couvrir tout ou partie des frais selon vos ressources, renseignez-vous.',
  'Tout à fait d\u2019accord. Une tentative de règlement amiable, bien documentée, sera aussi appréciée par le juge.',
];

/** The asker's follow-up questions under an answer. */
export const FOLLOW_UPS = [
  'Merci Maître pour cette réponse claire. Faut-il obligatoirement envoyer un courrier recommandé avant d\u2019aller plus loin ?',
  'Merci beaucoup. Dans mon cas, le délai dont vous parlez court-il à partir de la date du courrier ou de sa réception ?',
  'Merci pour votre retour. Pensez-vous qu\u2019un avocat soit indispensable pour la suite de la procédure ?',
  'C\u2019est très utile, merci. Quels documents dois-je rassembler en priorité ?',
];

/** Lawyers answering a follow-up. */
export const FOLLOW_UP_ANSWERS = [
  'Le courrier recommandé n\u2019est pas toujours obligatoire, mais il vous donne une preuve datée : c\u2019est la meilleure précaution.',
  'Le délai court en principe à compter de la notification, c\u2019est-à-dire de la réception. Gardez bien l\u2019avis de réception.',
  'Il n\u2019est pas obligatoire à ce stade, mais un conseil vous évitera des erreurs de procédure coûteuses par la suite.',
  'Rassemblez le contrat, les échanges écrits, les justificatifs de paiement et toute preuve datée des faits.',
];

/** Thanks from the asker once satisfied. */
export const THANKS = [
  'Merci infiniment, j\u2019y vois beaucoup plus clair.',
  'Merci Maître, je vais suivre vos conseils.',
  'Parfait, merci pour votre aide précieuse.',
];

export const MEMBER_NICKNAMES = [
  'camille_l',
  'jeanbaptiste',
  'soleil75',
  'marie.dupre',
  'thomas_r',
  'lea-martin',
  'nico_bzh',
  'sophie_m',
  'hugo.b',
  'chloe_garnier',
  'karim_d',
  'ines.b',
  'antoine_p',
  'julie_rc',
  'mathis_v',
  'aurelie_s',
  'romain.l',
  'sarah_k',
  'vincent_g',
  'manon.f',
  'yanis_t',
  'elodie_m',
  'pauline_c',
  'fabrice_n',
];

export interface DemoLawyer {
  firstName: string;
  lastName: string;
  barAssociation: string;
  specializations: string[];
  bio: string;
  /** Relative chance of answering, so a few lawyers reach higher milestones. */
  weight: number;
}

export const LAWYERS: DemoLawyer[] = [
  {
    firstName: 'Claire',
    lastName: 'Fontaine',
    barAssociation: 'Barreau de Paris',
    specializations: ['Droit du travail', 'Droit des sociétés'],
    weight: 9,
    bio: 'Avocate au barreau de Paris depuis quinze ans, j\u2019accompagne salariés et dirigeants de PME dans leurs litiges prud\u2019homaux et leurs restructurations.',
  },
  {
    firstName: 'Julien',
    lastName: 'Moreau',
    barAssociation: 'Barreau de Lyon',
    specializations: ['Droit immobilier', 'Droit de la construction'],
    weight: 6,
    bio: 'Je conseille propriétaires, locataires et copropriétés, et j\u2019interviens dans les contentieux de malfaçons et de garantie décennale.',
  },
  {
    firstName: 'Nadia',
    lastName: 'Benali',
    barAssociation: 'Barreau de Marseille',
    specializations: ['Droit Pénal des affaires', 'Droit commercial'],
    weight: 5,
    bio: 'Pénaliste de formation, je défends particuliers et entreprises, de la garde à vue jusqu\u2019à l\u2019audience.',
  },
  {
    firstName: 'Étienne',
    lastName: 'Lefebvre',
    barAssociation: 'Barreau de Bordeaux',
    specializations: ['Droit Fiscal', 'Droit des sociétés'],
    weight: 4,
    bio: 'Ancien inspecteur des finances publiques, j\u2019assiste les contribuables lors des contrôles fiscaux et dans la structuration de leur patrimoine.',
  },
  {
    firstName: 'Sophie',
    lastName: 'Garnier',
    barAssociation: 'Barreau de Lille',
    specializations: ['Droit numérique/NTIC', 'Droit de la Propriété Intellectuelle'],
    weight: 4,
    bio: 'Spécialisée en données personnelles et en propriété intellectuelle, j\u2019accompagne créateurs, start-up et e-commerçants.',
  },
  {
    firstName: 'Antoine',
    lastName: 'Rousseau',
    barAssociation: 'Barreau de Nantes',
    specializations: ['Droit commercial', 'Droit des sociétés'],
    weight: 3,
    bio: 'J\u2019interviens en droit des affaires : contrats commerciaux, conflits entre associés, recouvrement de créances.',
  },
  {
    firstName: 'Léa',
    lastName: 'Marchand',
    barAssociation: 'Barreau de Toulouse',
    specializations: ['Droit du travail'],
    weight: 3,
    bio: 'Avocate en droit social, je défends exclusivement les salariés : licenciements, harcèlement, heures supplémentaires.',
  },
  {
    firstName: 'Mehdi',
    lastName: 'Haddad',
    barAssociation: 'Barreau de Strasbourg',
    specializations: ['Droit immobilier', 'Droit commercial'],
    weight: 3,
    bio: 'Baux d\u2019habitation et commerciaux, copropriété et transactions immobilières sont mon quotidien depuis dix ans.',
  },
  {
    firstName: 'Isabelle',
    lastName: 'Perrin',
    barAssociation: 'Barreau de Rennes',
    specializations: ['Droit de la Propriété Intellectuelle', 'Droit numérique/NTIC'],
    weight: 2,
    bio: 'Conseil en marques et droit d\u2019auteur, j\u2019accompagne artisans, artistes et entreprises dans la protection de leurs créations.',
  },
  {
    firstName: 'François',
    lastName: 'Chevalier',
    barAssociation: 'Barreau de Montpellier',
    specializations: ['Droit de la construction', 'Droit immobilier'],
    weight: 2,
    bio: 'Je défends les maîtres d\u2019ouvrage face aux constructeurs et artisans, de l\u2019expertise judiciaire à l\u2019indemnisation.',
  },
  {
    firstName: 'Amélie',
    lastName: 'Roux',
    barAssociation: 'Barreau de Grenoble',
    specializations: ['Droit Fiscal'],
    weight: 2,
    bio: 'Fiscalité des particuliers et des indépendants : déclarations, donations, contentieux avec l\u2019administration.',
  },
  {
    firstName: 'Thomas',
    lastName: 'Lambert',
    barAssociation: 'Barreau de Nice',
    specializations: ['Droit Pénal des affaires', 'Droit numérique/NTIC'],
    weight: 2,
    bio: 'Cybercriminalité, escroqueries en ligne et atteintes à la réputation : j\u2019assiste les victimes dans leurs démarches.',
  },
];

export const PENDING_LAWYERS: DemoLawyer[] = [
  {
    firstName: 'Camille',
    lastName: 'Dubois',
    barAssociation: 'Barreau de Rouen',
    specializations: ['Droit du travail'],
    weight: 0,
    bio: 'Jeune avocate en droit social, inscrite au barreau de Rouen cette année.',
  },
  {
    firstName: 'Hugo',
    lastName: 'Mercier',
    barAssociation: 'Barreau de Dijon',
    specializations: ['Droit immobilier'],
    weight: 0,
    bio: 'Avocat en droit immobilier, j\u2019interviens en baux et copropriété.',
  },
  {
    firstName: 'Sarah',
    lastName: 'Lemoine',
    barAssociation: "Barreau d'Orléans",
    specializations: ['Droit commercial', 'Droit des sociétés'],
    weight: 0,
    bio: 'Droit des affaires et accompagnement des créateurs d\u2019entreprise.',
  },
];
