import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBABLE_MAIL_KINDS, UNSUBSCRIBE_TOKEN_DAYS, type UnsubscribableMailKind } from '@pretoire/contracts';
import type { AppContext } from '../../context';

const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(`unsubscribe:${body}`).digest('base64url');

/** A link's token: this person, this kind of mail, until this day; signed with the server secret. */
export function signUnsubscribe(ctx: AppContext, userId: string, kind: UnsubscribableMailKind): string {
  const until = Math.floor(ctx.clock.now().getTime() / DAY_MS) + UNSUBSCRIBE_TOKEN_DAYS;
  const body = `${userId}.${kind}.${until}`;
  return `${body}.${mac(ctx.secret, body)}`;
}

export type UnsubscribeCheck = { ok: true; userId: string; kind: UnsubscribableMailKind } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyUnsubscribe(ctx: AppContext, token: string | undefined): UnsubscribeCheck {
  const parts = (token ?? '').split('.');
  if (parts.length !== 4) return { ok: false, reason: 'invalid' };
  const [userId, kind, until, sig] = parts;
  if (!UUID.test(userId) || !(UNSUBSCRIBABLE_MAIL_KINDS as readonly string[]).includes(kind) || !/^\d{1,7}$/.test(until)) {
    return { ok: false, reason: 'invalid' };
  }
  const expected = Buffer.from(mac(ctx.secret, `${userId}.${kind}.${until}`));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (Number(until) * DAY_MS < ctx.clock.now().getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, userId, kind: kind as UnsubscribableMailKind };
}

const base = (ctx: AppContext) => ctx.config.publicUrl.replace(/\/$/, '');

/** The page a person opens from a mail: GET shows a confirmation, its form POSTs (works without JavaScript). */
export const UNSUBSCRIBE_PAGE_PATH = '/desinscription';

/**
 * The mail's link goes to the site's page; the RFC 8058 headers carry the API's one-click URL, which a mail client
 * POSTs to without showing anything.
 */
export function unsubscribeLink(ctx: AppContext, userId: string, kind: UnsubscribableMailKind) {
  const query = `?token=${encodeURIComponent(signUnsubscribe(ctx, userId, kind))}`;
  const oneClick = `${base(ctx)}/api/mail/unsubscribe${query}`;
  return {
    url: `${base(ctx)}${UNSUBSCRIBE_PAGE_PATH}${query}`,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** An absolute link to a page of the site, built from PUBLIC_URL. */
export const siteLink = (ctx: AppContext, path: string) => `${base(ctx)}${path}`;
