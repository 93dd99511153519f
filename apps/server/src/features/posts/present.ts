import { type AuthorSummary, DELETED_REPLY_CONTENT, type PostDetail, type PostListItem, type Reply } from '@pretoire/contracts';
import type { categories, posts, replies } from '../../db/schema';
import type { AuthorRow } from './authors';

export const EXCERPT_LENGTH = 200;

type CategoryRef = Pick<typeof categories.$inferSelect, 'id' | 'name' | 'slug'>;
type ReplyRow = typeof replies.$inferSelect;

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
}

export function presentListItem(r: ListRow, authors: Map<string, AuthorSummary>): PostListItem {
  return {
    _id: r.id,
    title: r.title,
    excerpt: excerpt(r.head),
    status: r.status,
    category: presentCategoryRef(r.category),
    author: authors.get(r.authorId) ?? ghost(r.authorId),
    replyCount: r.replyCount,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/**
 * Builds the reply tree in one pass over rows ordered by time, so children keep that order. Rows with the same
 * timestamp may list a child before its parent: such a child waits in `early` until its parent comes.
 */
export function presentReplies(rows: ReplyRow[], authors: Map<string, AuthorSummary>): Reply[] {
  const byId = new Map<string, Reply>();
  const early = new Map<string, Reply[]>();
  const roots: (Reply | { orphanOf: string; node: Reply })[] = [];
  for (const r of rows) {
    const deleted = r.deletedAt !== null;
    const node: Reply = {
      _id: r.id,
      parentId: r.parentId,
      content: deleted ? DELETED_REPLY_CONTENT : r.content,
      author: authors.get(r.authorId) ?? ghost(r.authorId),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      isSatisfactory: !deleted && r.isSatisfactory,
      rating: deleted ? null : r.rating,
      isDeleted: deleted,
      replies: early.get(r.id) ?? [],
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
): PostDetail {
  return {
    _id: p.id,
    title: p.title,
    content: p.content,
    status: p.status,
    category: presentCategoryRef(category),
    author: authors.get(p.authorId) ?? ghost(p.authorId),
    replyCount: p.replyCount,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    replies: presentReplies(replyRows, authors),
  };
}
