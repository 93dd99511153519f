import { DELETED_REPLY_CONTENT, HIDDEN_CONTENT_TEXT, MILESTONES } from '@pretoire/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ph, preparedStatement } from '../../lib/prepared';
import type { Viewer } from './present';

/**
 * The question page's JSON, written by PostgreSQL in one statement: the question, its replies in time order and
 * each author once. Node only nests the replies by parentId and joins the texts. Building the objects, mapping the
 * rows and JSON.stringify of 30 KB cost more Node CPU than the two queries they came from (docs/PERFORMANCE.md).
 * The text is byte for byte what JSON.stringify gave of the presented objects (detail-response.test.ts): same key
 * order, to_json escapes strings as JSON.stringify does, dates as toISOString (UTC, milliseconds truncated).
 */

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
 * An object split around its `replies` array, which Node fills: head ends with `"replies":[`, tail starts with `]`.
 * Issue 14's fields come after the array, as in the schema.
 */
const split = (before: [string, SQL][], after: [string, SQL][]) => ({
  head: sql`${members(before)} || ',"replies":['`,
  tail: sql`']' || ${members(after, ',')} || '}'`,
});

/** A deleted account keeps its row but shows no name or picture, and no badge (presentAuthor, for lists). */
const author = () => {
  const shown = (col: string) => nullable(sql`case when u.deleted_at is null then u.${sql.raw(col)} end`);
  const badges = sql`(select coalesce(string_agg(to_json(m.name)::text, ',' order by m.t), '')
      from (values ${sql.join(
        MILESTONES.map((m) => sql`(${m.threshold}::int, ${m.name}::text)`),
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
  ])} || '}'`;
};

/** Issue 14: hidden content shows its placeholder, except to its author and admins, who also read the statement. */
const moderation = (t: string): [string, SQL][] => [
  ['hidden', sql.raw(`${t}.hid::text`)],
  [
    'moderationStatement',
    sql`case when ${sql.raw(`${t}.hid and ${t}.sees`)} then ${nullable(sql.raw(`${t}.moderation_statement`))} else 'null' end`,
  ],
  ['editedAt', nullableDate(sql.raw(`${t}.edited_at`))],
];
const masked = (t: string, col: string) =>
  sql`case when ${sql.raw(`${t}.hid and not ${t}.sees`)} then ${HIDDEN_CONTENT_TEXT}::text else ${sql.raw(`${t}.${col}`)} end`;

interface DetailRow {
  id: string;
  parent: string | null;
  head: string;
  tail: string;
}

/**
 * Each row comes as one text: its id (36 characters), its parent's id or 36 spaces, the head, U+001F, the tail. One
 * column because drizzle's mapping of four columns by 51 rows cost 7 % of the page's Node CPU; U+001F cannot occur raw
 * in JSON text (to_json writes control characters escaped), so it separates head and tail.
 */
const SEPARATOR = '\u001f';
function rowOf(text: string): DetailRow {
  const cut = text.indexOf(SEPARATOR, 72);
  return {
    id: text.slice(0, 36),
    parent: text.charCodeAt(36) === 32 ? null : text.slice(36, 72),
    head: text.slice(72, cut),
    tail: text.slice(cut + 1),
  };
}

function detailStatement(db: DbOrTx) {
  return preparedStatement(db, 'post_detail_json', () => {
    const sees = (t: string) =>
      sql`(${ph('admin')}::boolean or ${sql.raw(`${t}.author_id`)} is not distinct from ${ph('viewer')}::uuid) as sees`;
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
            ['name', text(sql`p.c_name`)],
            ['slug', text(sql`p.c_slug`)],
          ])} || '}'`,
        ],
        ['author', sql`au.j`],
        ['replyCount', sql`p.reply_count::text`],
        ['createdAt', date(sql`p.created_at`)],
        ['updatedAt', date(sql`p.updated_at`)],
      ],
      moderation('p'),
    );
    const reply = split(
      [
        ['_id', quoted(sql`r.id`)],
        ['parentId', sql`coalesce('"' || r.parent_id || '"', 'null')`],
        ['content', text(sql`case when r.del then ${DELETED_REPLY_CONTENT}::text else ${masked('r', 'content')} end`)],
        ['author', sql`au.j`],
        ['createdAt', date(sql`r.created_at`)],
        ['updatedAt', date(sql`r.updated_at`)],
        ['isSatisfactory', sql`(not r.del and r.is_satisfactory)::text`],
        ['rating', sql`coalesce(case when not r.del then r.rating end::text, 'null')`],
        ['isDeleted', sql`r.del::text`],
      ],
      moderation('r'),
    );
    const inner = sql`with p as (
        select p.*, c.name as c_name, c.slug as c_slug, p.hidden_at is not null as hid, ${sees('p')}
        from posts p join categories c on c.id = p.category_id where p.id = ${ph('id')}::uuid),
      r as (
        select r.*, r.deleted_at is not null as del, r.hidden_at is not null as hid, ${sees('r')}
        from replies r where r.post_id = ${ph('id')}::uuid and exists (select 1 from p)),
      au as (
        select u.id, ${author()} as j from users u left join author_badges b on b.user_id = u.id
        where u.id in (select author_id from p union select author_id from r))
      select 0 as k, p.id::text || repeat(' ', 36) || ${question.head} || chr(31) || ${question.tail} as t,
             p.created_at as at, p.id as rid
        from p join au on au.id = p.author_id
      union all
      select 1, r.id::text || coalesce(r.parent_id::text, repeat(' ', 36)) || ${reply.head} || chr(31) || ${reply.tail},
             r.created_at, r.id
        from r join au on au.id = r.author_id`;
    return db.select({ t: sql<string>`d.t` }).from(sql`(${inner}) d`).orderBy(sql`d.k, d.at, d.rid`).prepare('post_detail_json');
  });
}

interface Node {
  row: DetailRow;
  children: Node[];
}

const write = (n: Node): string => n.row.head + n.children.map(write).join(',') + n.row.tail;

/**
 * Nests replies under their parent in one pass over rows in time order, so children keep that order. Rows with the
 * same timestamp may list a child before its parent: such a child waits in `early` until its parent comes; one whose
 * parent never comes shows at the top level, where it would have been.
 */
function nest(rows: DetailRow[]): Node[] {
  const byId = new Map<string, Node>();
  const early = new Map<string, Node[]>();
  const roots: (Node | { orphanOf: string; node: Node })[] = [];
  for (const row of rows) {
    const node: Node = { row, children: early.get(row.id) ?? [] };
    early.delete(row.id);
    byId.set(row.id, node);
    const parent = row.parent ? byId.get(row.parent) : undefined;
    if (parent) parent.children.push(node);
    else if (!row.parent) roots.push(node);
    else {
      const waiting = early.get(row.parent);
      if (waiting) waiting.push(node);
      else early.set(row.parent, [node]);
      roots.push({ orphanOf: row.parent, node });
    }
  }
  return roots.flatMap((x) => ('orphanOf' in x ? (byId.has(x.orphanOf) ? [] : [x.node]) : [x]));
}

/** The question page as JSON text for this viewer, or null when the question does not exist. */
export async function postDetailJson(db: DbOrTx, postId: string, viewer: Viewer = null): Promise<string | null> {
  const rows = await detailStatement(db).execute({
    id: postId,
    viewer: viewer?.id ?? null,
    admin: viewer?.role === 'admin',
  });
  const [question, ...replyRows] = rows.map((r) => rowOf(r.t));
  if (!question) return null;
  return question.head + nest(replyRows).map(write).join(',') + question.tail;
}
