import { MAIL_KIND_LABELS, UNSUBSCRIBE_TEXTS as T, type UnsubscribableMailKind } from '@pretoire/contracts';
import type { AppContext } from '../../context';
import { siteLink } from '../outbox';
import { getPreferences, type Preferences, setPreferences } from './preferences';

/** Whether mails of this kind still go to the person (the digest: only while new questions come as a digest). */
export function receives(prefs: Preferences, kind: UnsubscribableMailKind): boolean {
  if (kind === 'answer') return prefs.answers;
  if (kind === 'reply') return prefs.replies;
  if (kind === 'rating') return prefs.ratings;
  if (kind === 'consultation') return prefs.consultations;
  if (kind === 'new_question') return prefs.newQuestions !== 'off';
  return prefs.newQuestions === 'digest';
}

/** What turning a kind off changes: that kind only. */
export async function unsubscribe(ctx: AppContext, userId: string, kind: UnsubscribableMailKind) {
  const patch: Partial<Preferences> =
    kind === 'answer'
      ? { answers: false }
      : kind === 'reply'
        ? { replies: false }
        : kind === 'rating'
          ? { ratings: false }
          : kind === 'consultation'
            ? { consultations: false }
            : kind === 'new_question'
              ? { newQuestions: 'off' }
              : // The digest link stops the digest; immediate new-question mails (if chosen since) are another kind.
                (await getPreferences(ctx.db, userId)).newQuestions === 'digest'
                ? { newQuestions: 'off' }
                : {};
  if (Object.keys(patch).length) await setPreferences(ctx.db, userId, patch);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain page without script (the CSP allows none inline), readable on a phone. */
export function unsubscribePage(ctx: AppContext, p: { title: string; text: string; form?: { action: string; button: string } }) {
  const form = p.form
    ? `<form method="post" action="${escapeHtml(p.form.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(p.form.button)}</button></form>`
    : '';
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(T.pageTitle)}</title></head><body>
<main><p><strong>Prétoire</strong></p><h1>${escapeHtml(p.title)}</h1><p>${escapeHtml(p.text)}</p>${form}
<p><a href="${escapeHtml(siteLink(ctx, '/profile'))}">${escapeHtml(T.profileLink)}</a></p></main></body></html>`;
}

export const kindLabel = (k: UnsubscribableMailKind) => MAIL_KIND_LABELS[k];
