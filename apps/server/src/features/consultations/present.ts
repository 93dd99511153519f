import {
  CONSULTATION_FILE_NAME_MAX,
  type ConsultationMessage,
  type ConsultationSummary,
  DELETED_USER_NAME,
  lawyerTitle,
} from '@pretoire/contracts';
import type { consultationMessages, consultations } from '../../db/schema';
import { cleanFileName, extensionOf } from '../../lib/file-name';

export type ConsultationRow = typeof consultations.$inferSelect;
export type MessageRow = typeof consultationMessages.$inferSelect;
export interface PartyRow {
  id: string;
  role: 'user' | 'lawyer' | 'admin';
  nickname: string | null;
  firstName: string | null;
  lastName: string | null;
  deletedAt: Date | null;
}

const nameOf = (p: PartyRow) => (p.deletedAt ? DELETED_USER_NAME : lawyerTitle(p));

export function presentSummary(c: ConsultationRow, me: string, asker: PartyRow, lawyer: PartyRow, unread: number): ConsultationSummary {
  return {
    _id: c.id,
    status: c.status,
    as: c.lawyerId === me ? 'lawyer' : 'asker',
    asker: { _id: asker.id, name: nameOf(asker) },
    lawyer: { _id: lawyer.id, name: nameOf(lawyer) },
    postId: c.postId,
    unread,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** An erased message keeps its date only: the tombstone the other party sees. */
export function presentMessage(m: MessageRow): ConsultationMessage {
  return {
    _id: m.id,
    authorId: m.authorId,
    content: m.erasedAt ? null : m.content,
    erasedAt: m.erasedAt?.toISOString() ?? null,
    attachment:
      !m.erasedAt && m.attachmentKey && m.attachmentMime
        ? { name: attachmentName(m.attachmentName, m.attachmentMime), mime: m.attachmentMime }
        : null,
    createdAt: m.createdAt.toISOString(),
  };
}

/** A file's name as shown and sent: cleaned again at read time, for names stored before they were cleaned on upload. */
export const attachmentName = (stored: string | null, mime: string) => cleanFileName(stored, extensionOf(mime), CONSULTATION_FILE_NAME_MAX);
