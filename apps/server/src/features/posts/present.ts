import {
  type AuthorSummary,
  DELETED_REPLY_CONTENT,
  HIDDEN_CONTENT_TEXT,
  type PostDetail,
  type PostListItem,
  type Reply,
} from '@pretoire/contracts';
import type { categories, posts, replies } from '../../db/schema';
import type { AuthorRow } from './authors';

export const EXCERPT_LENGTH = 200;

type CategoryRef = Pick<typeof categories.$inferSelect, 'id' | 'name' | 'slug'>;
type ReplyRow = typeof replies.$inferSelect;

/** Who is reading: the author and admins see hidden content with its statement (issue 14); the public does not. */
export type Viewer = { id: string; role: string } | null;
const seesHidden = (viewer: Viewer, authorId: string) => viewer !== null && (viewer.role === 'admin' || viewer.id === authorId);

/** The moderation fields of a question or an answer, and whether its text must be replaced for this viewer. */
function moderationOf(
  row: { hiddenAt: Date | null; moderationStatement: string | null; editedAt: Date | null; authorId: string },
  viewer: Viewer,
) {
  const hidden = row.hiddenAt !== null;
  const sees = seesHidden(viewer, row.authorId);
  return {
    mask: hidden && !sees,
    fields: {
      hidden,
      moderationStatement: hidden && sees ? row.moderationStatement : null,
      editedAt: row.editedAt ? row.editedAt.toISOString() : null,
    },
  };
}

/** A deleted account keeps its row but shows no name or picture. */
export function presentAuthor(u: AuthorRow, badges: string[]): AuthorSummary {
  const deleted = u.deletedAt !== null;
  return {
    _id: u.id,
    role: u.role,
    status: u.status,
    nickname: deleted ? null : u.nickname,
    firstName: deleted ? null : u.firstName,
    lastName: deleted ? null : u.lastName,
    profilePicture: deleted ? null : u.profilePicture,
    barAssociation: deleted ? null : u.barAssociation,
    isDeleted: deleted,
    badges: deleted ? [] : badges,
  };
}

/** Shown when an author row is missing, which the foreign keys should make impossible. */
const ghost = (id: string): AuthorSummary => ({
  _id: id,
  role: 'user',
  status: 'active',
  nickname: null,
  firstName: null,
  lastName: null,
  profilePicture: null,
  barAssociation: null,
  isDeleted: true,
  badges: [],
});

export function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_LENGTH ? flat : `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

const presentCategoryRef = (c: CategoryRef) => ({ _id: c.id, name: c.name, slug: c.slug });

export interface ListRow {
  id: string;
  title: string;
  head: string;
  status: PostListItem['status'];
  replyCount: number;
  createdAt: Date;
  updatedAt: Date;
  authorId: string;
  category: CategoryRef;
  hiddenAt?: Date | null;
  editedAt?: Date | null;
}

/** Lists are public: a hidden question shows the placeholder as title and excerpt, whoever reads. */
export function presentListItem(r: ListRow, authors: Map<string, AuthorSummary>): PostListItem {
  const hidden = Boolean(r.hiddenAt);
  return {
    _id: r.id,
    title: hidden ? HIDDEN_CONTENT_TEXT : r.title,
    excerpt: hidden ? HIDDEN_CONTENT_TEXT : excerpt(r.head),
    status: r.status,
    category: presentCategoryRef(r.category),
    author: authors.get(r.authorId) ?? ghost(r.authorId),
    replyCount: r.replyCount,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    // in the schema's order: lists leave as built, byte for byte what zod would encode (detail-response.test.ts)
    hidden,
    editedAt: r.editedAt ? r.editedAt.toISOString() : null,
  };
}

/**
 * Builds the reply tree in one pass over rows ordered by time, so children keep that order. Rows with the same
 * timestamp may list a child before its parent: such a child waits in `early` until its parent comes.
 */
export function presentReplies(rows: ReplyRow[], authors: Map<string, AuthorSummary>, viewer: Viewer = null): Reply[] {
  const byId = new Map<string, Reply>();
  const early = new Map<string, Reply[]>();
  const roots: (Reply | { orphanOf: string; node: Reply })[] = [];
  for (const r of rows) {
    const deleted = r.deletedAt !== null;
    const mod = moderationOf(r, viewer);
    const node: Reply = {
      _id: r.id,
      parentId: r.parentId,
      content: deleted ? DELETED_REPLY_CONTENT : mod.mask ? HIDDEN_CONTENT_TEXT : r.content,
      author: authors.get(r.authorId) ?? ghost(r.authorId),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      isSatisfactory: !deleted && r.isSatisfactory,
      rating: deleted ? null : r.rating,
      isDeleted: deleted,
      replies: early.get(r.id) ?? [],
      ...mod.fields,
    };
    early.delete(r.id);
    byId.set(r.id, node);
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    if (parent) parent.replies.push(node);
    else if (!node.parentId) roots.push(node);
    else {
      const waiting = early.get(node.parentId);
      if (waiting) waiting.push(node);
      else early.set(node.parentId, [node]);
      roots.push({ orphanOf: node.parentId, node }); // a root only if its parent never comes
    }
  }
  return roots.flatMap((x) => ('orphanOf' in x ? (byId.has(x.orphanOf) ? [] : [x.node]) : [x]));
}

export function presentDetail(
  p: typeof posts.$inferSelect,
  category: CategoryRef,
  replyRows: ReplyRow[],
  authors: Map<string, AuthorSummary>,
  viewer: Viewer = null,
): PostDetail {
  const mod = moderationOf(p, viewer);
  return {
    _id: p.id,
    title: mod.mask ? HIDDEN_CONTENT_TEXT : p.title,
    content: mod.mask ? HIDDEN_CONTENT_TEXT : p.content,
    status: p.status,
    category: presentCategoryRef(category),
    author: authors.get(p.authorId) ?? ghost(p.authorId),
    replyCount: p.replyCount,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    replies: presentReplies(replyRows, authors, viewer),
    ...mod.fields,
  };
}
