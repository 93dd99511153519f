import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories } from '../../db/schema';

export const CATEGORY_SEED = [
  {
    slug: 'famille',
    name: 'Droit de la famille',
    description: 'Divorce, garde des enfants, pension alimentaire, succession, PACS et mariage.',
  },
  {
    slug: 'travail',
    name: 'Droit du travail',
    description: 'Contrat de travail, licenciement, rupture conventionnelle, salaire, harcèlement.',
  },
  {
    slug: 'immobilier-logement',
    name: 'Immobilier et logement',
    description: 'Bail, loyers, dépôt de garantie, copropriété, achat et vente immobilière.',
  },
  {
    slug: 'consommation',
    name: 'Droit de la consommation',
    description: 'Litiges avec un vendeur, garanties, abonnements, crédit à la consommation.',
  },
  { slug: 'penal', name: 'Droit pénal', description: 'Plainte, garde à vue, infractions, victimes, casier judiciaire.' },
  {
    slug: 'affaires-societes',
    name: 'Affaires et sociétés',
    description: 'Création d\u2019entreprise, statuts, associés, contrats commerciaux, difficultés.',
  },
  { slug: 'fiscal', name: 'Droit fiscal', description: 'Impôt sur le revenu, TVA, contrôle fiscal, fiscalité du patrimoine.' },
  {
    slug: 'numerique',
    name: 'Droit du numérique',
    description: 'Données personnelles, RGPD, e-réputation, commerce en ligne, cybercriminalité.',
  },
  {
    slug: 'propriete-intellectuelle',
    name: 'Propriété intellectuelle',
    description: 'Marques, droits d\u2019auteur, brevets, contrefaçon, licences.',
  },
  {
    slug: 'construction',
    name: 'Droit de la construction',
    description: 'Malfaçons, garantie décennale, permis de construire, litiges avec un artisan.',
  },
  { slug: 'etrangers', name: 'Droit des étrangers', description: 'Titre de séjour, naturalisation, regroupement familial, recours.' },
  {
    slug: 'administratif',
    name: 'Droit administratif',
    description: 'Recours contre l\u2019administration, urbanisme, fonction publique, amendes.',
  },
] as const;

/** Inserts the categories that are missing; run at every start, harmless when they exist. */
export async function seedCategories(db: DbOrTx) {
  await db
    .insert(categories)
    .values(CATEGORY_SEED.map((c, i) => ({ ...c, position: i })))
    .onConflictDoNothing({ target: categories.slug });
  return db.select({ n: sql<number>`count(*)::int` }).from(categories);
}
