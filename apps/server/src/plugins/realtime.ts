import { POST_SOCKET, SERVER_MESSAGES, SOCKET_EVENTS } from '@pretoire/contracts';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { z } from 'zod';
import { connectRedis } from '../lib/redis-adapter';
import { signedInBy } from './auth';
import { originAllowed, parseOrigins } from './security';

export const userRoom = (id: string) => `user:${id}`;
const postRoom = (id: string) => `post:${id}`;
const postId = z.uuid();
/** Every socket also joins its token's room, so a logout closes the sockets of that session only. */
const tokenRoom = (jti: string) => `token:${jti}`;

/** The live user id behind a token, by the HTTP auth plugin's own rule (`signedInBy`); null otherwise. */
async function socketUser(app: FastifyInstance, token: unknown): Promise<{ id: string; exp: number; jti: string } | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return null;
  const found = await signedInBy(app, token.replace(/^Bearer\s+/i, ''));
  return found && { id: found.user.id, exp: found.claims.exp, jti: found.claims.jti };
}

/**
 * Socket.IO on the HTTP server: a socket only ever joins its own user's room, decided by its token,
 * so `register_user` cannot subscribe anyone to someone else's notifications. Same origin only (no CORS).
 */
export function registerRealtime(app: FastifyInstance) {
  const allowed = parseOrigins(app.ctx.config.CORS_ORIGIN);
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    // A page of another site may not open a socket here, even with a token it got hold of.
    allowRequest: (req, done) => done(null, originAllowed(req.headers.origin, req.headers.host, allowed)),
  });
  // With REDIS_URL, emits reach sockets held by every instance (docs/decisions/scale-out.md).
  const redis = app.ctx.config.REDIS_URL ? connectRedis(app.ctx.config.REDIS_URL, app.ctx.config.REDIS_PREFIX, app.log) : null;
  if (redis) {
    io.adapter(redis.adapter);
    app.ctx.realtime.redis = () => (redis.ready() ? 'up' : 'down');
  }

  io.use((socket, next) => {
    socketUser(app, socket.handshake.auth?.token)
      .then((who) => {
        if (!who) return next(new Error(SERVER_MESSAGES.invalidToken));
        socket.data.userId = who.id;
        socket.data.exp = who.exp;
        socket.data.jti = who.jti;
        next();
      })
      .catch(() => next(new Error(SERVER_MESSAGES.databaseUnavailable)));
  });

  io.on('connection', (socket) => {
    const own = socket.data.userId as string;
    void socket.join([userRoom(own), tokenRoom(socket.data.jti as string)]);
    // A socket lives no longer than its token; the client reconnects with a fresh one.
    const left = (socket.data.exp as number) * 1000 - app.ctx.clock.now().getTime();
    const expiry = setTimeout(() => socket.disconnect(true), Math.min(Math.max(left, 0), 2 ** 31 - 1));
    socket.on('disconnect', () => clearTimeout(expiry));
    // Kept for the spec's client: re-joins its own room and ignores any other id.
    socket.on(SOCKET_EVENTS.registerUser, (id: unknown) => {
      if (id === own) void socket.join(userRoom(own));
    });
  });

  watchPosts(io);

  app.ctx.realtime.sockets = () => io.of('/').sockets.size + io.of(POST_SOCKET.namespace).sockets.size;
  app.ctx.realtime.emitToUser = (userId, event, payload) => {
    io.to(userRoom(userId)).emit(event, payload);
  };
  app.ctx.realtime.emitToPost = (id, event, payload) => {
    io.of(POST_SOCKET.namespace).to(postRoom(id)).emit(event, payload);
  };
  // Through the Redis adapter these reach the sockets held by every instance.
  app.ctx.realtime.disconnectUser = (userId) => io.in(userRoom(userId)).disconnectSockets(true);
  app.ctx.realtime.disconnectToken = (jti) => io.in(tokenRoom(jti)).disconnectSockets(true);
  // `local`: with the Redis adapter a plain disconnectSockets() would also drop the other instances' sockets.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await io.close();
    await redis?.close();
  });
  return io;
}

/**
 * The question page's live thread (docs/decisions/post-live-thread.md): a namespace without a token, so visitors hear
 * of new answers too. It only ever carries ids of answers posted on a visible question; a socket watches one question
 * at a time. The origin check above applies here too, and the Redis adapter serves every namespace.
 */
function watchPosts(io: Server) {
  io.of(POST_SOCKET.namespace).on('connection', (socket) => {
    let watched: string | null = null;
    // The acknowledgement says the room is joined, so an answer posted after it is heard.
    socket.on(POST_SOCKET.watch, (id: unknown, ack?: unknown) => {
      const parsed = postId.safeParse(id);
      if (parsed.success) {
        if (watched) void socket.leave(postRoom(watched));
        watched = parsed.data;
        void socket.join(postRoom(watched));
      }
      if (typeof ack === 'function') ack(parsed.success);
    });
    socket.on(POST_SOCKET.unwatch, () => {
      if (watched) void socket.leave(postRoom(watched));
      watched = null;
    });
  });
}
