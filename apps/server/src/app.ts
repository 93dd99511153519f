import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import { LICENSE_MAX_BYTES } from '@pretoire/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext, Realtime } from './context';
import type { Database } from './db/client';
import { unsubscribePageRoutes } from './features/alerts';
import { createMetrics, registerMetrics } from './features/metrics';
import {
  COMPRESS_THRESHOLD,
  cachedRenderer,
  createPageRenderer,
  GUARDED_PAGE_PATHS,
  PUBLIC_PAGE_PATHS,
  reachRoutes,
  registerHttpCache,
} from './features/reach';
import { type Clock, systemClock } from './lib/clock';
import { inlineScriptSources } from './lib/inline-scripts';
import { createMailer, type Mailer } from './lib/mail';
import { memoryCache, redisCache } from './lib/public-cache';
import { RateLimiter } from './lib/rate-limit';
import { loadOrCreateSecret } from './lib/secret';
import { createStorage } from './lib/storage';
import type { S3Storage } from './lib/storage-s3';
import { registerS3Uploads } from './lib/storage-serve';
import { TokenService } from './lib/tokens';
import { registerAuth } from './plugins/auth';
import { frameworkError, registerErrorHandler } from './plugins/errors';
import { registerInFlight } from './plugins/in-flight';
import { registerOpenApi } from './plugins/openapi';
import { registerPublicCache } from './plugins/public-cache';
import { registerRealtime } from './plugins/realtime';
import { defaultResponseCheck, registerResponseContract } from './plugins/response-contract';
import { registerSecurity } from './plugins/security';
import { registerWeb } from './plugins/web';
import { apiRoutes } from './routes';

export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  logger?: boolean | object;
  /** false: no server rendering (the browser renders every page). */
  ssr?: boolean;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultWebDist = path.resolve(here, '../../web/dist');

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger ?? {
      level: config.LOG_LEVEL,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true },
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = opts.clock ?? systemClock;
  const secret = loadOrCreateSecret(config.dataDir, config.JWT_SECRET);
  const storage = await createStorage(config);
  const realtime: Realtime = {
    emitToUser: () => {},
    emitToPost: () => {},
    disconnectUser: () => {},
    disconnectToken: () => {},
    redis: () => 'off',
    sockets: () => 0,
  };
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    mailer: opts.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.dataDir, log: app.log }),
    storage,
    tokens: new TokenService(secret, clock, config.SESSION_TTL_HOURS * 3600),
    limiter: new RateLimiter(database.db, clock),
    secret,
    realtime,
    publicCache: null,
    metrics: createMetrics(),
  };
  const ttlMs = config.PUBLIC_CACHE_TTL_S * 1000;
  const times = { staleMs: config.PUBLIC_CACHE_STALE_S * 1000 };
  if (ttlMs > 0)
    ctx.publicCache = config.REDIS_URL
      ? await redisCache(
          config.REDIS_URL,
          config.REDIS_PREFIX,
          ttlMs,
          (err) => app.log.debug({ err: err.message }, 'public cache: redis error'),
          times,
        )
      : // The app's clock: tests move it past an entry's TTL instead of sleeping.
        memoryCache(ttlMs, undefined, () => clock.now().getTime(), undefined, times);
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => ctx.mailer.close());
  app.addHook('onClose', async () => ctx.publicCache?.close());

  registerErrorHandler(app);
  registerInFlight(app);
  registerMetrics(app);
  const webDist = config.WEB_DIST ?? defaultWebDist;
  await registerSecurity(app, {
    corsOrigin: config.CORS_ORIGIN,
    inlineScripts: inlineScriptSources(path.join(webDist, 'index.html')),
  });
  registerAuth(app);
  registerPublicCache(app, ctx.publicCache, { compressThreshold: COMPRESS_THRESHOLD });
  registerResponseContract(app, config.RESPONSE_CHECK ?? defaultResponseCheck(process.env));
  registerRealtime(app);
  await app.register(multipart, {
    limits: { fileSize: LICENSE_MAX_BYTES, files: 1, fields: 40, fieldSize: 64 * 1024, parts: 50 },
  });
  await registerOpenApi(app);
  await registerHttpCache(app);
  await app.register(apiRoutes, { prefix: '/api' });
  if (storage.kind === 's3') await registerS3Uploads(app, storage as S3Storage);
  // Robots.txt, sitemaps, HTTP caching and compression, server-rendered public pages.
  await app.register(reachRoutes, { publicUrl: config.publicUrl });
  await app.register(unsubscribePageRoutes);
  const rendered = opts.ssr === false ? null : await createPageRenderer(app, { webDist, publicUrl: config.publicUrl });
  const renderPage = rendered && cachedRenderer(rendered, ctx.publicCache);
  await registerWeb(app, { webDist, uploadsDir: storage.publicDir, renderPage, pagePaths: [...PUBLIC_PAGE_PATHS, ...GUARDED_PAGE_PATHS] });
  return app;
}
