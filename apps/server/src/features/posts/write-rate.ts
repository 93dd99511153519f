import { SERVER_MESSAGES } from '@pretoire/contracts';
import type { AppContext } from '../../context';
import { tooMany } from '../../lib/errors';

const HOUR = 3_600_000;
const LIMITS = {
  question: { setting: 'QUESTIONS_PER_HOUR', message: SERVER_MESSAGES.tooManyQuestions },
  reply: { setting: 'REPLIES_PER_HOUR', message: SERVER_MESSAGES.tooManyReplies },
} as const;

/**
 * Counts one write of this user (questions, or answers and nested replies together) in the shared database
 * limiter; past the hourly limit (QUESTIONS_PER_HOUR, REPLIES_PER_HOUR; defaults in contracts), 429 with Retry-After. Called once the caller is known to be allowed to write.
 */
export async function limitWrites(ctx: Pick<AppContext, 'limiter' | 'config'>, userId: string, kind: keyof typeof LIMITS) {
  const { setting, message } = LIMITS[kind];
  const hit = await ctx.limiter.hit(`write-${kind}:${userId}`, ctx.config[setting], HOUR);
  if (!hit.allowed) throw tooMany(message, hit.retryAfterS);
}
