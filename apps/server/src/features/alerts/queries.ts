import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailPreferences, users } from '../../db/schema';
import { rows } from '../../db/statements';
import type { NotificationRow } from '../notifications';
import { DEFAULT_PREFERENCES } from './preferences';

/** The alerts' hand-written statements (docs/decisions/raw-sql.md). */

export type RecipientRow = {
  id: string;
  user_id: string;
  type: NotificationRow['type'];
  content: string;
  is_read: boolean;
  post_id: string | null;
  post_title: string | null;
  reply_id: string | null;
  created_at: string | Date;
  email: string | null;
  answers: boolean;
  replies: boolean;
  windowed: boolean;
  due: boolean;
};

/**
 * A new reply's notes inserted (`insert`) with what their mails need: each recipient's address and choices and, for
 * the asker, the answer-mail window (`windowUpsert` of the asker's row of `people`). Named: it runs inside every answer.
 */
// guarded by alerts.test.ts, replies.test.ts; decisions/mail-outbox.md
export function replyNoteRecipients(
  tx: DbOrTx,
  insert: SQLWrapper,
  askerId: string,
  now: Date,
  live: boolean,
  windowUpsert: (asker: SQL) => SQLWrapper,
): Promise<RecipientRow[]> {
  return rows<RecipientRow>(
    tx,
    sql`
    with n as ${insert},
    people as (
      select n.*, u.email,
        coalesce(mp.answers, ${DEFAULT_PREFERENCES.answers}) as answers, coalesce(mp.replies, ${DEFAULT_PREFERENCES.replies}) as replies
      from n join ${users} u on u.id = n.user_id left join ${mailPreferences} mp on mp.user_id = n.user_id),
    w as ${windowUpsert(sql`select user_id, post_id, ${now.toISOString()}::timestamptz, null::timestamptz from people where user_id = ${askerId} and answers and email is not null and ${live}::boolean`)}
    select people.*, w.user_id is not null as windowed, w.pending_since is null as due
    from people left join w on w.user_id = people.user_id`,
    'reply_notes',
  );
}
