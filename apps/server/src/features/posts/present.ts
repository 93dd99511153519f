import { type AuthorSummary, HIDDEN_CONTENT_TEXT, type PostListItem } from '@pretoire/contracts';
import type { categories } from '../../db/schema';
import type { AuthorRow } from './authors';

export const EXCERPT_LENGTH = 200;

type CategoryRef = Pick<typeof categories.$inferSelect, 'id' | 'name' | 'slug'>;

/** Who is reading: the author and admins see hidden content with its statement (detail.ts); the public does not. */
export type Viewer = { id: string; role: string } | null;

/** An active lawyer's choice to take private consultations; a deleted or suspended account offers none. */
const offersConsultations = (u: AuthorRow) =>
  u.deletedAt === null && u.role === 'lawyer' && u.status === 'active' && u.acceptsConsultations;

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
    acceptsConsultations: offersConsultations(u),
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
  acceptsConsultations: false,
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
