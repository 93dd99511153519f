import { MAX_DIGEST_QUESTIONS } from '@pretoire/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { digestState, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { renderEventMail } from '../alerts';
import { enqueueMail, siteLink, wakeMail } from '../outbox';
import { digestQuestions, lawyersDueForDigest } from './queries';
import { followedCategoryIds } from './service';

const parisParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The Paris calendar day (YYYY-MM-DD) and hour of an instant. */
export function parisDayHour(at: Date) {
  const parts = Object.fromEntries(parisParts.formatToParts(at).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/**
 * The daily digest, from DIGEST_HOUR (Europe/Paris, by the app's clock) on: every approved lawyer who chose it gets
 * the open questions of their fields asked since their last digest, newest first. Run every minute by each
 * instance; digest_state's row per lawyer and Paris day makes it once per day across instances and restarts.
 */
export async function runDigests(ctx: AppContext): Promise<{ sent: number; checked: number }> {
  const { day, hour } = parisDayHour(ctx.clock.now());
  if (hour < ctx.config.DIGEST_HOUR) return { sent: 0, checked: 0 };
  const due = await lawyersDueForDigest(ctx.db, day);
  let sent = 0;
  for (const { id } of due) if (await digestFor(ctx, id, day)) sent++;
  if (sent) wakeMail(ctx);
  return { sent, checked: due.length };
}

async function digestFor(ctx: AppContext, userId: string, day: string): Promise<boolean> {
  return transaction(ctx.db, async (tx) => {
    const [prev] = await tx.select().from(digestState).where(eq(digestState.userId, userId)).for('update');
    if (prev && prev.lastDay >= day) return false;
    // Claimed here: a second instance waits on this row (or on the unique key) and then finds today's day.
    const claimed = await tx
      .insert(digestState)
      .values({ userId, lastDay: day, lastRunAt: sql`now()` })
      .onConflictDoUpdate({
        target: digestState.userId,
        set: { lastDay: day, lastRunAt: sql`now()` },
        where: sql`${digestState.lastDay} < ${day}`,
      })
      .returning({ userId: digestState.userId });
    if (claimed.length === 0) return false;

    const [person] = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    const categoryIds = await followedCategoryIds(tx, userId);
    if (!person?.email || categoryIds.length === 0) return false;
    // Database time, like the questions' created_at: the clock of the app only decides the day. Questions seeded or
    // restored are history (lib/history.ts): a first digest after `seed:demo` lists none of them.
    const since = prev ? sql`${prev.lastRunAt.toISOString()}::timestamptz` : sql`now() - interval '1 day'`;
    const questions = await digestQuestions(tx, categoryIds, since, MAX_DIGEST_QUESTIONS);
    if (questions.length === 0) return false; // nothing to say: no mail, and the day is done
    const n = questions.length;
    const title = n === 1 ? 'Une question sans réponse dans vos domaines' : `${n} questions sans réponse dans vos domaines`;
    await enqueueMail(
      tx,
      renderEventMail(ctx, {
        to: person.email,
        userId,
        kind: 'digest',
        subject: `Prétoire : ${title}`,
        title,
        lines: ['Les questions posées depuis votre dernier résumé et qui attendent encore un avocat :'],
        items: questions.map((q) => ({ label: q.title, detail: q.category, url: siteLink(ctx, `/post/${q.id}`) })),
        link: { label: 'Toutes les questions', url: siteLink(ctx, '/') },
      }),
    );
    return true;
  });
}
