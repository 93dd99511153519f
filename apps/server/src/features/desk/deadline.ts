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

export function storedDeadline(found: DeadlineDetection): StoredDeadline {
  return {
    ruleId: found.rule.id,
    durationText: found.durationText,
    eventDate: found.eventDate,
    eventDateSource: found.eventDateSource,
    eventDateText: found.eventDateText,
    approximate: found.approximate,
    endDate: found.endDate,
    notice: found.notice,
  };
}

/** The columns the queue reads: a dismissed deadline is kept (a lawyer may restore it) but never runs. */
export function deadlineIndexColumns(deadline: StoredDeadline | null) {
  const running = deadline && !deadline.dismissedBy ? deadline : null;
  return { deadlineRule: running?.ruleId ?? null, deadlineEnd: running?.endDate ?? null, deadline };
}

/**
 * The columns a new (or edited) question stores: detection runs once here, never per page view. On an edit the text
 * is read again (a new «présentée le 5 novembre» moves the start), but a person's word stands: a deadline dismissed
 * by the asker or a lawyer stays dismissed, and a lawyer's corrected date stays while the rule is the same.
 */
export function deadlineColumns(
  input: { title: string; content: string; eventDate?: string | null; noDeadline?: boolean },
  now: Date,
  previous: StoredDeadline | null = null,
) {
  const found = detectDeadline({ title: input.title, content: input.content, createdAt: now, eventDate: input.eventDate });
  let deadline: StoredDeadline | null = found && storedDeadline(found);
  if (deadline && input.noDeadline) deadline = { ...deadline, dismissedBy: 'author' };
  if (previous?.dismissedBy) deadline = previous;
  else if (deadline && previous?.eventDateSource === 'lawyer' && previous.ruleId === deadline.ruleId) deadline = previous;
  return { eventDate: input.eventDate ?? null, ...deadlineIndexColumns(deadline) };
}

/** The stored detection with its rule again; null when dismissed or when the rule has since left the table. */
function revive(stored: StoredDeadline | null): DeadlineDetection | null {
  const rule = stored && !stored.dismissedBy && deadlineRuleById(stored.ruleId);
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

/** `today`: the Paris day as 'YYYY-MM-DD' (parisToday), read once per page rather than once per row. */
export function presentQueueDeadline(stored: StoredDeadline | null, today: string): DeskDeadline | null {
  const d = revive(stored);
  if (!d) return null;
  return {
    ruleId: d.rule.id,
    title: d.rule.title,
    endDate: d.endDate,
    approximate: d.approximate,
    daysLeft: deadlineDaysLeft(d, today),
    summary: deadlineSummary(d),
  };
}

const parisFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });
/** 'YYYY-MM-DD' of the Paris day of an instant: a deadline is running while its end is on or after it. */
export const parisToday = (now: Date) => parisFormat.format(now);
