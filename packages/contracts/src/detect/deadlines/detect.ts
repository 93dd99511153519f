// Deadline detection: which rule of the table a question falls under, the event date read from its
// text (or given in the form), and the end date. No rule matched → null: never a guess.
import { foldText } from '../text';
import { addMonths, addWorkingDays, dayOf, dayOfIso, formatFrenchDate, isoOf, parisDay, ymdOf } from './calendar';
import { type DateMention, findDates } from './dates';
import { eventDateProblem } from './event-date';
import { compileTrigger, TokenIndex, type Trigger } from './matcher';
import { DEADLINE_RULES, type DeadlineDuration, type DeadlineRule } from './rules';

/** Shown under every deadline notice. */
export const DEADLINE_DISCLAIMER =
  'Information juridique générale, et non un conseil : un délai dépend de chaque situation (date exacte de départ, ' +
  'exceptions, suspensions). Seul un avocat peut vous dire quel délai s\u2019applique à votre cas.';
export const DEADLINE_NOTICE_CLOSING = 'Un avocat pourra vous le confirmer.';
/** When a rule applies but no date of the event was found: the deadline exists, its end is unknown. */
export const DEADLINE_DATE_UNKNOWN =
  'La date de départ de ce délai n\u2019a pas été trouvée dans la question : sa date de fin ne peut pas être estimée.';

export interface DeadlineInput {
  title: string;
  content: string;
  /** The question's date: relative dates («il y a dix jours») are read from the Paris day of this instant. */
  createdAt: Date | string;
  /** The optional «Date de l'événement» of the form ('YYYY-MM-DD'); when valid it takes precedence over the text. */
  eventDate?: string | null;
}

export interface DeadlineDetection {
  rule: DeadlineRule;
  /** The duration that applies (a rule's variant may shorten it, e.g. 1 month for a furnished flat). */
  duration: DeadlineDuration;
  durationText: string;
  /** 'YYYY-MM-DD', or null when no date of the event was found. */
  eventDate: string | null;
  /** 'lawyer': corrected by a lawyer who answered the question (never set by the detector). */
  eventDateSource: 'form' | 'text' | 'lawyer' | null;
  /** The words the date was read from («il y a dix jours»), when it came from the text. */
  eventDateText: string | null;
  /** True when the text gave only a month, a week or a rounded duration (the earliest plausible day is used). */
  approximate: boolean;
  /** 'YYYY-MM-DD', or null when the event date is unknown. */
  endDate: string | null;
  /** The calm sentence for the asker: the rule's information and «Un avocat pourra vous le confirmer.». */
  notice: string;
}

interface CompiledRule {
  rule: DeadlineRule;
  triggers: Trigger[];
  unless: Trigger[];
  eventWords: Trigger[];
  variants: { when: Trigger; duration: DeadlineDuration; durationText: string }[];
}

let compiled: CompiledRule[] | undefined;
const EARLIEST = dayOf(1990, 1, 1);

// Compiled on first use, so a page that imports contracts without detecting deadlines pays nothing.
function rules(): CompiledRule[] {
  compiled ??= DEADLINE_RULES.map((rule) => ({
    rule,
    triggers: rule.triggers.map(compileTrigger),
    unless: (rule.unless ?? []).map(compileTrigger),
    eventWords: rule.eventWords.map(compileTrigger),
    variants: (rule.variants ?? []).map((v) => ({ ...v, when: compileTrigger(v.when) })),
  }));
  return compiled;
}

export function deadlineRuleById(id: string): DeadlineRule | undefined {
  return DEADLINE_RULES.find((r) => r.id === id);
}

/** Last day of the deadline that starts on `eventDay` (day numbers). */
function deadlineEnd(eventDay: number, duration: DeadlineDuration): number {
  const { amount, unit } = duration;
  if (unit === 'day') return eventDay + amount;
  if (unit === 'week') return eventDay + 7 * amount;
  if (unit === 'month') return addMonths(eventDay, amount);
  if (unit === 'year') return addMonths(eventDay, 12 * amount);
  if (unit === 'working-day') return addWorkingDays(eventDay, amount);
  return dayOf(ymdOf(eventDay).y + amount, 12, 31);
}

/** Last day ('YYYY-MM-DD') of a deadline of this duration starting on `eventDate`, e.g. when a lawyer corrects the date. */
export function deadlineEndDate(eventDate: string, duration: DeadlineDuration): string | null {
  const day = dayOfIso(eventDate);
  return day === null ? null : isoOf(deadlineEnd(day, duration));
}

interface Best {
  c: CompiledRule;
  spans: [number, number][];
  score: number;
  first: number;
}

function bestRule(index: TokenIndex, titleEnd: number): Best | null {
  let best: Best | null = null;
  for (const c of rules()) {
    const spans: [number, number][] = [];
    let matched = 0;
    for (const t of c.triggers) {
      const s = index.trigger(t);
      if (s) {
        matched++;
        spans.push(...s);
      }
    }
    // «unless» only for rules that matched: most rules match nothing, and their words are then never looked up.
    if (matched === 0 || c.unless.some((t) => index.trigger(t))) continue;
    let first = Number.POSITIVE_INFINITY;
    for (const [start] of spans) first = Math.min(first, start);
    const score = c.rule.priority * 100 + matched * 10 + (first < titleEnd ? 1 : 0);
    if (!best || score > best.score || (score === best.score && first < best.first)) best = { c, spans, score, first };
  }
  return best;
}

/** Extra distance (in characters) given to the words that selected the rule, so the event's own words weigh more. */
const TRIGGER_ANCHOR_PENALTY = 20;
/** Extra distance per punctuation mark between a date and a word: «le 25 avril, reçu le 2 mai» ties «reçu» to «2 mai». */
const PUNCTUATION_PENALTY = 10;

/** The date written nearest to the event's words (or, failing those, to the words that selected the rule). */
function nearestDate(text: string, mentions: DateMention[], anchors: { span: [number, number]; penalty: number }[]): DateMention | null {
  if (mentions.length === 0) return null;
  // marks[i] = punctuation marks before offset i, so the marks between two offsets cost one subtraction.
  const marks = new Int32Array(text.length + 1);
  for (let i = 0; i < text.length; i++) marks[i + 1] = marks[i] + (',;:.!?()\n'.includes(text[i]) ? 1 : 0);
  let best: DateMention | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const m of mentions) {
    let d = Number.POSITIVE_INFINITY;
    for (const { span, penalty } of anchors) {
      const [from, to] = m.end <= span[0] ? [m.end, span[0]] : span[1] <= m.start ? [span[1], m.start] : [0, 0];
      d = Math.min(d, penalty + (to - from) + PUNCTUATION_PENALTY * (marks[to] - marks[from]));
    }
    if (d < bestDistance || (d === bestDistance && best?.approximate && !m.approximate)) {
      best = m;
      bestDistance = d;
    }
  }
  return best;
}

// Words saying a document reached the person (folded): reçu, présenté, première présentation, notifié, signifié,
// arrivé, livré, remis, délivré, dénoncé.
const RECEIPT_WORD =
  /^(recu|recue|recus|reception|presente|presentee|presentation|notifie|notifiee|notification|signifie|signifiee|signification|arrive|arrivee|livre|livree|livraison|remis|remise|delivre|delivree|denonce|denoncee|denonciation)$/;
/** How many words before a date may hold the receipt word («reçu ma lettre de licenciement économique le 15/12»). */
const RECEIPT_WINDOW = 8;

/**
 * The dates written after a receipt word in the same clause (and after the previous date), for the rules that run
 * from a notification: «lettre datée du 3 novembre, présentée le 5 novembre» → only «5 novembre».
 */
function receiptDates(text: string, mentions: DateMention[]): DateMention[] {
  const sorted = [...mentions].sort((a, b) => a.start - b.start);
  return sorted.filter((m, i) => {
    let from = i > 0 ? sorted[i - 1].end : 0;
    for (let j = m.start - 1; j >= from; j--)
      if (',;:.!?()\n'.includes(text[j])) {
        from = j + 1;
        break;
      }
    const words = text.slice(from, m.start).match(/[a-z]+/g) ?? [];
    return words.slice(-RECEIPT_WINDOW).some((w) => RECEIPT_WORD.test(w));
  });
}

export function detectDeadline(input: DeadlineInput): DeadlineDetection | null {
  const text = `${input.title}\n${input.content}`;
  const folded = foldText(text);
  const index = new TokenIndex(folded);
  const best = bestRule(index, input.title.length);
  if (!best) return null;
  const { rule } = best.c;
  const variant = best.c.variants.find((v) => index.trigger(v.when));
  const duration = variant?.duration ?? rule.duration;
  const durationText = variant?.durationText ?? rule.durationText;
  const reference = parisDay(input.createdAt);

  let eventDay: number | null = null;
  let eventDateSource: DeadlineDetection['eventDateSource'] = null;
  let eventDateText: string | null = null;
  let approximate = false;
  if (input.eventDate && reference !== null && eventDateProblem(input.eventDate, isoOf(reference)) === null) {
    eventDay = dayOfIso(input.eventDate);
    eventDateSource = 'form';
  } else if (reference !== null) {
    let mentions = findDates(folded, reference).filter((m) => m.day <= reference && m.day >= EARLIEST);
    if (rule.start === 'receipt') {
      const received = receiptDates(folded, mentions);
      if (received.length > 0) mentions = received;
    }
    const anchors = best.spans.map((span) => ({ span, penalty: TRIGGER_ANCHOR_PENALTY }));
    for (const t of best.c.eventWords) for (const span of index.trigger(t) ?? []) anchors.push({ span, penalty: 0 });
    const chosen = nearestDate(folded, mentions, anchors);
    if (chosen) {
      eventDay = chosen.day;
      eventDateSource = 'text';
      eventDateText = text.slice(chosen.start, chosen.end);
      approximate = chosen.approximate;
    }
  }
  return {
    rule,
    duration,
    durationText,
    eventDate: eventDay === null ? null : isoOf(eventDay),
    eventDateSource,
    eventDateText,
    approximate,
    endDate: eventDay === null ? null : isoOf(deadlineEnd(eventDay, duration)),
    notice: `${rule.information} ${DEADLINE_NOTICE_CLOSING}`,
  };
}

/** Whole days from `now` (Paris day) to the end date: negative once it has passed, null when the end is unknown. */
export function deadlineDaysLeft(detection: Pick<DeadlineDetection, 'endDate'>, now: Date | string): number | null {
  const end = detection.endDate ? dayOfIso(detection.endDate) : null;
  const today = parisDay(now);
  return end === null || today === null ? null : end - today;
}

/** One French line for the lawyers' queue: «… : fin estimée le 3 mars 2027 (délai : 12 mois ; départ : 3 mars 2026, lu : « 3 mars »).» */
export function deadlineSummary(detection: DeadlineDetection): string {
  if (!detection.endDate || !detection.eventDate) return `${detection.rule.title} (${detection.durationText}) : ${DEADLINE_DATE_UNKNOWN}`;
  const about = detection.approximate ? 'vers le ' : '';
  const read =
    detection.eventDateSource === 'form'
      ? 'date indiquée par l\u2019auteur'
      : detection.eventDateSource === 'lawyer'
        ? 'date corrigée par un avocat'
        : `lu : « ${detection.eventDateText} »`;
  return (
    `${detection.rule.title} : fin estimée le ${formatFrenchDate(detection.endDate)} ` +
    `(délai : ${detection.durationText} ; départ : ${about}${formatFrenchDate(detection.eventDate)}, ${read}).`
  );
}
