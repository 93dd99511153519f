import { type Activity, MILESTONES, type PendingReward } from '@pretoire/contracts';
import { excerpt } from '../posts';
import type { ActivityRow } from './queries';
import type { RewardRow } from './service';

const milestoneOf = new Map<number, { name: string; credits: number }>(
  MILESTONES.map((m) => [m.threshold, { name: m.name, credits: m.credits }]),
);

/** A reward as the confetti pop-up reads it. */
export function presentReward(r: RewardRow): PendingReward {
  return {
    _id: r.id,
    creditsAwarded: r.creditsAwarded,
    milestonesAchieved: r.milestones,
    totalCredits: r.totalCredits,
    post: r.postId,
    reply: r.replyId,
    rating: r.rating,
    createdAt: r.createdAt.toISOString(),
  };
}

/** One line of the lawyer's activity timeline. */
export function presentActivity(r: ActivityRow): Activity {
  const milestone = r.milestone !== null ? milestoneOf.get(Number(r.milestone)) : undefined;
  return {
    _id: r.id,
    type: r.kind,
    createdAt: new Date(r.created_at).toISOString(),
    post: r.post_id ? { _id: r.post_id, title: r.post_title ?? '' } : null,
    excerpt: r.body !== null ? excerpt(r.body) : null,
    rating: r.rating === null ? null : Number(r.rating),
    credits: r.credits === null ? null : Number(r.credits),
    milestones: milestone ? [milestone] : [],
  };
}
