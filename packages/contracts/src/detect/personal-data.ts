// Personal data in French public text: found and masked before a question, an answer or an edit is
// stored, and highlighted in the form as the person types. Rules and borderline cases: docs/decisions/trust-personal-data.md.
import { ibanLength, ibanValid, luhnValid, nirKeyValid, ribValid } from './checksums';
import { normaliseForDetection, originalSpan } from './normalise';
import { foldText, isDigit, isWordChar, keepNonOverlapping } from './text';

/** The kinds, in the order they win when two candidates overlap. */
export const PERSONAL_DATA_KINDS = ['email', 'iban', 'nir', 'card', 'phone', 'address'] as const;
export type PersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number];

export interface PersonalDataMatch {
  kind: PersonalDataKind;
  /** Offsets in the text as given (UTF-16 units), end exclusive. */
  start: number;
  end: number;
  match: string;
}

export interface MaskedCount {
  kind: PersonalDataKind;
  count: number;
}

/** What the form shows beside a highlighted detail, and what replaces it in the stored text. */
export const PERSONAL_DATA_LABELS: Record<
  PersonalDataKind,
  { label: string; singular: string; plural: string; placeholder: string; explanation: string }
> = {
  phone: {
    label: 'Numéro de téléphone',
    singular: 'numéro de téléphone',
    plural: 'numéros de téléphone',
    placeholder: '[téléphone masqué]',
    explanation: 'Un numéro de téléphone permet de vous joindre et de vous identifier : il sera masqué avant publication.',
  },
  email: {
    label: 'Adresse e-mail',
    singular: 'adresse e-mail',
    plural: 'adresses e-mail',
    placeholder: '[e-mail masqué]',
    explanation: 'Une adresse e-mail publiée attire le démarchage et les arnaques : elle sera masquée avant publication.',
  },
  iban: {
    label: 'IBAN ou RIB',
    singular: 'IBAN',
    plural: 'IBAN',
    placeholder: '[IBAN masqué]',
    explanation: 'Des coordonnées bancaires ne doivent jamais être publiées : elles seront masquées avant publication.',
  },
  nir: {
    label: 'Numéro de sécurité sociale',
    singular: 'numéro de sécurité sociale',
    plural: 'numéros de sécurité sociale',
    placeholder: '[n° de sécurité sociale masqué]',
    explanation: 'Votre numéro de sécurité sociale révèle votre sexe, votre date et votre lieu de naissance : il sera masqué.',
  },
  card: {
    label: 'Numéro de carte bancaire',
    singular: 'numéro de carte bancaire',
    plural: 'numéros de carte bancaire',
    placeholder: '[carte bancaire masquée]',
    explanation: 'Un numéro de carte bancaire ne doit jamais être publié : il sera masqué avant publication.',
  },
  address: {
    label: 'Adresse postale',
    singular: 'adresse postale',
    plural: 'adresses postales',
    placeholder: '[adresse masquée]',
    explanation: 'Une adresse avec un numéro permet de vous retrouver : elle sera masquée. La ville seule suffit à un avocat.',
  },
};

/** The short notice shown above the highlights in the question and answer forms. */
export const PERSONAL_DATA_FORM_NOTICE =
  'Pour protéger votre vie privée, les éléments surlignés seront remplacés par une mention « masqué » avant publication. ' +
  'Votre question sera publique : décrivez votre situation sans coordonnées ni numéros personnels.';

/**
 * Consultation messages are private between the two parties and never masked (a member may give their lawyer a phone
 * number): the composer says so, and warns before sending what it found. docs/decisions/trust-personal-data.md.
 */
export const PRIVATE_MESSAGE_NOTICE =
  'Message privé : vos coordonnées n\u2019y sont pas masquées et seul votre interlocuteur les lira. ' +
  'Ne les donnez que si c\u2019est utile, et jamais un numéro de carte bancaire.';

/** «Votre message contient un numéro de téléphone. Rien n’est masqué…», or null when nothing was found. */
export function privateMessageWarning(found: { kind: PersonalDataKind }[]): string | null {
  const kinds = PERSONAL_DATA_KINDS.filter((k) => found.some((f) => f.kind === k));
  if (kinds.length === 0) return null;
  const names = kinds.map((k) => {
    const { singular } = PERSONAL_DATA_LABELS[k];
    return `${singular.startsWith('adresse') ? 'une' : 'un'} ${singular}`;
  });
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} et ${names.at(-1)}`;
  return `Votre message contient ${list}. Rien n\u2019est masqué dans une consultation : vérifiez avant d\u2019envoyer.`;
}

// ---------------------------------------------------------------------------------------------------------------
// E-mail addresses: found from their «@» (or «[at]», «(at)», « arobase ») outwards, so the scan stays linear.

const EMAIL_SEPARATOR = /@|\s?[[(]\s?(?:at|arobase)\s?[\])]\s?|\s+arobase\s+/gi;
const LOCAL_CHAR = /[\p{L}\p{N}._%+-]/u;
const DOMAIN_CHAR = /[\p{L}\p{N}.-]/u;

function findEmails(text: string, out: PersonalDataMatch[]) {
  EMAIL_SEPARATOR.lastIndex = 0;
  for (let m = EMAIL_SEPARATOR.exec(text); m; m = EMAIL_SEPARATOR.exec(text)) {
    let start = m.index;
    while (start > 0 && m.index - start < 64 && LOCAL_CHAR.test(text[start - 1])) start--;
    while (start < m.index && (text[start] === '.' || text[start] === '-')) start++;
    if (start === m.index) continue;
    const domainStart = m.index + m[0].length;
    let end = domainStart;
    while (end < text.length && end - domainStart < 253 && DOMAIN_CHAR.test(text[end])) end++;
    while (end > domainStart && (text[end - 1] === '.' || text[end - 1] === '-')) end--;
    const domain = text.slice(domainStart, end);
    const dot = domain.lastIndexOf('.');
    if (dot <= 0 || !/^\p{L}{2,}$/u.test(domain.slice(dot + 1))) continue;
    out.push({ kind: 'email', start, end, match: text.slice(start, end) });
    EMAIL_SEPARATOR.lastIndex = end;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Identifiers checked with their key. A number announced by its name («IBAN :», «n° de sécu») is masked even when
// its key is wrong: a mistyped bank account is still a bank account.

// Separators: spaces, dashes or dots (the text is normalised first: odd spaces are plain ones, invisible ones gone).
const IBAN_CANDIDATE = /([A-Za-z]{2})(\d{2})((?:[ .-]?[A-Za-z0-9]){11,32})/g;
const RIB_CANDIDATE = /(\d{5})[ .-]?(\d{5})[ .-]?([A-Za-z0-9]{11})[ .-]?(\d{2})/g;
const NIR_CANDIDATE =
  /([1-478])([ .-]?)(\d{2})\2(0[1-9]|1[0-2]|[2-9]\d)\2((?:2[abAB]|\d{2})\2?\d{3}|9[78]\d\2?\d{2})\2(\d{3})(?:[ .-]{0,3}(\d{2}))?/g;
const CARD_CANDIDATE = /[2-6]\d{3}([ .-]?)\d{4}\1\d{4}\1\d{1,4}(?:\1\d{1,3})?|3\d{3}[ .-]\d{6}[ .-]\d{4,5}/g;

const IBAN_WORDS = /\b(?:iban|rib|bic|compte|virement)\b[^.\n]{0,25}$/;
const NIR_WORDS = /\b(?:secu|securite sociale|nir|insee|carte vitale|assure social)\b[^.\n]{0,30}$/;
const CARD_WORDS = /\b(?:carte|cb|visa|mastercard|amex|american express)\b[^.\n]{0,25}$/;
const COMPANY_WORDS = /\b(?:siret|siren|rcs|tva)\b[^.\n]{0,20}$/;

/** Whether the folded text just before `start` names the identifier (e.g. «IBAN : …»). */
function announced(folded: string, start: number, words: RegExp): boolean {
  return words.test(folded.slice(Math.max(0, start - 45), start));
}

function standsAlone(text: string, start: number, end: number): boolean {
  return !isWordChar(text, start - 1) && !isWordChar(text, end);
}

function findIbans(text: string, folded: string, out: PersonalDataMatch[]) {
  IBAN_CANDIDATE.lastIndex = 0;
  for (let m = IBAN_CANDIDATE.exec(text); m; m = IBAN_CANDIDATE.exec(text)) {
    const country = m[1].toUpperCase();
    const len = ibanLength(country);
    if (!len || isWordChar(text, m.index - 1)) {
      IBAN_CANDIDATE.lastIndex = m.index + 1;
      continue;
    }
    // Walk the candidate until the country's exact length; what follows is not part of the IBAN.
    let count = 4;
    let end = m.index + 4;
    while (count < len && end < text.length) {
      if (/[A-Za-z0-9]/.test(text[end])) count++;
      else if (text[end] !== ' ' && text[end] !== '-' && text[end] !== '.') break;
      end++;
    }
    const compact = text.slice(m.index, end).replace(/[ .-]/g, '').toUpperCase();
    const ok = count === len && !isWordChar(text, end) && (ibanValid(compact) || announced(folded, m.index, IBAN_WORDS));
    if (ok) {
      out.push({ kind: 'iban', start: m.index, end, match: text.slice(m.index, end) });
      IBAN_CANDIDATE.lastIndex = end;
    } else IBAN_CANDIDATE.lastIndex = m.index + 1;
  }
  RIB_CANDIDATE.lastIndex = 0;
  for (let m = RIB_CANDIDATE.exec(text); m; m = RIB_CANDIDATE.exec(text)) {
    const end = m.index + m[0].length;
    if (!standsAlone(text, m.index, end)) continue;
    if (ribValid(m[1], m[2], m[3], m[4]) || announced(folded, m.index, IBAN_WORDS))
      out.push({ kind: 'iban', start: m.index, end, match: m[0] });
  }
}

function findNirs(text: string, folded: string, out: PersonalDataMatch[]) {
  NIR_CANDIDATE.lastIndex = 0;
  for (let m = NIR_CANDIDATE.exec(text); m; m = NIR_CANDIDATE.exec(text)) {
    const end = m.index + m[0].length;
    if (!standsAlone(text, m.index, end) || isDigit(text, end + 1)) {
      NIR_CANDIDATE.lastIndex = m.index + 1;
      continue;
    }
    const body = (m[1] + m[3] + m[4] + m[5] + m[6]).replace(/[ .-]/g, '');
    const key = m[7];
    const valid = key !== undefined && nirKeyValid(body, key);
    if (valid || announced(folded, m.index, NIR_WORDS)) out.push({ kind: 'nir', start: m.index, end, match: m[0] });
    else NIR_CANDIDATE.lastIndex = m.index + 1;
  }
}

function findCards(text: string, folded: string, out: PersonalDataMatch[]) {
  CARD_CANDIDATE.lastIndex = 0;
  for (let m = CARD_CANDIDATE.exec(text); m; m = CARD_CANDIDATE.exec(text)) {
    const end = m.index + m[0].length;
    if (!standsAlone(text, m.index, end) || (/[ .-]/.test(text[end] ?? '') && isDigit(text, end + 1))) continue;
    if (AFTER_AMOUNT.test(text.slice(end, end + 7))) continue;
    const digits = m[0].replace(/[ .-]/g, '');
    if (digits.length < 13 || digits.length > 19) continue;
    // 14 digits is the shape of a SIRET (which passes Luhn too): a company number is public, never masked.
    if (announced(folded, m.index, COMPANY_WORDS)) continue;
    const isCard = announced(folded, m.index, CARD_WORDS);
    if (isCard || (digits.length !== 14 && luhnValid(digits))) out.push({ kind: 'card', start: m.index, end, match: m[0] });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Phone numbers: +33 / 0033 / 0X, with one kind of separator used throughout (a date or an amount rarely is).

const PHONE_CANDIDATE = new RegExp(
  [
    // France from abroad: +33 6 12 34 56 78, +33 (0)6…, 0033 6…, +33 06… (a common slip).
    String.raw`(?:\+|00)\s?33\s?(?:\(0\)\s?|0\s?)?[1-9](?:[ .\-\u00a0]?\d){8}`,
    // Other countries and overseas codes: + (or 00) and 8 to 14 more digits.
    String.raw`(?:\+|00\s?)[1-9]\d{0,2}[ .\-\u00a0]?(?:\(0\)\s?)?\d(?:[ .\-\u00a0]?\d){6,13}`,
    // National: 06 12 34 56 78, 06.12.34.56.78, 06-12-…, 0612345678, 06/12/34/56/78; or pairs with mixed
    // separators, «06 12 34 5678» (a date with a time is told apart below).
    String.raw`0[1-9]([ .\-/]?)\d{2}(?:\1\d{2}){3}`,
    String.raw`0[1-9](?:[ .\-]?\d{2}){4}`,
  ].join('|'),
  'g',
);
const AFTER_AMOUNT = /^\s?(?:€|eur|euros?\b|%|k€)/i;
/** «01.02.2023 10 h»: a date then a number, which pairs with mixed separators would read as a phone. */
const DATE_START = /^(?:0[1-9]|[12]\d|3[01])[ .\-/](?:0[1-9]|1[0-2])[ .\-/]?(?:19|20)\d{2}/;

function findPhones(text: string, out: PersonalDataMatch[]) {
  PHONE_CANDIDATE.lastIndex = 0;
  for (let m = PHONE_CANDIDATE.exec(text); m; m = PHONE_CANDIDATE.exec(text)) {
    const end = m.index + m[0].length;
    const before = text[m.index - 1];
    // Glued to more digits on either side («23 01 75 001234», a file reference), it is a longer number.
    const longer = /^[ .\-/]?\d/.test(text.slice(end, end + 2)) || /\d[ .\-/]?$/.test(text.slice(Math.max(0, m.index - 2), m.index));
    if (!standsAlone(text, m.index, end) || before === '+' || before === '/' || longer || AFTER_AMOUNT.test(text.slice(end, end + 7)))
      continue;
    if (DATE_START.test(m[0]) && !/^0[1-9]([ .-])\d{2}(?:\1\d{2}){3}$/.test(m[0])) continue;
    out.push({ kind: 'phone', start: m.index, end, match: m[0] });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Street addresses with a number: «12 rue de la Paix», «3 bis avenue Foch», «45, boulevard…», then the street's name
// read word by word, and a postal code with its town when they follow.

const STREET_TYPES =
  'rue|avenue|ave?|boulevard|bd|blvd|bld|chemin|all[ée]e|impasse|imp|place|quai|route|rte|cours|square|passage|voie|' +
  'sentier|rond[- ]point|faubourg|fbg|cit[ée]|r[ée]sidence|lotissement|hameau|lieu[- ]dit|villa|parvis|esplanade|' +
  'promenade|mail|mont[ée]e|traverse|ruelle|venelle|chauss[ée]e|sente|clos|domaine|quartier|za|zi';
/** Street types that are also ordinary words («12 cours de droit», «1 place libre»): their name must be capitalised. */
const AMBIGUOUS_TYPES = new Set([
  'place',
  'cours',
  'route',
  'rte',
  'voie',
  'mail',
  'passage',
  'cite',
  'villa',
  'square',
  'promenade',
  'residence',
  'hameau',
  'parvis',
  'esplanade',
  'traverse',
  'montee',
  'sentier',
  'lotissement',
  'sente',
  'clos',
  'domaine',
  'quartier',
  'za',
  'zi',
]);
const ADDRESS_START = new RegExp(
  String.raw`(\d{1,4})(?:\s?[-/]\s?\d{1,4})?(?:\s?(?:bis|ter|quater|[a-d])(?![\p{L}\d]))?(?:\s*,\s*|\s+)(${STREET_TYPES})(?![\p{L}\d])\.?`,
  'giu',
);
const CONNECTORS = new Set(['de', 'du', 'des', 'la', 'le', 'les', "l'", "d'", 'aux', 'sur']);
const STOP_WORDS = new Set(
  (
    'a au et ou depuis dans pour avec chez mais qui que qu ou car donc il elle je j on nous vous ils elles est sont ai as avait ' +
    'etait ete y ne n pas se s sa son ses mon ma mes ce cet cette ces un une pendant lors quand puis alors apres avant entre ' +
    'par sans jusqu jusque vers selon contre afin comme si tout tous toute toutes deja encore aussi bien tres plus moins ' +
    'mais ni soit leur leurs notre nos votre vos lui eux me te m t l d habite habitons loue louons appartement maison ' +
    'logement etage batiment bat porte code digicode cedex bp tel telephone mail email proprietaire locataire voisin'
  ).split(' '),
);
const NAME_TOKEN = /[ \u00a0]*([\p{L}\p{N}][\p{L}\p{N}'’-]*)/uy;
const POSTCODE_TOWN = /,?[ \u00a0]*(?:\d{5}|\d{2} \d{3})[ \u00a0]+[\p{L}][\p{L}'’-]*(?:[ \u00a0]+\p{Lu}[\p{L}'’-]*){0,3}/uy;

function isCapitalised(word: string): boolean {
  const w = word.replace(/^[ld]['’]/i, '');
  return w.length > 0 && w[0] !== w[0].toLowerCase();
}

function streetNameEnd(text: string, from: number, ambiguous: boolean): number {
  let pos = from;
  let end = -1;
  let lowercase = 0;
  let sawName = false;
  let afterConnector = false;
  for (let n = 0; n < 8; n++) {
    NAME_TOKEN.lastIndex = pos;
    const m = NAME_TOKEN.exec(text);
    if (!m) break;
    const word = m[1];
    const w = foldText(word);
    const wordEnd = m.index + m[0].length;
    if (CONNECTORS.has(w)) {
      pos = wordEnd;
      afterConnector = true;
      continue;
    }
    if (/^\d+$/.test(w)) {
      // «rue du 8 Mai 1945»: a number belongs to the name after a connector or as a year; a postal code ends it.
      if (!(afterConnector && w.length <= 2) && !(sawName && w.length === 4)) break;
    } else if (!isCapitalised(word)) {
      const bare = w.replace(/^[ld]'/, '');
      if (STOP_WORDS.has(bare) || (ambiguous && !sawName) || lowercase >= 3) break;
      lowercase++;
    }
    sawName = true;
    afterConnector = false;
    end = wordEnd;
    pos = wordEnd;
  }
  if (end < 0) return -1;
  POSTCODE_TOWN.lastIndex = end;
  const town = POSTCODE_TOWN.exec(text);
  return town ? town.index + town[0].length : end;
}

function findAddresses(text: string, out: PersonalDataMatch[]) {
  ADDRESS_START.lastIndex = 0;
  for (let m = ADDRESS_START.exec(text); m; m = ADDRESS_START.exec(text)) {
    const start = m.index;
    // «1 500 rue…» or «L. 12 place…» are not house numbers.
    if (isWordChar(text, start - 1) || (/[ \u00a0.,]/.test(text[start - 1] ?? '') && isDigit(text, start - 2))) continue;
    const type = foldText(m[2]).replace(/[- ]/g, '');
    const end = streetNameEnd(text, start + m[0].length, AMBIGUOUS_TYPES.has(type));
    if (end < 0) continue;
    out.push({ kind: 'address', start, end, match: text.slice(start, end) });
    ADDRESS_START.lastIndex = end;
  }
}

// ---------------------------------------------------------------------------------------------------------------

/** Every personal detail found in the text, in reading order; overlapping candidates keep the strongest kind. */
export function detectPersonalData(original: string): PersonalDataMatch[] {
  if (!original) return [];
  // Detected in the normalised text, reported (and masked) at the span the person typed.
  const n = normaliseForDetection(original);
  const text = n.text;
  const folded = foldText(text);
  const found: PersonalDataMatch[] = [];
  findEmails(text, found);
  findIbans(text, folded, found);
  findNirs(text, folded, found);
  findCards(text, folded, found);
  findPhones(text, found);
  findAddresses(text, found);
  const rank = (k: PersonalDataKind) => PERSONAL_DATA_KINDS.indexOf(k);
  found.sort((a, b) => rank(a.kind) - rank(b.kind) || a.start - b.start);
  return keepNonOverlapping(found).map((f) => {
    const { start, end } = originalSpan(n, f.start, f.end);
    return { kind: f.kind, start, end, match: original.slice(start, end) };
  });
}

/** The text with each detail replaced by its visible placeholder, and how many of each kind were masked. */
export function maskPersonalData(text: string): { text: string; masked: MaskedCount[] } {
  const found = detectPersonalData(text);
  if (found.length === 0) return { text, masked: [] };
  let out = '';
  let last = 0;
  const counts = new Map<PersonalDataKind, number>();
  for (const f of found) {
    out += text.slice(last, f.start) + PERSONAL_DATA_LABELS[f.kind].placeholder;
    last = f.end;
    counts.set(f.kind, (counts.get(f.kind) ?? 0) + 1);
  }
  out += text.slice(last);
  const masked = PERSONAL_DATA_KINDS.filter((k) => counts.has(k)).map((kind) => ({ kind, count: counts.get(kind) ?? 0 }));
  return { text: out, masked };
}

/** «Nous avons masqué 1 numéro de téléphone et 2 adresses e-mail.», for the answer to a save; '' when nothing was masked. */
export function describeMasked(masked: MaskedCount[]): string {
  const parts = masked
    .filter((m) => m.count > 0)
    .map((m) => `${m.count} ${m.count > 1 ? PERSONAL_DATA_LABELS[m.kind].plural : PERSONAL_DATA_LABELS[m.kind].singular}`);
  if (parts.length === 0) return '';
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`;
  return `Pour protéger votre vie privée, nous avons masqué ${list}.`;
}
