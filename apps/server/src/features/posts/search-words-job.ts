import type { AppContext } from '../../context';
import { QUEUES } from '../../db/job-queue';
import type { JobRunner } from '../outbox';
import { searchWordsFresh } from './queries';
import { refreshSearchWords } from './suggest';

// The lexicon of «Vouliez-vous dire … ?» is refilled by a job, never by a search (docs/decisions/search-suggestions.md).

/** A name shared by every instance: pg-boss keeps one job per key and time slot, so one instance refills per slot. */
const SINGLETON_KEY = 'refill';

/**
 * Each instance asks for a refill every SEARCH_WORDS_REFRESH_S, and as its runner starts unless the lexicon is younger
 * than that (a restart, a deploy of several instances, a bench's server: a refill reads every question, about a
 * second of PostgreSQL per 100,000, while the first requests are being answered). pg-boss drops the asks after the
 * first of each slot of that length (singletonSeconds), and one worker runs it. A refill that fails is retried by
 * pg-boss, and the previous lexicon stays meanwhile.
 */
export function scheduleSearchWords(ctx: AppContext, jobs: JobRunner) {
  const seconds = ctx.config.SEARCH_WORDS_REFRESH_S;
  jobs.handle(QUEUES.searchWords, 1, async () => {
    await refreshSearchWords(ctx.db);
  });
  let started = false;
  const ask = async () => {
    const atStart = !started;
    started = true;
    if (atStart && (await searchWordsFresh(ctx.db, seconds))) return null;
    return askRefill(jobs, seconds);
  };
  jobs.every('search words refill', seconds * 1000, ask, { atStart: true });
}

/** Queues a refill unless one was already queued in this slot of `seconds`; the job's id, or null when it was. */
export async function askRefill(jobs: JobRunner, seconds: number) {
  const id = await jobs.boss.send(QUEUES.searchWords, {}, { singletonKey: SINGLETON_KEY, singletonSeconds: seconds });
  if (id) jobs.wake(QUEUES.searchWords);
  return id;
}
