import { type Role, SERVER_MESSAGES } from '@pretoire/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { users } from '../db/schema';
import { signedInUserRow } from '../db/signed-in-user';
import { AppError, forbidden } from '../lib/errors';
import type { TokenClaims } from '../lib/tokens';

export type UserRow = typeof users.$inferSelect;
/** A live account: only deleted accounts lose their e-mail, and they cannot sign in. */
export type SignedInUser = UserRow & { email: string };

declare module 'fastify' {
  interface FastifyRequest {
    user: SignedInUser | null;
    token: TokenClaims | null;
  }
  interface FastifyInstance {
    /** preValidation (every route signs in at this one phase, before its input is validated, so a stranger gets 401, not the route's 400): 401 unless a valid, unrevoked token of a live user is sent. */
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preValidation: like authenticate, but anonymous callers pass with user = null. */
    optionalAuth: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preValidation hooks: authenticate, then 403 unless the role is one of these. */
    requireRole: (...roles: Role[]) => ((req: FastifyRequest, reply: FastifyReply) => Promise<void>)[];
    /** preValidation hooks: authenticate, then 403 unless an admin or an appointed moderator (docs/decisions/moderator-role.md). */
    requireModerator: ((req: FastifyRequest, reply: FastifyReply) => Promise<void>)[];
  }
}

/**
 * The one place a token becomes a signed-in user, for HTTP (the hooks below) and Socket.IO (plugins/realtime.ts):
 * a valid signature and expiry, not revoked, the account live and its token version unchanged. Null otherwise.
 */
export async function signedInBy(app: FastifyInstance, token: string): Promise<{ user: SignedInUser; claims: TokenClaims } | null> {
  const claims = await app.ctx.tokens.verify(token);
  if (!claims) return null;
  const row = await signedInUserRow(app.ctx.db, claims.sub, claims.jti);
  const email = row?.user.email;
  if (!row || !email || row.revoked || row.user.tokenVersion !== claims.tv) return null;
  return { user: { ...row.user, email }, claims };
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);

  async function resolve(req: FastifyRequest, required: boolean) {
    const header = req.headers.authorization;
    if (!header) {
      if (required) throw new AppError(401, SERVER_MESSAGES.authRequired);
      return;
    }
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const found = match ? await signedInBy(app, match[1]) : null;
    if (!found) throw new AppError(401, SERVER_MESSAGES.invalidToken);
    req.user = found.user;
    req.token = found.claims;
  }

  app.decorate('authenticate', async (req: FastifyRequest) => resolve(req, true));
  app.decorate('optionalAuth', async (req: FastifyRequest) => resolve(req, false));
  app.decorate('requireRole', (...roles: Role[]) => [
    app.authenticate,
    async (req: FastifyRequest) => {
      if (!req.user || !roles.includes(req.user.role)) throw forbidden(SERVER_MESSAGES.forbidden);
    },
  ]);
  app.decorate('requireModerator', [
    app.authenticate,
    async (req: FastifyRequest) => {
      if (!req.user || !mayModerate(req.user)) throw forbidden(SERVER_MESSAGES.forbidden);
    },
  ]);
}

/** Admins, and the members an admin appointed, decide reports and appeals. */
export const mayModerate = (u: Pick<UserRow, 'role' | 'moderator'>) => u.role === 'admin' || u.moderator;

/** The signed-in user of a route guarded by authenticate/requireRole. */
export function currentUser(req: FastifyRequest): SignedInUser {
  if (!req.user) throw new AppError(401, SERVER_MESSAGES.authRequired);
  return req.user;
}

/** The claims of the token that signed in the request (routes guarded by authenticate). */
export function currentToken(req: FastifyRequest): TokenClaims {
  if (!req.token) throw new AppError(401, SERVER_MESSAGES.authRequired);
  return req.token;
}
