import { ANSWER_MAIL_GATHER_MINUTES, lawyerTitle } from '@pretoire/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { answerMailWindows, mailPreferences, posts, replies, users } from '../../db/schema';
import type { NotificationRow } from '../notifications';
import { enqueueMail, siteLink } from '../outbox';
import { DEFAULT_PREFERENCES, preferencesOf } from './preferences';
import { excerpt, renderEventMail } from './render';

const GATHER_MS = ANSWER_MAIL_GATHER_MINUTES * 60_000;
const questionLink = (ctx: AppContext, postId: string) => siteLink(ctx, `/post/${postId}`);

/**
 * The mails that go with in-app notifications, queued in the same transaction: an answer to the asker (the first at
 * once, further ones within 15 minutes gathered into one follow-up), a reply to the author of an answer, a mark or a
 * new rating to the lawyer. Each respects the recipient's preferences; deleted accounts get nothing.
 */
export async function mailNotifications(
  ctx: AppContext,
  tx: DbOrTx,
  notes: NotificationRow[],
  /** The new reply's text when the caller has it (saves a query inside the answer's transaction). */
  replyContent?: string,
): Promise<void> {
  if (notes.length === 0) return;
  const ids = [...new Set(notes.map((n) => n.userId))];
  // One query for the addresses and the choices (this runs inside every answer and every mark).
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
    const askerNote = n.type === 'reply_to_post' || (n.type === 'reply_to_reply' && (await isAsker(tx, n.userId, n.postId)));
    if (askerNote) {
      if (pref.answers) await answerMail(ctx, tx, n, to, post, replyContent);
    } else if (n.type === 'reply_to_reply') {
      if (pref.replies) await replyMail(ctx, tx, n, to, post, 'reply', replyContent);
    } else if (n.type === 'satisfactory_reply' || n.type === 'reply_rated') {
      if (pref.ratings) await ratingMail(ctx, tx, n, to, post);
    }
  }
}

async function isAsker(tx: DbOrTx, userId: string, postId: string) {
  const [p] = await tx.select({ authorId: posts.authorId }).from(posts).where(eq(posts.id, postId));
  return p?.authorId === userId;
}

async function replyText(tx: DbOrTx, replyId: string | null) {
  if (!replyId) return '';
  const [r] = await tx.select({ content: replies.content }).from(replies).where(eq(replies.id, replyId));
  return r ? excerpt(r.content) : '';
}

/** First answer in a while: mailed now. Another within the window: the follow-up (sendDueFollowUps) will list it. */
async function answerMail(
  ctx: AppContext,
  tx: DbOrTx,
  n: NotificationRow,
  to: string,
  post: { id: string; title: string },
  content?: string,
) {
  const now = ctx.clock.now();
  // One statement (it runs inside every answer): a new window mails now; an open one gathers this answer, once, for
  // the follow-up (database time, like the replies' created_at: the follow-up lists replies from there on); one past
  // its 15 minutes starts again from now. Updated from the locked row's old values, so a mail is due iff no follow-up
  // is pending afterwards.
  const w = answerMailWindows;
  const within = sql`${now}::timestamptz - ${w.mailedAt} < ${ANSWER_MAIL_GATHER_MINUTES} * interval '1 minute'`;
  const gathering = sql`${w.pendingSince} is null and ${within}`;
  const restart = sql`${w.pendingSince} is null and not (${within})`;
  const [after] = await tx
    .insert(w)
    .values({ userId: n.userId, postId: post.id, mailedAt: now })
    .onConflictDoUpdate({
      target: [w.userId, w.postId],
      set: {
        pendingSince: sql`case when ${gathering} then now() else ${w.pendingSince} end`,
        mailedAt: sql`case when ${restart} then excluded.mailed_at else ${w.mailedAt} end`,
      },
    })
    .returning({ pendingSince: w.pendingSince });
  if (after.pendingSince) return;
  await replyMail(ctx, tx, n, to, post, 'answer', content);
}

async function replyMail(
  ctx: AppContext,
  tx: DbOrTx,
  n: NotificationRow,
  to: string,
  post: { id: string; title: string },
  kind: 'answer' | 'reply',
  content?: string,
) {
  const quote = content !== undefined ? excerpt(content) : await replyText(tx, n.replyId);
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
  return ctx.db.transaction(async (tx) => {
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
