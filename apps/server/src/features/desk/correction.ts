import {
  canCorrectDeadline,
  DESK_MESSAGES,
  type DeadlineNotice,
  deadlineEndDate,
  deadlineRuleById,
  detectDeadline,
  EVENT_DATE_REASONS,
  eventDateProblem,
  SERVER_MESSAGES,
} from '@pretoire/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { auditLog, posts, replies, type StoredDeadline } from '../../db/schema';
import { badRequest, enforce, notFound } from '../../lib/errors';
import type { UserRow } from '../../plugins/auth';
import { deadlineIndexColumns, presentNotice } from './deadline';

const brief = (d: StoredDeadline | null) =>
  d && {
    ruleId: d.ruleId,
    eventDate: d.eventDate,
    endDate: d.endDate,
    eventDateSource: d.eventDateSource,
    dismissedBy: d.dismissedBy ?? null,
  };

/**
 * A lawyer who answered corrects the deadline shown on a question: its starting date, or «no deadline applies»
 * (eventDate null). The rule stays the detected one; the change and its author go to the audit log in the same
 * transaction (desk-deadlines.md).
 */
export async function correctDeadline(
  ctx: AppContext,
  user: UserRow,
  postId: string,
  eventDate: string | null,
): Promise<DeadlineNotice | null> {
  const now = ctx.clock.now();
  const problem = eventDate ? eventDateProblem(eventDate, now) : null;
  if (problem) throw badRequest(SERVER_MESSAGES.validation, `eventDate: ${EVENT_DATE_REASONS[problem]}`);
  return ctx.db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: posts.id, title: posts.title, content: posts.content, deadline: posts.deadline })
      .from(posts)
      .where(eq(posts.id, postId))
      .for('update');
    if (!post) throw notFound(SERVER_MESSAGES.postNotFound);
    const [answer] = await tx
      .select({ id: replies.id })
      .from(replies)
      .where(and(eq(replies.postId, postId), eq(replies.authorId, user.id), isNull(replies.parentId), isNull(replies.deletedAt)))
      .limit(1);
    enforce(canCorrectDeadline(user, { answeredByActor: !!answer }));
    const before = post.deadline;
    const rule = before && deadlineRuleById(before.ruleId);
    if (!before || !rule) throw badRequest(DESK_MESSAGES.deadlineNoRule);
    let after: StoredDeadline;
    if (eventDate === null) after = { ...before, dismissedBy: 'lawyer' };
    else {
      // Read again with the corrected date, so a variant's duration (a furnished flat's 1-month notice) still applies.
      const again = detectDeadline({ title: post.title, content: post.content, createdAt: now, eventDate });
      const endDate = again?.rule.id === rule.id ? again.endDate : deadlineEndDate(eventDate, rule.duration);
      const { dismissedBy: _, ...kept } = before;
      after = { ...kept, eventDate, eventDateSource: 'lawyer', eventDateText: null, approximate: false, endDate };
    }
    await tx.update(posts).set(deadlineIndexColumns(after)).where(eq(posts.id, postId));
    await tx.insert(auditLog).values({
      actorId: user.id,
      action: 'deadline.correct',
      targetType: 'post',
      targetId: postId,
      details: { before: brief(before), after: brief(after) },
      createdAt: now,
    });
    return presentNotice(after);
  });
}
