import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailPreferences, users } from '../../db/schema';
import { rows } from '../../db/statements';
import { historyUntil } from '../../lib/history';
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

/**
 * Marks, in one statement, the questions `afterHours` old by the app's `now` with no visible lawyer's answer (the rule
 * of showsUnansweredHelp: a lawyer's reply, not deleted or hidden, by an account not deleted) and not marked yet, and
 * returns what their mails need. Questions that are history (lib/history.ts) or hidden are never marked; every other
 * one is, even when its asker gets no mail (answers turned off, account deleted), so a later change mails no past.
 * A second instance waits on the rows and then finds them marked.
 */
// guarded by unanswered-help.test.ts; decisions/unanswered-help.md
export function markUnansweredHelp(tx: DbOrTx, now: Date, afterHours: number, limit: number) {
  const at = now.toISOString();
  return rows<{ id: string; title: string; user_id: string; email: string | null; wants: boolean }>(
    tx,
    sql`
      update posts p set unanswered_help_sent_at = ${at}::timestamptz
        from users u left join mail_preferences mp on mp.user_id = u.id
       where u.id = p.author_id
         and p.id in (
           select q.id from posts q
            where q.unanswered_help_sent_at is null and q.hidden_at is null
              and q.created_at <= ${at}::timestamptz - ${afterHours}::int * interval '1 hour'
              and q.created_at > ${historyUntil}
              and not exists (
                select 1 from replies r join users a on a.id = r.author_id
                 where r.post_id = q.id and a.role = 'lawyer'
                   and r.deleted_at is null and r.hidden_at is null and a.deleted_at is null)
            order by q.created_at, q.id
            limit ${limit})
         and p.unanswered_help_sent_at is null
      returning p.id, p.title, u.id as user_id, case when u.deleted_at is null then u.email end as email,
                coalesce(mp.answers, true) as wants`,
  );
}
