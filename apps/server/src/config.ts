import path from 'node:path';
import {
  DEFAULT_DIGEST_HOUR,
  MIN_PASSWORD_LENGTH,
  MISUSE_DEFAULTS,
  QUESTIONS_PER_HOUR,
  REPLIES_PER_HOUR,
  TOKEN_TTL_S,
  UNANSWERED_HELP_AFTER_H,
} from '@pretoire/contracts';
import { z } from 'zod';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl,
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().min(3).default('Prétoire <no-reply@pretoire.local>'),
    JWT_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
    ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalString.pipe(
      z.string().min(MIN_PASSWORD_LENGTH, `ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters`).optional(),
    ),
    PUBLIC_URL: optionalUrl,
    /** Where code mails tell people to report codes they did not ask for; defaults to ADMIN_EMAIL. */
    ABUSE_EMAIL: optionalString.pipe(z.email().optional()),
    /** Session (token) lifetime; a token claiming a longer one is refused whatever its signature (lib/tokens.ts). */
    SESSION_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(TOKEN_TTL_S / 3600),
    /** Bearer token GET /metrics asks for; unset = only this machine may scrape (features/metrics/access.ts). */
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: optionalString,
    /** Comma-separated origins allowed to call the API cross-site; unset = CORS closed (plugins/security.ts). */
    CORS_ORIGIN: optionalString,
    TRUST_PROXY: z.preprocess((v) => v === 'true' || v === '1', z.boolean()).default(false),
    /** Writes per user and hour (features/posts/write-rate.ts). The server tests raise them: their role matrices post a lot. */
    QUESTIONS_PER_HOUR: z.coerce.number().int().min(1).default(QUESTIONS_PER_HOUR),
    REPLIES_PER_HOUR: z.coerce.number().int().min(1).default(REPLIES_PER_HOUR),
    // Scale-out (docs/DEPLOY.md): Redis for Socket.IO across instances, S3-compatible object storage.
    REDIS_URL: optionalUrl,
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w.:-]{1,64}$/, 'REDIS_PREFIX: letters, digits, . : _ - (max 64)')
      .default('pretoire'),
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: optionalString,
    S3_REGION: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('us-east-1')),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z.preprocess((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'), z.boolean().optional()),
    // The mail outbox (features/outbox) and the daily digest.
    /** 'false' keeps this instance from sending queued mails and running the fan-out (another instance does). */
    OUTBOX_WORKER: z.preprocess((v) => v !== 'false' && v !== '0', z.boolean()).default(true),
    OUTBOX_POLL_MS: z.coerce.number().int().min(500).max(60_000).default(1000),
    OUTBOX_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(10),
    /** First retry delay; doubles each time (with jitter), so 10 retries from 30 s span about 8 hours. */
    OUTBOX_RETRY_DELAY_S: z.coerce.number().int().min(1).max(3600).default(30),
    OUTBOX_RETRY_BACKOFF: z.preprocess((v) => v !== 'false' && v !== '0', z.boolean()).default(true),
    /** How often the search lexicon is refilled (features/posts/search-words-job.ts), by one instance at a time. */
    SEARCH_WORDS_REFRESH_S: z.coerce
      .number()
      .int()
      .min(5)
      .max(7 * 86_400)
      .default(3600),
    /** The hour (0–23, Europe/Paris) the daily digest leaves at. */
    DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(DEFAULT_DIGEST_HOUR),
    /** Hours without a lawyer's answer after which the asker gets the one mail of free help (unanswered-help.md). */
    UNANSWERED_HELP_AFTER_H: z.coerce.number().int().min(1).default(UNANSWERED_HELP_AFTER_H),
    // Lifetime of the shared cache of anonymous public GETs (plugins/public-cache.ts); 0 turns it off.
    PUBLIC_CACHE_TTL_S: z.coerce.number().int().min(0).max(3600).default(15),
    // After its TTL an entry still valid for its tags is served while one request refreshes it, this long more
    // (lib/public-cache.ts). Invalidation by tag is exact, so hours are safe; under Redis's tag-version lifetime.
    PUBLIC_CACHE_STALE_S: z.coerce.number().int().min(0).max(86_400).default(21_600),
    // Misuse rules (DSA art. 23, docs/decisions/dsa-transparency.md): thresholds within a window, then a suspension.
    MISUSE_UNFOUNDED_NOTICES: z.coerce.number().int().min(1).default(MISUSE_DEFAULTS.unfoundedNotices),
    MISUSE_HIDDEN_CONTENT: z.coerce.number().int().min(1).default(MISUSE_DEFAULTS.hiddenContent),
    MISUSE_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(MISUSE_DEFAULTS.windowDays),
    MISUSE_SUSPENSION_DAYS: z.coerce.number().int().min(1).max(365).default(MISUSE_DEFAULTS.suspensionDays),
    /** Hand-written JSON checked against its contract (plugins/response-contract.ts); unset: tests throw, development logs. */
    RESPONSE_CHECK: z.enum(['off', 'log', 'throw']).optional(),
    // The legal notice (LCEN art. 6), shown on /mentions-legales. One line each: name, address, contact.
    LEGAL_PUBLISHER: optionalString,
    LEGAL_DIRECTOR: optionalString,
    LEGAL_CONTACT_EMAIL: optionalString.pipe(z.email().optional()),
    LEGAL_HOST: optionalString,
  })
  .superRefine((c, ctx) => {
    if (c.S3_BUCKET && (!c.S3_ACCESS_KEY_ID || !c.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY' });
    }
    if (c.S3_ENDPOINT && !c.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_ENDPOINT'], message: 'S3_ENDPOINT needs S3_BUCKET' });
    // Several instances must sign and verify the same tokens: a secret generated per DATA_DIR would differ.
    if (c.REDIS_URL && !c.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'JWT_SECRET is required with REDIS_URL (every instance must share it)',
      });
    }
  });

export type Config = z.infer<typeof envSchema> & { dataDir: string; publicUrl: string; abuseEmail: string };

/** Reads and validates the environment; throws one readable message listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    abuseEmail: (c.ABUSE_EMAIL ?? c.ADMIN_EMAIL ?? 'admin@pretoire.local').toLowerCase(),
  };
}

export class ConfigError extends Error {}
