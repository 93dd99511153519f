import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { renderMail } from '../../lib/mail';

/** The argument of the outbox's enqueueMail (branch `outbox`), so switching is one line. */
export interface TrustMail {
  to: string;
  userId?: string;
  kind: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Every trust mail leaves through here. For now: the mailer, after the decision has committed; an SMTP failure is
 * logged by the mailer and must not undo a decision. When the outbox lands: `return enqueueMail(db, mail)`.
 */
export async function sendTrustMail(ctx: Pick<AppContext, 'mailer'>, _db: DbOrTx, mail: TrustMail): Promise<void> {
  await ctx.mailer.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html }).catch(() => {});
}

/** A trust mail with the site's layout. */
export function trustMail(p: { to: string; userId?: string; kind: string; subject: string; title: string; lines: string[] }): TrustMail {
  const body = renderMail({ title: p.title, lines: p.lines, footer: 'L\u2019équipe de modération de Prétoire.' });
  return { to: p.to, userId: p.userId, kind: p.kind, subject: p.subject, ...body };
}
