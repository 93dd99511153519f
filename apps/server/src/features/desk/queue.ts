import { type DeskQueueItem, missingFacts } from '@pretoire/contracts';
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '../../db/client';
import { followParams } from '../follows';
import { parisToday, presentQueueDeadline } from './deadline';
import { type FollowedCategory, queueStatement } from './queue-queries';

export interface QueueFilters {
  /** One followed category (id or slug) instead of all of them; one not followed gives an empty queue. */
  category?: string;
  unanswered: boolean;
  page: number;
  limit: number;
}

/**
 * The facts a queued question lacks, read from the same text the question form checks (its title and body). The
 * same questions head every lawyer's queue, so each one's answer is kept while its category and text stay the same;
 * bounded by the texts' length (a question may hold 20,000 characters), 8 M characters in all.
 */
const factsKept = new LRUCache<string, { category: string; text: string; facts: DeskQueueItem['missingFacts'] }>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (entry) => Math.max(1, entry.text.length),
});
function factsOf(id: string, category: string, text: string): DeskQueueItem['missingFacts'] {
  const kept = factsKept.get(id);
  if (kept && kept.category === category && kept.text === text) return kept.facts;
  const facts = missingFacts(category, text);
  factsKept.set(id, { category, text, facts });
  return facts;
}

export async function listQueue(
  db: DbOrTx,
  user: { id: string; specializations: string[] | null },
  f: QueueFilters,
  now: Date,
): Promise<{ items: DeskQueueItem[]; total: number; categories: FollowedCategory[] }> {
  const today = parisToday(now);
  const rows = await queueStatement(db, f.unanswered).execute({
    ...followParams(user),
    category: f.category ?? null,
    today,
    now: now.toISOString(),
    n: f.page * f.limit,
    limit: f.limit,
    offset: (f.page - 1) * f.limit,
  });
  const [first] = rows;
  return {
    total: Number(first?.total ?? 0),
    categories: first?.followed ?? [],
    items: rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        _id: r.id as string,
        title: r.title,
        status: r.status,
        category: { _id: r.categoryId, name: r.categoryName, slug: r.categorySlug },
        createdAt: new Date(r.createdAt).toISOString(),
        waitingSeconds: Math.max(0, Number(r.waiting)),
        deadline: presentQueueDeadline(r.deadline, today),
        lawyersAnswered: Number(r.lawyers),
        missingFacts: factsOf(r.id as string, r.categorySlug, `${r.title}\n${r.content}`),
      })),
  };
}
