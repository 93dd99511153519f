import { describe, expect, it } from 'vitest';
import { POLICY_MESSAGES } from './errors';
import {
  type Actor,
  canAnswer,
  canAnswerReply,
  canAsk,
  canCorrectDeadline,
  canDeletePost,
  canDeleteReply,
  canMarkSatisfactory,
  canReuploadLicense,
  canSeeBadges,
  canSeeOwnStats,
  canUploadPhoto,
  canUseDesk,
  canUsePreset,
} from './policy';

const member: Actor = { id: 'm', role: 'user', status: 'active' };
const other: Actor = { id: 'o', role: 'user', status: 'active' };
const lawyer: Actor = { id: 'l', role: 'lawyer', status: 'active' };
const pending: Actor = { id: 'p', role: 'lawyer', status: 'pending' };
const rejected: Actor = { id: 'r', role: 'lawyer', status: 'rejected' };
const admin: Actor = { id: 'a', role: 'admin', status: 'active' };
const post = { authorId: 'm' };
const allowed = (d: { allowed: boolean }) => d.allowed;

describe('policy table', () => {
  it.each([
    ['ask', (u: Actor) => canAsk(u), [member, other]],
    ['answer', (u: Actor) => canAnswer(u), [lawyer]],
    ['answer a reply', (u: Actor) => canAnswerReply(u, post), [member, lawyer]],
    ['delete the question', (u: Actor) => canDeletePost(u, post), [member]],
    ['delete a reply of the member', (u: Actor) => canDeleteReply(u, { authorId: 'm' }), [member, admin]],
    ['mark a lawyer answer', (u: Actor) => canMarkSatisfactory(u, post, { deleted: false }, lawyer), [member]],
    ['use the desk', (u: Actor) => canUseDesk(u), [lawyer]],
    ['correct the deadline of a question answered by everyone', (u: Actor) => canCorrectDeadline(u, { answeredByActor: true }), [lawyer]],
    ['correct the deadline of a question not answered', (u: Actor) => canCorrectDeadline(u, { answeredByActor: false }), [] as Actor[]],
    ['pick a preset avatar', (u: Actor) => canUsePreset(u), [member, other]],
    ['upload a photo', (u: Actor) => canUploadPhoto(u), [lawyer, pending, rejected, admin]],
    ['send a new license', (u: Actor) => canReuploadLicense(u), [lawyer, pending, rejected]],
    ['see badges', (u: Actor) => canSeeBadges(u), [lawyer, pending, rejected]],
    ['see own stats', (u: Actor) => canSeeOwnStats(u), [member, other, lawyer, pending, rejected]],
  ] as const)('%s: only the listed actors', (_name, rule, who) => {
    for (const u of [member, other, lawyer, pending, rejected, admin]) expect(allowed(rule(u)), u.id).toBe(who.includes(u));
  });

  it('refusals carry their French reason', () => {
    expect(canAnswer(pending)).toEqual({ allowed: false, message: POLICY_MESSAGES.lawyerPending });
    expect(canAnswer(rejected)).toEqual({ allowed: false, message: POLICY_MESSAGES.lawyerRejected });
    expect(canMarkSatisfactory(member, post, { deleted: true }, lawyer)).toEqual({ allowed: false, message: POLICY_MESSAGES.markDeleted });
    expect(canMarkSatisfactory(member, post, { deleted: false }, pending)).toEqual({
      allowed: false,
      message: POLICY_MESSAGES.markNotLawyer,
    });
  });
});
