import {
  MODERATION_DECISION_LABELS,
  MODERATION_DECISIONS,
  NOTIFIER_KIND_LABELS,
  NOTIFIER_KINDS,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type TransparencyFigures,
  type TransparencyResult,
} from '@pretoire/contracts';

type Column = readonly [string, (f: TransparencyFigures) => number | null];

/** Columns of the CSV: a French header and how to read the figure. */
const COLUMNS: Column[] = [
  ['Signalements', (f) => f.notices.total],
  ...REPORT_REASONS.map((r) => [`Signalements : ${REPORT_REASON_LABELS[r]}`, (f: TransparencyFigures) => f.notices.byReason[r]] as Column),
  ...NOTIFIER_KINDS.map(
    (k) => [`Signalements : ${NOTIFIER_KIND_LABELS[k]}`, (f: TransparencyFigures) => f.notices.byNotifier[k]] as Column,
  ),
  ['Décisions', (f) => f.decisions.total],
  ...MODERATION_DECISIONS.map(
    (d) => [`Décisions : ${MODERATION_DECISION_LABELS[d]}`, (f: TransparencyFigures) => f.decisions.byType[d]] as Column,
  ),
  ['Délai médian signalement-décision (heures)', (f) => f.decisions.medianHours],
  ['Recours reçus', (f) => f.appeals.received],
  ['Recours : décision maintenue', (f) => f.appeals.upheld],
  ['Recours : décision infirmée', (f) => f.appeals.reversed],
  ['Délai médian des recours (heures)', (f) => f.appeals.medianHours],
  ['Suspensions de compte : modération', (f) => f.suspensions.byReason.moderation],
  ['Suspensions de compte : usage abusif', (f) => f.suspensions.byReason.misuse],
  ['Avertissements pour usage abusif', (f) => f.misuse.warnings],
  ['Signaleurs suspendus pour usage abusif', (f) => f.misuse.noticeSuspensions],
];

const cell = (s: string) => (/[";\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);

/** One line per month and a total line; semicolons and a BOM, as French spreadsheets expect. */
export function transparencyCsv(t: TransparencyResult): string {
  const head = ['Mois', ...COLUMNS.map(([h]) => h)];
  const line = (label: string, f: TransparencyFigures) => [label, ...COLUMNS.map(([, get]) => String(get(f) ?? ''))];
  const lines = [head, ...t.months.map((m) => line(m.month, m)), line(`Total ${t.from} au ${t.to}`, t)];
  return `\uFEFF${lines.map((l) => l.map(cell).join(';')).join('\r\n')}\r\n`;
}
