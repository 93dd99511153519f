import { UNANSWERED_HELP_LINKS } from '@pretoire/contracts';
import type { AppContext } from '../../context';
import { transaction } from '../../db/transaction';
import { enqueueMails, siteLink, wakeMail } from '../outbox';
import { markUnansweredHelp } from './queries';
import { renderEventMail } from './render';

/** Questions marked per run: a first start on a large base catches up over a few minutes. */
const BATCH = 200;

/**
 * The one mail of free official help to an asker whose question has had no lawyer's answer for UNANSWERED_HELP_AFTER_H
 * hours (by the app's clock), under their «answers to my questions» choice (docs/decisions/unanswered-help.md). Run
 * every minute by each instance: the mark and the mails share a transaction, so each question is mailed once.
 */
export async function sendUnansweredHelp(ctx: AppContext): Promise<number> {
  const sent = await transaction(ctx.db, async (tx) => {
    const due = await markUnansweredHelp(tx, ctx.clock.now(), ctx.config.UNANSWERED_HELP_AFTER_H, BATCH);
    const mails = due
      .filter((q): q is typeof q & { email: string } => q.wants && q.email !== null)
      .map((q) =>
        renderEventMail(ctx, {
          to: q.email,
          userId: q.user_id,
          kind: 'answer',
          subject: 'Votre question attend encore une réponse : où trouver une aide gratuite',
          title: `Votre question « ${q.title} » attend encore la réponse d’un avocat`,
          lines: [
            'Les avocats de Prétoire n’ont pas encore répondu à votre question. En attendant, ces services officiels peuvent vous aider gratuitement :',
          ],
          items: UNANSWERED_HELP_LINKS.map((l) => ({ label: l.label, detail: l.hint, url: l.url })),
          link: { label: 'Voir votre question', url: siteLink(ctx, `/post/${q.id}`) },
        }),
      );
    await enqueueMails(tx, mails);
    return mails.length;
  });
  if (sent) wakeMail(ctx);
  return sent;
}
