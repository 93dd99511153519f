import { DELETED_REPLY_CONTENT, HIDDEN_CONTENT_TEXT, MILESTONES } from '@pretoire/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ph } from '../../db/prepared';
import type { Viewer } from './present';
import { type DetailRow, type QuestionPageParts, questionPageRows } from './queries';

/**
 * The question page's JSON, written by PostgreSQL in one statement: each author once, then the question and its
 * replies in time order, each split around its `author` member. Node puts the author in and nests the replies by
 * parentId. Building the objects, mapping the rows and JSON.stringify of 30 KB cost more Node CPU than the two queries
 * they came from (docs/PERFORMANCE.md); joining every row to its author's text in PostgreSQL cost it a third of the
 * statement. The text is byte for byte what JSON.stringify gave of the presented objects (detail-response.test.ts):
 * same key order, to_json escapes strings as JSON.stringify does, dates as toISOString (UTC, milliseconds truncated).
 */

/** A constant's SQL literal: written into the statement, not bound at each execution. Only for our own texts. */
const literal = (v: string | number) => sql.raw(typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`);

/** A value's JSON text: strings and nullable columns through to_json; uuids, enums, booleans and numbers as they print. */
const text = (v: SQL) => sql`to_json(${v})::text`;
const nullable = (v: SQL) => sql`coalesce(to_json(${v})::text, 'null')`;
const quoted = (v: SQL) => sql`'"' || ${v} || '"'`;
const iso = (v: SQL) => sql`to_char(${v} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const date = (v: SQL) => quoted(iso(v));
const nullableDate = (v: SQL) => sql`coalesce(${quoted(iso(v))}, 'null')`;

/** `{"a":…,"b":…` from [key, JSON text] pairs in order (keys are plain identifiers); `open` comes before the first. */
const members = (fields: [string, SQL][], open = '{') =>
  sql.join(
    fields.map(([key, value], i) => sql`${sql.raw(`'${i ? ',' : open}"${key}":'`)} || ${value}`),
    sql` || `,
  );

/**
 * An object split around its author: `head` ends with `"author":`, `tail` holds the members after it, its empty
 * `"replies":[]` (Node fills it when the object has replies) and the closing brace.
 */
const split = (before: [string, SQL][], after: [string, SQL][]) => ({
  head: sql`${members(before)} || ',"author":'`,
  tail: sql`${members(after, ',')} || '}'`,
});

/** A deleted account keeps its row but shows no name or picture, and no badge (presentAuthor, for lists). */
const author = () => {
  const shown = (col: string) => nullable(sql`case when u.deleted_at is null then u.${sql.raw(col)} end`);
  const badges = sql`(select coalesce(string_agg(to_json(m.name)::text, ',' order by m.t), '')
      from (values ${sql.join(
        MILESTONES.map((m) => sql`(${literal(m.threshold)}::int, ${literal(m.name)}::text)`),
        sql`, `,
      )}) m(t, name) where m.t = any(b.thresholds))`;
  return sql`${members([
    ['_id', quoted(sql`u.id`)],
    ['role', quoted(sql`u.role`)],
    ['status', quoted(sql`u.status`)],
    ['nickname', shown('nickname')],
    ['firstName', shown('first_name')],
    ['lastName', shown('last_name')],
    ['profilePicture', shown('profile_picture')],
    ['barAssociation', shown('bar_association')],
    ['isDeleted', sql`(u.deleted_at is not null)::text`],
    // most authors have no badge: no subquery for them
    ['badges', sql`case when u.deleted_at is null and b.thresholds <> '{}' then '[' || ${badges} || ']' else '[]' end`],
    // offersConsultations (present.ts): an active lawyer's choice, never a deleted account's
    ['acceptsConsultations', sql`(u.deleted_at is null and u.role = 'lawyer' and u.status = 'active' and u.accepts_consultations)::text`],
  ])} || '}'`;
};

/** Whether the viewer reads a row's hidden content: its author and admins. */
const sees = (t: string) => sql`(${ph('admin')}::boolean or ${sql.raw(`${t}.author_id`)} is not distinct from ${ph('viewer')}::uuid)`;
const hid = (t: string) => sql.raw(`(${t}.hidden_at is not null)`);

/** Hidden content shows its placeholder, except to its author and admins, who also read the statement. */
const moderation = (t: string): [string, SQL][] => [
  ['hidden', sql`${hid(t)}::text`],
  ['moderationStatement', sql`case when ${hid(t)} and ${sees(t)} then ${nullable(sql.raw(`${t}.moderation_statement`))} else 'null' end`],
  ['editedAt', nullableDate(sql.raw(`${t}.edited_at`))],
];
const masked = (t: string, col: string) =>
  sql`case when ${hid(t)} and not ${sees(t)} then ${literal(HIDDEN_CONTENT_TEXT)}::text else ${sql.raw(`${t}.${col}`)} end`;

/** The question page's members (queries.ts runs the statement): built once, on its first use. */
function pageParts(): QuestionPageParts {
  const question = split(
    [
      ['_id', quoted(sql`p.id`)],
      ['title', text(masked('p', 'title'))],
      ['content', text(masked('p', 'content'))],
      ['status', quoted(sql`p.status`)],
      [
        'category',
        sql`${members([
          ['_id', quoted(sql`p.category_id`)],
          ['name', text(sql`c.name`)],
          ['slug', text(sql`c.slug`)],
        ])} || '}'`,
      ],
    ],
    [
      ['replyCount', sql`p.reply_count::text`],
      ['createdAt', date(sql`p.created_at`)],
      ['updatedAt', date(sql`p.updated_at`)],
      // A bound value, not a literal: the delay is the server's setting, and test apps with other settings share the
      // statement.
      ['unansweredHelpAt', date(sql`(p.created_at + ${ph('helpAfterH')}::int * interval '1 hour')`)],
      ['replies', sql`'[]'`],
      ...moderation('p'),
    ],
  );
  // An answer removed by moderation that others answered shows as deleted: its replies keep their place.
  const deleted = sql`(r.deleted_at is not null or r.removed_at is not null)`;
  const reply = split(
    [
      ['_id', quoted(sql`r.id`)],
      ['parentId', sql`coalesce('"' || r.parent_id || '"', 'null')`],
      ['content', text(sql`case when ${deleted} then ${literal(DELETED_REPLY_CONTENT)}::text else ${masked('r', 'content')} end`)],
    ],
    [
      ['createdAt', date(sql`r.created_at`)],
      ['updatedAt', date(sql`r.updated_at`)],
      ['isSatisfactory', sql`(not ${deleted} and r.is_satisfactory)::text`],
      ['rating', sql`coalesce(case when not ${deleted} then r.rating end::text, 'null')`],
      ['isDeleted', sql`${deleted}::text`],
      ['replies', sql`'[]'`],
      ...moderation('r'),
    ],
  );
  return { author: author(), question, reply };
}

interface Node {
  row: DetailRow;
  children: Node[];
}

/** Where an object's replies go: just after its last `"replies":[` (none of the members after it can hold one raw). */
const REPLIES = '"replies":[';

/** An object's text with its author, and its replies (JSON texts) when it has some. */
function withReplies(row: DetailRow, author: string, replies: string[]): string {
  const after = row.e as string;
  if (!replies.length) return row.t + author + after;
  const at = after.lastIndexOf(REPLIES) + REPLIES.length;
  return row.t + author + after.slice(0, at) + replies.join(',') + after.slice(at);
}

/** A reply's id and its parent's, read at their fixed places in its text: `{"_id":"<id>","parentId":"<id>"` or `null`. */
const ID_AT = '{"_id":"'.length;
const PARENT_AT = ID_AT + 36 + '","parentId":'.length;

/**
 * Nests replies under their parent in one pass over rows in time order, so children keep that order. Rows with the
 * same timestamp may list a child before its parent: such a child waits in `early` until its parent comes; one whose
 * parent never comes shows at the top level, where it would have been.
 */
function nest(rows: DetailRow[], from: number): Node[] {
  const byId = new Map<string, Node>();
  const early = new Map<string, Node[]>();
  const roots: (Node | { orphanOf: string; node: Node })[] = [];
  for (let i = from; i < rows.length; i++) {
    const row = rows[i];
    const head = row.t;
    const id = head.slice(ID_AT, ID_AT + 36);
    const parentId = head.charCodeAt(PARENT_AT) === 110 /* n of null */ ? null : head.slice(PARENT_AT + 1, PARENT_AT + 37);
    const node: Node = { row, children: early.get(id) ?? [] };
    early.delete(id);
    byId.set(id, node);
    const parent = parentId ? byId.get(parentId) : undefined;
    if (parent) parent.children.push(node);
    else if (!parentId) roots.push(node);
    else {
      const waiting = early.get(parentId);
      if (waiting) waiting.push(node);
      else early.set(parentId, [node]);
      roots.push({ orphanOf: parentId, node });
    }
  }
  return roots.flatMap((x) => ('orphanOf' in x ? (byId.has(x.orphanOf) ? [] : [x.node]) : [x]));
}

/**
 * The question page as JSON text for this viewer, or null when the question does not exist. `helpAfterH`: the
 * server's UNANSWERED_HELP_AFTER_H, which sets `unansweredHelpAt`.
 */
export async function postDetailJson(db: DbOrTx, postId: string, viewer: Viewer, helpAfterH: number): Promise<string | null> {
  const rows = await questionPageRows(db, pageParts, {
    id: postId,
    viewer: viewer?.id ?? null,
    admin: viewer?.role === 'admin',
    helpAfterH,
  });
  const authors = new Map<string, string>();
  let i = 0;
  for (; i < rows.length && rows[i].k === 0; i++) authors.set(rows[i].a, rows[i].t);
  const question = rows[i];
  if (question?.k !== 1) return null;
  const write = (n: Node): string => withReplies(n.row, authors.get(n.row.a) as string, n.children.map(write));
  return withReplies(question, authors.get(question.a) as string, nest(rows, i + 1).map(write));
}
