import { createHash, timingSafeEqual } from 'node:crypto';
import { SERVER_MESSAGES } from '@pretoire/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

export function isLoopback(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return v4.startsWith('127.') || ip === '::1';
}

/**
 * Who may scrape (docs/decisions/metrics.md): with METRICS_TOKEN, whoever sends it as a bearer token; without it, this
 * machine only. A request that came through a proxy (it carries forwarding headers) is never "this machine", even when
 * the proxy itself runs on the loopback: that is how a visitor would otherwise pass.
 */
export async function metricsAccess(token: string | undefined, req: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store'); // refusals too: no cache may keep an answer of this route
  if (token) {
    const auth = req.headers.authorization ?? '';
    const given = /^Bearer\s+(.+)$/i.exec(auth)?.[1] ?? '';
    if (given && sameToken(given, token)) return;
    reply.header('www-authenticate', 'Bearer realm="metrics"');
    return reply.status(401).send({
      message: SERVER_MESSAGES.metricsTokenRequired,
      reason: given ? 'authorization: wrong token' : 'authorization: missing bearer token',
    });
  }
  const proxied = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  if (!proxied && isLoopback(req.ip)) return;
  return reply.status(403).send({
    message: SERVER_MESSAGES.metricsLocalOnly,
    reason: proxied ? 'client: came through a proxy' : `client: ${req.ip} is not the loopback`,
  });
}
