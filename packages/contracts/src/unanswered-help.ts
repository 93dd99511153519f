import type { Reply } from './schemas/forum';

/**
 * Default hours after which an asker whose question has no lawyer's answer is shown free official help and mailed once
 * (unanswered-help.md); the server's UNANSWERED_HELP_AFTER_H overrides it.
 */
export const UNANSWERED_HELP_AFTER_H = 72;

/** Official services only, no estimate of our own. */
export const UNANSWERED_HELP_LINKS = [
  {
    id: 'point-justice',
    label: 'Trouver un Point-justice près de chez vous',
    hint: 'Informations et consultations juridiques gratuites, avec des avocats, conciliateurs ou juristes.',
    url: 'https://www.justice.fr/recherche/annuaires',
  },
  {
    id: 'barreau',
    label: 'Les consultations gratuites du barreau de votre département',
    hint: 'Chaque barreau (ordre des avocats) organise des consultations gratuites : cherchez le vôtre dans l’annuaire.',
    url: 'https://www.justice.fr/recherche/annuaires',
  },
  {
    id: 'aide-juridictionnelle',
    label: 'Simuler votre droit à l’aide juridictionnelle',
    hint: 'L’État peut prendre en charge tout ou partie des frais d’avocat selon vos ressources.',
    url: 'https://www.justice.fr/simulateurs/aide-juridictionnelle',
  },
  {
    id: 'protection-juridique',
    label: 'Vérifier si vous avez une protection juridique',
    hint: 'Votre assurance habitation, auto ou carte bancaire peut couvrir conseils et frais d’avocat.',
    url: 'https://www.service-public.fr/particuliers/vosdroits/F3049',
  },
] as const;

const visibleLawyerAnswer = (r: Reply): boolean =>
  (r.author.role === 'lawyer' && !r.isDeleted && !r.hidden && !r.author.isDeleted) || r.replies.some(visibleLawyerAnswer);

/**
 * The asker, signed in, of a question still without a visible lawyer's answer at `helpAt` (the question page's
 * `unansweredHelpAt`: the server adds its configured delay, which may differ from UNANSWERED_HELP_AFTER_H).
 */
export function showsUnansweredHelp(
  q: { authorId: string; helpAt: string; replies: Reply[] },
  viewerId: string | null,
  now: number,
): boolean {
  if (!viewerId || viewerId !== q.authorId) return false;
  if (now < Date.parse(q.helpAt)) return false;
  return !q.replies.some(visibleLawyerAnswer);
}
