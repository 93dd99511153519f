import type { ZxcvbnResult } from '@zxcvbn-ts/core';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants';
import { PASSWORD_MESSAGES, VALIDATION_MESSAGES } from './errors';

export { PASSWORD_MESSAGES };

// One password rule for the server and the forms (docs/decisions/security-accounts.md): length first, then zxcvbn-ts
// with its common-password list and the French dictionaries, fed with the person's own words and the site's.

/** Raise when the rule below changes: the next sign-in of each account judges its password again. */
export const PASSWORD_RULE_VERSION = 1;
/** zxcvbn's score 3: about 10^8 guesses or more ("safely unguessable" against online attacks). */
export const PASSWORD_MIN_SCORE = 3;
/** A password whose characters are for half or more the person's own words is refused whatever its score. */
const PERSONAL_SHARE_MAX = 0.5;
/** zxcvbn's cost grows fast with length: the first 64 characters decide (a 128-character check took over a second). */
const CHECKED_LENGTH = 64;
/** Words an attacker targeting this site tries first. */
export const SITE_WORDS = ['pretoire', 'prétoire', 'avocat', 'avocate', 'maitre', 'maître', 'juridique', 'forum', 'droit'];

export type PasswordScore = 0 | 1 | 2 | 3 | 4;
/** The meter's words for zxcvbn's scores. */
export const PASSWORD_STRENGTH_LABELS: Record<PasswordScore, string> = {
  0: 'Très faible',
  1: 'Faible',
  2: 'Moyen',
  3: 'Solide',
  4: 'Très solide',
};
export interface PasswordVerdict {
  ok: boolean;
  /** 0–4 for the meter (0 also for a password too short to be judged). */
  score: PasswordScore;
  /** The main reason in French, when refused. */
  problem?: string;
  /** French advice to do better. */
  advice: string[];
}

/** The person's own words for the "too close to the person" check: the e-mail and its parts, the names. */
export function personalWords(p: { email?: string | null; nickname?: string | null; firstName?: string | null; lastName?: string | null }) {
  const words = new Set<string>(SITE_WORDS);
  for (const value of [p.email, p.nickname, p.firstName, p.lastName]) {
    const v = value?.trim().toLowerCase();
    if (!v) continue;
    words.add(v);
    for (const part of v.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/** The length rule alone (no dictionary needed): the message, or undefined. */
export function passwordLengthProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return VALIDATION_MESSAGES.passwordTooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return undefined;
}

export type PasswordChecker = (password: string, personal: readonly string[]) => PasswordVerdict;

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The share of the password's characters covered by the person's own words (zxcvbn may explain them otherwise). */
function personalShare(password: string, personal: readonly string[]) {
  const text = fold(password);
  const covered = new Array<boolean>(text.length).fill(false);
  for (const word of personal.map(fold)) {
    if (word.length < 3) continue;
    for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) covered.fill(true, at, at + word.length);
  }
  return covered.filter(Boolean).length / Math.max(text.length, 1);
}

function judge(password: string, personal: readonly string[], r: ZxcvbnResult): PasswordVerdict {
  const score = r.score as PasswordScore;
  const advice = [...r.feedback.suggestions];
  const tooShort = passwordLengthProblem(password);
  if (tooShort) return { ok: false, score: Math.min(score, 1) as PasswordScore, problem: tooShort, advice };
  if (personalShare(password, personal) >= PERSONAL_SHARE_MAX)
    return {
      ok: false,
      score: Math.min(score, 1) as PasswordScore,
      problem: PASSWORD_MESSAGES.personal,
      advice: [PASSWORD_MESSAGES.advice],
    };
  if (score < PASSWORD_MIN_SCORE)
    return {
      ok: false,
      score,
      problem: r.feedback.warning || PASSWORD_MESSAGES.weak,
      advice: advice.length ? advice : [PASSWORD_MESSAGES.advice],
    };
  return { ok: true, score, advice: [] };
}

let loading: Promise<PasswordChecker> | undefined;

/**
 * The full check, once its dictionaries are loaded (about 1 MB: dynamic imports, so the browser fetches them only
 * when a password form asks for them, never on a public page).
 */
export function loadPasswordChecker(): Promise<PasswordChecker> {
  loading ??= (async () => {
    const [{ ZxcvbnFactory }, common, fr] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-fr'),
    ]);
    const zxcvbn = new ZxcvbnFactory({
      translations: fr.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...fr.dictionary },
      maxLength: CHECKED_LENGTH,
      // l33t variants beyond 20 substitutions made a 40-character check take 0.4 s; 20 keeps the worst case near 80 ms.
      l33tMaxSubstitutions: 20,
    });
    return (password, personal) => judge(password, personal, zxcvbn.check(password, [...personal]));
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
