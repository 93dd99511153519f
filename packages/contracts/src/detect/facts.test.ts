import { describe, expect, it } from 'vitest';
import { FACT_CHECKLISTS, factsChecklist, missingFacts } from './facts';

// The seeded categories (apps/server/src/features/categories/seed.ts).
const SEEDED = [
  'famille',
  'travail',
  'immobilier-logement',
  'consommation',
  'penal',
  'affaires-societes',
  'fiscal',
  'numerique',
  'propriete-intellectuelle',
  'construction',
  'etrangers',
  'administratif',
];

// Labelled questions: the facts each gives; every other fact of the category must read as missing.
const LABELLED: Record<string, [string, string[]][]> = {
  travail: [
    [
      'Je suis en CDI depuis 8 ans dans une entreprise de 30 salariés, convention collective Syntec. Licencié par lettre du 12 mars 2026.',
      ['anciennete', 'effectif', 'convention', 'contrat', 'notification'],
    ],
    ['Mon employeur veut me licencier, que faire ?', []],
    ['Je travaille en CDD à temps partiel.', ['contrat']],
    ['Notre société compte 12 salariés ; IDCC 1486.', ['effectif', 'convention']],
    ['Embauché il y a longtemps, j’ai été convoqué à un entretien le 3 février.', ['anciennete', 'notification']],
  ],
  'immobilier-logement': [
    [
      'Bail signé le 1er septembre 2023 pour un meublé à Paris, loyer 900 € et dépôt de garantie 1 800 €.',
      ['bail', 'meuble', 'zone', 'loyer'],
    ],
    ['Mon propriétaire ne veut pas me rendre ma caution.', []],
    ['Location vide, le loyer est de 650 euros.', ['meuble', 'loyer']],
    ['Je suis entré dans les lieux le 15/04/2022, logement en zone tendue.', ['bail', 'zone']],
    ['Le loyer a augmenté, est-ce légal ?', []],
  ],
  famille: [
    ['Mariés depuis 2015, deux enfants de 6 et 9 ans qui vivent chez moi.', ['union', 'enfants', 'residence']],
    ['Je veux divorcer.', ['union']],
    ['Nous sommes pacsés, sans enfant.', ['union', 'enfants']],
    ['Mon ex demande la garde alternée de notre fille de 4 ans.', ['enfants', 'residence']],
    ['Que faire pour une pension alimentaire ?', []],
  ],
  consommation: [
    ['Commandé le 3 mars 2026 sur un site professionnel, payé 450 €, jamais livré.', ['achat', 'vendeur', 'montant']],
    ['Mon téléphone est tombé en panne.', []],
    ['Acheté à un particulier pour 1 200 euros.', ['vendeur', 'montant']],
    ['Contrat signé le 12/01/2025, résiliation refusée.', ['achat']],
    ['Puis-je me rétracter ?', []],
  ],
  penal: [
    ['Victime d’une agression le 4 juin 2026, j’ai déposé plainte.', ['faits', 'qualite', 'procedure']],
    ['Que risque-t-on pour un vol ?', []],
    ['Je suis convoqué au tribunal.', ['qualite', 'procedure']],
    ['J’ai été témoin d’un accident le 2 mai.', ['faits', 'qualite']],
    ['Comment effacer une condamnation ?', []],
  ],
  'affaires-societes': [
    ['Je suis associé minoritaire d’une SAS créée le 5 janvier 2020.', ['forme', 'role', 'date']],
    ['Comment sortir de ma société ?', []],
    ['Gérant d’une SARL, un client ne paie pas.', ['forme', 'role']],
    ['Cession de parts signée le 12/03/2024.', ['date']],
    ['Quelles obligations comptables ?', []],
  ],
  fiscal: [
    ['Proposition de rectification reçue pour l’impôt sur le revenu, revenus de 2023.', ['impot', 'annee', 'courrier']],
    ['Les impôts me réclament de l’argent.', []],
    ['Taxe foncière en 2025 trop élevée.', ['impot', 'annee']],
    ['Je suis sous contrôle fiscal.', ['courrier']],
    ['Comment déclarer un loyer ?', []],
  ],
  numerique: [
    ['Mon compte Instagram a été piraté, photos publiées ; j’ai signalé au site.', ['service', 'donnees', 'demarches']],
    ['Quelqu’un se moque de moi.', []],
    ['Une application garde mes données sans accord.', ['service', 'donnees']],
    ['J’ai saisi la CNIL sans réponse.', ['demarches']],
    ['Est-ce légal ?', []],
  ],
  'propriete-intellectuelle': [
    ['Ma marque déposée à l’INPI est copiée par un concurrent.', ['oeuvre', 'depot', 'usage']],
    ['Quelqu’un m’imite.', []],
    ['Un blog utilise ma photo sans autorisation.', ['oeuvre', 'usage']],
    ['Logo créé en 2019 pour mon entreprise.', ['oeuvre', 'depot']],
    ['Comment me protéger ?', []],
  ],
  construction: [
    ['Réception des travaux le 10 mai 2023 ; l’artisan a une décennale.', ['reception', 'intervenant', 'assurance']],
    ['Des fissures apparaissent dans ma maison.', []],
    ['Le constructeur ne répond plus, son assureur non plus.', ['intervenant', 'assurance']],
    ['Fin des travaux le 02/02/2024, infiltrations.', ['reception']],
    ['Qui doit payer ?', []],
  ],
  etrangers: [
    ['Je suis de nationalité marocaine, en France depuis 2019, avec une carte de séjour qui expire.', ['titre', 'nationalite', 'arrivee']],
    ['La préfecture ne répond pas.', []],
    ['Mon récépissé expire, je suis algérien.', ['titre', 'nationalite']],
    ['Arrivée en France en 2021 comme étudiante.', ['arrivee']],
    ['Comment faire venir ma famille ?', []],
  ],
  administratif: [
    [
      'La mairie a refusé mon permis par une décision du 3 avril 2026 ; j’ai fait un recours gracieux.',
      ['decision', 'administration', 'recours'],
    ],
    ['On me refuse une aide.', []],
    ['La CAF me réclame un trop-perçu, je veux contester.', ['administration', 'recours']],
    ['Arrêté notifié le 12/06/2025.', ['decision']],
    ['Que faire ?', []],
  ],
};

describe('facts to give, per category', () => {
  it('every seeded category has a checklist of labelled, hinted facts', () => {
    expect(Object.keys(FACT_CHECKLISTS).sort()).toEqual([...SEEDED].sort());
    for (const facts of Object.values(FACT_CHECKLISTS)) {
      expect(facts.length).toBeGreaterThanOrEqual(3);
      for (const f of facts) expect(f.label && f.hint).toBeTruthy();
    }
  });
  for (const [category, rows] of Object.entries(LABELLED)) {
    it(`reads the labelled questions of ${category}`, () => {
      expect(rows.length).toBeGreaterThanOrEqual(5);
      for (const [text, given] of rows) {
        const seen = factsChecklist(category, text)
          .filter((f) => f.given)
          .map((f) => f.fact.id);
        expect({ text, seen }).toEqual({ text, seen: given });
      }
    });
  }
  it('lists the missing facts; an unknown category has none', () => {
    expect(missingFacts('famille', 'Nous sommes pacsés.')).toEqual([
      { id: 'enfants', label: 'Enfants et leurs âges' },
      { id: 'residence', label: 'Résidence' },
    ]);
    expect(missingFacts('inconnue', 'texte')).toEqual([]);
  });
});
