import {
  DEADLINE_DISCLAIMER,
  type DeadlineDetection,
  type DeadlineNotice,
  type DeskDeadline,
  deadlineDaysLeft,
  deadlineRuleById,
  deadlineSummary,
  detectDeadline,
} from '@pretoire/contracts';
import type { StoredDeadline } from '../../db/schema';

/** The columns a new (or edited) question stores: detection runs once here, never per page view. */
export function deadlineColumns(input: { title: string; content: string; eventDate?: string | null }, now: Date) {
  const found = detectDeadline({ title: input.title, content: input.content, createdAt: now, eventDate: input.eventDate });
  const deadline: StoredDeadline | null = found && {
    ruleId: found.rule.id,
    durationText: found.durationText,
    eventDate: found.eventDate,
    eventDateSource: found.eventDateSource,
    eventDateText: found.eventDateText,
    approximate: found.approximate,
    endDate: found.endDate,
    notice: found.notice,
  };
  return {
    eventDate: input.eventDate ?? null,
    deadlineRule: found?.rule.id ?? null,
    deadlineEnd: found?.endDate ?? null,
    deadline,
  };
}

/** The stored detection with its rule again; null when the rule has since left the table (never a guess). */
function revive(stored: StoredDeadline | null): DeadlineDetection | null {
  const rule = stored && deadlineRuleById(stored.ruleId);
  if (!stored || !rule) return null;
  return { ...stored, rule, duration: rule.duration };
}

export function presentNotice(stored: StoredDeadline | null): DeadlineNotice | null {
  const d = revive(stored);
  if (!d) return null;
  return {
    ruleId: d.rule.id,
    title: d.rule.title,
    notice: d.notice,
    disclaimer: DEADLINE_DISCLAIMER,
    source: d.rule.source,
    durationText: d.durationText,
    eventDate: d.eventDate,
    eventDateSource: d.eventDateSource,
    eventDateText: d.eventDateText,
    approximate: d.approximate,
    endDate: d.endDate,
    summary: deadlineSummary(d),
  };
}

export function presentQueueDeadline(stored: StoredDeadline | null, now: Date): DeskDeadline | null {
  const d = revive(stored);
  if (!d) return null;
  return {
    ruleId: d.rule.id,
    title: d.rule.title,
    endDate: d.endDate,
    approximate: d.approximate,
    daysLeft: deadlineDaysLeft(d, now),
    summary: deadlineSummary(d),
  };
}

const parisFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });
/** 'YYYY-MM-DD' of the Paris day of an instant: a deadline is running while its end is on or after it. */
export const parisToday = (now: Date) => parisFormat.format(now);
