import { z } from 'zod';
import {
  DEFAULT_POST_PAGE_SIZE,
  DEFAULT_POST_SORT,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_TYPES,
  POST_CONTENT_MAX,
  POST_CONTENT_MIN,
  POST_SORTS,
  POST_STATUSES,
  POST_TITLE_MAX,
  POST_TITLE_MIN,
  REPLY_CONTENT_MAX,
  REPLY_CONTENT_MIN,
  SIMILAR_LIMIT,
} from '../constants';
import { publicUser } from './auth';
import { limitParam, pageMeta, pageParam, uuid } from './common';
import { eventDateInput } from './deadlines';
import { maskedReport } from './trust';

const page = pageParam;

/** Hidden by moderation, the statement (shown to the author and admins only), the last edit. */
const moderationFields = {
  hidden: z.boolean().optional(),
  moderationStatement: z.string().nullable().optional(),
  editedAt: z.string().nullable().optional(),
};
const limit = limitParam;

export const category = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  postCount: z.number().int(),
});
export type Category = z.infer<typeof category>;
export const categoryRef = category.pick({ _id: true, name: true, slug: true });

/** The author shown beside a question or an answer. */
export const authorSummary = publicUser
  .pick({
    _id: true,
    role: true,
    status: true,
    nickname: true,
    firstName: true,
    lastName: true,
    profilePicture: true,
    barAssociation: true,
  })
  .extend({
    isDeleted: z.boolean(),
    /** Names of the milestones (badges) a lawyer holds. */
    badges: z.array(z.string()),
    /** An active lawyer who takes private consultations: «Demander une consultation» under their answers. */
    acceptsConsultations: z.boolean(),
  });
export type AuthorSummary = z.infer<typeof authorSummary>;

export const postStatus = z.enum(POST_STATUSES);
export const postListQuery = z.object({
  category: z.string().trim().min(1).max(100).optional(),
  status: z.enum([...POST_STATUSES, 'all']).optional(),
  author: uuid.optional(),
  q: z.string().trim().max(200, 'recherche trop longue : 200 caractères au plus').optional(),
  page,
  limit: limit(DEFAULT_POST_PAGE_SIZE),
  sortBy: z.enum(POST_SORTS).default(DEFAULT_POST_SORT),
});
export type PostListQuery = z.infer<typeof postListQuery>;

/** A piece of a search result's snippet: `match` marks the words the query found (rendered bold, as text). */
export const snippetPart = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPart>;

export const postListItem = z.object({
  _id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  status: postStatus,
  category: categoryRef,
  author: authorSummary,
  replyCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...moderationFields,
  /** Search results only: the passage of the text around the matched words, in parts (never HTML). */
  snippet: z.array(snippetPart).optional(),
});
export type PostListItem = z.infer<typeof postListItem>;

export const paginatedPosts = z.object({
  posts: z.array(postListItem),
  ...pageMeta,
  /** A search that found nothing, corrected from the lexicon of indexed words; `posts` are then its results. */
  suggestion: z.string().optional(),
});
export type PaginatedPosts = z.infer<typeof paginatedPosts>;

export interface Reply {
  _id: string;
  parentId: string | null;
  content: string;
  author: AuthorSummary;
  createdAt: string;
  updatedAt: string;
  isSatisfactory: boolean;
  rating: number | null;
  /** A deleted answer that still has children: content reads «Réponse supprimée». */
  isDeleted: boolean;
  replies: Reply[];
  /** Hidden by moderation (content replaced for the public), the statement (author and admins only), last edit. */
  hidden?: boolean;
  moderationStatement?: string | null;
  editedAt?: string | null;
}
export const reply: z.ZodType<Reply> = z
  .lazy(() =>
    z.object({
      _id: z.string(),
      parentId: z.string().nullable(),
      content: z.string(),
      author: authorSummary,
      createdAt: z.string(),
      updatedAt: z.string(),
      isSatisfactory: z.boolean(),
      rating: z.number().int().nullable(),
      isDeleted: z.boolean(),
      replies: z.array(reply),
      ...moderationFields,
    }),
  )
  .meta({ id: 'Reply' }); // a named component: the OpenAPI document refers to it from inside itself

export const postDetail = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  status: postStatus,
  category: categoryRef,
  author: authorSummary,
  replyCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * When its asker is shown free official help if no lawyer has answered by then: createdAt plus the server's
   * UNANSWERED_HELP_AFTER_H (docs/decisions/unanswered-help.md).
   */
  unansweredHelpAt: z.string(),
  replies: z.array(reply),
  ...moderationFields,
  /** On a create or an edit, what the personal-data detector masked. */
  masked: maskedReport.optional(),
});
export type PostDetail = z.infer<typeof postDetail>;

export const createPostBody = z.object({
  title: z.string().trim().min(POST_TITLE_MIN).max(POST_TITLE_MAX),
  content: z.string().trim().min(POST_CONTENT_MIN).max(POST_CONTENT_MAX),
  /** Category id or slug. */
  category: z.string().trim().min(1).max(100),
  /** The optional «Date de l'événement» ('YYYY-MM-DD'); the server refuses a future one. */
  eventDate: eventDateInput.optional(),
  /** The asker read the detected deadline before publishing and said none applies: nothing is stored or shown. */
  noDeadline: z.boolean().optional(),
});
export const replyBody = z.object({ content: z.string().trim().min(REPLY_CONTENT_MIN).max(REPLY_CONTENT_MAX) });
export const satisfactoryBody = z.object({ rating: z.coerce.number().int().min(1).max(5) });
export const postReplyParams = z.object({ id: uuid, replyId: uuid });
export const myPostsQuery = postListQuery.pick({ page: true, limit: true, sortBy: true, status: true });

export const notification = z.object({
  _id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  content: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  post: z.string().nullable(),
  postTitle: z.string().nullable(),
  /** A moderation decision's note: the report through which the recipient contests it («Contester la décision»). */
  appealReport: z.string().nullable(),
});
export type Notification = z.infer<typeof notification>;
export const notificationsQuery = z.object({ page, limit: limit(NOTIFICATION_PAGE_SIZE) });
export const notificationsPage = z.object({
  notifications: z.array(notification),
  ...pageMeta,
});
export const unreadCount = z.object({ count: z.number().int() });
/** PUT /notifications/read-all: how many were unread. */
export const readAllResult = z.object({ updated: z.number().int() });

export const milestoneAchieved = z.object({ name: z.string(), credits: z.number().int() });
export const pendingReward = z.object({
  _id: z.string(),
  creditsAwarded: z.number().int(),
  milestonesAchieved: z.array(milestoneAchieved),
  totalCredits: z.number().int(),
  post: z.string().nullable(),
  reply: z.string().nullable(),
  rating: z.number().int().nullable(),
  createdAt: z.string(),
});
export type PendingReward = z.infer<typeof pendingReward>;
export const pendingRewards = z.object({ pendingRewards: z.array(pendingReward) });

export const ACTIVITY_FILTERS = ['all', 'replies', 'satisfactory', 'rewards'] as const;
export const activitiesQuery = z.object({ filter: z.enum(ACTIVITY_FILTERS).default('all'), page, limit: limit(10) });
export const activity = z.object({
  _id: z.string(),
  /** reply: an answer written; satisfactory: a mark or rating received; reward: credits and milestones. */
  type: z.enum(['reply', 'satisfactory', 'reward']),
  createdAt: z.string(),
  post: z.object({ _id: z.string(), title: z.string() }).nullable(),
  excerpt: z.string().nullable(),
  rating: z.number().int().nullable(),
  credits: z.number().int().nullable(),
  milestones: z.array(milestoneAchieved),
});
export type Activity = z.infer<typeof activity>;
export const activitiesPage = z.object({
  activities: z.array(activity),
  ...pageMeta,
});

/** Socket.IO event names: SOCKET_EVENTS in constants.ts (kept free of zod for the browser entry). */

// --- Similar questions while typing ---
export const similarQuery = z.object({
  title: z.string().trim().max(POST_TITLE_MAX, `titre trop long : ${POST_TITLE_MAX} caractères au plus`),
  category: z.string().trim().min(1).max(100).optional(),
});
export type SimilarQuery = z.infer<typeof similarQuery>;
export const similarPost = z.object({
  _id: z.string(),
  title: z.string(),
  status: postStatus,
  category: categoryRef,
  replyCount: z.number().int(),
  createdAt: z.string(),
});
export type SimilarPost = z.infer<typeof similarPost>;
export const similarPosts = z.object({ posts: z.array(similarPost).max(SIMILAR_LIMIT) });
export type SimilarPosts = z.infer<typeof similarPosts>;
