// The baseline: a bare Fastify server answering the same requests as the real API with the best hand-written SQL
// on `pg`: no validation library, no ORM, no serializer schema. Same answers: limit-first pages in the order the
// indexes hold (desc nulls last), totals from post_counts, the app's French search expression, badges, the same
// writes in one transaction for a reply. Run as its own process: BASELINE_DATABASE_URL, PORT, JWT_SECRET.

import { MILESTONES } from '@pretoire/contracts';
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.BASELINE_DATABASE_URL, max: 10 });
const key = new TextEncoder().encode(process.env.JWT_SECRET);
const app = Fastify({ logger: false });
const milestoneName = new Map<number, string>(MILESTONES.map((m) => [m.threshold, m.name]));

const AUTHOR = (u: string) => `json_build_object('_id', ${u}.id, 'role', ${u}.role, 'status', ${u}.status, 'nickname', ${u}.nickname,
  'firstName', ${u}.first_name, 'lastName', ${u}.last_name, 'profilePicture', ${u}.profile_picture, 'barAssociation', ${u}.bar_association,
  'isDeleted', ${u}.deleted_at is not null,
  'badges', case when ${u}.role = 'lawyer' then coalesce((select json_agg(m.threshold order by m.threshold) from lawyer_milestones m where m.lawyer_id = ${u}.id), '[]') else '[]' end)`;
type Author = { badges: (number | string)[] };
const named = (a: Author) => {
  a.badges = a.badges.map((t) => milestoneName.get(Number(t)) ?? String(t));
  return a;
};

const LIST_SELECT = `
  select p.id as "_id", p.title, left(p.content, 200) as excerpt, p.status, p.reply_count as "replyCount",
         p.created_at as "createdAt", p.updated_at as "updatedAt",
         json_build_object('_id', c.id, 'name', c.name, 'slug', c.slug) as category, ${AUTHOR('u')} as author`;

/** The app's French query: per word its stem, its unaccented form, and for long stems a prefix (decisions/forum-search.md). */
const TSQUERY = (param: string) => `(select to_tsquery('simple', string_agg(
    '(' || concat_ws(' | ', quote_literal(s), quote_literal(u), case when length(s) >= 6 then quote_literal(left(s, -1)) || ':*' end) || ')', ' & '))
  from (select u, (ts_lexize('french_stem', u))[1] as s
        from (select f_unaccent(w) as u from unnest(string_to_array(${param}, ' ')) as w) a) x
  where s is not null)`;
const words = (q: string) =>
  [
    ...new Set(
      q
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ]
    .slice(0, 12)
    .join(' ');

app.get('/api/posts', async (req) => {
  const q = req.query as Record<string, string | undefined>;
  const page = Math.max(1, Number(q.page ?? 1));
  const limit = Math.min(100, Math.max(1, Number(q.limit ?? 15)));
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.category) {
    params.push(q.category);
    where.push(`category_id = (select id from categories where id::text = $${params.length} or slug = $${params.length})`);
  }
  if (q.status && q.status !== 'all') {
    params.push(q.status);
    where.push(`status = $${params.length}`);
  }
  const offset = (page - 1) * limit;
  let rows: { author: Author }[];
  let total: number;
  if (q.q && words(q.q)) {
    params.push(words(q.q));
    const cond = [...where, 'search @@ tq.q'].join(' and ');
    const withQ = `with tq as (select ${TSQUERY(`$${params.length}`)} as q)`;
    const [count, page_] = await Promise.all([
      pool.query(`${withQ} select count(*)::int n from posts, tq where ${cond}`, params),
      pool.query(
        `${withQ}, page as (
          select id, ts_rank(search, tq.q) r, created_at from posts, tq where ${cond}
          order by r desc, created_at desc nulls last, id desc nulls last limit ${limit} offset ${offset})
        ${LIST_SELECT} from page join posts p using (id) join categories c on c.id = p.category_id join users u on u.id = p.author_id
        order by page.r desc, p.created_at desc nulls last, p.id desc nulls last`,
        params,
      ),
    ]);
    total = count.rows[0].n;
    rows = page_.rows;
  } else {
    const countWhere = where.map((w) => w.replace('category_id', 'pc.category_id').replace('status =', 'pc.status ='));
    const [count, page_] = await Promise.all([
      pool.query(
        `select coalesce(sum(count), 0)::int n from post_counts pc ${countWhere.length ? `where ${countWhere.join(' and ')}` : ''}`,
        params,
      ),
      pool.query(
        `
        with page as (select id from posts ${where.length ? `where ${where.join(' and ')}` : ''}
                      order by created_at desc nulls last, id desc nulls last limit ${limit} offset ${offset})
        ${LIST_SELECT} from page join posts p using (id) join categories c on c.id = p.category_id join users u on u.id = p.author_id
        order by p.created_at desc nulls last, p.id desc nulls last`,
        params,
      ),
    ]);
    total = count.rows[0].n;
    rows = page_.rows;
  }
  for (const r of rows) named(r.author);
  return { posts: rows, totalPages: Math.ceil(total / limit), currentPage: page, total };
});

type ReplyOut = { _id: string; parentId: string | null; author: Author; replies: ReplyOut[] };
async function postTree(id: string) {
  const [postRes, replyRes] = await Promise.all([
    pool.query(
      `${LIST_SELECT}, p.content from posts p join categories c on c.id = p.category_id join users u on u.id = p.author_id where p.id = $1`,
      [id],
    ),
    pool.query(
      `
      select r.id as "_id", r.parent_id as "parentId",
             case when r.deleted_at is null then r.content else 'Réponse supprimée' end as content,
             r.created_at as "createdAt", r.updated_at as "updatedAt",
             r.is_satisfactory and r.deleted_at is null as "isSatisfactory", case when r.deleted_at is null then r.rating end as rating,
             r.deleted_at is not null as "isDeleted", ${AUTHOR('u')} as author
      from replies r join users u on u.id = r.author_id where r.post_id = $1 order by r.created_at, r.id`,
      [id],
    ),
  ]);
  const post = postRes.rows[0];
  if (!post) return null;
  named(post.author);
  const byId = new Map<string, ReplyOut>(
    replyRes.rows.map((r: ReplyOut) => {
      named(r.author);
      return [r._id, { ...r, replies: [] }];
    }),
  );
  const roots: ReplyOut[] = [];
  for (const r of byId.values()) (r.parentId && byId.get(r.parentId) ? byId.get(r.parentId)!.replies : roots).push(r);
  return { ...post, replies: roots };
}

app.get('/api/posts/:id', async (req, reply) => {
  const tree = await postTree((req.params as { id: string }).id);
  return tree ?? reply.status(404).send({ message: 'Question introuvable.' });
});

app.post('/api/posts/:id/replies', async (req, reply) => {
  const token = (req.headers.authorization ?? '').slice(7);
  const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
  const user = (
    await pool.query(
      `select id, role, status, first_name, last_name, token_version, exists (select 1 from revoked_tokens where jti = $2) as revoked
     from users where id = $1 and deleted_at is null`,
      [payload.sub, payload.jti],
    )
  ).rows[0];
  if (!user || user.revoked || user.token_version !== payload.tv) return reply.status(401).send({ message: 'Session invalide' });
  if (user.role !== 'lawyer' || user.status !== 'active') return reply.status(403).send({ message: 'forbidden' });
  const id = (req.params as { id: string }).id;
  const content = (req.body as { content: string }).content;
  if (typeof content !== 'string' || content.length < 2 || content.length > 10_000)
    return reply.status(400).send({ message: 'Validation error' });
  // The app's hourly write limit: one upsert in the shared rate_limits table (lib/rate-limit.ts).
  const hit = (
    await pool.query(
      `
    insert into rate_limits (key, count, reset_at) values ($1, 1, now() + interval '1 hour')
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count`,
      [`write-reply:${user.id}`],
    )
  ).rows[0];
  if (hit.count > 60) return reply.status(429).send({ message: 'Trop de réponses' });
  const client = await pool.connect();
  try {
    await client.query('begin');
    const post = (await client.query('select author_id, title from posts where id = $1 for key share', [id])).rows[0];
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
  return reply.status(200).send(await postTree(id));
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
