// The baseline: a bare Fastify server answering the same requests with the best hand-written SQL on `pg`,
// no validation library, no ORM. Run as its own process: BASELINE_DATABASE_URL, PORT, JWT_SECRET.
import Fastify from 'fastify';
import pg from 'pg';
import { jwtVerify } from 'jose';

const pool = new pg.Pool({ connectionString: process.env.BASELINE_DATABASE_URL, max: 10 });
const key = new TextEncoder().encode(process.env.JWT_SECRET);
const app = Fastify({ logger: false });

const LIST_SELECT = `
  select p.id as "_id", p.title, left(p.content, 200) as excerpt, p.status, p.reply_count as "replyCount",
         p.created_at as "createdAt", p.updated_at as "updatedAt",
         json_build_object('_id', c.id, 'name', c.name, 'slug', c.slug) as category,
         json_build_object('_id', u.id, 'role', u.role, 'status', u.status, 'nickname', u.nickname, 'firstName', u.first_name,
           'lastName', u.last_name, 'profilePicture', u.profile_picture, 'barAssociation', u.bar_association,
           'isDeleted', u.deleted_at is not null, 'badges', '[]'::json) as author`;

app.get('/api/posts', async (req) => {
  const q = req.query as Record<string, string | undefined>;
  const page = Math.max(1, Number(q.page ?? 1));
  const limit = Math.min(100, Math.max(1, Number(q.limit ?? 15)));
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.category) { params.push(q.category); where.push(`category_id = $${params.length}`); }
  if (q.status && q.status !== 'all') { params.push(q.status); where.push(`status = $${params.length}`); }
  const cond = where.length ? `where ${where.join(' and ')}` : '';
  let rows;
  let total: number;
  if (q.q) {
    params.push(q.q);
    const tsq = `websearch_to_tsquery('french', f_unaccent($${params.length}))`;
    const scond = `${cond ? cond + ' and' : 'where'} search @@ ${tsq}`;
    const countRes = await pool.query(`select count(*)::int n from posts ${scond}`, params);
    total = countRes.rows[0].n;
    rows = (await pool.query(`
      with page as (select id, ts_rank(search, ${tsq}) r from posts ${scond} order by r desc, created_at desc limit ${limit} offset ${(page - 1) * limit})
      ${LIST_SELECT} from page join posts p using (id) join categories c on c.id = p.category_id join users u on u.id = p.author_id
      order by page.r desc, p.created_at desc`, params)).rows;
  } else {
    const countWhere = where.map((w) => w.replace('category_id', 'category_id').replace('status', 'status'));
    total = (await pool.query(`select coalesce(sum(count), 0)::int n from post_counts ${countWhere.length ? 'where ' + countWhere.join(' and ') : ''}`, params)).rows[0].n;
    rows = (await pool.query(`
      with page as (select id from posts ${cond} order by created_at desc, id desc limit ${limit} offset ${(page - 1) * limit})
      ${LIST_SELECT} from page join posts p using (id) join categories c on c.id = p.category_id join users u on u.id = p.author_id
      order by p.created_at desc, p.id desc`, params)).rows;
  }
  return { posts: rows, totalPages: Math.ceil(total / limit), currentPage: page, total };
});

async function postTree(id: string) {
  const post = (await pool.query(`${LIST_SELECT}, p.content from posts p join categories c on c.id = p.category_id join users u on u.id = p.author_id where p.id = $1`, [id])).rows[0];
  if (!post) return null;
  const replies = (await pool.query(`
    select r.id as "_id", r.parent_id as "parentId", r.content, r.created_at as "createdAt", r.updated_at as "updatedAt",
           r.is_satisfactory as "isSatisfactory", r.rating, r.deleted_at is not null as "isDeleted",
           json_build_object('_id', u.id, 'role', u.role, 'status', u.status, 'nickname', u.nickname, 'firstName', u.first_name,
             'lastName', u.last_name, 'profilePicture', u.profile_picture, 'barAssociation', u.bar_association,
             'isDeleted', u.deleted_at is not null, 'badges', '[]'::json) as author
    from replies r join users u on u.id = r.author_id where r.post_id = $1 order by r.created_at`, [id])).rows;
  const byId = new Map(replies.map((r) => [r._id, { ...r, replies: [] as unknown[] }]));
  const roots: unknown[] = [];
  for (const r of byId.values()) (r.parentId && byId.get(r.parentId) ? byId.get(r.parentId)!.replies : roots).push(r);
  return { ...post, replies: roots };
}

app.get('/api/posts/:id', async (req, reply) => {
  const tree = await postTree((req.params as { id: string }).id);
  return tree ?? reply.status(404).send({ message: 'not found' });
});

app.post('/api/posts/:id/replies', async (req, reply) => {
  const token = (req.headers.authorization ?? '').slice(7);
  const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
  const user = (await pool.query('select id, role, status from users where id = $1 and deleted_at is null', [payload.sub])).rows[0];
  if (!user || user.role !== 'lawyer' || user.status !== 'active') return reply.status(403).send({ message: 'forbidden' });
  const id = (req.params as { id: string }).id;
  const content = (req.body as { content: string }).content;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const post = (await client.query('select author_id, title from posts where id = $1 for update', [id])).rows[0];
    const r = (await client.query('insert into replies (post_id, author_id, content) values ($1, $2, $3) returning id', [id, user.id, content])).rows[0];
    await client.query(`update posts set reply_count = reply_count + 1, status = case when status = 'open' then 'answered' else status end, updated_at = now() where id = $1`, [id]);
    await client.query('update users set reply_count = reply_count + 1 where id = $1', [user.id]);
    await client.query(`insert into notifications (user_id, type, content, post_id, post_title, reply_id) values ($1, 'reply_to_post', $2, $3, $4, $5)`,
      [post.author_id, `Nouvelle réponse à votre question "${post.title}"`, id, post.title, r.id]);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
  return reply.status(201).send(await postTree(id));
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => { await app.close(); await pool.end(); process.exit(0); });
