import { ANSWER_MAIL_GATHER_MINUTES, lawyerTitle } from '@pretoire/contracts';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { answerMailWindows, mailPreferences, posts, replies, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { historyUntil, isHistory } from '../../lib/history';
import { type NewNotification, type NotificationRow, notificationInsert } from '../notifications';
import { enqueueMail, siteLink } from '../outbox';
import { DEFAULT_PREFERENCES, preferencesOf } from './preferences';
import { replyNoteRecipients } from './queries';
import { excerpt, renderEventMail } from './render';

const GATHER_MS = ANSWER_MAIL_GATHER_MINUTES * 60_000;
const questionLink = (ctx: AppContext, postId: string) => siteLink(ctx, `/post/${postId}`);

/**
 * A new reply's notifications and their mails, queued in the same transaction. One statement inserts the
 * notes and reads what the mails need: each recipient's address and choices and, for the asker, the answer-mail
 * window (it runs inside every answer). The asker gets the first answer at once; further answers within 15 minutes
 * are gathered into one follow-up (sendDueFollowUps). The author of an answer replied to gets the reply mail. Each
 * respects the recipient's preferences; deleted accounts get neither note nor mail. Notes come back in `items` order.
 */
export async function notifyReply(
  ctx: AppContext,
  tx: DbOrTx,
  reply: { actorId: string; askerId: string; content: string },
  items: NewNotification[],
): Promise<NotificationRow[]> {
  const insert = notificationInsert(tx, reply.actorId, items);
  if (!insert) return [];
  const now = ctx.clock.now();
  // A past answer (seed, import) opens no answer-mail window: its follow-up would mail the past later.
  const rows = await replyNoteRecipients(tx, insert, reply.askerId, now, !isHistory(), (people) => answerWindowUpsert(tx, now, people));
  const order = items.map((i) => i.userId);
  rows.sort((a, b) => order.indexOf(a.user_id) - order.indexOf(b.user_id));
  const notes: NotificationRow[] = [];
  for (const r of rows) {
    const note: NotificationRow = {
      id: r.id,
      userId: r.user_id,
      type: r.type,
      content: r.content,
      isRead: r.is_read,
      postId: r.post_id,
      postTitle: r.post_title,
      replyId: r.reply_id,
      createdAt: new Date(r.created_at), // as drizzle maps a timestamptz: PostgreSQL's text or PGlite's Date
      appealReportId: null,
    };
    notes.push(note);
    if (!r.email || !note.postId) continue;
    const post = { id: note.postId, title: note.postTitle ?? '' };
    // The window was written only for an asker who wants answer mails; due iff no follow-up is pending after it.
    if (r.user_id === reply.askerId) {
      if (r.windowed && r.due) await replyMail(ctx, tx, note, r.email, post, 'answer', reply.content);
    } else if (r.replies) await replyMail(ctx, tx, note, r.email, post, 'reply', reply.content);
  }
  return notes;
}

/**
 * The mails that go with a mark or a new rating (the lawyer's), queued in the same transaction; reply mails go with
 * notifyReply. Each respects the recipient's preferences; deleted accounts get nothing.
 */
export async function mailNotifications(ctx: AppContext, tx: DbOrTx, notes: NotificationRow[]): Promise<void> {
  if (notes.length === 0) return;
  const ids = [...new Set(notes.map((n) => n.userId))];
  // One query for the addresses and the choices (this runs inside every mark).
  const people = await tx
    .select({ id: users.id, email: users.email, prefs: mailPreferences })
    .from(users)
    .leftJoin(mailPreferences, eq(mailPreferences.userId, users.id))
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
  const emails = new Map(people.filter((p) => p.email).map((p) => [p.id, p.email as string]));
  const prefs = new Map(people.map((p) => [p.id, p.prefs ?? DEFAULT_PREFERENCES]));
  for (const n of notes) {
    const to = emails.get(n.userId);
    const pref = prefs.get(n.userId);
    if (!to || !pref || !n.postId) continue;
    const post = { id: n.postId, title: n.postTitle ?? '' };
    if ((n.type === 'satisfactory_reply' || n.type === 'reply_rated') && pref.ratings) await ratingMail(ctx, tx, n, to, post);
  }
}

/**
 * The answer-mail window's upsert for the rows of `rows` (user_id, post_id, mailed_at, pending_since): a new window
 * mails now; an open one gathers this answer, once, for the follow-up (database time, like the replies' created_at:
 * the follow-up lists replies from there on); one past its 15 minutes starts again from now. Updated from the locked
 * row's old values, so a mail is due iff no follow-up is pending afterwards (`pending_since` returned null).
 */
function answerWindowUpsert(tx: DbOrTx, now: Date, rows: SQL) {
  const w = answerMailWindows;
  const within = sql`${now}::timestamptz - ${w.mailedAt} < ${ANSWER_MAIL_GATHER_MINUTES} * interval '1 minute'`;
  const gathering = sql`${w.pendingSince} is null and ${within}`;
  const restart = sql`${w.pendingSince} is null and not (${within})`;
  return tx
    .insert(w)
    .select(rows)
    .onConflictDoUpdate({
      target: [w.userId, w.postId],
      set: {
        pendingSince: sql`case when ${gathering} then now() else ${w.pendingSince} end`,
        mailedAt: sql`case when ${restart} then excluded.mailed_at else ${w.mailedAt} end`,
      },
    })
    .returning({ userId: w.userId, pendingSince: w.pendingSince });
}

async function replyMail(
  ctx: AppContext,
  tx: DbOrTx,
  n: NotificationRow,
  to: string,
  post: { id: string; title: string },
  kind: 'answer' | 'reply',
  content: string,
) {
  const quote = excerpt(content);
  const mail = renderEventMail(ctx, {
    to,
    userId: n.userId,
    kind,
    subject: kind === 'answer' ? `Nouvelle réponse à votre question « ${post.title} »` : `Réponse à votre message sur « ${post.title} »`,
    title: n.content,
    lines: quote ? [`« ${quote} »`] : [],
    link: { label: 'Lire la réponse', url: questionLink(ctx, post.id) },
  });
  await enqueueMail(tx, mail);
}

async function ratingMail(ctx: AppContext, tx: DbOrTx, n: NotificationRow, to: string, post: { id: string; title: string }) {
  const mail = renderEventMail(ctx, {
    to,
    userId: n.userId,
    kind: 'rating',
    subject: n.type === 'satisfactory_reply' ? `Votre réponse a été jugée satisfaisante` : `La note de votre réponse a changé`,
    title: n.content,
    lines: [],
    link: { label: 'Voir la question', url: questionLink(ctx, post.id) },
  });
  await enqueueMail(tx, mail);
}

/**
 * Sends the follow-ups whose window has closed: one mail per asker and question listing the answers gathered since
 * the last mail. Rows are claimed with SKIP LOCKED and cleared in the transaction that queues the mail, so two
 * instances never send the same follow-up.
 */
export async function sendDueFollowUps(ctx: AppContext): Promise<number> {
  const due = new Date(ctx.clock.now().getTime() - GATHER_MS);
  return transaction(ctx.db, async (tx) => {
    const rows = await tx
      .select()
      .from(answerMailWindows)
      .where(and(sql`${answerMailWindows.pendingSince} is not null`, sql`${answerMailWindows.mailedAt} <= ${due.toISOString()}`))
      .limit(200)
      .for('update', { skipLocked: true });
    let sent = 0;
    for (const w of rows) {
      await tx
        .update(answerMailWindows)
        .set({ pendingSince: null, mailedAt: ctx.clock.now() })
        .where(and(eq(answerMailWindows.userId, w.userId), eq(answerMailWindows.postId, w.postId)));
      if (await followUp(ctx, tx, w.userId, w.postId, w.pendingSince as Date)) sent++;
    }
    return sent;
  });
}

async function followUp(ctx: AppContext, tx: DbOrTx, userId: string, postId: string, since: Date) {
  const [person] = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  const [post] = await tx.select({ title: posts.title }).from(posts).where(eq(posts.id, postId));
  const pref = (await preferencesOf(tx, [userId])).get(userId);
  if (!person?.email || !post || !pref?.answers) return false;
  const found = await tx
    .select({ content: replies.content, firstName: users.firstName, lastName: users.lastName, createdAt: replies.createdAt })
    .from(replies)
    .innerJoin(users, eq(users.id, replies.authorId))
    .where(
      and(
        eq(replies.postId, postId),
        isNull(replies.deletedAt),
        eq(users.role, 'lawyer'),
        sql`${replies.authorId} <> ${userId}`,
        sql`${replies.createdAt} >= ${since.toISOString()}`,
        // Answers seeded or restored are history, even under a window restored with them.
        sql`${replies.createdAt} > ${historyUntil}`,
      ),
    )
    .orderBy(replies.createdAt);
  if (found.length === 0) return false;
  const link = questionLink(ctx, postId);
  const title = found.length === 1 ? 'Une autre réponse à votre question' : `${found.length} autres réponses à votre question`;
  await enqueueMail(
    tx,
    renderEventMail(ctx, {
      to: person.email,
      userId,
      kind: 'answer',
      subject: `${title} « ${post.title} »`,
      title: `${title} « ${post.title} »`,
      lines: ['Depuis notre dernier message, des avocats ont encore répondu :'],
      items: found.map((r) => ({
        label: lawyerTitle({ role: 'lawyer', firstName: r.firstName, lastName: r.lastName }),
        detail: excerpt(r.content, 160),
        url: link,
      })),
      link: { label: 'Lire les réponses', url: link },
    }),
  );
  return true;
}
