import {
  MODERATION_DECISIONS,
  NOTIFIER_KINDS,
  REPORT_REASONS,
  type TransparencyFigures,
  type TransparencyQuery,
  type TransparencyResult,
} from '@pretoire/contracts';
import type { AppContext } from '../../context';
import { appealCounts, decisionCounts, hasAppeals, noticeCounts, suspensionCounts } from './queries';

const DAY = 86_400_000;
const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
const hours = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);

function empty(): TransparencyFigures {
  return {
    notices: { total: 0, byReason: zeros(REPORT_REASONS), byNotifier: zeros(NOTIFIER_KINDS) },
    decisions: { total: 0, byType: zeros(MODERATION_DECISIONS), medianHours: null },
    appeals: { received: 0, upheld: 0, reversed: 0, medianHours: null },
    suspensions: { total: 0, byReason: { moderation: 0, misuse: 0 } },
    misuse: { warnings: 0, noticeSuspensions: 0, accountSuspensions: 0 },
  };
}

/** The period asked, or the twelve months up to today (first day of the month eleven months back). */
export function period(q: TransparencyQuery, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const to = q.to ?? today;
  const back = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const from = q.from ?? (q.to ? new Date(Date.parse(to) - 364 * DAY).toISOString().slice(0, 10) : back.toISOString().slice(0, 10));
  return { from, to };
}

function monthsBetween(from: string, to: string) {
  const out: string[] = [];
  const d = new Date(`${from.slice(0, 7)}-01T00:00:00Z`);
  while (d.toISOString().slice(0, 7) <= to.slice(0, 7)) {
    out.push(d.toISOString().slice(0, 7));
    d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return out;
}

/** Public aggregate figures of notice and action over inclusive UTC days, in total and by month. */
export async function transparency(ctx: AppContext, q: TransparencyQuery): Promise<TransparencyResult> {
  const { from, to } = period(q, ctx.clock.now());
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY);
  const total = empty();
  const byMonth = new Map(monthsBetween(from, to).map((m) => [m, empty()]));
  const at = (m: string | null) => (m === null ? total : byMonth.get(m));

  for (const r of await noticeCounts(ctx.db, start, end))
    for (const f of [total, at(r.m)]) {
      if (!f) continue;
      f.notices.total += r.n;
      if (r.reason in f.notices.byReason) f.notices.byReason[r.reason as keyof typeof f.notices.byReason] += r.n;
      f.notices.byNotifier[r.kind as keyof typeof f.notices.byNotifier] += r.n;
    }
  for (const r of await decisionCounts(ctx.db, start, end)) {
    const f = at(r.m);
    if (!f) continue;
    if (r.decision) f.decisions.byType[r.decision as keyof typeof f.decisions.byType] = r.n;
    else {
      f.decisions.total = r.n;
      f.decisions.medianHours = hours(r.median);
    }
  }
  for (const r of await suspensionCounts(ctx.db, start, end))
    for (const f of [total, at(r.m)]) {
      if (!f) continue;
      if (r.what === 'moderation') f.suspensions.byReason.moderation += r.n;
      if (r.what === 'content:suspension') f.suspensions.byReason.misuse += r.n;
      if (r.what.endsWith(':warning')) f.misuse.warnings += r.n;
      if (r.what === 'notices:suspension') f.misuse.noticeSuspensions += r.n;
      if (r.what === 'content:suspension') f.misuse.accountSuspensions += r.n;
      f.suspensions.total = f.suspensions.byReason.moderation + f.suspensions.byReason.misuse;
    }
  if (await hasAppeals(ctx.db))
    for (const r of await appealCounts(ctx.db, start, end)) {
      const f = at(r.m);
      if (!f) continue;
      if (r.what === 'received') f.appeals.received = r.n;
      if (r.what === 'uphold') f.appeals.upheld = r.n;
      if (r.what === 'reverse') f.appeals.reversed = r.n;
      if (r.what === 'decided') f.appeals.medianHours = hours(r.median);
    }
  return { from, to, ...total, months: [...byMonth].map(([month, f]) => ({ month, ...f })) };
}
