import { describe, expect, it } from 'vitest';
import { ibanValid, luhnValid, nirKeyValid, ribValid } from './checksums';
import { describeMasked, detectPersonalData, maskPersonalData, PERSONAL_DATA_KINDS, PERSONAL_DATA_LABELS } from './personal-data';
import { sensitiveTopics } from './sensitive-topics';

const kinds = (text: string) => detectPersonalData(text).map((m) => [m.kind, m.match]);

describe('check keys', () => {
  it('validates IBANs, NIRs (Corsica included), RIBs and cards with their keys', () => {
    expect(ibanValid('FR7630006000011234567890189')).toBe(true);
    expect(ibanValid('GB82WEST12345698765432')).toBe(true);
    expect(ibanValid('FR7630006000011234567890188')).toBe(false);
    expect(ibanValid('FR763000600001123456789018')).toBe(false);
    // Published examples (python-stdnum doctests), independent of this code.
    expect(nirKeyValid('2951099126111', '93')).toBe(true);
    expect(nirKeyValid('253072B073004', '70')).toBe(true);
    expect(nirKeyValid('253072A073004', '43')).toBe(true);
    expect(nirKeyValid('2951099126111', '99')).toBe(false);
    expect(ribValid('30006', '00001', '12345678901', '89')).toBe(true);
    expect(ribValid('30006', '00001', '12345678901', '88')).toBe(false);
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
  });
});

// Each row: the text, then what must be found (kind and exact match). Decisions: docs/decisions/trust-personal-data.md.
const TRUE_POSITIVES: [string, [string, string][]][] = [
  ['Appelez-moi au 06 12 34 56 78.', [['phone', '06 12 34 56 78']]],
  ['tel 06.12.34.56.78 le soir', [['phone', '06.12.34.56.78']]],
  ['tel: 06-12-34-56-78', [['phone', '06-12-34-56-78']]],
  ['mon numéro 0612345678 merci', [['phone', '0612345678']]],
  ['fixe : 01 42 68 53 00', [['phone', '01 42 68 53 00']]],
  ['au 09 72 10 20 30 (box)', [['phone', '09 72 10 20 30']]],
  ['joignable au +33 6 12 34 56 78', [['phone', '+33 6 12 34 56 78']]],
  ['joignable au +33612345678', [['phone', '+33612345678']]],
  ['joignable au +33 (0)6 12 34 56 78', [['phone', '+33 (0)6 12 34 56 78']]],
  ['joignable au 0033 6 12 34 56 78', [['phone', '0033 6 12 34 56 78']]],
  ['en Belgique : +32 470 12 34 56', [['phone', '+32 470 12 34 56']]],
  ['Écrivez à jean.dupont@gmail.com svp', [['email', 'jean.dupont@gmail.com']]],
  ['Mail: Marie-Claire.Durand+forum@orange.fr.', [['email', 'Marie-Claire.Durand+forum@orange.fr']]],
  ['contact : paul [at] free.fr', [['email', 'paul [at] free.fr']]],
  ['contact : paul arobase laposte.net', [['email', 'paul arobase laposte.net']]],
  ['IBAN : FR76 3000 6000 0112 3456 7890 189, BIC BNPAFRPP', [['iban', 'FR76 3000 6000 0112 3456 7890 189']]],
  ['virement sur fr7630006000011234567890189 stp', [['iban', 'fr7630006000011234567890189']]],
  ['compte anglais GB82 WEST 1234 5698 7654 32', [['iban', 'GB82 WEST 1234 5698 7654 32']]],
  ['compte allemand DE89 3704 0044 0532 0130 00', [['iban', 'DE89 3704 0044 0532 0130 00']]],
  // A mistyped IBAN announced as such is still a bank account.
  ['mon IBAN : FR76 3000 6000 0112 3456 7890 188', [['iban', 'FR76 3000 6000 0112 3456 7890 188']]],
  ['RIB 30006 00001 12345678901 89', [['iban', '30006 00001 12345678901 89']]],
  ['je suis né en 95, n° 2 95 10 99 126 111 93', [['nir', '2 95 10 99 126 111 93']]],
  ['295109912611193 est mon numéro', [['nir', '295109912611193']]],
  ['né en Corse : 2 53 07 2A 073 004 43', [['nir', '2 53 07 2A 073 004 43']]],
  ['né en Corse : 253072B07300470', [['nir', '253072B07300470']]],
  ['n° de sécu 1 85 05 78 006 084 (sans la clé)', [['nir', '1 85 05 78 006 084']]],
  ['ma carte 4111 1111 1111 1111 a été débitée', [['card', '4111 1111 1111 1111']]],
  ['carte 5555-5555-5555-4444', [['card', '5555-5555-5555-4444']]],
  ['Amex 3782 822463 10005', [['card', '3782 822463 10005']]],
  ['paiement 4012888888881881 refusé', [['card', '4012888888881881']]],
  ["J'habite au 12 rue de la Paix depuis 3 ans.", [['address', '12 rue de la Paix']]],
  ['au 3 bis avenue Foch, 75016 Paris, troisième étage', [['address', '3 bis avenue Foch, 75016 Paris']]],
  ['45, boulevard Haussmann', [['address', '45, boulevard Haussmann']]],
  ['12 rue victor hugo à Lyon', [['address', '12 rue victor hugo']]],
  ['7 chemin des Écoliers', [['address', '7 chemin des Écoliers']]],
  ['14 allée des Tilleuls 33000 Bordeaux', [['address', '14 allée des Tilleuls 33000 Bordeaux']]],
  ["2 impasse de l'Église", [['address', "2 impasse de l'Église"]]],
  ['8 place de la République', [['address', '8 place de la République']]],
  ['5 quai Saint-Michel', [['address', '5 quai Saint-Michel']]],
  ['120 route de Grenoble', [['address', '120 route de Grenoble']]],
  ['45 cours Mirabeau', [['address', '45 cours Mirabeau']]],
  ['3 av. Jean Jaurès', [['address', '3 av. Jean Jaurès']]],
  ['10 rue du 8 Mai 1945', [['address', '10 rue du 8 Mai 1945']]],
  ['18-20 rue Lafayette', [['address', '18-20 rue Lafayette']]],
];

const FALSE_POSITIVES: string[] = [
  'article L1471-1 du code du travail, L1234-5 et R. 4127-1 du code de la santé publique',
  "l'article 1240 du code civil et l'art. 700 du CPC",
  'le 03/03/2026, le 3 mars 2026, du 01/01/2020 au 31/12/2023, le 01.02.2023',
  'une indemnité de 1 500 €, 12 000 euros, 1 200 000 €, 2 500,50 €, +15 000 000 €',
  'code postal 75011, ou 75011 Paris',
  'depuis 2015, en 2023, en 1998',
  'SIRET 732 829 320 00074 et 73282932000074, SIREN 732 829 320',
  'TVA intracommunautaire FR40303265045',
  'RG n° 21/01234, n° RG 19/05678, pourvoi n° 21-12.345, ECLI:FR:CCASS:2021:SO01234',
  'pendant 3 mois, 12 ans, 45 jours, 35 heures, 14h30, 10 %',
  'loi n° 89-462 du 6 juillet 1989, décret n° 2005-790',
  "j'ai suivi 12 cours de droit, il reste 1 place disponible, 3 voies de recours, 2 routes possibles",
  'la rue de la Paix et la place Vendôme sont à Paris',
  'un numéro de téléphone à 10 chiffres est obligatoire',
  'Cass. soc., 12 mars 2020, n° 18-12.345',
  'un prêt de 150 000 € sur 25 ans au taux de 3,5 %',
  'mon numéro de dossier CAF 1234567 et mon numéro fiscal',
  '@Maître Dupont merci pour votre réponse',
];

describe('detectPersonalData: the table of true positives', () => {
  it.each(TRUE_POSITIVES)('%s', (text, expected) => {
    expect(kinds(text)).toEqual(expected);
  });
});

describe('detectPersonalData: the table of false positives', () => {
  it.each(FALSE_POSITIVES)('%s', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});

describe('detectPersonalData: several details and offsets', () => {
  it('returns offsets into the original text, in reading order', () => {
    const text = 'Moi c\u2019est Léa, 06 12 34 56 78, lea@exemple.fr, 12 rue de la Paix.';
    const found = detectPersonalData(text);
    expect(found.map((f) => f.kind)).toEqual(['phone', 'email', 'address']);
    for (const f of found) expect(text.slice(f.start, f.end)).toBe(f.match);
  });
  it('lets the strongest kind win an overlap (an IBAN is not also a card or a phone)', () => {
    expect(kinds('FR76 3000 6000 0112 3456 7890 189').map((k) => k[0])).toEqual(['iban']);
  });
  it('handles non-breaking spaces and curly apostrophes', () => {
    expect(kinds('tél\u00a0: 06\u00a012\u00a034\u00a056\u00a078')).toEqual([['phone', '06\u00a012\u00a034\u00a056\u00a078']]);
    expect(kinds('au 4 rue de l\u2019Abbaye')).toEqual([['address', '4 rue de l\u2019Abbaye']]);
  });
  it('answers nothing for empty text', () => {
    expect(detectPersonalData('')).toEqual([]);
  });
});

describe('maskPersonalData', () => {
  it('replaces each detail by its French placeholder and counts them by kind', () => {
    const { text, masked } = maskPersonalData(
      'Bonjour, joignez-moi au 06 12 34 56 78 ou 07 11 22 33 44, IBAN FR76 3000 6000 0112 3456 7890 189, je vis 12 rue de la Paix.',
    );
    expect(text).toBe('Bonjour, joignez-moi au [téléphone masqué] ou [téléphone masqué], IBAN [IBAN masqué], je vis [adresse masquée].');
    expect(masked).toEqual([
      { kind: 'iban', count: 1 },
      { kind: 'phone', count: 2 },
      { kind: 'address', count: 1 },
    ]);
  });
  it('is idempotent and leaves clean text untouched', () => {
    const once = maskPersonalData('mail: a.b@c.fr, sécu 2 95 10 99 126 111 93, carte 4111 1111 1111 1111').text;
    expect(once).toBe('mail: [e-mail masqué], sécu [n° de sécurité sociale masqué], carte [carte bancaire masquée]');
    expect(maskPersonalData(once)).toEqual({ text: once, masked: [] });
    expect(maskPersonalData('Licencié le 3 mars, art. L1471-1.')).toEqual({ text: 'Licencié le 3 mars, art. L1471-1.', masked: [] });
  });
  it('has a label, a placeholder and an explanation for every kind, and a French summary', () => {
    for (const k of PERSONAL_DATA_KINDS) {
      expect(PERSONAL_DATA_LABELS[k].placeholder).toMatch(/^\[.+\]$/);
      expect(PERSONAL_DATA_LABELS[k].explanation.length).toBeGreaterThan(20);
    }
    expect(
      describeMasked([
        { kind: 'phone', count: 1 },
        { kind: 'email', count: 2 },
      ]),
    ).toBe('Pour protéger votre vie privée, nous avons masqué 1 numéro de téléphone et 2 adresses e-mail.');
    expect(describeMasked([])).toBe('');
  });
});

describe('sensitiveTopics', () => {
  it('warns gently about health and criminal records, with offsets into the original text', () => {
    const text = 'Je suis en dépression depuis mon licenciement et j\u2019ai un casier judiciaire.';
    const r = sensitiveTopics(text);
    expect(r.topics).toEqual(['health', 'criminal']);
    expect(r.hits.map((h) => h.match)).toEqual(['dépression', 'casier judiciaire']);
    expect(r.warning).toContain('santé et une procédure pénale');
  });
  it('matches without accents and in capitals, and stays silent on ordinary questions', () => {
    expect(sensitiveTopics('J AI ETE CONDAMNE A 6 MOIS AVEC SURSIS').topics).toEqual(['criminal']);
    expect(sensitiveTopics('arret maladie de 3 semaines').topics).toEqual(['health']);
    expect(sensitiveTopics('Mon propriétaire ne rend pas le dépôt de garantie.')).toEqual({ topics: [], hits: [], warning: null });
    // Whole words only («malade» is not in «maladroit»), and everyday meanings stay silent.
    expect(sensitiveTopics('un geste maladroit').topics).toEqual([]);
    expect(sensitiveTopics('mon casier au vestiaire a été forcé').topics).toEqual([]);
    expect(sensitiveTopics('dans l\u2019enceinte du tribunal').topics).toEqual([]);
    expect(sensitiveTopics('le juge a prononcé un sursis à statuer').topics).toEqual([]);
    expect(sensitiveTopics('je suis enceinte de 3 mois').topics).toEqual(['health']);
    expect(sensitiveTopics('mon casier judiciaire est vierge').topics).toEqual(['criminal']);
  });
});

describe('speed (printed, not asserted: the machine is shared)', () => {
  // 251 scans: on a shared machine under heavy load they can outlast the 5 s default.
  it('scans a 5,000-character question', () => {
    const paragraph =
      'Bonjour, j\u2019ai été licencié le 3 mars 2026 après 12 ans dans l\u2019entreprise (article L1234-5). ' +
      'Mon employeur me doit 1 500 € de salaire et refuse de répondre. Joignable au 06 12 34 56 78 ou par mail ' +
      'jean.dupont@exemple.fr, j\u2019habite 12 rue de la Paix 75002 Paris. ';
    let text = '';
    while (text.length < 5_000) text += paragraph;
    text = text.slice(0, 5_000);
    detectPersonalData(text);
    const runs = 50;
    let ms = Number.POSITIVE_INFINITY;
    for (let batch = 0; batch < 5; batch++) {
      const t0 = performance.now();
      for (let i = 0; i < runs; i++) detectPersonalData(text);
      ms = Math.min(ms, (performance.now() - t0) / runs);
    }
    const found = detectPersonalData(text).length;
    console.log(
      `detectPersonalData on ${text.length} characters: ${ms.toFixed(3)} ms per call (${found} details found; best of 5 batches of ${runs})`,
    );
    expect(found).toBeGreaterThan(0);
  }, 60_000);
});
