import { createHmac, timingSafeEqual } from 'node:crypto';
import { APPEAL_PAGE_PATH } from '@pretoire/contracts';
import type { AppContext } from '../../context';

/** A visitor notifier has no account: the link of their mail carries this report and this address, signed. */
const mac = (secret: string, reportId: string, email: string) =>
  createHmac('sha256', secret).update(`appeal:${reportId}:${email.toLowerCase()}`).digest('base64url');

export const signAppeal = (ctx: AppContext, reportId: string, email: string) => mac(ctx.secret, reportId, email);

export function verifyAppeal(ctx: AppContext, reportId: string, email: string, token: string): boolean {
  const expected = Buffer.from(mac(ctx.secret, reportId, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page where a decision is contested: members sign in there; a visitor's link carries the signed token. */
export function appealUrl(ctx: AppContext, reportId: string, visitorEmail?: string | null) {
  const base = `${ctx.config.publicUrl.replace(/\/$/, '')}${APPEAL_PAGE_PATH}?report=${reportId}`;
  return visitorEmail ? `${base}&token=${encodeURIComponent(signAppeal(ctx, reportId, visitorEmail))}` : base;
}
