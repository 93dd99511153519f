import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { getPreferences, renderEventMail } from '../alerts';
import { enqueueMail, siteLink } from '../outbox';

/**
 * The lawyer's mail for a new request, queued in the request's transaction under their choice for this kind
 * (one-click unsubscribe in the mail). It names the asker and links to the thread; the request's text is not in it.
 */
export async function requestMail(ctx: AppContext, tx: DbOrTx, lawyerId: string, consultationId: string, title: string) {
  const [lawyer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, lawyerId));
  if (!lawyer?.email || !(await getPreferences(tx, lawyerId)).consultations) return;
  const url = siteLink(ctx, `/consultations/${consultationId}`);
  await enqueueMail(
    tx,
    renderEventMail(ctx, {
      to: lawyer.email,
      userId: lawyerId,
      kind: 'consultation',
      subject: 'Nouvelle demande de consultation sur Prétoire',
      title,
      lines: ['Répondez depuis « Mes consultations » : vous pouvez accepter ou décliner la demande.'],
      link: { label: 'Voir la demande', url },
    }),
  );
}
