import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Metrics } from './features/metrics';
import type { Clock } from './lib/clock';
import type { Mailer } from './lib/mail';
import type { PublicCache } from './lib/public-cache';
import type { RateLimiter } from './lib/rate-limit';
import type { Storage } from './lib/storage';
import type { TokenService } from './lib/tokens';

/** Pushes an event to one user's sockets; a no-op until the socket plugin is attached. */
export interface Realtime {
  emitToUser(userId: string, event: string, payload: unknown): void;
  /** Tells the sockets watching a question (visitors too) that something was added to it: ids only, never a text. */
  emitToPost(postId: string, event: string, payload: unknown): void;
  /** Closes every socket of this user, on every instance (password change or reset, account deletion). */
  disconnectUser(userId: string): void;
  /** Closes the sockets opened with this token (logout), on every instance. */
  disconnectToken(jti: string): void;
  /** 'off' without REDIS_URL; otherwise whether the link that shares notifications between instances is up. */
  redis(): 'off' | 'up' | 'down';
  /** Sockets connected to this instance (for the metrics). */
  sockets(): number;
}

/** The services every feature uses, built once per app. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  storage: Storage;
  tokens: TokenService;
  limiter: RateLimiter;
  /** Server secret (JWT key, code HMAC key). */
  secret: string;
  realtime: Realtime;
  /** Shared cache of public bodies; null when PUBLIC_CACHE_TTL_S = 0. */
  publicCache: PublicCache | null;
  /** This app's Prometheus registry and instruments (features/metrics). */
  metrics: Metrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
