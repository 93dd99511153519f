import {
  CONSULTATION_FILES_MAX,
  CONSULTATION_FILES_MAX_BYTES,
  CONSULTATION_MESSAGES_PER_MINUTE,
  CONSULTATION_PAGE_SIZE,
  CONSULTATION_UPDATE_EVENT,
  CONSULTATIONS_OPEN_MAX,
  CONSULTATIONS_PER_DAY,
  type ConsultationDetail,
  type ConsultationMessage,
  type ConsultationSummary,
  CONSULTATION_MESSAGES as E,
  lawyerTitle,
  SERVER_MESSAGES,
} from '@pretoire/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { consultationMessages, consultations, posts, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { AppError, badRequest, conflict, forbidden, notFound, tooMany } from '../../lib/errors';
import { RateLimiter } from '../../lib/rate-limit';
import type { SignedInUser } from '../../plugins/auth';
import { reportPrivateMessage } from '../moderation';
import { insertNotifications, type NotificationRow, pushNotifications } from '../notifications';
import { wakeMail } from '../outbox';
import { requestMail } from './mail';
import { isParty, type Transition, transitionRefusal } from './policy';
import { attachmentName, presentMessage, presentSummary } from './present';
import { consultationOf, consultationsOf, lockRequestsOf, messagesPage, openCount, partiesOf, storedFiles, unreadCounts } from './queries';

const DAY_MS = 24 * 3600_000;
// Messages are ordered and compared with read marks at the statement's own time (several in one transaction).
const stamp = sql`clock_timestamp()`;

export async function requestConsultation(ctx: AppContext, me: SignedInUser, body: { lawyerId: string; postId?: string; message: string }) {
  if (me.role !== 'user') throw forbidden(E.membersOnly);
  const [lawyer] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, body.lawyerId), eq(users.role, 'lawyer'), eq(users.status, 'active'), isNull(users.deletedAt)));
  if (!lawyer) throw notFound(SERVER_MESSAGES.lawyerNotFound);
  if (!lawyer.acceptsConsultations) throw conflict(E.notAccepting);
  if (body.postId) {
    const [post] = await ctx.db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.id, body.postId), isNull(posts.hiddenAt)));
    if (!post) throw notFound(SERVER_MESSAGES.postNotFound);
  }
  const now = ctx.clock.now();
  const { id, notes } = await transaction(ctx.db, async (tx) => {
    // Counting and inserting are one step per member (parallel requests wait here, docs/decisions/consultation-limits.md).
    await lockRequestsOf(tx, me.id);
    // Open requests first: a refused one does not spend the day's allowance. No natural end: retry in an hour.
    if ((await openCount(tx, me.id)) >= CONSULTATIONS_OPEN_MAX) throw tooMany(E.tooManyOpen, 3600);
    // Counted in the transaction: a request refused or rolled back spends nothing.
    const limit = await new RateLimiter(tx, ctx.clock).hit(`consultation:${me.id}`, CONSULTATIONS_PER_DAY, DAY_MS);
    if (!limit.allowed) throw tooMany(E.tooManyToday, limit.retryAfterS);
    const [c] = await tx
      .insert(consultations)
      .values({ askerId: me.id, lawyerId: lawyer.id, postId: body.postId ?? null, createdAt: now, updatedAt: now })
      .returning({ id: consultations.id });
    await tx.insert(consultationMessages).values({ consultationId: c.id, authorId: me.id, content: body.message, createdAt: stamp });
    // The note and the mail name the asker only: the request's text stays in the thread.
    const notes = await insertNotifications(tx, me.id, [
      { userId: lawyer.id, type: 'consultation_request', content: `${me.nickname ?? 'Un membre'} vous demande une consultation` },
    ]);
    if (notes.length) await requestMail(ctx, tx, lawyer.id, c.id, notes[0].content);
    return { id: c.id, notes };
  });
  pushNotifications(ctx, notes);
  ctx.realtime.emitToUser(lawyer.id, CONSULTATION_UPDATE_EVENT, { id });
  wakeMail(ctx);
  return { id, status: 'requested' as const };
}

export async function listConsultations(
  ctx: AppContext,
  me: SignedInUser,
): Promise<{ consultations: ConsultationSummary[]; unread: number }> {
  const rows = await consultationsOf(ctx.db, me.id);
  const [parties, unread] = await Promise.all([
    partiesOf(
      ctx.db,
      rows.flatMap((r) => [r.askerId, r.lawyerId]),
    ),
    unreadCounts(ctx.db, me.id),
  ]);
  const list = rows.map((r) =>
    presentSummary(r, me.id, need(parties.get(r.askerId)), need(parties.get(r.lawyerId)), unread.get(r.id) ?? 0),
  );
  return { consultations: list, unread: list.reduce((s, c) => s + c.unread, 0) };
}

function need<T>(v: T | undefined): T {
  if (!v) throw new Error('consultation party missing');
  return v;
}

/** A consultation its parties only may see; anyone else reads «not found», administrators included. */
async function partyConsultation(db: DbOrTx, me: SignedInUser, id: string) {
  const c = await consultationOf(db, id);
  if (!c || !isParty(c, me.id)) throw notFound(E.notFound);
  return c;
}

/** Opening the thread marks it read for the caller; it carries the latest page of messages, older ones come on demand. */
export async function consultationDetail(ctx: AppContext, me: SignedInUser, id: string): Promise<ConsultationDetail> {
  const c = await partyConsultation(ctx.db, me, id);
  const [parties, page] = await Promise.all([
    partiesOf(ctx.db, [c.askerId, c.lawyerId]),
    messagesPage(ctx.db, c.id, CONSULTATION_PAGE_SIZE),
  ]);
  const unread = (await unreadCounts(ctx.db, me.id, [c.id])).get(c.id) ?? 0;
  await ctx.db
    .update(consultations)
    .set(c.askerId === me.id ? { askerReadAt: stamp } : { lawyerReadAt: stamp })
    .where(eq(consultations.id, c.id));
  return {
    ...presentSummary(c, me.id, need(parties.get(c.askerId)), need(parties.get(c.lawyerId)), unread),
    ...presentPage(page),
  };
}

const presentPage = (page: Awaited<ReturnType<typeof messagesPage>>) => ({
  messages: page.rows.map(presentMessage),
  olderCursor: page.older && page.rows.length ? page.rows[0].id : null,
});

/** The page of messages written before the message `before` (the two parties only). */
export async function olderMessages(ctx: AppContext, me: SignedInUser, id: string, before: string) {
  const c = await partyConsultation(ctx.db, me, id);
  return presentPage(await messagesPage(ctx.db, c.id, CONSULTATION_PAGE_SIZE, before));
}

const TOLD: Record<Transition, string> = {
  accepted: 'a accepté votre demande de consultation',
  declined: 'a décliné votre demande de consultation',
  closed: 'a clôturé la consultation',
};

export async function changeStatus(ctx: AppContext, me: SignedInUser, id: string, to: Transition, message?: string) {
  const notes: NotificationRow[] = await transaction(ctx.db, async (tx) => {
    const [c] = await tx.select().from(consultations).where(eq(consultations.id, id)).for('update');
    if (!c || !isParty(c, me.id)) throw notFound(E.notFound);
    const refused = transitionRefusal(c, me.id, to);
    if (refused === 'lawyerDecides') throw forbidden(E[refused]);
    if (refused) throw conflict(E[refused]);
    const now = ctx.clock.now();
    await tx
      .update(consultations)
      .set({ status: to, updatedAt: now, ...(to !== 'closed' ? { answeredAt: now } : {}) })
      .where(eq(consultations.id, c.id));
    if (message)
      await tx.insert(consultationMessages).values({ consultationId: c.id, authorId: me.id, content: message, createdAt: stamp });
    const other = c.askerId === me.id ? c.lawyerId : c.askerId;
    const who = me.role === 'lawyer' ? lawyerTitle(me) : (me.nickname ?? 'Votre interlocuteur');
    return insertNotifications(tx, me.id, [{ userId: other, type: 'other', content: `${who} ${TOLD[to]}` }]);
  });
  pushNotifications(ctx, notes);
  for (const n of notes) ctx.realtime.emitToUser(n.userId, CONSULTATION_UPDATE_EVENT, { id });
  return consultationDetail(ctx, me, id);
}

/**
 * A party writes, within their rate and the consultation's file quota (checked under the consultation's row lock, so
 * parallel posts cannot pass it together). Returns the new message only.
 */
export async function postMessage(
  ctx: AppContext,
  me: SignedInUser,
  id: string,
  content: string,
  attachment?: Attachment,
): Promise<ConsultationMessage> {
  const { other, row } = await transaction(ctx.db, async (tx) => {
    const [c] = await tx.select().from(consultations).where(eq(consultations.id, id)).for('update');
    if (!c || !isParty(c, me.id)) throw notFound(E.notFound);
    if (c.status !== 'accepted') throw conflict(E.notAccepted);
    const rate = await new RateLimiter(tx, ctx.clock).hit(
      `consultation-message:${c.id}:${me.id}`,
      CONSULTATION_MESSAGES_PER_MINUTE,
      60_000,
    );
    if (!rate.allowed) throw tooMany(E.tooManyMessages, rate.retryAfterS);
    if (attachment) {
      const stored = await storedFiles(tx, c.id);
      if (stored.files >= CONSULTATION_FILES_MAX) throw new AppError(413, E.tooManyFiles);
      if (stored.bytes + attachment.bytes > CONSULTATION_FILES_MAX_BYTES) throw new AppError(413, E.storageFull);
    }
    const [row] = await tx
      .insert(consultationMessages)
      .values({
        consultationId: c.id,
        authorId: me.id,
        content,
        createdAt: stamp,
        ...(attachment
          ? {
              attachmentKey: attachment.key,
              attachmentMime: attachment.mime,
              attachmentName: attachment.name,
              attachmentBytes: attachment.bytes,
            }
          : {}),
      })
      .returning();
    // The writer has read the thread up to their own message, as when they opened it after writing.
    await tx
      .update(consultations)
      .set({ updatedAt: ctx.clock.now(), ...(c.askerId === me.id ? { askerReadAt: stamp } : { lawyerReadAt: stamp }) })
      .where(eq(consultations.id, c.id));
    return { other: c.askerId === me.id ? c.lawyerId : c.askerId, row };
  });
  ctx.realtime.emitToUser(other, CONSULTATION_UPDATE_EVENT, { id });
  return presentMessage(row);
}

export interface Attachment {
  key: string;
  mime: string;
  /** Cleaned already (lib/file-name.ts). */
  name: string;
  bytes: number;
}

/** Stores a message's file privately, as licences are (checked by content first by the route). */
export async function storeAttachment(ctx: AppContext, buffer: Buffer, ext: string) {
  return ctx.storage.put('private', buffer, ext);
}

/** A message's file, for the two parties only. */
export async function attachmentOf(ctx: AppContext, me: SignedInUser, id: string, messageId: string) {
  const c = await partyConsultation(ctx.db, me, id);
  const [m] = await ctx.db
    .select()
    .from(consultationMessages)
    .where(
      and(eq(consultationMessages.id, messageId), eq(consultationMessages.consultationId, c.id), isNull(consultationMessages.erasedAt)),
    );
  const data = m?.attachmentKey ? await ctx.storage.read(m.attachmentKey) : null;
  if (!m?.attachmentMime || !data) throw notFound(E.messageNotFound);
  return { data, mime: m.attachmentMime, name: attachmentName(m.attachmentName, m.attachmentMime) };
}

/** A party reports the other's message: the moderators get that message only (moderation's reportPrivateMessage). */
export async function reportMessage(
  ctx: AppContext,
  me: SignedInUser,
  id: string,
  messageId: string,
  body: { reason: string; details?: string },
) {
  const c = await partyConsultation(ctx.db, me, id);
  const [m] = await ctx.db
    .select()
    .from(consultationMessages)
    .where(
      and(eq(consultationMessages.id, messageId), eq(consultationMessages.consultationId, c.id), isNull(consultationMessages.erasedAt)),
    );
  if (!m?.authorId) throw notFound(E.messageNotFound);
  if (m.authorId === me.id) throw badRequest(E.reportOwnMessage);
  const name = m.attachmentKey && m.attachmentMime ? attachmentName(m.attachmentName, m.attachmentMime) : m.attachmentName;
  return reportPrivateMessage(ctx, me, { id: m.id, authorId: m.authorId, content: m.content, attachmentName: name }, body);
}

/** The lawyer's own figures: requests received, accepted, median time from request to answer. */
export async function lawyerFigures(ctx: AppContext, me: SignedInUser) {
  if (me.role !== 'lawyer') throw forbidden(E.lawyersOnly);
  const rows = await ctx.db
    .select({ status: consultations.status, createdAt: consultations.createdAt, answeredAt: consultations.answeredAt })
    .from(consultations)
    .where(eq(consultations.lawyerId, me.id));
  const waits = rows
    .filter((r) => r.answeredAt)
    .map((r) => ((r.answeredAt as Date).getTime() - r.createdAt.getTime()) / 60_000)
    .sort((a, b) => a - b);
  const mid = Math.floor(waits.length / 2);
  const median = waits.length === 0 ? null : waits.length % 2 ? waits[mid] : (waits[mid - 1] + waits[mid]) / 2;
  return {
    received: rows.length,
    // Accepted ever: a closed consultation that had been accepted was answered (answeredAt) and not declined.
    accepted: rows.filter((r) => r.status === 'accepted' || (r.status === 'closed' && r.answeredAt)).length,
    medianAnswerMinutes: median === null ? null : Math.round(median),
  };
}
