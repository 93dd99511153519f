import { z } from 'zod';
import { EVENT_DATE_REASONS, eventDateProblem } from '../detect/deadlines/event-date';

// A string schema only (no z.object): nothing here needs zod's JIT, which the browser's CSP refuses (see common.ts).

/**
 * «Date de l'événement» as sent by the form ('YYYY-MM-DD'): a real date from 1990 on. Static, for route schemas; the
 * server checks «not in the future» with its clock through `eventDateProblem(value, ctx.clock.now())`.
 */
export const eventDateInput = z
  .string()
  // A bound for the body limit derived from the schema (plugins/security.ts); 'YYYY-MM-DD' is 10 characters.
  .max(20)
  .trim()
  .superRefine((value, ctx) => {
    const problem = eventDateProblem(value, '9999-12-31');
    if (problem) ctx.addIssue({ code: 'custom', message: EVENT_DATE_REASONS[problem] });
  });

/** The same field with the «not in the future» check against `now` (the web form passes nothing: the current time). */
export function eventDateSchema(now: () => Date | string = () => new Date()) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = eventDateProblem(value, now());
      if (problem) ctx.addIssue({ code: 'custom', message: EVENT_DATE_REASONS[problem] });
    });
}
