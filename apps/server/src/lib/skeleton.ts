import unhomoglyph from 'unhomoglyph';

// UTS #39 confusable skeletons (unhomoglyph: the prototype mapping of Unicode's confusables.txt). Case-insensitive
// because nicknames already are: NFKC (full-width «ＡＤＭＩＮ» → ADMIN, «Mᵉ» → Me), lower case, accents dropped
// (NFD then no marks: «Prétoire» ~ «Pretoire»), prototypes, lower case again, separators dropped («Ad.Min» ~ «admin»).
// Last, «i» and «l» are one letter: a capital «I» is both the capital of «i» and UTS #39's look-alike of «l», and
// once case is ignored only folding both keeps «camille_I» ~ «camille_l» and «CAMILLE» ~ «camille» together. Stored
// skeletons are recomputed at start when this changes (docs/decisions/security-accounts.md, «Names»).

const marks = /\p{M}/gu;
const separators = /[\s._\-'\u2019]+/gu;
const fold = (s: string) => s.normalize('NFD').replace(marks, '');

/** The key two look-alike names share; not meant to be shown («m» becomes «rn», «i» becomes «l»). */
export function skeleton(name: string): string {
  const lower = fold(name.normalize('NFKC').toLowerCase());
  return fold(unhomoglyph(lower).toLowerCase()).replace(separators, '').replace(/i/g, 'l');
}

// Digits and signs read as letters: looser than UTS #39, used only against reserved words («Adm1n», «@vocat»).
const LEET: Record<string, string> = {
  l: 'i',
  '1': 'i',
  '!': 'i',
  '|': 'i',
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '5': 's',
  $: 's',
  '7': 't',
  '8': 'b',
};
export const looseSkeleton = (name: string) => skeleton(name).replace(/[l1!|@43578$]/g, (c) => LEET[c] ?? c);

/** The words of a name, each as a loose skeleton («Me. Dupont» → [me, dupont]). */
export const skeletonWords = (name: string) =>
  name
    .split(separators)
    .map(looseSkeleton)
    .filter((w) => w.length > 0);
