import { describe, expect, it } from 'vitest';
import { normaliseForDetection } from './normalise';
import { detectPersonalData, maskPersonalData, type PersonalDataKind } from './personal-data';

// A labelled corpus of ways to slip a detail past the mask (invisible characters, odd spaces and separators, digits
// of other scripts, look-alike letters, spelled-out «at»), and of harmless legal prose full of numbers. Rules:
// docs/decisions/trust-personal-data.md, «Evasions».

const ZWSP = '\u200b';
const toScript = (s: string, zero: number) => s.replace(/\d/g, (d) => String.fromCodePoint(zero + Number(d)));
const pairsOf = (digits: string) => digits.match(/\d{2}/g) as string[];

const PHONES = ['0612345678', '0711223344', '0142685300', '0698765432', '0972102030'];
const PHONE_EVASIONS: ((d: string) => string)[] = [
  (d) => pairsOf(d).join(ZWSP),
  (d) => pairsOf(d).join('\u202f'),
  (d) => pairsOf(d).join('/'),
  (d) => `${pairsOf(d).slice(0, 3).join(' ')} ${d.slice(6)}`,
  (d) => pairsOf(d).join('  '),
  (d) => toScript(pairsOf(d).join(' '), 0xff10),
  (d) => toScript(pairsOf(d).join(' '), 0x660),
  (d) => toScript(pairsOf(d).join(' '), 0x6f0),
  (d) => `O${pairsOf(d).join(' ').slice(1)}`,
  (d) => pairsOf(d).join('\t'),
  (d) => pairsOf(d).join(`.${ZWSP}`),
  (d) => `${d.slice(0, 2)}-${d.slice(2, 4)} ${d.slice(4, 6)}.${d.slice(6, 8)} ${d.slice(8)}`,
  (d) => d.split('').join('\u2060'),
];
const EMAILS = [
  ['jean.dupont', 'gmail', 'com'],
  ['marie.curie', 'orange', 'fr'],
  ['paul.martin', 'free', 'fr'],
  ['sophie-leroy', 'laposte', 'net'],
  ['avocat.contact', 'yahoo', 'fr'],
];
const EMAIL_EVASIONS: ((local: string, host: string, tld: string) => string)[] = [
  (l, h, t) => `${l}\uff20${h}.${t}`,
  (l, h, t) => `${l} @ ${h}.${t}`,
  (l, h, t) => `${l}(at)${h}(dot)${t}`,
  (l, h, t) => `${l} (at) ${h}[dot]${t}`,
  (l, h, t) => `${l.slice(0, 3)}${ZWSP}${l.slice(3)}@${h.slice(0, 2)}${ZWSP}${h.slice(2)}.${t}`,
  (l, h, t) => `${l}[at]${h}.${t}`,
  (l, h, t) => `${l} \uff20 ${h}\uff0e${t}`,
];
const IBANS = ['FR7630006000011234567890189', 'GB82WEST12345698765432', 'DE89370400440532013000'];
const groupsOf = (s: string) => s.match(/.{1,4}/g) as string[];
const IBAN_EVASIONS: ((iban: string) => string)[] = [
  (i) => groupsOf(i).join(ZWSP),
  (i) => groupsOf(i).join('-'),
  (i) => groupsOf(i).join('.'),
  (i) => groupsOf(i).join('\u202f'),
  (i) => toScript(groupsOf(i).join(' '), 0xff10),
];
const CARDS = ['4111111111111111', '5555555555554444', '4012888888881881'];
const CARD_EVASIONS: ((card: string) => string)[] = [
  (c) => groupsOf(c).join('.'),
  (c) => groupsOf(c).join(ZWSP),
  (c) => groupsOf(c).join('\u202f'),
  (c) => toScript(groupsOf(c).join(' '), 0xff10),
];

interface Evasion {
  text: string;
  secret: string;
  kind: PersonalDataKind;
}
const evasion = (kind: PersonalDataKind, secret: string, frame: (x: string) => string): Evasion => ({ text: frame(secret), secret, kind });
const EVASIONS: Evasion[] = [
  ...PHONES.flatMap((d) => PHONE_EVASIONS.map((f) => evasion('phone', f(d), (x) => `Appelez-moi au ${x} après 18 h.`))),
  ...EMAILS.flatMap(([l, h, t]) => EMAIL_EVASIONS.map((f) => evasion('email', f(l, h, t), (x) => `Écrivez-moi à ${x} pour les pièces.`))),
  ...IBANS.flatMap((i) => IBAN_EVASIONS.map((f) => evasion('iban', f(i), (x) => `Versez la provision sur ${x} merci.`))),
  ...CARDS.flatMap((c) => CARD_EVASIONS.map((f) => evasion('card', f(c), (x) => `J’ai payé avec ${x} hier soir.`))),
];

const HARMLESS_ITEMS = [
  'l’article L. 1234-5 du code du travail',
  'l’article 1240 du Code civil',
  'l’art. 700 du CPC',
  'l’article R. 4127-1 du code de la santé publique',
  'les articles 1103 et 1104 du code civil',
  'l’article L. 145-9 du code de commerce',
  'l’article 10 alinéa 2 de la loi',
  'la loi n° 89-462 du 6 juillet 1989',
  'la loi 2016-1547 du 18 novembre 2016',
  'le décret n° 2019-1234 du 26 novembre 2019',
  'l’ordonnance 2017-1387 du 22 septembre 2017',
  'l’arrêt Cass. soc., 12 mars 2020, n° 18-21.456',
  'l’arrêt de la Cass. civ. 3e, n° 21-18.912',
  'la décision CE, 5 juin 2019, n° 412345',
  'le jugement RG n° 19/04567',
  'la directive 2003/88/CE',
  'le règlement (UE) 2016/679',
  'la somme de 1 500,00 €',
  'une indemnité de 12 000 euros',
  'un solde de 2 500,50 €',
  'un préjudice de 1 200 000 €',
  'un loyer de 850 € par mois',
  'une amende de 1 500 € et 6 mois de sursis',
  'un taux de 3,5 % par an',
  'une hausse de 15 % du loyer',
  'le courrier du 12/03/2024',
  'la période du 01.02.2023 au 31.12.2023',
  'le rendez-vous du 01/02/2023 à 10 heures',
  'la convocation du 01.02.2023 10 heures',
  'l’audience du 3 mars 2026 à 14 h 30',
  'le bail du 15/06/2019 conclu pour 9 ans',
  'l’agence de 75011 Paris',
  'le tribunal de 69003 Lyon',
  'la société SIRET 732 829 320 00074',
  'la société SIREN 732 829 320',
  'le numéro de TVA FR 40 303 265 045',
  'la facture n° 2023-0456',
  'le dossier 2024/001234',
  'le préavis de 3 mois',
  'les années 2019, 2020, 2021 et 2022',
  'les 35 heures hebdomadaires',
  'la durée de 12 mois sur 24',
  'le lot 12 du 3e étage',
  'le PV n° 06 2023',
  'la pièce n° 12 et la pièce n° 13',
];
const HARMLESS_FRAMES = [
  (x: string) => `Selon ${x}, mon employeur doit me répondre.`,
  (x: string) => `Je lis ${x} et je ne comprends pas ce qu’il faut faire.`,
  (x: string) => `Mon avocat cite ${x} dans son courrier.`,
];
const HARMLESS = HARMLESS_ITEMS.flatMap((item) => HARMLESS_FRAMES.map((f) => f(item)));

const caught = (e: Evasion) => {
  const at = e.text.indexOf(e.secret);
  return detectPersonalData(e.text).some((m) => m.kind === e.kind && m.start <= at && m.end >= at + e.secret.length);
};

describe('evasions and harmless prose', () => {
  it('has a corpus of at least 100 of each', () => {
    expect(EVASIONS.length).toBeGreaterThanOrEqual(100);
    expect(HARMLESS.length).toBeGreaterThanOrEqual(100);
  });

  it('catches ≥ 95 % of the evasions with ≥ 98 % precision', () => {
    const missed = EVASIONS.filter((e) => !caught(e));
    const falseAlarms = HARMLESS.flatMap((text) => detectPersonalData(text).map((m) => `${m.kind}: «${m.match}» in «${text}»`));
    const found = EVASIONS.length - missed.length;
    const recall = found / EVASIONS.length;
    const precision = found / (found + falseAlarms.length);
    console.log(
      `personal data under evasion: recall ${recall.toFixed(3)} (${found}/${EVASIONS.length}), ` +
        `precision ${precision.toFixed(3)} (${falseAlarms.length} false alarms in ${HARMLESS.length} harmless texts)`,
    );
    for (const e of missed) console.log(`missed ${e.kind}: ${JSON.stringify(e.text)}`);
    for (const f of falseAlarms) console.log(`false alarm ${f}`);
    expect(recall).toBeGreaterThanOrEqual(0.95);
    expect(precision).toBeGreaterThanOrEqual(0.98);
  });

  it('masks the span as typed, invisible characters included, and leaves the rest byte for byte', () => {
    const text = `Appelez le 06${ZWSP}12${ZWSP}34${ZWSP}56${ZWSP}78 ou écrivez à jean.dupont \uff20 gmail.com, article 1240.`;
    const { text: masked, masked: counts } = maskPersonalData(text);
    expect(masked).toBe('Appelez le [téléphone masqué] ou écrivez à [e-mail masqué], article 1240.');
    expect(counts).toEqual([
      { kind: 'email', count: 1 },
      { kind: 'phone', count: 1 },
    ]);
  });

  it('maps every normalised character back to the original', () => {
    const text = `a${ZWSP}b  c\uff11\u0662 (at) d`;
    const n = normaliseForDetection(text);
    expect(n.text).toBe('ab c12@d');
    expect(n.from.length).toBe(n.text.length);
    expect(text.slice(n.from[2], n.to[2])).toBe('  ');
    expect(text.slice(n.from[6], n.to[6])).toBe('(at) ');
  });
});
