import type { Reply } from './schemas/forum';

/** Hours after which an asker whose question has no lawyer's answer is shown free official help (unanswered-help.md). */
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

/** The asker, signed in, of a question still without a visible lawyer's answer after the delay. */
export function showsUnansweredHelp(
  q: { authorId: string; createdAt: string; replies: Reply[] },
  viewerId: string | null,
  now: number,
  afterHours = UNANSWERED_HELP_AFTER_H,
): boolean {
  if (!viewerId || viewerId !== q.authorId) return false;
  if (now - new Date(q.createdAt).getTime() < afterHours * 3_600_000) return false;
  return !q.replies.some(visibleLawyerAnswer);
}
