// The lawyers' desk — constants and French texts shared by server and web.

export const DESK_PAGE_SIZE = 20;
/** Response times are shown only when based on at least this many answers. */
export const RESPONSE_TIME_MIN_ANSWERS = 5;
/** Window of the response-time medians. */
export const RESPONSE_TIME_WINDOW_DAYS = 90;

export const DESK_LABELS = {
  title: 'Questions à traiter',
  intro:
    'Les questions des catégories que vous suivez, sans réponse ou sans réponse satisfaisante : d\u2019abord celles dont un délai légal repéré se termine le plus tôt, puis celles qui attendent depuis le plus longtemps.',
  allCategories: 'Toutes mes catégories',
  unanswered: 'Sans réponse',
  empty: 'Aucune question à traiter dans ces catégories pour le moment.',
  noFollowed: 'Vous ne suivez aucune catégorie : indiquez vos spécialisations dans votre profil.',
  waiting: (text: string) => `En attente depuis ${text}`,
  lawyersAnswered: (n: number) => (n === 0 ? 'Aucun avocat n\u2019a répondu' : n === 1 ? '1 avocat a répondu' : `${n} avocats ont répondu`),
  deadlineEnds: (date: string, approximate: boolean) => `Délai : fin estimée ${approximate ? 'vers le' : 'le'} ${date}`,
  deadlinePassed: 'délai peut-être dépassé',
  missingFacts: (labels: string[]) => `Faits manquants : ${labels.join(', ')}`,
  deadlineUnknownEnd: 'Délai repéré, date de fin inconnue',
  daysLeft: (n: number) => (n === 0 ? 'dernier jour' : n === 1 ? 'reste 1 jour' : `reste ${n} jours`),
  noticeTitle: 'Un délai peut s\u2019appliquer',
  // Before publishing: the asker sees what was detected and may correct it.
  previewTitle: 'Délai repéré dans votre question',
  previewStart: (date: string, read: string | null) => `Départ du délai : ${date}${read ? ` (d\u2019après « ${read} »)` : ''}`,
  previewEnd: (date: string) => `Fin estimée : ${date}`,
  previewNoStart: 'La date de départ n\u2019a pas été trouvée : indiquez-la dans « Date de l\u2019événement ».',
  previewCorrect: 'Corriger la date',
  previewNone: 'Aucun délai ne s\u2019applique à ma situation',
  previewDismissed: 'Aucun délai ne sera indiqué pour cette question.',
  correctTitle: 'Corriger le délai',
  correctDate: 'Date de départ du délai',
  correctSave: 'Enregistrer la date',
  correctNone: 'Aucun délai ne s\u2019applique',
  corrected: 'Délai corrigé.',
} as const;

/** «45 min», «3 h», «2 j»: the rounded length of a response time or a wait. */
export function formatDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(seconds / 3600);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(seconds / 86_400)} j`;
}

/** On a category's list: «Réponse en 3 h (médiane)»; the figure is a median, never a mean. */
export const categoryResponseLabel = (seconds: number) => `Réponse en ${formatDuration(seconds)} (médiane)`;
/** On /avocats and a lawyer's page. */
export const lawyerResponseLabel = (seconds: number, answers: number) =>
  `Répond en ${formatDuration(seconds)} (médiane sur ${answers} réponses, ${RESPONSE_TIME_WINDOW_DAYS} derniers jours)`;
