import type { AdminStats } from '@pretoire/contracts';
import type { Db } from '../../db/client';
import { outboxCounts } from '../outbox';
import { adminTotals, dailyFigures } from './queries';

/**
 * Site-wide figures for the admin dashboard. Answers are lawyers' live replies (not a member's
 * follow-up); the daily series covers the last 30 UTC days with empty days as 0.
 */
export async function adminStats(db: Db, now: Date): Promise<AdminStats> {
  const [t, daily, mail] = await Promise.all([adminTotals(db), dailyFigures(db, now), outboxCounts(db)]);
  const n = (k: string) => Number(t[k] ?? 0);
  return {
    totals: {
      members: n('members'),
      lawyers: { active: n('lawyers_active'), pending: n('lawyers_pending'), rejected: n('lawyers_rejected') },
      questions: {
        open: n('q_open'),
        answered: n('q_answered'),
        resolved: n('q_resolved'),
        total: n('q_open') + n('q_answered') + n('q_resolved'),
      },
      answers: n('answers'),
      satisfactoryAnswers: n('satisfactory'),
      satisfactoryRate: n('answers') ? n('satisfactory') / n('answers') : 0,
      averageRating: t.avg_rating === null ? null : Math.round(Number(t.avg_rating) * 100) / 100,
      pendingReviews: n('lawyers_pending'),
    },
    daily: daily.map((r) => ({
      date: r.date,
      signups: Number(r.signups),
      questions: Number(r.questions),
      answers: Number(r.answers),
    })),
    mail,
  };
}
