// The database as the migrations build it, functions and triggers aside (they live in custom migrations);
// schema-drift.test.ts holds the two together (docs/decisions/schema-workflow.md).
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
/** features/users/identity-change.ts */
export interface PendingIdentity {
  firstName: string;
  lastName: string;
  barAssociation: string;
  licenseKey: string;
  licenseMime: string;
  requestedAt: string;
  /** Why the lawyer asks (marriage, move to another bar…), shown to the admin and kept in the audit row. */
  reason?: string;
}

const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Words of a text, written by PostgreSQL only (generated columns, the post_search triggers), never by the application. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** The hour or month a question was asked, as a GIN key beside its words (docs/decisions/search-bounded.md). */
const truncatedCreatedAt = (unit: 'hour' | 'month') => sql.raw(`(date_trunc('${unit}', created_at AT TIME ZONE 'UTC'))`);

export const users = pgTable(
  'users',
  {
    id: id(),
    role: text('role', { enum: ['user', 'lawyer', 'admin'] }).notNull(),
    status: text('status', { enum: ['active', 'pending', 'rejected'] })
      .notNull()
      .default('active'),
    // Null once the account is deleted: the row stays so questions and answers keep an author.
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash'),
    nickname: text('nickname'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    barAssociation: text('bar_association'),
    specializations: text('specializations').array().notNull().default(sql`'{}'::text[]`),
    bio: text('bio'),
    profilePicture: text('profile_picture'),
    licenseKey: text('license_key'),
    licenseMime: text('license_mime'),
    rejectionReason: text('rejection_reason'),
    /** A verified lawyer's requested name and bar with its private licence, until an admin decides. */
    pendingIdentity: jsonb('pending_identity').$type<PendingIdentity>(),
    /** Set at a lawyer's first approval and never cleared: names and bar stay locked whatever the status later (docs/decisions/lawyer-identity.md). */
    identityVerifiedAt: ts('identity_verified_at'),
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set at sign-in when the password no longer passes the rules; cleared when a new one is set. */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    /** The version of the password rule the current password was judged by (0: never); a sign-in judges it again only below PASSWORD_RULE_VERSION. */
    passwordRuleVersion: integer('password_rule_version').notNull().default(0),
    /** The terms version accepted (TERMS_VERSION) and when; null until accepted (docs/decisions/terms-consent.md). */
    termsVersion: text('terms_version'),
    termsAcceptedAt: ts('terms_accepted_at'),
    /** UTS #39 skeleton of the nickname (lib/skeleton.ts): look-alike nicknames collide on the unique index. */
    nicknameSkeleton: text('nickname_skeleton'),
    /** Skeleton of a lawyer's «first last» name: a nickname may not pose as a lawyer. */
    nameSkeleton: text('name_skeleton'),
    credits: integer('credits').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    satisfactoryCount: integer('satisfactory_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    deletedAt: ts('deleted_at'),
    /** A suspended account cannot sign in (and its sessions end) until this time. */
    suspendedUntil: ts('suspended_until'),
    suspensionStatement: text('suspension_statement'),
    /** A member appointed by an admin to decide reports and appeals, and to suspend (docs/decisions/moderator-role.md). */
    moderator: boolean('moderator').notNull().default(false),
    /** Lawyers: private consultations, off by default, and the terms they state (features/consultations). */
    acceptsConsultations: boolean('accepts_consultations').notNull().default(false),
    consultationTerms: text('consultation_terms'),
    /** A trusted flagger (DSA art. 22): their notices come first in the queue (docs/decisions/dsa-transparency.md). */
    trustedFlagger: boolean('trusted_flagger').notNull().default(false),
    /** Their notices are refused until this time, after repeated unfounded ones (DSA art. 23). */
    noticesSuspendedUntil: ts('notices_suspended_until'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_nickname_unique').on(sql`lower(${t.nickname})`),
    uniqueIndex('users_nickname_skeleton_unique').on(t.nicknameSkeleton),
    index('users_name_skeleton_idx').on(t.nameSkeleton),
    index('users_role_status_idx').on(t.role, t.status, t.createdAt),
    // Followers of a category without a list of their own are found by specialization (features/follows).
    index('users_specializations_gin').using('gin', t.specializations).where(sql`role = 'lawyer' AND deleted_at IS NULL`),
  ],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_lookup_idx').on(t.email, t.purpose, t.createdAt)],
);

/** Fixed-window counters shared by every instance (login throttles, send limits, ad click dedup). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: ts('reset_at').notNull(),
  /** Growing-delay limits (RateLimiter.slowDown): the next attempt is refused before this time. */
  notBefore: ts('not_before'),
});

/** Browsers that signed in to an account: a random id kept by the browser, stored as an HMAC (no tracking across accounts). */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

export const categories = pgTable('categories', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull(),
  position: integer('position').notNull().default(0),
  postCount: integer('post_count').notNull().default(0),
  createdAt: createdAt(),
});

export const posts = pgTable(
  'posts',
  {
    id: id(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    status: text('status', { enum: ['open', 'answered', 'resolved'] })
      .notNull()
      .default('open'),
    replyCount: integer('reply_count').notNull().default(0),
    /** Hidden by moderation (text kept for the author and admins), last edit time. */
    hiddenAt: ts('hidden_at'),
    /** Removed by a moderation decision: gone publicly, kept so a reversal brings it back (moderation-removal.md). */
    removedAt: ts('removed_at'),
    moderationStatement: text('moderation_statement'),
    editedAt: ts('edited_at'),
    // The lawyers' desk: the legal deadline detected at creation, kept for the queue (features/desk).
    eventDate: date('event_date', { mode: 'string' }),
    deadlineRule: text('deadline_rule'),
    deadlineEnd: date('deadline_end', { mode: 'string' }),
    deadline: jsonb('deadline').$type<StoredDeadline>(),
    /** When the asker got the one mail of free help after a wait without a lawyer's answer (unanswered-help.md). */
    unansweredHelpSentAt: ts('unanswered_help_sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // French full-text search with accent folding; f_unaccent is a function of custom migration 0001.
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('french', f_unaccent(title)), 'A') || setweight(to_tsvector('french', f_unaccent(content)), 'B')`,
    ),
    /** Titles alone, for the bounded candidate set of a search and for similar questions while typing. */
    titleSearch: tsvector('title_search').generatedAlwaysAs(sql`to_tsvector('french', f_unaccent(title))`),
  },
  (t) => [
    // The queue's streams (features/desk/queue.ts), index-only: running deadlines soonest first, and the
    // waiting questions oldest first; category and status ride along so the filters need no heap visit. Only
    // questions still open to answers: a hidden or removed one refuses them.
    index('posts_desk_deadline_idx')
      .on(t.deadlineEnd, t.createdAt, t.id, t.categoryId, t.status)
      .where(sql`status <> 'resolved' and deadline_end is not null and hidden_at is null and removed_at is null`),
    index('posts_desk_waiting_idx')
      .on(t.status, t.createdAt, t.id, t.categoryId, t.deadlineEnd)
      .where(sql`status <> 'resolved' and hidden_at is null and removed_at is null`),
    // The hidden questions still counted in post_counts (hidden, not removed): few, so the queue's total subtracts
    // them from this index.
    index('posts_hidden_counted_idx').on(t.categoryId, t.status).where(sql`hidden_at is not null and removed_at is null`),
    index('posts_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('posts_category_created_idx').on(t.categoryId, t.createdAt.desc(), t.id.desc()),
    index('posts_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('posts_category_status_created_idx').on(t.categoryId, t.status, t.createdAt.desc(), t.id.desc()),
    // The lists leave out what moderation removed: the same orders over the rows still shown, so a page stays an
    // index-only scan (docs/decisions/moderation-removal.md).
    index('posts_live_created_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`removed_at is null`),
    index('posts_live_category_created_idx').on(t.categoryId, t.createdAt.desc(), t.id.desc()).where(sql`removed_at is null`),
    index('posts_live_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()).where(sql`removed_at is null`),
    index('posts_live_category_status_created_idx')
      .on(t.categoryId, t.status, t.createdAt.desc(), t.id.desc())
      .where(sql`removed_at is null`),
    index('posts_author_created_idx').on(t.authorId, t.createdAt.desc()),
    index('posts_title_search_idx').using('gin', t.titleSearch),
    index('posts_hour_search_idx').using('gin', truncatedCreatedAt('hour'), t.search),
  ],
);

/**
 * A narrow copy of the visible questions' words for searches over the whole forum (docs/decisions/search-bounded.md),
 * kept in step by triggers on posts (migration 0008): hidden questions have no row.
 */
export const postSearch = pgTable(
  'post_search',
  {
    postId: uuid('post_id').primaryKey(),
    createdAt: ts('created_at').notNull(),
    search: tsvector('search'),
  },
  (t) => [
    // Named as PostgreSQL named it in the hand-written migration 0008.
    foreignKey({ name: 'post_search_post_id_fkey', columns: [t.postId], foreignColumns: [posts.id] }).onDelete('cascade'),
    index('post_search_hour_search_idx').using('gin', truncatedCreatedAt('hour'), t.search),
    index('post_search_month_search_idx').using('gin', truncatedCreatedAt('month'), t.search),
  ],
);

/**
 * The lexicon of the visible questions' words, for the search's «Vouliez-vous dire … ?» (features/posts/suggest.ts):
 * each word as written (lower case, accents kept), its unaccented key and how many questions hold it. Refreshed in
 * the background (ts_stat), never on a search's path.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    key: text('key').notNull(),
    docs: integer('docs').notNull(),
  },
  (t) => [index('search_words_key_trgm_idx').using('gin', t.key.op('gin_trgm_ops'))],
);

/** Maintained by triggers (migration 0001): totals per (category, status) without count(*). */
export const postCounts = pgTable(
  'post_counts',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.status] })],
);

export const replies = pgTable(
  'replies',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    isSatisfactory: boolean('is_satisfactory').notNull().default(false),
    rating: integer('rating'),
    deletedAt: ts('deleted_at'),
    /** Hidden by moderation (text kept for the author and admins), last edit time. */
    hiddenAt: ts('hidden_at'),
    /** Removed by a moderation decision: gone publicly, kept so a reversal brings it back (moderation-removal.md). */
    removedAt: ts('removed_at'),
    moderationStatement: text('moderation_statement'),
    editedAt: ts('edited_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('replies_post_created_idx').on(t.postId, t.createdAt),
    index('replies_parent_idx').on(t.parentId),
    index('replies_author_created_idx').on(t.authorId, t.createdAt.desc()),
  ],
);

/** Append-only: credits are never updated or deleted, only added (possibly negative on a lowered rating). */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: id(),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason', { enum: ['satisfactory', 'rating_change', 'milestone'] }).notNull(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    replyId: uuid('reply_id').references(() => replies.id, { onDelete: 'set null' }),
    postTitle: text('post_title'),
    milestone: integer('milestone'),
    rating: integer('rating'),
    createdAt: createdAt(),
  },
  (t) => [index('credit_ledger_lawyer_idx').on(t.lawyerId, t.createdAt.desc())],
);

export const lawyerMilestones = pgTable(
  'lawyer_milestones',
  {
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    threshold: integer('threshold').notNull(),
    awardedAt: ts('awarded_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lawyerId, t.threshold] })],
);

export const rewards = pgTable(
  'rewards',
  {
    id: id(),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creditsAwarded: integer('credits_awarded').notNull(),
    milestones: jsonb('milestones').$type<{ name: string; credits: number }[]>().notNull().default([]),
    totalCredits: integer('total_credits').notNull(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    replyId: uuid('reply_id').references(() => replies.id, { onDelete: 'set null' }),
    rating: integer('rating'),
    deliveredAt: ts('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [index('rewards_pending_idx').on(t.lawyerId, t.createdAt).where(sql`delivered_at is null`)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: ['reply_to_post', 'reply_to_reply', 'satisfactory_reply', 'reply_rated', 'other', 'new_question', 'consultation_request'],
    }).notNull(),
    content: text('content').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    postTitle: text('post_title'),
    replyId: uuid('reply_id'),
    createdAt: createdAt(),
    /** The report through which the recipient may contest the moderation decision told here (its «Contester la décision» link). */
    appealReportId: uuid('appeal_report_id'),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`is_read = false`),
  ],
);

export const ads = pgTable('ads', {
  id: id(),
  position: text('position').notNull(),
  link: text('link'),
  imageKey: text('image_key').notNull(),
  imageMime: text('image_mime').notNull(),
  active: boolean('active').notNull().default(true),
  clicks: integer('clicks').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc())],
);

/** Key/value settings kept in the database (e.g. whether first-start seeding ran). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Tokens revoked by logout, kept until they would have expired anyway. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: ts('expires_at').notNull(),
});

// —— Mail outbox bookkeeping, preferences, follows, digests (the queue itself is pg-boss's schema) ——

/** A lawyer's followed categories, once they have edited the list; before that, the defaults of their specializations. */
export const follows = pgTable(
  'follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] }), index('follows_category_idx').on(t.categoryId)],
);

/** Mail choices; no row means the defaults (answers, replies, ratings on; new questions in the daily digest). */
export const mailPreferences = pgTable('mail_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: boolean('answers').notNull().default(true),
  replies: boolean('replies').notNull().default(true),
  ratings: boolean('ratings').notNull().default(true),
  newQuestions: text('new_questions', { enum: ['immediate', 'digest', 'off'] })
    .notNull()
    .default('digest'),
  /** True once the lawyer saved their own list of followed categories (rows in follows). */
  followsCustomized: boolean('follows_customized').notNull().default(false),
  consultations: boolean('consultations').notNull().default(true),
  updatedAt: updatedAt(),
});

/** One row per asker and question: when the last answer mail left, and whether a follow-up is waiting. */
export const answerMailWindows = pgTable(
  'answer_mail_windows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    mailedAt: ts('mailed_at').notNull(),
    /** Set when a further answer arrived inside the window: the follow-up leaves at mailed_at + 15 min. */
    pendingSince: ts('pending_since'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('answer_mail_windows_pending_idx').on(t.pendingSince)],
);

/** The daily digest: the Paris day it last went out for each lawyer (the primary key makes it once per day). */
export const digestState = pgTable('digest_state', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastDay: text('last_day').notNull(),
  lastRunAt: ts('last_run_at').notNull(),
});

/** Mails that will never leave: refused for good by the SMTP server (5xx) or out of retries. */
export const mailFailures = pgTable(
  'mail_failures',
  {
    id: id(),
    jobId: uuid('job_id').notNull().unique(),
    userId: uuid('user_id'),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    error: text('error').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_failures_created_idx').on(t.createdAt.desc())],
);
// --- Search and reads ---

/**
 * Each lawyer's milestone thresholds, sorted, kept by a trigger on lawyer_milestones (migration 0004) so that
 * the reward transaction updates it and author summaries read badges with a join instead of a query per page.
 */
export const authorBadges = pgTable('author_badges', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  thresholds: integer('thresholds').array().notNull().default(sql`'{}'::integer[]`),
});
// ─── Trust and safety (reports, moderation decisions, edit history) ───

/** A notice (DSA art. 16): one open report per person and target; reports of one target are grouped in the queue. */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    targetType: text('target_type', { enum: ['post', 'reply', 'user', 'consultation_message'] }).notNull(),
    targetId: uuid('target_id').notNull(),
    /** The question of a reply (to link to it); the post itself for a question. */
    postId: uuid('post_id'),
    /** Author of the reported content (or the reported profile). */
    targetOwnerId: uuid('target_owner_id').references(() => users.id, { onDelete: 'set null' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    /** A visitor's address for the outcome; null for members (their account address is used). */
    reporterEmail: text('reporter_email'),
    reason: text('reason').notNull(),
    details: text('details'),
    /** The content as it was when reported (title, text or profile fields). */
    snapshot: jsonb('snapshot').$type<Record<string, string | null>>().notNull().default({}),
    status: text('status', { enum: ['open', 'decided'] })
      .notNull()
      .default('open'),
    decisionId: uuid('decision_id'),
    /** Sent by a trusted flagger (DSA art. 22): comes first in the queue and is counted apart, as it was when sent. */
    trustedFlagger: boolean('trusted_flagger').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_status_created_idx').on(t.status, t.createdAt),
    index('reports_target_idx').on(t.targetType, t.targetId),
    uniqueIndex('reports_open_member_unique')
      .on(t.targetType, t.targetId, t.reporterId)
      .where(sql`status = 'open' and reporter_id is not null`),
    uniqueIndex('reports_open_visitor_unique')
      .on(t.targetType, t.targetId, sql`lower(${t.reporterEmail})`)
      .where(sql`status = 'open' and reporter_email is not null`),
  ],
);

/** Every moderation decision with its statement of reasons (DSA art. 17). */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: id(),
    targetType: text('target_type', { enum: ['post', 'reply', 'user', 'consultation_message'] }).notNull(),
    targetId: uuid('target_id').notNull(),
    postId: uuid('post_id'),
    targetOwnerId: uuid('target_owner_id').references(() => users.id, { onDelete: 'set null' }),
    decision: text('decision', { enum: ['keep', 'hide', 'delete', 'restore'] }).notNull(),
    statement: text('statement').notNull(),
    suspendedUntil: ts('suspended_until'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Title and text at decision time, so the history still shows what was decided after a deletion. */
    snapshot: jsonb('snapshot').$type<Record<string, string | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_decisions_created_idx').on(t.createdAt.desc()),
    index('moderation_decisions_target_idx').on(t.targetType, t.targetId),
  ],
);

/** A complaint against a moderation decision (DSA art. 20), by the content's author or a notifier. */
export const appeals = pgTable(
  'appeals',
  {
    id: id(),
    decisionId: uuid('decision_id')
      .notNull()
      .references(() => moderationDecisions.id, { onDelete: 'cascade' }),
    /** The report the appellant came through (the author: the group's first report). */
    reportId: uuid('report_id').notNull(),
    side: text('side', { enum: ['author', 'notifier'] }).notNull(),
    appellantId: uuid('appellant_id').references(() => users.id, { onDelete: 'set null' }),
    /** A visitor notifier's address (they appeal through the signed link of their mail). */
    appellantEmail: text('appellant_email'),
    statement: text('statement').notNull(),
    status: text('status', { enum: ['open', 'decided'] })
      .notNull()
      .default('open'),
    outcome: text('outcome', { enum: ['uphold', 'reverse'] }),
    answer: text('answer'),
    deciderId: uuid('decider_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('appeals_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('appeals_open_member_unique').on(t.decisionId, t.appellantId).where(sql`status = 'open' and appellant_id is not null`),
    uniqueIndex('appeals_open_visitor_unique')
      .on(t.decisionId, sql`lower(${t.appellantEmail})`)
      .where(sql`status = 'open' and appellant_email is not null`),
  ],
);

/** Previous versions of a question or an answer, kept at each edit (public history: docs/decisions/post-edit-history.md). */
/** Each step of the misuse rules (DSA art. 23): a warning, then a suspension, for notices or for content. */
export const misuseSteps = pgTable(
  'misuse_steps',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['notices', 'content'] }).notNull(),
    step: text('step', { enum: ['warning', 'suspension'] }).notNull(),
    until: ts('until'),
    createdAt: createdAt(),
  },
  (t) => [index('misuse_steps_user_idx').on(t.userId, t.kind, t.createdAt), index('misuse_steps_created_idx').on(t.createdAt)],
);

export const contentVersions = pgTable(
  'content_versions',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** Null for the question itself. */
    replyId: uuid('reply_id').references(() => replies.id, { onDelete: 'cascade' }),
    title: text('title'),
    content: text('content').notNull(),
    categoryId: uuid('category_id'),
    editorId: uuid('editor_id').references(() => users.id, { onDelete: 'set null' }),
    /** «Motif de la modification»: why the editor replaced this version (optional). */
    summary: text('summary'),
    /** When this version was written (creation or the previous edit). */
    writtenAt: ts('written_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('content_versions_post_idx').on(t.postId, t.createdAt)],
);

// ------------------------------------------------------------------------------ The lawyers' desk

/** What posts.deadline holds: the detection without its rule object (the rule is looked up by id). */
export interface StoredDeadline {
  ruleId: string;
  durationText: string;
  eventDate: string | null;
  eventDateSource: 'form' | 'text' | 'lawyer' | null;
  eventDateText: string | null;
  approximate: boolean;
  endDate: string | null;
  notice: string;
  /** Who said no deadline applies (the asker before publishing, a lawyer who answered): kept, never shown. */
  dismissedBy?: 'author' | 'lawyer';
}

/**
 * A lawyer's first top-level answer on a question, with the time it took (seconds since the question).
 * Written by the answer transaction; firstForPost marks the question's first lawyer answer (category figures).
 */
export const deskFirstAnswers = pgTable(
  'desk_first_answers',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    answeredAt: ts('answered_at').notNull(),
    seconds: integer('seconds').notNull(),
    firstForPost: boolean('first_for_post').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.lawyerId] }),
    index('desk_first_answers_lawyer_idx').on(t.lawyerId, t.answeredAt),
    index('desk_first_answers_category_idx').on(t.categoryId, t.answeredAt).where(sql`first_for_post`),
    index('desk_first_answers_answered_idx').on(t.answeredAt),
  ],
);

/** Medians over the last 90 days, refreshed by the answer transaction and a periodic job (no scans per page view). */
export const deskResponseTimes = pgTable(
  'desk_response_times',
  {
    /** 'lawyer' or 'category'. */
    scope: text('scope', { enum: ['lawyer', 'category'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    medianSeconds: integer('median_seconds'),
    answers: integer('answers').notNull().default(0),
    computedAt: ts('computed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.subjectId] })],
);

/** A member's private request to a lawyer, then their exchange under professional secrecy (features/consultations). */
export const consultations = pgTable(
  'consultations',
  {
    id: id(),
    askerId: uuid('asker_id')
      .notNull()
      .references(() => users.id),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => users.id),
    /** The public question it came from, if any (kept even if the question goes). */
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['requested', 'accepted', 'declined', 'closed'] })
      .notNull()
      .default('requested'),
    /** When the lawyer accepted or declined: their own figures' time to answer. */
    answeredAt: ts('answered_at'),
    askerReadAt: ts('asker_read_at'),
    lawyerReadAt: ts('lawyer_read_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('consultations_asker_idx').on(t.askerId, t.createdAt), index('consultations_lawyer_idx').on(t.lawyerId, t.createdAt)],
);

export const consultationMessages = pgTable(
  'consultation_messages',
  {
    id: id(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    /** Null once the author's account is deleted: the content goes, a dated tombstone stays. */
    authorId: uuid('author_id').references(() => users.id),
    content: text('content'),
    attachmentKey: text('attachment_key'),
    attachmentMime: text('attachment_mime'),
    attachmentName: text('attachment_name'),
    /** The file's size, counted against the consultation's storage quota (null before it was recorded). */
    attachmentBytes: integer('attachment_bytes'),
    erasedAt: ts('erased_at'),
    createdAt: createdAt(),
  },
  (t) => [index('consultation_messages_thread_idx').on(t.consultationId, t.createdAt)],
);
