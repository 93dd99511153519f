import { describe, expect, it } from 'vitest';
import { eventDateInput, eventDateSchema } from '../../schemas/deadlines';
import { foldText } from '../text';
import { addMonths, addWorkingDays, dayOfIso, formatFrenchDate, isoOf, parisDay } from './calendar';
import { findDates } from './dates';
import { DEADLINE_DATE_UNKNOWN, DEADLINE_DISCLAIMER, deadlineDaysLeft, deadlineEndDate, deadlineSummary, detectDeadline } from './detect';
import { EVENT_DATE_REASONS, eventDateProblem } from './event-date';
import { DEV_SET, HELD_OUT_SET, HELD_OUT_SET_2, HELD_OUT_SET_3, type LabelledQuestion } from './labelled-questions';
import { compileTrigger } from './matcher';
import { DEADLINE_DOMAIN_LABELS, DEADLINE_RULES } from './rules';

const day = (iso: string) => dayOfIso(iso) ?? Number.NaN;

describe('the rule table', () => {
  it('has at least 25 rules, unique ids, and every field a notice and the queue need', () => {
    expect(DEADLINE_RULES.length).toBeGreaterThanOrEqual(25);
    expect(new Set(DEADLINE_RULES.map((r) => r.id)).size).toBe(DEADLINE_RULES.length);
    for (const r of DEADLINE_RULES) {
      expect(DEADLINE_DOMAIN_LABELS[r.domain]).toBeTruthy();
      for (const field of [r.title, r.durationText, r.startEvent, r.source, r.reference, r.information]) expect(field.trim()).not.toBe('');
      expect(r.information).toMatch(/\(art\. [^)]+\)\.$|\)\.$|\)[^.]*\.$/);
      expect(r.information).toContain(r.source.split(' ')[1]);
      expect(r.triggers.length).toBeGreaterThan(0);
      expect(r.eventWords.length).toBeGreaterThan(0);
      expect(r.duration.amount).toBeGreaterThan(0);
      for (const t of [...r.triggers, ...(r.unless ?? []), ...r.eventWords, ...(r.variants ?? []).map((v) => v.when)])
        expect(compileTrigger(t).length).toBeGreaterThan(0);
    }
  });
  it('covers every domain of the issue', () => {
    const domains = new Set(DEADLINE_RULES.map((r) => r.domain));
    for (const d of ['travail', 'consommation', 'logement', 'famille', 'penal', 'administratif', 'procedure', 'succession'])
      expect(domains.has(d as never)).toBe(true);
  });
});

describe('calendar', () => {
  it('adds months as article 641 of the CPC says (last day of a shorter month)', () => {
    expect(isoOf(addMonths(day('2026-01-31'), 1))).toBe('2026-02-28');
    expect(isoOf(addMonths(day('2024-01-31'), 1))).toBe('2024-02-29');
    expect(isoOf(addMonths(day('2026-03-03'), 12))).toBe('2027-03-03');
    expect(isoOf(addMonths(day('2026-03-15'), -3))).toBe('2025-12-15');
  });
  it('counts «jours ouvrables» without Sundays and public holidays (Easter Monday, 1 and 8 May…)', () => {
    // From Thursday 30 April 2026: 1 May (holiday), 3 May (Sunday), 8 May (holiday), 10 May (Sunday) are skipped.
    expect(isoOf(addWorkingDays(day('2026-04-30'), 6))).toBe('2026-05-09');
    expect(isoOf(addWorkingDays(day('2026-04-30'), 7))).toBe('2026-05-11');
    // From Saturday 4 April 2026: Easter Sunday 5 and Easter Monday 6 are skipped.
    expect(isoOf(addWorkingDays(day('2026-04-04'), 2))).toBe('2026-04-08');
  });
  it('reads the question date as a Paris day, across midnight and summer time', () => {
    expect(isoOf(parisDay('2026-03-02T23:30:00Z') ?? 0)).toBe('2026-03-03');
    expect(isoOf(parisDay('2026-07-14T21:59:00Z') ?? 0)).toBe('2026-07-14');
    expect(isoOf(parisDay('2026-07-14T22:01:00Z') ?? 0)).toBe('2026-07-15');
    expect(isoOf(parisDay(new Date('2026-01-10T12:00:00Z')) ?? 0)).toBe('2026-01-10');
    expect(parisDay('pas une date')).toBeNull();
  });
  it('writes French dates', () => {
    expect(formatFrenchDate('2027-03-03')).toBe('3 mars 2027');
    expect(formatFrenchDate('2026-05-01')).toBe('1er mai 2026');
  });
});

describe('dates read from French text (reference: Tuesday 10 March 2026)', () => {
  const ref = day('2026-03-10');
  const read = (text: string) => findDates(foldText(text), ref).map((m) => [text.slice(m.start, m.end), isoOf(m.day), m.approximate]);
  it.each([
    ['licencié le 3 mars', '3 mars', '2026-03-03', false],
    ['le 03/03/2026', '03/03/2026', '2026-03-03', false],
    ['le 3/3/26', '3/3/26', '2026-03-03', false],
    ['le 03.03.2026', '03.03.2026', '2026-03-03', false],
    ['reçu le 2026-02-27', '2026-02-27', '2026-02-27', false],
    ['signé le 3 mars 2025', '3 mars 2025', '2025-03-03', false],
    ['le 1er février', '1er février', '2026-02-01', false],
    ['le premier février', 'premier février', '2026-02-01', false],
    ['le trois mars', 'trois mars', '2026-03-03', false],
    ['le 12 fevier', '12 fevier', '2026-02-12', false],
    ['le 12 févr. 2026', '12 févr. 2026', '2026-02-12', false],
    ['le 3 MARS', '3 MARS', '2026-03-03', false],
    ['le 15 juin', '15 juin', '2025-06-15', false],
    ['hier', 'hier', '2026-03-09', false],
    ['avant-hier', 'avant-hier', '2026-03-08', false],
    ['avant hier', 'avant hier', '2026-03-08', false],
    ["aujourd'hui", "aujourd'hui", '2026-03-10', false],
    ['il y a dix jours', 'il y a dix jours', '2026-02-28', false],
    ['il y a 10 jours', 'il y a 10 jours', '2026-02-28', false],
    ['ya 10 jours', 'ya 10 jours', '2026-02-28', false],
    ['ça fait quinze jours', 'ça fait quinze jours', '2026-02-23', false],
    ['depuis deux semaines', 'depuis deux semaines', '2026-02-24', true],
    ['il y a vingt et un jours', 'il y a vingt et un jours', '2026-02-17', false],
    ['il y a dix-sept jours', 'il y a dix-sept jours', '2026-02-21', false],
    ['il y a 3 mois', 'il y a 3 mois', '2025-12-10', true],
    ['il y a un an et demi', 'il y a un an et demi', '2024-09-10', true],
    ['il y a plus de 2 ans', 'il y a plus de 2 ans', '2024-03-10', true],
    ['la semaine dernière', 'la semaine dernière', '2026-03-02', true],
    ['le mois dernier', 'le mois dernier', '2026-02-01', true],
    ["l'année dernière", "l'année dernière", '2025-01-01', true],
    ['le week-end dernier', 'le week-end dernier', '2026-03-07', true],
    ['lundi dernier', 'lundi dernier', '2026-03-09', false],
    ['mardi dernier', 'mardi dernier', '2026-03-03', false],
    ['en février', 'en février', '2026-02-01', true],
    ['début janvier', 'début janvier', '2026-01-01', true],
    ['mi-janvier', 'mi-janvier', '2026-01-15', true],
    ['fin janvier', 'fin janvier', '2026-01-21', true],
    ['en septembre 2024', 'en septembre 2024', '2024-09-01', true],
    ['depuis septembre', 'depuis septembre', '2025-09-01', true],
  ])('«%s»', (text, match, iso, approximate) => {
    expect(read(text)).toEqual([[match, iso, approximate]]);
  });
  it('keeps a coming date without a year as a future date (the detector refuses it)', () => {
    expect(read("l'audience est le 20 mars").map((r) => r[1])).toEqual(['2026-03-20']);
  });
  it('reads no date in numbers that are not dates', () => {
    for (const text of [
      'article L1237-13',
      'RG 21/01234',
      '1/2 mois de loyer',
      'depuis 4 ans dans la boîte',
      'pendant 3 mois',
      'en 2023',
      '12 000 euros',
      'le 31 février',
      'née le 3 mars 1990',
      'embauché le 2 janvier',
      'en cours',
      'depuis mon licenciement',
      'le fichier',
    ])
      expect(read(text)).toEqual([]);
  });
});

describe('detectDeadline', () => {
  const base = {
    title: 'Licenciement',
    content: 'J\u2019ai été licencié le 3 mars, je veux contester.',
    createdAt: '2026-03-10T10:00:00Z',
  };
  it('finds the rule, the event date, the end date and the notice', () => {
    const d = detectDeadline(base);
    expect(d).toMatchObject({
      eventDate: '2026-03-03',
      eventDateSource: 'text',
      eventDateText: '3 mars',
      endDate: '2027-03-03',
      notice:
        'Un délai de 12 mois peut s\u2019appliquer pour contester un licenciement devant le conseil de prud\u2019hommes (art. L1471-1 du code du travail). Un avocat pourra vous le confirmer.',
    });
    expect(d?.rule.id).toBe('travail-licenciement');
    expect(d && deadlineSummary(d)).toBe(
      'Contester un licenciement : fin estimée le 3 mars 2027 (délai : 12 mois ; départ : 3 mars 2026, lu : « 3 mars »).',
    );
    expect(d && deadlineDaysLeft(d, '2027-03-01T12:00:00Z')).toBe(2);
    expect(DEADLINE_DISCLAIMER).toContain('non un conseil');
  });
  it('lets the form\u2019s event date take precedence, and ignores one in the future or before 1990', () => {
    expect(detectDeadline({ ...base, eventDate: '2026-02-20' })).toMatchObject({ eventDate: '2026-02-20', eventDateSource: 'form' });
    expect(detectDeadline({ ...base, eventDate: '2026-03-11' })).toMatchObject({ eventDate: '2026-03-03', eventDateSource: 'text' });
    expect(detectDeadline({ ...base, eventDate: '1989-12-31' })).toMatchObject({ eventDate: '2026-03-03', eventDateSource: 'text' });
  });
  it('says when a rule applies but no date was found (no end date, never a guess)', () => {
    const d = detectDeadline({ ...base, content: 'Je veux contester mon licenciement, le motif est faux.' });
    expect(d).toMatchObject({ eventDate: null, endDate: null, eventDateSource: null });
    expect(d && deadlineSummary(d)).toContain(DEADLINE_DATE_UNKNOWN);
    expect(d && deadlineDaysLeft(d, '2026-03-10')).toBeNull();
  });
  it('starts a notification deadline on the day the letter reached the person, not the day it bears or was sent', () => {
    const at = '2026-11-20T10:00:00Z';
    const of = (content: string) => detectDeadline({ title: 'Licenciement', content, createdAt: at })?.eventDate;
    expect(of('Ma lettre de licenciement est datée du 3 novembre mais le facteur me l\u2019a présentée le 5 novembre.')).toBe('2026-11-05');
    expect(of('Licenciée, lettre envoyée le 28 octobre, première présentation le 2 novembre. Je conteste.')).toBe('2026-11-02');
    // Without a receipt word the nearest date still counts; a deadline that runs from a signature is not moved.
    expect(of('J\u2019ai été licencié le 3 novembre, je conteste.')).toBe('2026-11-03');
    const rc = detectDeadline({
      title: 'RC',
      content: 'Rupture conventionnelle signée le 4 novembre, reçue par courrier le 6 novembre, je veux me rétracter.',
      createdAt: at,
    });
    expect(rc?.eventDate).toBe('2026-11-04');
  });
  it('keeps the dismissal rule when the question names a «numéro de sécurité sociale» in passing', () => {
    const d = detectDeadline({
      title: 'Licencié',
      content: 'J\u2019ai été licencié le 12 octobre. Mon numéro de sécurité sociale est faux sur l\u2019attestation, je veux contester.',
      createdAt: '2026-11-20T10:00:00Z',
    });
    expect(d?.rule.id).toBe('travail-licenciement');
  });
  it('finds nothing when no rule matches, even with dates in the text', () => {
    expect(
      detectDeadline({ title: 'Haie du voisin', content: 'Depuis le 3 mars la haie dépasse chez moi.', createdAt: '2026-03-10' }),
    ).toBeNull();
  });
  it('refuses dates in the future and before 1990 read from the text', () => {
    const future = detectDeadline({ ...base, content: 'J\u2019ai été licencié, je passe aux prud\u2019hommes le 20 mars.' });
    expect(future?.eventDate).toBeNull();
    const old = detectDeadline({ ...base, content: 'J\u2019ai été licencié le 3 mars 1985.' });
    expect(old?.eventDate).toBeNull();
  });
  it('computes each unit: days, weeks, working days, year-end, and a variant', () => {
    const at = '2026-05-20T10:00:00Z';
    const rc = detectDeadline({ title: 'RC', content: 'Rupture conventionnelle signée le 4 mai, je veux me rétracter.', createdAt: at });
    expect(rc).toMatchObject({ endDate: '2026-05-19', durationText: '15 jours calendaires' });
    const cmd = detectDeadline({ title: 'Commandement de payer', content: 'Reçu le 4 mai un commandement de payer.', createdAt: at });
    expect(cmd).toMatchObject({ endDate: '2026-06-15', durationText: '6 semaines' });
    const homol = detectDeadline({
      title: 'Rupture conventionnelle',
      content: 'Demande d\u2019homologation envoyée le 30 avril.',
      createdAt: at,
    });
    // 15 «jours ouvrables» from 30 April 2026 skip 1 and 8 May, Ascension (14 May) and the Sundays.
    expect(homol).toMatchObject({ endDate: '2026-05-21', durationText: '15 jours ouvrables' });
    const tax = detectDeadline({ title: 'Impôt', content: 'Erreur sur mon impôt, avis reçu le 5 août 2025.', createdAt: at });
    expect(tax).toMatchObject({ endDate: '2027-12-31' });
    const land = detectDeadline({
      title: 'Taxe foncière',
      content: 'Erreur sur ma taxe foncière, avis reçu le 5 septembre 2025.',
      createdAt: at,
    });
    expect(land).toMatchObject({ endDate: '2026-12-31', durationText: 'jusqu\u2019au 31 décembre de l\u2019année suivante' });
    const furnished = detectDeadline({
      title: 'Préavis',
      content: 'Studio meublé, préavis envoyé le 4 mai au propriétaire.',
      createdAt: at,
    });
    expect(furnished).toMatchObject({ endDate: '2026-06-04', durationText: '1 mois' });
    expect(deadlineEndDate('2026-01-31', { amount: 1, unit: 'month' })).toBe('2026-02-28');
    expect(deadlineEndDate('2026-02-31', { amount: 1, unit: 'month' })).toBeNull();
  });
});

describe('event date of the form', () => {
  it('refuses a future date, a date before 1990 and a non-date, with French reasons', () => {
    expect(eventDateProblem('2026-03-10', '2026-03-10T22:30:00Z')).toBeNull();
    expect(eventDateProblem('2026-03-11', '2026-03-10T22:30:00Z')).toBe('future');
    expect(eventDateProblem('1989-12-31', '2026-03-10')).toBe('tooOld');
    expect(eventDateProblem('1990-01-01', '2026-03-10')).toBeNull();
    expect(eventDateProblem('2026-02-30', '2026-03-10')).toBe('invalid');
    expect(eventDateProblem('03/03/2026', '2026-03-10')).toBe('invalid');
    const schema = eventDateSchema(() => new Date('2026-03-10T10:00:00Z'));
    expect(schema.safeParse('2026-03-01').success).toBe(true);
    expect(schema.safeParse('2026-04-01').error?.issues[0].message).toBe(EVENT_DATE_REASONS.future);
    expect(eventDateInput.safeParse('2126-04-01').success).toBe(true);
    expect(eventDateInput.safeParse('1980-04-01').error?.issues[0].message).toBe(EVENT_DATE_REASONS.tooOld);
    expect(eventDateInput.optional().safeParse(undefined).success).toBe(true);
  });
});

/** Precision and recall of the rule choice, and accuracy of the event dates where the rule is right. */
function measure(set: readonly LabelledQuestion[]) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let datesRight = 0;
  let datesTotal = 0;
  const misses: string[] = [];
  for (const q of set) {
    const d = detectDeadline(q);
    const got = d?.rule.id ?? null;
    const want = q.expected.rule;
    if (got === want) {
      if (got !== null) tp++;
    } else {
      if (got !== null) fp++;
      if (want !== null) fn++;
      misses.push(`${q.id}: ${want} ≠ ${got}`);
    }
    if (want !== null && got === want && q.expected.eventDate !== undefined) {
      datesTotal++;
      if ((d?.eventDate ?? null) === q.expected.eventDate) datesRight++;
      else misses.push(`${q.id}: date ${q.expected.eventDate} ≠ ${d?.eventDate}`);
    }
  }
  return {
    n: set.length,
    tp,
    fp,
    fn,
    precision: tp / (tp + fp),
    recall: tp / (tp + fn),
    dates: datesRight / datesTotal,
    datesRight,
    datesTotal,
    misses,
  };
}

describe('the labelled questions', () => {
  it('has at least 60 questions, with and without deadlines, each labelled with a rule of the table', () => {
    const all = [...DEV_SET, ...HELD_OUT_SET, ...HELD_OUT_SET_2, ...HELD_OUT_SET_3];
    expect(DEV_SET.length).toBeGreaterThanOrEqual(60);
    expect(new Set(all.map((q) => q.id)).size).toBe(all.length);
    const ids = new Set(DEADLINE_RULES.map((r) => r.id));
    for (const q of all) if (q.expected.rule) expect(ids.has(q.expected.rule)).toBe(true);
    expect(all.filter((q) => q.expected.rule === null).length).toBeGreaterThanOrEqual(20);
  });
  it('measures precision, recall and date accuracy (printed; aims: precision ≥ 0.9, recall ≥ 0.8)', () => {
    const rows = [
      ['dev (tuned on)', measure(DEV_SET)],
      ['held-out 1', measure(HELD_OUT_SET)],
      ['held-out 2', measure(HELD_OUT_SET_2)],
      ['held-out 3', measure(HELD_OUT_SET_3)],
      ['all held-out', measure([...HELD_OUT_SET, ...HELD_OUT_SET_2, ...HELD_OUT_SET_3])],
      ['all', measure([...DEV_SET, ...HELD_OUT_SET, ...HELD_OUT_SET_2, ...HELD_OUT_SET_3])],
    ] as const;
    const f = (x: number) => x.toFixed(3);
    console.log(
      [
        'set              n   TP  FP  FN  precision  recall  dates',
        ...rows.map(
          ([name, m]) =>
            `${name.padEnd(15)} ${String(m.n).padStart(3)} ${String(m.tp).padStart(4)} ${String(m.fp).padStart(3)} ${String(m.fn).padStart(3)}  ${f(m.precision).padStart(9)}  ${f(m.recall).padStart(6)}  ${f(m.dates)} (${m.datesRight}/${m.datesTotal})`,
        ),
        ...rows[5][1].misses.map((m) => `  miss ${m}`),
      ].join('\n'),
    );
    const all = rows[5][1];
    expect(all.precision).toBeGreaterThanOrEqual(0.9);
    expect(all.recall).toBeGreaterThanOrEqual(0.8);
    expect(all.dates).toBeGreaterThanOrEqual(0.9);
  });
});

describe('speed (printed, not asserted: the machine is shared)', () => {
  it('detects the deadline of a 5,000-character question', () => {
    let content = '';
    for (let i = 0; content.length < 5_000; i = (i + 1) % DEV_SET.length) content += `${DEV_SET[i].content} `;
    const q = { title: 'Question longue', content: content.slice(0, 5_000), createdAt: '2026-03-10T10:00:00Z' };
    detectDeadline(q);
    const runs = 20;
    let ms = Number.POSITIVE_INFINITY;
    for (let batch = 0; batch < 5; batch++) {
      const t0 = performance.now();
      for (let i = 0; i < runs; i++) detectDeadline(q);
      ms = Math.min(ms, (performance.now() - t0) / runs);
    }
    console.log(`detectDeadline on 5000 characters: ${ms.toFixed(2)} ms per call (best of 5 batches of ${runs})`);
    expect(detectDeadline(q)).not.toBeNull();
  });
});
