import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants';
import { ERROR_CODES } from '../errors';
import { frenchIssue } from '../zod-fr';

// In the browser, zod must not try `new Function` for its JIT: the Content-Security-Policy (no 'unsafe-eval') refuses it
// and every page would report a violation. Here, in a module every schema imports, so no bundler drops it as a side effect.
// The server keeps the faster JIT parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });
// Validation messages in French on both sides (DECISIONS.md §8: only the `message` «Validation error» stays English).
z.config({ localeError: frenchIssue });

/** Every error answer: a stable code from the error catalogue, the French message, and sometimes what was wrong. */
export const errorBody = z
  .object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    reason: z.string().optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBody>;

export const uuid = z.uuid({ message: 'identifiant invalide' });
export const idParams = z.object({ id: uuid });

// Query strings arrive as text: coerce, but refuse anything that is not a positive integer in range.
export const pageParam = z.coerce.number().int().min(1).max(1_000_000).default(1);
export const limitParam = (def: number) => z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(def);
/** The page fields every paginated answer carries beside its list. */
export const pageMeta = { totalPages: z.number().int(), currentPage: z.number().int(), total: z.number().int() };

export const messageBody = z.object({ message: z.string() });

export const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: 'adresse e-mail invalide' }))
  .transform((v) => v.toLowerCase());
export const otpCode = z.string().regex(/^\d{6}$/, { message: 'le code doit contenir 6 chiffres' });
