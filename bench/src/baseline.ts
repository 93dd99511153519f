// The yardstick: the best hand-written answer per route, a bare Fastify server on `pg` sending what the app sends to a
// visitor (the bench checks the same JSON value, and the same page without its hydration payload, before measuring).
// No validation library, no ORM, no serializer schema, no hooks: one named prepared statement per route, in one
// round trip, and the bytes go out as built. It reuses only the app's pure text functions (excerpt, the search's
// synonyms and snippets), the size of the search's window (SEARCH_WINDOW) and, for the server-rendered question
// page, the web app's built SSR entry (apps/web/dist-ssr/entry-server.js) handed this server's own data instead of
// the app's inject(): the React render
// is the same work on both sides, so the page measures what the app adds around it (docs/decisions/bench.md).
// Compression as the app's: brotli 4 or gzip 6 above 1 KB when asked; a page's bytes encoded once per version (brotli
// 6), as the app keeps them by ETag. Search covers the bench's searches: no
// category, status or author filter, newest first (other shapes answer 501). Run as its own process:
// BASELINE_DATABASE_URL, PORT, JWT_SECRET, PUBLIC_URL (the page's origin, the app's), UNANSWERED_HELP_AFTER_H.

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  DEFAULT_POST_PAGE_SIZE,
  DELETED_REPLY_CONTENT,
  HIDDEN_CONTENT_TEXT,
  MILESTONES,
  SEARCH_RESULT_CAP,
  UNANSWERED_HELP_AFTER_H,
} from '@pretoire/contracts';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { excerpt } from '../../apps/server/src/features/posts/present';
import { SEARCH_WINDOW } from '../../apps/server/src/features/posts/search-queries';
import { queryWords, snippetOf } from '../../apps/server/src/features/posts/snippet';
import { encodeTerms, expandQuery } from '../../apps/server/src/features/posts/synonyms';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pool = new pg.Pool({ connectionString: process.env.BASELINE_DATABASE_URL, max: 10 });
const key = new TextEncoder().encode(process.env.JWT_SECRET);
const HELP_AFTER_H = Number(process.env.UNANSWERED_HELP_AFTER_H ?? UNANSWERED_HELP_AFTER_H);
const ORIGIN = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT}`).replace(/\/+$/, '');
const app = Fastify({ logger: false });
const milestoneName = new Map<number, string>(MILESTONES.map((m) => [m.threshold, m.name]));
const q = <T = Record<string, unknown>>(name: string, text: string, values: unknown[]) =>
  pool.query<T & pg.QueryResultRow>({ name, text, values }).then((r) => r.rows);

// ─── Lists ────────────────────────────────────────────────────────────────────────────────────────────────────────

const ROW_COLUMNS = `p.id, p.title, left(p.content, 400) as head, p.status, p.reply_count, p.created_at, p.updated_at,
  p.hidden_at, p.edited_at, c.id as c_id, c.name as c_name, c.slug as c_slug, u.id as u_id, u.role as u_role,
  u.status as u_status, u.nickname, u.first_name, u.last_name, u.profile_picture, u.bar_association, u.deleted_at,
  u.accepts_consultations, b.thresholds`;
type Row = Record<string, never>;
const author = (r: Row) => {
  const gone = r.deleted_at !== null;
  return {
    _id: r.u_id,
    role: r.u_role,
    status: r.u_status,
    nickname: gone ? null : r.nickname,
    firstName: gone ? null : r.first_name,
    lastName: gone ? null : r.last_name,
    profilePicture: gone ? null : r.profile_picture,
    barAssociation: gone ? null : r.bar_association,
    isDeleted: gone,
    badges: gone || !r.thresholds ? [] : (r.thresholds as number[]).flatMap((t) => milestoneName.get(t) ?? []),
    acceptsConsultations: !gone && r.u_role === 'lawyer' && r.u_status === 'active' && r.accepts_consultations === true,
  };
};
const item = (r: Row) => {
  const hidden = r.hidden_at !== null;
  return {
    _id: r.id,
    title: hidden ? HIDDEN_CONTENT_TEXT : r.title,
    excerpt: hidden ? HIDDEN_CONTENT_TEXT : excerpt(r.head),
    status: r.status,
    category: { _id: r.c_id, name: r.c_name, slug: r.c_slug },
    author: author(r),
    replyCount: r.reply_count,
    createdAt: (r.created_at as Date).toISOString(),
    updatedAt: (r.updated_at as Date).toISOString(),
    hidden,
    editedAt: r.edited_at ? (r.edited_at as Date).toISOString() : null,
  };
};

/**
 * A page of the newest questions not removed, with the list's total (post_counts) on every row: one statement; the
 * items built in Node. PostgreSQL writing the whole JSON measured × 0.7 the req/s (same run, 2 shared cores): it moved
 * work to the busier process.
 */
function listStatement(category: boolean, status: boolean) {
  const conds = ['removed_at is null'];
  const counts: string[] = [];
  if (category) {
    conds.push('category_id = (select id from categories where id::text = $3 or slug = $3)');
    counts.push('category_id = (select id from categories where id::text = $3 or slug = $3)');
  }
  if (status) {
    conds.push(`status = $${category ? 4 : 3}`);
    counts.push(`status = $${category ? 4 : 3}`);
  }
  return `select ${ROW_COLUMNS}, t.total from (select coalesce(sum(count), 0)::int as total from post_counts
      ${counts.length ? `where ${counts.join(' and ')}` : ''}) t
    left join lateral (select id from posts where ${conds.join(' and ')}
      order by created_at desc nulls last, id desc nulls last limit $1 offset $2) page on true
    left join posts p on p.id = page.id left join categories c on c.id = p.category_id
    left join users u on u.id = p.author_id left join author_badges b on b.user_id = u.id
    order by p.created_at desc nulls last, p.id desc nulls last`;
}

// ─── Search ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** The app's French tsquery of encoded terms (search.ts): stems, unaccented forms, stems of 6+ letters minus one. */
const TSQUERY = `select (select to_tsquery('simple', string_agg(alts, ' & '))
  from (select '(' || string_agg(alt, ' | ') || ')' as alts
        from (select g, '(' || string_agg(term, ' & ') || ')' as alt
              from (select g, a, '(' || (select string_agg(distinct quote_literal(f), ' | ')
                                          from unnest(array[s, u, sa,
                                                            case when length(s) >= 6 then left(s, -1) end,
                                                            case when length(sa) >= 6 then left(sa, -1) end]) as f
                                          where f is not null) || ')' as term
                    from (select g, a, u, (ts_lexize('french_stem', u))[1] as s, f_unaccent((ts_lexize('french_stem', w))[1]) as sa
                          from (select split_part(t, ':', 1) as g, split_part(t, ':', 2) as a, split_part(t, ':', 3) as w,
                                       f_unaccent(split_part(t, ':', 3)) as u
                                from unnest(string_to_array($1, ' ')) as t) w) x
                    where s is not null) y
              group by g, a) z
        group by g) v)::text as q`;
/** Each query's tsquery text and the window's first hour, kept as the app keeps them (per words; a minute). */
const tsqueries = new Map<string, string | null>();
let windowAt = 0;
let window: { since: string | null; first: string | null } = { since: null, first: null };
const HOUR = `date_trunc('hour', p.created_at at time zone 'UTC')`;
const MONTH = `date_trunc('month', p.created_at at time zone 'UTC')`;
const CAP1 = SEARCH_RESULT_CAP + 1;
const RANK = `ts_rank('{0.05, 0.1, 0.3, 1.0}'::float4[], (select s.search from post_search s where s.ctid = p.tid), (select q from q))`;

/**
 * The app's bounded search over the whole forum (decisions/search-bounded.md): the newest matches in the window's
 * hours, sorted once and numbered as they are (the 300 newest ranked), then older ones month by month while the
 * window holds no more than the cap, all ranked; plain columns.
 */
const SEARCH = `with q as materialized (select $1::tsquery as q),
  w1 as materialized (select p.post_id as id, p.created_at, p.ctid as tid,
      row_number() over (order by p.created_at desc nulls last, p.post_id desc nulls last) as n from post_search p
    where p.search @@ (select q from q) and ${HOUR} >= $2::timestamp
    order by p.created_at desc nulls last, p.post_id desc nulls last limit ${CAP1}),
  total as materialized (select count(*)::int as n from w1),
  months as materialized (select m from generate_series($3::timestamp, $4::timestamp, interval '-1 month') m
    where (select n from total) <= ${SEARCH_RESULT_CAP}),
  older as materialized (select x.* from months, lateral (
      select p.post_id as id, p.created_at, p.ctid as tid from post_search p
      where ${MONTH} = months.m and p.search @@ (select q from q) and p.created_at < ($2::timestamp at time zone 'UTC')
      order by p.created_at desc nulls last, p.post_id desc nulls last limit ${CAP1}) x limit ${CAP1}),
  page as (select id, rank from (
      select p.id, p.created_at, case when p.n <= 300 then ${RANK} else 0 end as rank from w1 p
      union all select p.id, p.created_at, ${RANK} from older p) c
    order by rank desc, created_at desc, id desc limit $5 offset $6)
select least((select n from total) + (select count(*)::int from older), ${CAP1}) as total, page.rank, ${ROW_COLUMNS}
from (select 1) one left join page on true left join posts p on p.id = page.id
  left join categories c on c.id = p.category_id left join users u on u.id = p.author_id
  left join author_badges b on b.user_id = u.id
order by page.rank desc nulls last, p.created_at desc, p.id desc`;

async function search(words: string, page: number, limit: number) {
  const terms = encodeTerms(expandQuery(words));
  let query = tsqueries.get(terms);
  if (query === undefined) {
    query = (await q<{ q: string | null }>('b_tsquery', TSQUERY, [terms]))[0].q;
    tsqueries.set(terms, query);
  }
  if (Date.now() - windowAt > 60_000) {
    [window] = await q<typeof window>(
      'b_window',
      `select (select ${HOUR}::text from posts p order by p.created_at desc nulls last, p.id desc nulls last
         offset ${SEARCH_WINDOW - 1} limit 1) as since,
       (select date_trunc('month', min(p.created_at) at time zone 'UTC')::text from posts p) as first`,
      [],
    );
    windowAt = Date.now();
  }
  const { since, first } = window;
  const rows = await q<Row>('b_search', SEARCH, [
    query,
    since ?? '-infinity',
    since ? `${since.slice(0, 7)}-01` : null,
    first,
    limit,
    (page - 1) * limit,
  ]);
  const lexemes = queryWords(query);
  const items = rows
    .filter((r) => r.id)
    .map((r) => {
      const it = item(r);
      const snippet = r.hidden_at ? undefined : snippetOf(r.head, lexemes);
      return snippet ? { ...it, snippet } : it;
    });
  return { items, total: rows.length ? Number(rows[0].total) : 0 };
}

/** «Vouliez-vous dire … ?» as the app asks it (suggest.ts): only for a first page that found nothing. */
const suggestions = new Map<string, string | null>();
async function suggest(text: string): Promise<string | null> {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
  const asked = words.filter((w) => w.length >= 4 && !/^\d+$/.test(w));
  if (!asked.length) return null;
  const k = words.join(' ');
  if (suggestions.has(k)) return suggestions.get(k) ?? null;
  const rows = await q<{ w: string; best: string | null }>(
    'b_suggest',
    `select i.w, case when exists (select 1 from search_words s where s.key = f_unaccent(i.w)) then null
       else (select s.word from search_words s where s.key % f_unaccent(i.w) and similarity(s.key, f_unaccent(i.w)) >= 0.4
             order by similarity(s.key, f_unaccent(i.w)) desc, s.docs desc, s.word limit 1) end as best
     from unnest(string_to_array($1, ' ')) as i(w)`,
    [asked.join(' ')],
  );
  const fix = new Map(rows.filter((r) => r.best && r.best !== r.w).map((r) => [r.w, r.best as string]));
  const out = fix.size ? words.map((w) => fix.get(w) ?? w).join(' ') : null;
  suggestions.set(k, out);
  return out;
}

async function list(query: Record<string, string | undefined>): Promise<string | null> {
  const page = Math.max(1, Number(query.page ?? 1) | 0);
  const limit = Math.min(100, Math.max(1, Number(query.limit ?? DEFAULT_POST_PAGE_SIZE) | 0));
  const status = query.status && query.status !== 'all' ? query.status : undefined;
  const text = query.q?.trim();
  if (text && expandQuery(text).length) {
    if (query.category || status || query.author || (query.sortBy && query.sortBy !== 'new')) return null;
    let found = await search(text, page, limit);
    let suggestion: string | null = null;
    if (found.total === 0 && page === 1) {
      suggestion = await suggest(text);
      if (suggestion) {
        const corrected = await search(suggestion, page, limit);
        if (corrected.total > 0) found = corrected;
        else suggestion = null;
      }
    }
    return JSON.stringify({
      posts: found.items,
      totalPages: Math.ceil(Math.min(found.total, SEARCH_RESULT_CAP) / limit),
      currentPage: page,
      total: found.total,
      ...(suggestion ? { suggestion } : {}),
    });
  }
  if (query.author || (query.sortBy && query.sortBy !== 'new')) return null;
  const values: unknown[] = [limit, (page - 1) * limit];
  if (query.category) values.push(query.category);
  if (status) values.push(status);
  const name = `b_list_${query.category ? 'c' : ''}${status ? 's' : ''}`;
  const rows = await q<Row>(name, listStatement(Boolean(query.category), Boolean(status)), values);
  if (query.category && rows[0].total === 0) {
    const known = await q('b_category', 'select 1 from categories where id::text = $1 or slug = $1', [query.category]);
    if (!known.length) return JSON.stringify({ posts: [], totalPages: 0, currentPage: page, total: 0 });
  }
  const total = rows[0].total as number;
  return JSON.stringify({
    posts: rows.filter((r) => r.id).map(item),
    totalPages: Math.ceil(total / limit),
    currentPage: page,
    total,
  });
}

// ─── The question page's JSON ─────────────────────────────────────────────────────────────────────────────────────

const iso = (v: string) => `to_char(${v} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const BADGES = `(values ${MILESTONES.map((m) => `(${m.threshold}, ${lit(m.name)})`).join(', ')}) m(t, name)`;
const DELETED = '(r.deleted_at is not null or r.removed_at is not null)';

/**
 * Each author's JSON once, then the question and its replies in time order with `"author":null` where the author goes
 * and `"replies":[]` last; Node puts the authors in and nests the replies by text. A visitor's view: hidden content
 * shows its placeholder, without the statement.
 */
const QUESTION = `with a as (select author_id as id from posts where id = $1 union select author_id from replies where post_id = $1)
select 0 as k, null::timestamptz as at, u.id as rid, null::uuid as parent, u.id as a, row_to_json(x)::text as t
  from a join users u using (id) left join author_badges b on b.user_id = u.id,
  lateral (select u.id as "_id", u.role, u.status,
    case when u.deleted_at is null then u.nickname end as nickname, case when u.deleted_at is null then u.first_name end as "firstName",
    case when u.deleted_at is null then u.last_name end as "lastName", case when u.deleted_at is null then u.profile_picture end as "profilePicture",
    case when u.deleted_at is null then u.bar_association end as "barAssociation", u.deleted_at is not null as "isDeleted",
    case when u.deleted_at is null and b.thresholds <> '{}'
      then (select coalesce(json_agg(m.name order by m.t), '[]') from ${BADGES} where m.t = any(b.thresholds)) else '[]' end as badges,
    u.deleted_at is null and u.role = 'lawyer' and u.status = 'active' and u.accepts_consultations as "acceptsConsultations") x
union all
select 1, p.created_at, p.id, null, p.author_id, row_to_json(x)::text
  from posts p join categories c on c.id = p.category_id,
  lateral (select p.id as "_id", case when p.hidden_at is null then p.title else ${lit(HIDDEN_CONTENT_TEXT)} end as title,
    case when p.hidden_at is null then p.content else ${lit(HIDDEN_CONTENT_TEXT)} end as content, p.status,
    json_build_object('_id', c.id, 'name', c.name, 'slug', c.slug) as category, null::json as author,
    p.reply_count as "replyCount", ${iso('p.created_at')} as "createdAt", ${iso('p.updated_at')} as "updatedAt",
    ${iso(`(p.created_at + $2::int * interval '1 hour')`)} as "unansweredHelpAt",
    p.hidden_at is not null as hidden, null::text as "moderationStatement", ${iso('p.edited_at')} as "editedAt",
    '[]'::json as replies) x
  where p.id = $1 and p.removed_at is null
union all
select 2, r.created_at, r.id, r.parent_id, r.author_id, row_to_json(x)::text
  from replies r,
  lateral (select r.id as "_id", r.parent_id as "parentId",
    case when ${DELETED} then ${lit(DELETED_REPLY_CONTENT)} when r.hidden_at is not null then ${lit(HIDDEN_CONTENT_TEXT)} else r.content end as content,
    null::json as author, ${iso('r.created_at')} as "createdAt", ${iso('r.updated_at')} as "updatedAt",
    not ${DELETED} and r.is_satisfactory as "isSatisfactory", case when not ${DELETED} then r.rating end as rating,
    ${DELETED} as "isDeleted", r.hidden_at is not null as hidden, null::text as "moderationStatement",
    ${iso('r.edited_at')} as "editedAt", '[]'::json as replies) x
  where r.post_id = $1 and (r.removed_at is null or exists (select 1 from replies c where c.parent_id = r.id))
order by k, at, rid`;

const NULL_AUTHOR = '"author":null';
const EMPTY_REPLIES = '"replies":[]}';
interface Piece {
  id: string;
  parent: string | null;
  text: string;
  children: string[];
}

async function questionJson(id: string): Promise<string | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const rows = await q<{ k: number; rid: string; parent: string | null; a: string; t: string }>('b_question', QUESTION, [id, HELP_AFTER_H]);
  const authors = new Map<string, string>();
  let i = 0;
  for (; i < rows.length && rows[i].k === 0; i++) authors.set(rows[i].a, rows[i].t);
  if (rows[i]?.k !== 1) return null;
  const withAuthor = (r: (typeof rows)[number]) => r.t.replace(NULL_AUTHOR, `"author":${authors.get(r.a)}`);
  const pieces = new Map<string, Piece>();
  for (const r of rows.slice(i + 1)) pieces.set(r.rid, { id: r.rid, parent: r.parent, text: withAuthor(r), children: [] });
  const roots: Piece[] = [];
  for (const p of pieces.values()) {
    const parent = p.parent ? pieces.get(p.parent) : undefined;
    if (parent) parent.children.push(p.id);
    else roots.push(p);
  }
  const write = (p: Piece): string =>
    p.children.length
      ? `${p.text.slice(0, -EMPTY_REPLIES.length)}"replies":[${p.children.map((c) => write(pieces.get(c) as Piece)).join(',')}]}`
      : p.text;
  const question = withAuthor(rows[i]);
  return roots.length ? `${question.slice(0, -EMPTY_REPLIES.length)}"replies":[${roots.map(write).join(',')}]}` : question;
}

const ADS = `select coalesce(json_agg(x), '[]')::text as ads from (
  select id as "_id", position, link, '/uploads/' || regexp_replace(image_key, '^public/', '') as "imageUrl", active, ${iso('created_at')} as "createdAt",
         ${iso('updated_at')} as "updatedAt" from ads where active order by created_at desc) x`;
const adsJson = async () => `{"ads":${(await q<{ ads: string }>('b_ads', ADS, []))[0].ads}}`;

// ─── Sending ──────────────────────────────────────────────────────────────────────────────────────────────────────

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
async function send(req: FastifyRequest, reply: FastifyReply, type: string, body: string, status = 200) {
  reply.status(status).header('content-type', type);
  const accept = String(req.headers['accept-encoding'] ?? '');
  const bytes = Buffer.from(body);
  if (bytes.length < 1024) return reply.send(bytes);
  if (/\bbr\b/.test(accept)) {
    reply.header('content-encoding', 'br').header('vary', 'accept-encoding');
    return reply.send(await brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }));
  }
  if (/\bgzip\b/.test(accept)) {
    reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding');
    return reply.send(await gzip(bytes, { level: 6 }));
  }
  return reply.send(bytes);
}
const JSON_TYPE = 'application/json; charset=utf-8';

app.get('/api/posts', async (req, reply) => {
  const body = await list(req.query as Record<string, string | undefined>);
  return body === null ? reply.status(501).send({ message: 'not in the yardstick' }) : send(req, reply, JSON_TYPE, body);
});

app.get('/api/posts/:id', async (req, reply) => {
  const body = await questionJson((req.params as { id: string }).id);
  return body === null
    ? reply.status(404).send({ code: 'NOT_FOUND', message: 'Question introuvable.' })
    : send(req, reply, JSON_TYPE, body);
});

// ─── The server-rendered question page ────────────────────────────────────────────────────────────────────────────

interface EntryServer {
  render(input: { url: string; origin: string; template: string; fetch: typeof fetch }): Promise<{ status: number; html: string }>;
}
const webDist = path.join(root, 'apps/web/dist');
const entry = (await import(pathToFileURL(path.join(root, 'apps/web/dist-ssr/entry-server.js')).href)) as EntryServer;
/** The app's template, its stylesheet inlined as features/reach/ssr.ts does (the page check says if that changes). */
const template = fs
  .readFileSync(path.join(webDist, 'index.html'), 'utf8')
  .replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g, (tag, file: string) => {
    const css = fs.readFileSync(path.join(webDist, file), 'utf8');
    return css.toLowerCase().includes('</style') ? tag : `<style>${css}</style>`;
  });

/** The render's data calls, answered by this server's statements (no HTTP, no inject); any other is an error. */
const local: typeof fetch = async (input) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://local');
  const json = (body: string | null) =>
    body === null
      ? new Response('{"message":"introuvable"}', { status: 404 })
      : new Response(body, { headers: { 'content-type': JSON_TYPE } });
  const detail = /^\/api\/posts\/([^/]+)$/.exec(url.pathname);
  if (detail) return json(await questionJson(detail[1]));
  if (url.pathname === '/api/ads') return json(await adsJson());
  throw new Error(`the yardstick's page asked for ${url.pathname}: add its statement`);
};

/**
 * A page's encoded bytes, kept by what a reader sees (the page without its hydration payload, whose timestamps change
 * at each render), URL and encoding: the app's lib/encoded-pages.ts, so the render is what both pay on a miss.
 */
const pages = new Map<string, Buffer>();
function encodedPage(url: string, html: string, accept: string): { body: Buffer; encoding?: string } {
  const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : undefined;
  if (!encoding) return { body: Buffer.from(html) };
  const visible = html.replace(/<script type="application\/json" id="ssr-data">[\s\S]*?<\/script>/, '');
  const key = `${encoding} ${createHash('sha1').update(visible).digest('base64url')} ${url}`;
  let body = pages.get(key);
  if (!body) {
    body =
      encoding === 'br'
        ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })
        : zlib.gzipSync(html, { level: 6 });
    pages.set(key, body);
    if (pages.size > 500) pages.delete(pages.keys().next().value as string);
  }
  return { body, encoding };
}

app.get('/post/:id', async (req, reply) => {
  const page = await entry.render({ url: req.url, origin: ORIGIN, template, fetch: local });
  const { body, encoding } = encodedPage(req.url, page.html, String(req.headers['accept-encoding'] ?? ''));
  reply.status(page.status).header('content-type', 'text/html; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
  return reply.send(body);
});

// ─── The answer (a write, for the bench's POST scenario) ──────────────────────────────────────────────────────────

app.post('/api/posts/:id/replies', async (req, reply) => {
  const token = (req.headers.authorization ?? '').slice(7);
  const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
  const [user] = await q<Row>(
    'b_user',
    `select id, role, status, first_name, last_name, token_version, exists (select 1 from revoked_tokens where jti = $2) as revoked
     from users where id = $1 and deleted_at is null`,
    [payload.sub, payload.jti],
  );
  if (!user || user.revoked || user.token_version !== payload.tv) return reply.status(401).send({ message: 'Session invalide' });
  if (user.role !== 'lawyer' || user.status !== 'active') return reply.status(403).send({ message: 'forbidden' });
  const id = (req.params as { id: string }).id;
  const content = (req.body as { content: string }).content;
  if (typeof content !== 'string' || content.length < 2 || content.length > 10_000)
    return reply.status(400).send({ message: 'Validation error' });
  // The app's hourly write limit: one upsert in the shared rate_limits table (lib/rate-limit.ts).
  const [hit] = await q<{ count: number }>(
    'b_rate',
    `insert into rate_limits (key, count, reset_at) values ($1, 1, now() + interval '1 hour')
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count`,
    [`write-reply:${user.id}`],
  );
  if (hit.count > 60) return reply.status(429).send({ message: 'Trop de réponses' });
  const client = await pool.connect();
  try {
    await client.query('begin');
    const post = (await client.query('select author_id, title from posts where id = $1 and hidden_at is null for key share', [id])).rows[0];
    if (!post) {
      await client.query('rollback');
      return reply.status(404).send({ message: 'Question introuvable.' });
    }
    const r = (
      await client.query('insert into replies (post_id, author_id, content) values ($1, $2, $3) returning id', [id, user.id, content])
    ).rows[0];
    await client.query(
      `update posts set reply_count = reply_count + 1, status = case when status = 'open' then 'answered' else status end where id = $1`,
      [id],
    );
    await client.query('update users set reply_count = reply_count + 1 where id = $1', [user.id]);
    if (post.author_id !== user.id) {
      await client.query(
        `insert into notifications (user_id, type, content, post_id, post_title, reply_id)
        select $1, 'reply_to_post', $2, $3, $4, $5 where exists (select 1 from users where id = $1 and deleted_at is null)`,
        [post.author_id, `Maître ${user.first_name} ${user.last_name} a répondu à votre question « ${post.title} »`, id, post.title, r.id],
      );
    }
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
  return send(req, reply, JSON_TYPE, (await questionJson(id)) as string);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
