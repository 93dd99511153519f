import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { renderMail } from '../../lib/mail';

export const SIGN_IN_ALERT_SUBJECT = 'Nouvelle connexion à votre compte';

const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' });

/**
 * «Nouvelle connexion à votre compte», after a sign-in from a browser this account had not used, once the sign-in
 * has committed. Best-effort: a failed send is logged and never undoes the sign-in. The only place this mail is
 * sent from (the durable outbox of issue 13 replaces the direct send here).
 */
export function sendSignInAlert(ctx: AppContext, log: FastifyBaseLogger, to: string, p: { at: Date; ip: string }) {
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
  ctx.mailer.send({ to, subject: SIGN_IN_ALERT_SUBJECT, ...body }).catch((err: unknown) => {
    log.warn({ err: { message: (err as Error).message } }, 'sign-in alert not sent');
  });
}
