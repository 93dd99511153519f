// The optional «Date de l'événement» of the question form: a real date, not in the future, not before 1990.
import { dayOfIso, parisDay } from './calendar';

export const EVENT_DATE_MIN = '1990-01-01';
export const EVENT_DATE_LABEL = 'Date de l\u2019événement';
export const EVENT_DATE_HINT =
  'Facultatif : la date du licenciement, de la réception du courrier, de la livraison… Elle aide à repérer un éventuel délai.';

export const EVENT_DATE_REASONS = {
  invalid: 'Indiquez une date valide (jour, mois et année).',
  future: 'La date de l\u2019événement ne peut pas être dans le futur.',
  tooOld: 'La date de l\u2019événement ne peut pas être antérieure au 1er janvier 1990.',
} as const;
export type EventDateProblem = keyof typeof EVENT_DATE_REASONS;

/** What is wrong with an event date ('YYYY-MM-DD') on the day `now` (an instant, read as a Paris day), or null. */
export function eventDateProblem(iso: string, now: Date | string): EventDateProblem | null {
  const day = dayOfIso(iso);
  if (day === null) return 'invalid';
  if (iso < EVENT_DATE_MIN) return 'tooOld';
  const today = parisDay(now);
  return today !== null && day > today ? 'future' : null;
}
