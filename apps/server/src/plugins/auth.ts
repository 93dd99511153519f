import { type Role, SERVER_MESSAGES } from '@pretoire/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../db/schema';
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
    /** preHandler: 401 unless a valid, unrevoked token of a live user is sent. */
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: like authenticate, but anonymous callers pass with user = null. */
    optionalAuth: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandlers: authenticate, then 403 unless the role is one of these. */
    requireRole: (...roles: Role[]) => ((req: FastifyRequest, reply: FastifyReply) => Promise<void>)[];
  }
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
    const claims = match ? await app.ctx.tokens.verify(match[1]) : null;
    if (!claims) throw new AppError(401, SERVER_MESSAGES.invalidToken);
    const [row] = await app.ctx.db
      .select({ user: users, revoked: sql<boolean>`exists (select 1 from revoked_tokens where jti = ${claims.jti})` })
      .from(users)
      .where(and(eq(users.id, claims.sub), isNull(users.deletedAt)));
    const email = row?.user.email;
    if (!row || !email || row.revoked || row.user.tokenVersion !== claims.tv) throw new AppError(401, SERVER_MESSAGES.invalidToken);
    req.user = { ...row.user, email };
    req.token = claims;
  }

  app.decorate('authenticate', async (req: FastifyRequest) => resolve(req, true));
  app.decorate('optionalAuth', async (req: FastifyRequest) => resolve(req, false));
  app.decorate('requireRole', (...roles: Role[]) => [
    app.authenticate,
    async (req: FastifyRequest) => {
      if (!req.user || !roles.includes(req.user.role)) throw forbidden(SERVER_MESSAGES.forbidden);
    },
  ]);
}

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
