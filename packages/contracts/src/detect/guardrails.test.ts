import { describe, expect, it } from 'vitest';
import { detectDeadline } from './deadlines/detect';
import { ANSWER_GUARDRAIL_KINDS, ANSWER_GUARDRAIL_LABELS, answerGuardrails, answerGuardrailWarning } from './guardrails';
import { detectPersonalData } from './personal-data';

const found = (text: string) => answerGuardrails(text).map((h) => [h.kind, h.match]);

// Each row: an answer, then every warning it must raise (kind and exact words). Decisions: docs/decisions/desk-guardrails.md.
const TRUE_POSITIVES: [string, [string, string][]][] = [
  ['Contactez mon cabinet pour en parler.', [['solicitation', 'Contactez mon cabinet']]],
  ['N\u2019hésitez pas à me contacter.', [['solicitation', 'me contacter']]],
  [
    'Contactez-moi en privé.',
    [
      ['solicitation', 'Contactez-moi'],
      ['solicitation', 'en privé'],
    ],
  ],
  ['Prenez rendez-vous, nous verrons cela ensemble.', [['solicitation', 'Prenez rendez-vous']]],
  ['Vous pouvez prendre rendez-vous à mon cabinet.', [['solicitation', 'prendre rendez-vous à mon cabinet']]],
  ['Appelez-moi demain matin.', [['solicitation', 'Appelez-moi']]],
  ['APPELEZ LE CABINET AU PLUS VITE', [['solicitation', 'APPELEZ LE CABINET']]],
  ['Mon cabinet situé à Lyon traite ce type de dossier.', [['solicitation', 'Mon cabinet situé']]],
  [
    'Je peux vous représenter moyennant 1 000 €.',
    [
      ['solicitation', 'Je peux vous représenter'],
      ['solicitation', 'moyennant'],
      ['fee', '1 000 €'],
    ],
  ],
  ['Je vous propose une première consultation gratuite.', [['solicitation', 'Je vous propose une première consultation']]],
  ['Je reste à votre disposition pour un rendez-vous.', [['solicitation', 'disposition pour un rendez']]],
  ['Plus de détails sur mon site internet.', [['solicitation', 'mon site internet']]],
  ['Voir www.cabinet-dupont-avocat.fr pour mes tarifs.', [['website', 'www.cabinet-dupont-avocat.fr']]],
  ['Tout est expliqué sur https://maitre-martin.com/licenciement.', [['website', 'https://maitre-martin.com/licenciement']]],
  ['Écrivez à contact@cabinet-dupont.fr', [['contact', 'contact@cabinet-dupont.fr']]],
  ['Tél. 01 42 68 53 00', [['contact', '01 42 68 53 00']]],
  [
    'Mon cabinet au 12 rue de la Paix vous reçoit.',
    [
      ['solicitation', 'Mon cabinet au '],
      ['contact', '12 rue de la Paix'],
    ],
  ],
  ['Mes honoraires s\u2019élèvent à 800 € pour ce dossier.', [['fee', '800 €']]],
  ['Comptez un forfait de 300 euros.', [['fee', '300 euros']]],
  ['Je facture 150 € HT de l\u2019heure.', [['fee', '150 € HT']]],
  ['150 € HT de l\u2019heure', [['fee', '150 € HT']]],
  ['Tarif : 200 €/h.', [['fee', '200 €']]],
  ['La consultation est à 90 euros TTC.', [['fee', '90 euros TTC']]],
  ['Un devis de 2 500 € vous sera adressé.', [['fee', '2 500 €']]],
  ['Les honoraires d\u2019un avocat tournent autour de 200 € de l\u2019heure.', [['fee', '200 €']]],
  ['Payez-moi par virement sur FR76 3000 6000 0112 3456 7890 189.', [['personal-data', 'FR76 3000 6000 0112 3456 7890 189']]],
];

const FALSE_POSITIVES: string[] = [
  'Les honoraires d\u2019un avocat sont libres et font l\u2019objet d\u2019une convention.',
  'L\u2019article 10 de la loi de 1971 sur les honoraires prévoit une convention écrite.',
  'Le montant de l\u2019indemnité est de 2 000 € au minimum dans votre cas.',
  'L\u2019indemnité légale de licenciement est d\u2019un quart de mois de salaire par année, soit environ 1 500 € ici.',
  'Le juge peut vous allouer 1 500 € au titre de l\u2019article 700 du code de procédure civile.',
  'L\u2019amende forfaitaire est de 135 € et l\u2019indemnité forfaitaire pour frais de recouvrement de 40 €.',
  'Un forfait post-stationnement de 35 € se conteste par un RAPO.',
  'Prenez rendez-vous avec un avocat spécialisé en droit du travail.',
  'Prenez rendez-vous à la maison de justice et du droit la plus proche.',
  'Une consultation gratuite est possible en mairie ou au point-justice.',
  'Voir la fiche sur service-public.fr et l\u2019article sur legifrance.gouv.fr.',
  'Le texte est sur https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000035644154.',
  'Saisissez le Défenseur des droits (defenseurdesdroits.fr) ou la CNIL (cnil.fr).',
  'L\u2019article L1471-1 du code du travail fixe le délai à 12 mois.',
  'Votre employeur doit vous contacter par écrit.',
  'Le conseil de prud\u2019hommes se trouve au 27 du boulevard, demandez au greffe.',
  'Je vous conseille de garder toutes les preuves écrites.',
  'Vous pouvez contester dans les 45 jours ; le montant est de 90 € minoré.',
];

describe('answerGuardrails: the table of true positives', () => {
  it.each(TRUE_POSITIVES)('%s', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });
});

describe('answerGuardrails: the table of false positives', () => {
  it.each(FALSE_POSITIVES)('%s', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('answerGuardrails: offsets and the warning', () => {
  it('gives offsets into the original answer and the explanation of each kind found', () => {
    const text = 'Bonjour. Appelez-moi au 06 12 34 56 78, mes honoraires sont de 500 €.';
    const hits = answerGuardrails(text);
    for (const h of hits) expect(text.slice(h.start, h.end)).toBe(h.match);
    expect(hits.map((h) => h.kind)).toEqual(['solicitation', 'contact', 'fee']);
    const warning = answerGuardrailWarning(hits);
    expect(warning?.rule).toContain('sollicitation');
    expect(warning?.items.map((i) => i.kind)).toEqual(['contact', 'solicitation', 'fee']);
    expect(answerGuardrailWarning([])).toBeNull();
  });
  it('has a French label and explanation for every kind', () => {
    for (const k of ANSWER_GUARDRAIL_KINDS) expect(ANSWER_GUARDRAIL_LABELS[k].explanation.length).toBeGreaterThan(20);
  });
});

describe('speed (printed, not asserted: the machine is shared)', () => {
  it('checks a 5,000-character answer', () => {
    let text = '';
    for (let i = 0; text.length < 5_000; i++) text += `${FALSE_POSITIVES[i % FALSE_POSITIVES.length]} `;
    text = text.slice(0, 5_000);
    answerGuardrails(text);
    const runs = 50;
    let ms = Number.POSITIVE_INFINITY;
    for (let batch = 0; batch < 5; batch++) {
      const t0 = performance.now();
      for (let i = 0; i < runs; i++) answerGuardrails(text);
      ms = Math.min(ms, (performance.now() - t0) / runs);
    }
    console.log(`answerGuardrails on 5000 characters: ${ms.toFixed(3)} ms per call (best of 5 batches of ${runs})`);
    expect(Array.isArray(answerGuardrails(text))).toBe(true);
  }, 120_000); // a loaded CI machine runs these loops for seconds: no time is asserted, so no time may fail them
});

describe('pathological input (printed, not asserted): every detector stays linear', () => {
  it('handles 5,000 characters of repeated digits, dots, letters, @, IBAN prefixes, amounts…', () => {
    const inputs: Record<string, string> = {
      digits: '1'.repeat(5_000),
      'dotted numbers': '12.'.repeat(1_666),
      letters: 'a'.repeat(5_000),
      'at signs': 'a@'.repeat(2_500),
      'IBAN prefixes': 'FR76 '.repeat(1_000),
      'street starts': '12 rue '.repeat(714),
      amounts: '1 000 € '.repeat(625),
      'il y a': 'il y a '.repeat(714),
    };
    const best = (fn: () => unknown) => {
      let ms = Number.POSITIVE_INFINITY;
      for (let r = 0; r < 5; r++) {
        const t0 = performance.now();
        fn();
        ms = Math.min(ms, performance.now() - t0);
      }
      return ms.toFixed(2).padStart(6);
    };
    const lines = Object.entries(inputs).map(
      ([name, text]) =>
        `${name.padEnd(15)} personal data ${best(() => detectPersonalData(text))} ms  guardrails ${best(() => answerGuardrails(text))} ms  deadline ${best(() => detectDeadline({ title: '', content: text, createdAt: '2026-03-10' }))} ms`,
    );
    console.log(`Worst-case inputs (best of 5):\n${lines.join('\n')}`);
    expect(lines).toHaveLength(8);
  }, 120_000);
});
