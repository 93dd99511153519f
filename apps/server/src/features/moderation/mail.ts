import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { renderMail } from '../../lib/mail';
import { enqueueMail, wakeMail } from '../outbox';

/** A moderation mail: statements of reasons, outcomes, suspensions (always sent, never unsubscribable). */
export interface TrustMail {
  to: string;
  userId?: string;
  kind: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes: the configured abuse address, read by a person (see `contestLine`). */
  replyTo?: string;
}

/** A suspension taken outside a report is contested by writing to a mailbox someone reads, named and set as Reply-To. */
export const contestLine = (contact: string) => `Pour contester cette décision, écrivez à ${contact}.`;

/**
 * Every trust mail leaves through the outbox: queued in `db` (the decision's transaction when there is
 * one), sent by the worker with retries, so an SMTP outage neither undoes a decision nor loses its mail.
 */
export async function sendTrustMail(ctx: AppContext, db: DbOrTx, mail: TrustMail): Promise<void> {
  await enqueueMail(db, {
    to: mail.to,
    userId: mail.userId,
    kind: 'moderation',
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.replyTo ? { headers: { 'Reply-To': mail.replyTo } } : {}),
  });
  if (db === ctx.db) wakeMail(ctx);
}

/** A trust mail with the site's layout. */
export function trustMail(p: {
  to: string;
  userId?: string;
  kind: string;
  subject: string;
  title: string;
  lines: string[];
  replyTo?: string;
}): TrustMail {
  const body = renderMail({ title: p.title, lines: p.lines, footer: 'L\u2019équipe de modération de Prétoire.' });
  return { to: p.to, userId: p.userId, kind: p.kind, subject: p.subject, ...body, ...(p.replyTo ? { replyTo: p.replyTo } : {}) };
}
