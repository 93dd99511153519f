import { NAME_MESSAGES } from '@pretoire/contracts';
import { looseSkeleton, skeletonWords } from '../../lib/skeleton';
import type { Decision } from '../posts';

// Names that could pass for the site's staff or for a lawyer (docs/decisions/security-accounts.md, «Names»).

/** Refused anywhere in a nickname, compared by loose skeleton («Аdministrateur», «ＡＤＭＩＮ», «super_adm1n»). */
const RESERVED_IN_NICKNAMES = ['admin', 'moderat', 'pretoire', 'avocat', 'maitre'].map(looseSkeleton);
/** Refused as whole words of a nickname only (inside a word they are ordinary: «Commodore», «Mehdi»). */
const RESERVED_WORDS_IN_NICKNAMES = ['modo'].map(looseSkeleton);
/** Refused as whole words in a lawyer's names, which are real names (so «Lavocat» or «Lemaître» stay possible). */
const RESERVED_WORDS_IN_NAMES = ['admin', 'administrateur', 'administratrice', 'moderateur', 'moderatrice', 'modo', 'pretoire'].map(
  looseSkeleton,
);
/** Titles: «Maître Claire», «Me Dupont», «Mtre X» would read as a lawyer's title. */
const TITLES = ['maitre', 'me', 'mtre', 'avocat', 'avocate'].map(looseSkeleton);

const allow: Decision = { allowed: true };
const deny = (message: string): Decision => ({ allowed: false, message });

/** A member's nickname: no reserved word anywhere, no title in front. */
export function nicknameDecision(nickname: string): Decision {
  const whole = looseSkeleton(nickname);
  if (RESERVED_IN_NICKNAMES.some((w) => whole.includes(w))) return deny(NAME_MESSAGES.nicknameReserved);
  const words = skeletonWords(nickname);
  if (words.some((w) => RESERVED_WORDS_IN_NICKNAMES.includes(w))) return deny(NAME_MESSAGES.nicknameReserved);
  if (words.length > 1 && TITLES.includes(words[0])) return deny(NAME_MESSAGES.nicknameReserved);
  return allow;
}

/** A lawyer's first and last names: no staff word, and no title before the first name. */
export function lawyerNameDecision(firstName: string, lastName: string): Decision {
  const first = skeletonWords(firstName);
  const words = [...first, ...skeletonWords(lastName)];
  if (words.some((w) => RESERVED_WORDS_IN_NAMES.includes(w))) return deny(NAME_MESSAGES.lawyerNameReserved);
  if (first.length > 0 && TITLES.includes(first[0])) return deny(NAME_MESSAGES.lawyerNameReserved);
  return allow;
}
