import { findCitations } from '@pretoire/contracts';
import { fullDate } from './format';

/** Past this age an answer's cited texts may have changed (docs/decisions/applicable-law.md). */
const STALE_AFTER_YEARS = 2;

export interface ApplicableLaw {
  /** «Droit applicable au 26 novembre 2026». */
  line: string;
  iso: string;
  stale: boolean;
}

/**
 * The date a lawyer's answer speaks for: its last edit, else its writing. Only an answer citing a text gets the line;
 * computed from the page's data, so the question page's JSON and queries stay as they are.
 */
export function applicableLaw(content: string, createdAt: string, editedAt: string | null | undefined, now: number): ApplicableLaw | null {
  if (findCitations(content).length === 0) return null;
  const iso = editedAt ?? createdAt;
  return { line: `Droit applicable au ${fullDate(iso)}`, iso, stale: isLawStale(iso, now) };
}

/** Whether a text of that date is old enough for the warning: the only part of the line that moves with the clock. */
export function isLawStale(iso: string, now: number): boolean {
  return Date.parse(iso) < staleLimit(now);
}

/** The limit for the last clock asked: a page asks for each of its answers at the same `now`. */
let last = { now: Number.NaN, limit: 0 };
function staleLimit(now: number): number {
  if (last.now !== now) {
    const limit = new Date(now);
    limit.setUTCFullYear(limit.getUTCFullYear() - STALE_AFTER_YEARS);
    last = { now, limit: limit.getTime() };
  }
  return last.limit;
}

export const STALE_LAW_WARNING = 'Réponse de plus de deux ans : vérifiez que les textes cités n\u2019ont pas changé';
