import type { AppContext } from '../../context';
import { renderMail } from '../../lib/mail';
import { enqueueMail, wakeMail } from '../outbox';

export const SIGN_IN_ALERT_SUBJECT = 'Nouvelle connexion à votre compte';

const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' });

/**
 * «Nouvelle connexion à votre compte», after a sign-in from a browser this account had not used, through the outbox:
 * an SMTP outage delays it, never loses it, and never fails the sign-in.
 */
export async function sendSignInAlert(ctx: AppContext, user: { id: string }, to: string, p: { at: Date; ip: string }) {
  const link = `${ctx.config.publicUrl.replace(/\/$/, '')}/forgot-password`;
  const body = renderMail({
    title: SIGN_IN_ALERT_SUBJECT,
    lines: [
      `Quelqu\u2019un s\u2019est connecté à votre compte Prétoire le ${when.format(p.at)} (heure de Paris), depuis un navigateur qui ne s\u2019y était jamais connecté (adresse IP ${p.ip}).`,
      'Si c\u2019était vous, vous n\u2019avez rien à faire.',
      `Sinon, changez votre mot de passe tout de suite : ${link}`,
    ],
    footer: 'Ce message vous est envoyé pour protéger votre compte ; il ne contient aucun code.',
  });
  await enqueueMail(ctx.db, { to, userId: user.id, kind: 'account', subject: SIGN_IN_ALERT_SUBJECT, ...body });
  wakeMail(ctx);
}
