// Answer guardrails: before a lawyer posts a public answer, warn about contact details (the
// personal-data detector), links to a site, invitations to get in touch and fee amounts. A warning, never a block.
// Where the line is drawn: docs/decisions/desk-guardrails.md.
import { detectPersonalData, type PersonalDataKind } from './personal-data';
import { foldText, keepNonOverlapping } from './text';

export const ANSWER_GUARDRAIL_KINDS = ['contact', 'personal-data', 'website', 'solicitation', 'fee'] as const;
export type AnswerGuardrailKind = (typeof ANSWER_GUARDRAIL_KINDS)[number];

export interface AnswerGuardrailHit {
  kind: AnswerGuardrailKind;
  start: number;
  end: number;
  match: string;
  /** The personal-data kind for 'contact' and 'personal-data', the phrase id for 'solicitation'. */
  detail?: string;
}

/** Every public answer carries this line. */
export const ANSWER_DISCLAIMER =
  'Information juridique générale : cette réponse ne remplace pas une consultation personnalisée avec un avocat.';

/** The rule, shown above the warnings before an answer is posted. */
export const ANSWER_GUARDRAIL_RULE =
  'Une réponse publique sur Prétoire est une information juridique générale. Les règles de la profession d\u2019avocat ' +
  'encadrent strictement la publicité et la sollicitation (art. 15 du décret n° 2005-790 du 12 juillet 2005, art. 10 du ' +
  'règlement intérieur national) et les conditions d\u2019utilisation du forum interdisent d\u2019y démarcher : pas de ' +
  'coordonnées, de lien vers votre site, d\u2019invitation à vous contacter ni de montant d\u2019honoraires dans une réponse. ' +
  'Les coordonnées seront masquées comme toute donnée personnelle.';

export const ANSWER_GUARDRAIL_LABELS: Record<AnswerGuardrailKind, { label: string; explanation: string }> = {
  contact: {
    label: 'Coordonnées',
    explanation: 'Les numéros de téléphone, adresses e-mail et adresses postales seront masqués à la publication.',
  },
  'personal-data': {
    label: 'Donnée personnelle',
    explanation: 'Ce numéro personnel ou bancaire sera masqué à la publication.',
  },
  website: {
    label: 'Lien vers un site',
    explanation:
      'Un lien vers votre site ou vos pages relève de la sollicitation ; les liens vers des sources officielles (Légifrance, service-public.fr…) restent bienvenus.',
  },
  solicitation: {
    label: 'Invitation à vous contacter',
    explanation: 'Inviter la personne à vous contacter, à prendre rendez-vous ou à vous confier son dossier relève de la sollicitation.',
  },
  fee: {
    label: 'Honoraires',
    explanation:
      'Un montant ou un devis d\u2019honoraires relève de l\u2019offre de service. Vous pouvez expliquer comment les honoraires sont fixés (ils sont libres et font l\u2019objet d\u2019une convention), sans chiffrer votre prestation.',
  },
};

/** Solicitation phrases, on folded text (lower case, no accents). One list for the server and the form. */
export const SOLICITATION_PHRASES: readonly { id: string; pattern: string; thirdPartyCheck?: boolean }[] = [
  {
    id: 'contact-me',
    pattern:
      'contacte[rz]?[ -]*(?:moi|nous)\\b|(?:me|nous) contacter|prendre contact avec (?:moi|nous|mon cabinet|notre cabinet|le cabinet)|contactez (?:mon|notre|le) cabinet|(?:me|nous) joindre|joindre (?:mon|notre|le) cabinet',
  },
  {
    id: 'call-me',
    pattern:
      "appele[rz]?[ -]*(?:moi|nous)\\b|m'appeler|appelez (?:mon|notre|le) cabinet|(?:me|nous) telephoner|telephone[zr]?[ -]*(?:moi|nous)\\b",
  },
  {
    id: 'write-me',
    pattern:
      "ecrive[zr]?[ -]*(?:moi|nous)\\b|m'ecrire|envoye[zr]?[ -]*(?:moi|nous) (?:un|vos|votre|les)|(?:en|par) (?:message )?prive|(?:en|par) mp\\b|(?:mes|nos) coordonnees|coordonnees (?:de mon|de notre|du) cabinet",
  },
  {
    id: 'appointment',
    pattern:
      'prene[rz]? (?:un )?rendez[ -]?vous|prendre (?:un )?rendez[ -]?vous (?:avec moi|avec nous|au cabinet|a mon cabinet|a notre cabinet)|\\brdv (?:avec moi|au cabinet|a mon cabinet)|(?:je|nous) (?:vous )?(?:propose|proposons|offre|offrons) (?:un |une |le |la )?(?:premier |premiere )?(?:rendez[ -]?vous|rdv|consultation|entretien|devis|echange|appel)|(?:je|nous) (?:peux|pouvons) vous recevoir|recevoir (?:a|dans|au) (?:mon|notre|le) cabinet|(?:premiere |1ere )?consultation (?:gratuite|offerte)',
    thirdPartyCheck: true,
  },
  {
    id: 'my-office',
    pattern: '(?:mon|notre) cabinet (?:est |se )?(?:situe|trouve|installe|base|implante|specialise|peut|pourra|vous|a |au |aux |sur )',
  },
  {
    id: 'representation-offer',
    pattern:
      "(?:je|nous) (?:peux|pourrais|pourrai|pouvons|pourrions|pourrons|suis en mesure de|sommes en mesure de) (?:volontiers )?(?:vous )?(?:representer|defendre|assister|accompagner|prendre en charge|m'occuper de votre|nous occuper de votre|me charger de votre|nous charger de votre|intervenir)|(?:je|nous) (?:vous )?(?:representerai|representerons|defendrai|defendrons|assisterai|assisterons|accompagnerai|accompagnerons)|\\bmoyennant\\b|confiez[ -]moi|confiez[ -]nous",
  },
  {
    id: 'availability',
    pattern:
      'disposition pour (?:vous (?:representer|defendre|assister|accompagner|recevoir|rencontrer)|un (?:rendez|rdv|entretien|echange|appel)|en (?:discuter|parler) (?:au|a mon|par|de vive))',
  },
  {
    id: 'promotion',
    pattern:
      '(?:mon|notre) site(?: internet| web)?\\b|(?:sur|via) (?:mon|notre) (?:blog|page|profil|chaine)|(?:ma|notre) page (?:facebook|linkedin|instagram)|retrouve[zr]?[ -]*(?:moi|nous) sur|suive[zr]?[ -]*(?:moi|nous) sur|meilleur avocat|taux de reussite',
  },
];

// Appointments with someone else («prenez rendez-vous avec un avocat», «consultation gratuite en mairie») are advice.
const THIRD_PARTY =
  /^[^.!?\n]{0,25}\b(?:avec|aupres|a la|au|a l'|en|dans|chez|d'un|d'une|de la|du|de l')\s*(?:un |une |le |la |l'|les |votre |vos |des )?(?:avocat|avocate|notaire|conseil|juriste|huissier|commissaire|mediateur|conciliateur|maison|point|cdad|mairie|defenseur|association|syndicat|inspection|medecin|caf|cpam|prefecture|tribunal|greffe|barreau|ordre|adil|france travail|permanence|service)/;
const FIRST_PERSON = /\b(?:mon|ma|mes|notre|nos|moi|nous|je)\b/;

// Amounts: «800 €», «1 500 euros», «2.000,00 EUR», «€ 300», «1,5 k€».
// The leading group keeps a number from starting inside another one: without it, a long run of digits costs O(n²).
const AMOUNT =
  /(^|[^\d.,])((?:\d{1,3}(?:[ \u00a0\u202f.]\d{3})+|\d+)(?:[,.]\d{1,2})?\s?(?:€|euros?\b|eur\b|k€)(?:\s?(?:ht|ttc|hors taxes?|toutes taxes comprises)\b)?|€\s?\d+(?:[ .]\d{3})*)/gi;
const HOURLY_OR_TAX_AFTER = /^\s*(?:ht|ttc|hors taxes?)?\s*(?:\/\s?h(?:eure)?\b|de l'heure|par heure|l'heure\b|ht\b|ttc\b|hors taxes?)/;
const FEE_MARKERS = new RegExp(
  [
    String.raw`\b(?:mes|nos) (?:honoraires|tarifs?|frais|prix|forfaits?)\b`,
    String.raw`\b(?:mon|notre) (?:tarif|forfait|prix|taux horaire|intervention|prestation|accompagnement)\b`,
    String.raw`\bje (?:facture|prends|demande|propose|pratique)\b`,
    String.raw`\bnous (?:facturons|proposons|pratiquons|demandons)\b`,
    String.raw`il vous en coutera|\bcomptez\b|\bme (?:regler|verser|payer)\b|\bmoyennant\b`,
    String.raw`\bforfait\b(?! (?:de )?post| social|[ -]jours?| annuel| en jours)|\bau forfait\b|\bdevis\b|\btaux horaire\b|\bhonoraires? de resultat\b`,
    String.raw`\bla (?:premiere )?consultation (?:est|a|coute|de|au prix)\b|\ble rendez[ -]vous (?:est|a|coute)\b`,
  ].join('|'),
);

// Bounded repetitions: «12.12.12…» must not make the engine backtrack over the whole text at each position.
const URL =
  /\b(?:https?:\/\/|www\.)[^\s<>"«»]+|\b[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9-]{1,63}){0,4}\.(?:fr|com|net|org|eu|be|ch|lu|ca|io|info|biz|pro|legal|law|avocat|avocats|paris|bzh|co|me|site|online|app)\b(?:\/[^\s<>"«»]*)?/gi;
/** Official and reference sites an answer may cite. */
const ALLOWED_HOSTS = [
  'service-public.fr',
  'legifrance.gouv.fr',
  'gouv.fr',
  'justice.fr',
  'ameli.fr',
  'caf.fr',
  'cnil.fr',
  'defenseurdesdroits.fr',
  'conseil-etat.fr',
  'courdecassation.fr',
  'conseil-constitutionnel.fr',
  'europa.eu',
  'cnb.avocat.fr',
  'inpi.fr',
  'urssaf.fr',
  'francetravail.fr',
  'anil.org',
  'wikipedia.org',
];

function hostOf(url: string): string {
  return url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .split(/[/?#:]/)[0]
    .toLowerCase();
}

function allowedHost(host: string): boolean {
  return host === 'avocat.fr' || ALLOWED_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));
}

let phraseRegexes: { id: string; re: RegExp; thirdPartyCheck: boolean }[] | undefined;

/** Sentences of the folded text as [start, end) ranges (a dot inside «1.500» does not end one). */
function sentences(folded: string): [number, number][] {
  const out: [number, number][] = [];
  const boundary = /[.!?\n](?=\s|$)/g;
  let start = 0;
  for (let m = boundary.exec(folded); m; m = boundary.exec(folded)) {
    out.push([start, m.index + 1]);
    start = m.index + 1;
  }
  out.push([start, folded.length]);
  return out;
}

function findFees(text: string, folded: string, out: AnswerGuardrailHit[]) {
  const ranges = sentences(folded);
  const hasMarker = new Map<number, boolean>();
  let s = 0;
  AMOUNT.lastIndex = 0;
  for (let m = AMOUNT.exec(text); m; m = AMOUNT.exec(text)) {
    const start = m.index + m[1].length;
    const end = start + m[2].length;
    // Amounts come in reading order: the sentence index only moves forward.
    while (s < ranges.length - 1 && ranges[s][1] <= start) s++;
    const after = folded.slice(end, end + 20);
    const taxOrHourly = /\b(?:ht|ttc|hors taxes?)$/i.test(m[2]) || HOURLY_OR_TAX_AFTER.test(after);
    let marker = hasMarker.get(s);
    if (marker === undefined) {
      marker = FEE_MARKERS.test(folded.slice(ranges[s][0], ranges[s][1]));
      hasMarker.set(s, marker);
    }
    if (taxOrHourly || marker) out.push({ kind: 'fee', start, end, match: m[2] });
  }
}

function findSolicitation(text: string, folded: string, out: AnswerGuardrailHit[]) {
  phraseRegexes ??= SOLICITATION_PHRASES.map((p) => ({
    id: p.id,
    re: new RegExp(`(?:^|[^a-z0-9])(${p.pattern})`, 'g'),
    thirdPartyCheck: Boolean(p.thirdPartyCheck),
  }));
  for (const { id, re, thirdPartyCheck } of phraseRegexes) {
    re.lastIndex = 0;
    for (let m = re.exec(folded); m; m = re.exec(folded)) {
      const start = m.index + m[0].length - m[1].length;
      const end = start + m[1].length;
      re.lastIndex = end;
      if (thirdPartyCheck) {
        const next = folded.slice(end, end + 60);
        if (THIRD_PARTY.test(next) && !FIRST_PERSON.test(next.split(/[.!?\n]/)[0])) continue;
      }
      out.push({ kind: 'solicitation', start, end, match: text.slice(start, end), detail: id });
    }
  }
}

function findWebsites(text: string, out: AnswerGuardrailHit[]) {
  URL.lastIndex = 0;
  for (let m = URL.exec(text); m; m = URL.exec(text)) {
    const url = m[0].replace(/[.,;:!?)\]»]+$/, '');
    if (text[m.index - 1] === '@' || allowedHost(hostOf(url))) continue;
    out.push({ kind: 'website', start: m.index, end: m.index + url.length, match: url });
  }
}

const CONTACT_KINDS: readonly PersonalDataKind[] = ['phone', 'email', 'address'];

/** What in a lawyer's answer calls for a warning before posting, in reading order (empty when nothing does). */
export function answerGuardrails(text: string): AnswerGuardrailHit[] {
  if (!text) return [];
  const folded = foldText(text);
  const hits: AnswerGuardrailHit[] = detectPersonalData(text).map((p) => ({
    kind: CONTACT_KINDS.includes(p.kind) ? 'contact' : 'personal-data',
    start: p.start,
    end: p.end,
    match: p.match,
    detail: p.kind,
  }));
  findWebsites(text, hits);
  findSolicitation(text, folded, hits);
  findFees(text, folded, hits);
  const rank = (k: AnswerGuardrailKind) => ANSWER_GUARDRAIL_KINDS.indexOf(k);
  return keepNonOverlapping(hits.sort((a, b) => rank(a.kind) - rank(b.kind) || a.start - b.start));
}

/** The warnings to show, one per kind found, after the rule; null when the answer raises none. */
export function answerGuardrailWarning(
  hits: AnswerGuardrailHit[],
): { rule: string; items: { kind: AnswerGuardrailKind; label: string; explanation: string }[] } | null {
  if (hits.length === 0) return null;
  const kinds = ANSWER_GUARDRAIL_KINDS.filter((k) => hits.some((h) => h.kind === k));
  return { rule: ANSWER_GUARDRAIL_RULE, items: kinds.map((kind) => ({ kind, ...ANSWER_GUARDRAIL_LABELS[kind] })) };
}
