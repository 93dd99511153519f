import type { UnsubscribableMailKind } from '@pretoire/contracts';
import { MAIL_KIND_LABELS } from '@pretoire/contracts';
import type { AppContext } from '../../context';
import { type OutboxMail, unsubscribeLink } from '../outbox';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface EventMail {
  to: string;
  userId: string;
  kind: UnsubscribableMailKind;
  subject: string;
  title: string;
  /** Paragraphs; each item of `items` becomes a linked line under them. */
  lines: string[];
  items?: { label: string; detail?: string; url: string }[];
  /** The main link: the exact page (built from PUBLIC_URL). */
  link: { label: string; url: string };
}

/** A French notification mail in text and HTML, with the site's name, the link, and a one-click unsubscribe. */
export function renderEventMail(ctx: AppContext, m: EventMail): OutboxMail {
  const unsub = unsubscribeLink(ctx, m.userId, m.kind);
  const why = `Vous recevez ce message car l\u2019option «\u00a0${MAIL_KIND_LABELS[m.kind]}\u00a0» est active sur votre profil Prétoire.`;
  const stop = 'Ne plus recevoir ce type d\u2019e-mail';
  const text = [
    m.title,
    '',
    ...m.lines,
    ...(m.items?.length ? ['', ...m.items.map((i) => `- ${i.label}${i.detail ? ` — ${i.detail}` : ''}\n  ${i.url}`)] : []),
    '',
    `${m.link.label} : ${m.link.url}`,
    '',
    '— Prétoire',
    '',
    why,
    `${stop} : ${unsub.url}`,
  ].join('\n');
  const items = m.items?.length
    ? `<ul>${m.items
        .map(
          (i) =>
            `<li><a href="${escapeHtml(i.url)}">${escapeHtml(i.label)}</a>${i.detail ? `<br><span style="color:#4b5563">${escapeHtml(i.detail)}</span>` : ''}</li>`,
        )
        .join('\n')}</ul>`
    : '';
  const html = `<!doctype html><html lang="fr"><body style="font-family:Georgia,serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<p style="color:#1e3a5f;font-weight:bold">Prétoire</p>
<h1 style="font-size:20px;color:#1e3a5f">${escapeHtml(m.title)}</h1>
${m.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${items}
<p><a href="${escapeHtml(m.link.url)}" style="color:#1e3a5f;font-weight:bold">${escapeHtml(m.link.label)}</a></p>
<p>— Prétoire</p>
<p style="color:#6b7280;font-size:13px">${escapeHtml(why)}<br><a href="${escapeHtml(unsub.url)}" style="color:#6b7280">${escapeHtml(stop)}</a></p>
</body></html>`;
  return { to: m.to, userId: m.userId, kind: m.kind, subject: m.subject, text, html, headers: unsub.headers };
}

/**
 * The first characters of a text for a mail, on one line, at most `n` with the «…». Cut at the last space before the
 * limit: half a word reads as a typo (a single word longer than half the room is cut where it must be).
 */
export const excerpt = (s: string, n = 200) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  if (flat.length <= n) return flat;
  // One character past the room: a space there means the room ends on a whole word.
  const space = flat.slice(0, n).lastIndexOf(' ');
  const head = space > n / 2 ? flat.slice(0, space) : flat.slice(0, n - 1);
  return `${head.replace(/[\s,;:.!?'’(«-]+$/, '')}…`;
};
