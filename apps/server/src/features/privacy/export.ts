import { EXPORTS_PER_HOUR, TRUST_MESSAGES } from '@pretoire/contracts';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  appeals,
  contentVersions,
  creditLedger,
  knownDevices,
  lawyerMilestones,
  moderationDecisions,
  notifications,
  posts,
  replies,
  reports,
  rewards,
} from '../../db/schema';
import { tooMany } from '../../lib/errors';
import type { SignedInUser } from '../../plugins/auth';
import { getPreferences } from '../alerts';
import { consultationExport } from '../consultations';
import { followedCategoryIds } from '../follows';

const HOUR = 3_600_000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * GDPR art. 15 and 20: everything held about the caller. Other people appear only by id (never their e-mail, name or
 * private fields); device keys are HMACs, given as dates only.
 */
export async function exportData(ctx: AppContext, user: SignedInUser) {
  const limit = await ctx.limiter.hit(`export:${user.id}`, EXPORTS_PER_HOUR, HOUR);
  if (!limit.allowed) throw tooMany(TRUST_MESSAGES.tooManyExports, limit.retryAfterS);
  const db = ctx.db;
  const [myPosts, myReplies, ledger, badges, notes, myReports, decisions, devices, myRewards, myAppeals] = await Promise.all([
    db.select().from(posts).where(eq(posts.authorId, user.id)).orderBy(asc(posts.createdAt)),
    db
      .select({ reply: replies, postTitle: posts.title })
      .from(replies)
      .innerJoin(posts, eq(posts.id, replies.postId))
      .where(eq(replies.authorId, user.id))
      .orderBy(asc(replies.createdAt)),
    db.select().from(creditLedger).where(eq(creditLedger.lawyerId, user.id)).orderBy(asc(creditLedger.createdAt)),
    db.select().from(lawyerMilestones).where(eq(lawyerMilestones.lawyerId, user.id)),
    db.select().from(notifications).where(eq(notifications.userId, user.id)).orderBy(asc(notifications.createdAt)),
    db.select().from(reports).where(eq(reports.reporterId, user.id)).orderBy(asc(reports.createdAt)),
    db.select().from(moderationDecisions).where(eq(moderationDecisions.targetOwnerId, user.id)).orderBy(asc(moderationDecisions.createdAt)),
    db.select().from(knownDevices).where(eq(knownDevices.userId, user.id)),
    db.select().from(rewards).where(eq(rewards.lawyerId, user.id)),
    db.select().from(appeals).where(eq(appeals.appellantId, user.id)).orderBy(asc(appeals.createdAt)),
  ]);
  const postIds = myPosts.map((p) => p.id);
  const replyIds = myReplies.map((r) => r.reply.id);
  const [postVersions, replyVersions, ratingsGiven] = await Promise.all([
    postIds.length
      ? db
          .select()
          .from(contentVersions)
          .where(and(inArray(contentVersions.postId, postIds)))
          .orderBy(asc(contentVersions.createdAt))
      : [],
    replyIds.length
      ? db.select().from(contentVersions).where(inArray(contentVersions.replyId, replyIds)).orderBy(asc(contentVersions.createdAt))
      : [],
    postIds.length
      ? db
          .select({ replyId: replies.id, postId: replies.postId, rating: replies.rating, isSatisfactory: replies.isSatisfactory })
          .from(replies)
          .where(and(inArray(replies.postId, postIds), isNotNull(replies.rating)))
      : [],
  ]);
  const version = (v: typeof contentVersions.$inferSelect) => ({
    title: v.title,
    content: v.content,
    writtenAt: iso(v.writtenAt),
    replacedAt: iso(v.createdAt),
  });
  return {
    exportedAt: ctx.clock.now().toISOString(),
    account: {
      id: user.id,
      role: user.role,
      status: user.status,
      email: user.email,
      emailVerified: user.emailVerified,
      nickname: user.nickname,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      barAssociation: user.barAssociation,
      specializations: user.specializations,
      bio: user.bio,
      profilePicture: user.profilePicture,
      licenseDocument: user.licenseKey ? 'déposé (disponible sur demande)' : null,
      rejectionReason: user.rejectionReason,
      suspendedUntil: iso(user.suspendedUntil),
      suspensionStatement: user.suspensionStatement,
      termsVersion: user.termsVersion,
      termsAcceptedAt: iso(user.termsAcceptedAt),
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    questions: myPosts.map((p) => ({
      id: p.id,
      title: p.title,
      content: p.content,
      status: p.status,
      categoryId: p.categoryId,
      createdAt: iso(p.createdAt),
      editedAt: iso(p.editedAt),
      hiddenByModeration: p.hiddenAt !== null,
      moderationStatement: p.moderationStatement,
      previousVersions: postVersions.filter((v) => v.postId === p.id && v.replyId === null).map(version),
    })),
    answers: myReplies.map(({ reply: r, postTitle }) => ({
      id: r.id,
      questionId: r.postId,
      questionTitle: postTitle,
      parentId: r.parentId,
      content: r.content,
      isSatisfactory: r.isSatisfactory,
      rating: r.rating,
      deleted: r.deletedAt !== null,
      createdAt: iso(r.createdAt),
      editedAt: iso(r.editedAt),
      hiddenByModeration: r.hiddenAt !== null,
      moderationStatement: r.moderationStatement,
      previousVersions: replyVersions.filter((v) => v.replyId === r.id).map(version),
    })),
    ratingsGiven: ratingsGiven.map((r) => ({
      answerId: r.replyId,
      questionId: r.postId,
      rating: r.rating,
      satisfactory: r.isSatisfactory,
    })),
    ratingsReceived: myReplies
      .filter(({ reply: r }) => r.rating !== null || r.isSatisfactory)
      .map(({ reply: r }) => ({ answerId: r.id, questionId: r.postId, rating: r.rating, satisfactory: r.isSatisfactory })),
    credits: {
      total: user.credits,
      ledger: ledger.map((l) => ({
        amount: l.amount,
        reason: l.reason,
        questionTitle: l.postTitle,
        milestone: l.milestone,
        at: iso(l.createdAt),
      })),
      rewards: myRewards.map((r) => ({ credits: r.creditsAwarded, milestones: r.milestones, at: iso(r.createdAt) })),
    },
    badges: badges.map((b) => ({ threshold: b.threshold, awardedAt: iso(b.awardedAt) })),
    notifications: notes.map((n) => ({
      type: n.type,
      content: n.content,
      isRead: n.isRead,
      questionTitle: n.postTitle,
      at: iso(n.createdAt),
    })),
    reportsMade: myReports.map((r) => ({
      targetType: r.targetType,
      targetId: r.targetId,
      reason: r.reason,
      details: r.details,
      status: r.status,
      at: iso(r.createdAt),
    })),
    moderationDecisionsAboutMe: decisions.map((d) => ({
      targetType: d.targetType,
      targetId: d.targetId,
      decision: d.decision,
      statement: d.statement,
      suspendedUntil: iso(d.suspendedUntil),
      at: iso(d.createdAt),
    })),
    appealsMade: myAppeals.map((a) => ({
      decisionId: a.decisionId,
      side: a.side,
      statement: a.statement,
      status: a.status,
      outcome: a.outcome,
      answer: a.answer,
      at: iso(a.createdAt),
      decidedAt: iso(a.decidedAt),
    })),
    signedInBrowsers: devices.map((d) => ({ firstSeen: iso(d.createdAt), lastSeen: iso(d.lastSeenAt) })),
    /** Private consultations, as the person sees each thread (docs/decisions/consultations.md). */
    consultations: await consultationExport(ctx.db, user.id),
    /** Settings kept about the person: mail choices and, for lawyers, the categories they follow. */
    preferences: {
      mail: await getPreferences(ctx.db, user.id),
      followedCategoryIds: user.role === 'lawyer' ? await followedCategoryIds(ctx.db, user.id) : [],
    },
  };
}
