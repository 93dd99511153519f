import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedCategories } from '../../apps/server/src/features/categories/seed';
import { FILL_POST_SEARCH } from '../../apps/server/src/features/posts/search-queries';
import { hashPassword } from '../../apps/server/src/lib/password';

export interface Scale {
  posts: number;
  replies: number;
  members: number;
  lawyers: number;
}
export const SCALE: Scale = { posts: 100_000, replies: 1_000_000, members: 2_000, lawyers: 500 };
/** Ten times the questions; 5M answers rather than 10M (half the seeding time and disk on the shared machine). */
export const SCALE_1M: Scale = { posts: 1_000_000, replies: 5_000_000, members: 20_000, lawyers: 500 };
export const BENCH_PASSWORD = 'bench-password';
const DEFAULT = SCALE;
const seedKey = (s: Scale) => `bench-seed-v2-${s.posts}-${s.replies}`;

/**
 * Creates (once) a PostgreSQL database with 100k questions and 1M answers, in set-based SQL.
 * A database without the completion marker (a run stopped half-way) is dropped and seeded again.
 * Bulk rows go in with triggers and foreign-key checks off (session_replication_role = replica, needs a
 * superuser); the counters the triggers would keep are then computed once, exactly.
 */
export async function ensureSeeded(baseUrl: string, dbName: string, log: (m: string) => void, SCALE: Scale = DEFAULT) {
  const SEED_KEY = seedKey(SCALE);
  /** Questions with answers: statuses answered/resolved, 8 in 10 (g % 10 >= 2). */
  const ANSWERED = SCALE.posts * 0.8;
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  if (await isSeeded(url.toString(), SEED_KEY)) {
    if (!(await isSeeded(url.toString(), LAYOUT_KEY))) await layOut(url.toString(), log);
    log(`bench database ${dbName} already seeded`);
    return url.toString();
  }
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();

  const database = await openDatabase({ url: url.toString(), poolSize: 2 });
  await seedCategories(database.db);
  await database.close();
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const t0 = Date.now();
    const hash = await hashPassword(BENCH_PASSWORD);
    await client.query('set session_replication_role = replica');
    log('seeding users…');
    await client.query(
      `
      insert into users (role, status, email, email_verified, password_hash, nickname, created_at)
      select 'user', 'active', 'member' || g || '@bench.test', true, $1, 'membre' || g, now() - interval '90 days'
      from generate_series(1, ${SCALE.members}) g`,
      [hash],
    );
    await client.query(
      `
      insert into users (role, status, email, email_verified, password_hash, first_name, last_name, bar_association, specializations, created_at)
      select 'lawyer', 'active', 'lawyer' || g || '@bench.test', true, $1, 'Avocat', 'Numéro ' || g, 'Barreau de Paris', array['Droit du travail'],
             now() - interval '90 days'
      from generate_series(1, ${SCALE.lawyers}) g`,
      [hash],
    );

    log(`seeding ${SCALE.posts.toLocaleString('en')} questions…`);
    // tp numbers the questions; te numbers those with answers, so answer k goes to te.rn = k % ANSWERED
    // and each question's reply_count is known before its answers exist.
    await client.query(`create temp table tp as select g, gen_random_uuid() as id from generate_series(1, ${SCALE.posts}) g`);
    await client.query(`create temp table te as select id, g, (row_number() over (order by g) - 1)::int as rn from tp where g % 10 >= 2`);
    await client.query('create unique index on te (rn)');
    await client.query(`
      with m as (select id, (row_number() over (order by email) - 1)::int rn from users where role = 'user'),
           c as (select id, (row_number() over (order by position) - 1)::int rn, count(*) over () n from categories)
      insert into posts (id, author_id, category_id, title, content, status, reply_count, created_at, updated_at)
      select tp.id, m.id, c.id,
             'Question ' || tp.g || ' sur un ' || (array['licenciement','loyer','divorce','succession','contrat','garde','préavis','caution','impôt','marque'])[1 + tp.g % 10] || ' contesté',
             'Bonjour, je rencontre une difficulté concernant un ' || (array['licenciement','loyer','divorce','succession','contrat','garde','préavis','caution','impôt','marque'])[1 + (tp.g / 10) % 10] ||
             '. Mon employeur et mon bailleur ne répondent pas. Quels sont mes droits et quels délais dois-je respecter ? Merci pour vos conseils, question numéro ' || tp.g || '.',
             case when tp.g % 10 < 2 then 'open' when tp.g % 10 < 7 then 'answered' else 'resolved' end,
             case when te.rn is null then 0 when te.rn = 0 then ${SCALE.replies} / ${ANSWERED} else (${SCALE.replies} - te.rn) / ${ANSWERED} + 1 end,
             now() - (tp.g || ' minutes')::interval, now() - (tp.g || ' minutes')::interval
      from tp left join te using (id)
      join m on m.rn = tp.g % ${SCALE.members}
      join c on c.rn = tp.g % c.n`);

    log(`seeding ${SCALE.replies.toLocaleString('en')} answers…`);
    await client.query(`
      with l as (select id, (row_number() over (order by email) - 1)::int rn from users where role = 'lawyer')
      insert into replies (post_id, author_id, content, created_at, updated_at)
      select te.id, l.id,
             'Maître, voici mon analyse : vous disposez d''un délai de deux mois pour agir. Réponse ' || k || '.',
             p.created_at + ((k / ${ANSWERED}) + 1) * interval '5 seconds', p.created_at + ((k / ${ANSWERED}) + 1) * interval '5 seconds'
      from generate_series(1, ${SCALE.replies}) k
      join te on te.rn = k % ${ANSWERED}
      join posts p on p.id = te.id
      join l on l.rn = k % ${SCALE.lawyers}`);
    await client.query(
      `update users u set reply_count = r.n from (select author_id, count(*)::int n from replies group by 1) r where r.author_id = u.id`,
    );
    await client.query('set session_replication_role = origin');
    // What the triggers would have kept, computed once.
    await client.query(`insert into post_counts (category_id, status, count) select category_id, status, count(*)::int from posts group by 1, 2
                        on conflict (category_id, status) do update set count = excluded.count`);
    await client.query('update categories c set post_count = (select count(*)::int from posts p where p.category_id = c.id)');
    // Search's narrow copy of the visible questions (migration 0008), in the order they were asked.
    await client.query(FILL_POST_SEARCH);

    log('one question with 50 answers…');
    const {
      rows: [post],
    } = await client.query(`
      insert into posts (author_id, category_id, title, content, status, reply_count)
      select (select id from users where email = 'member1@bench.test'), (select id from categories order by position limit 1),
             'Question détaillée avec cinquante réponses', 'Une question très discutée par de nombreux avocats du forum, avec des réponses imbriquées.', 'answered', 50
      returning id`);
    await client.query(
      `
      with l as (select id, (row_number() over (order by email) - 1)::int rn from users where role = 'lawyer')
      insert into replies (post_id, author_id, content, created_at)
      select $1, l.id, 'Réponse détaillée numéro ' || g || ' : il convient d''abord de vérifier les clauses du contrat.', now() + (g || ' seconds')::interval
      from generate_series(1, 50) g join l on l.rn = g % 20`,
      [post.id],
    );
    await client.query(
      `insert into settings (key, value) values ('bench-detail-post', $1) on conflict (key) do update set value = excluded.value`,
      [post.id],
    );
    log('vacuum analyze…');
    await client.query('vacuum analyze');
    await client.query(`insert into settings (key, value) values ($1, 'done')`, [SEED_KEY]);
    await layOut(url.toString(), log);
    log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    return url.toString();
  } finally {
    await client.end();
  }
}

const LAYOUT_KEY = 'bench-layout-chronological';

/**
 * Questions stored in the order they were asked, as a live forum's are: set-based seeding writes them in hash-join
 * order, which scattered the newest questions over the whole table (one heap page per question read; search's walk
 * down the newest questions read 8,050 pages instead of 842). Databases seeded before this step get it on their next run.
 */
async function layOut(url: string, log: (m: string) => void) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    log('questions in the order they were asked (cluster on created_at)…');
    await client.query('cluster posts using posts_created_idx');
    await client.query('vacuum analyze posts');
    await client.query(`insert into settings (key, value) values ($1, 'done') on conflict (key) do nothing`, [LAYOUT_KEY]);
  } finally {
    await client.end();
  }
}

async function isSeeded(url: string, SEED_KEY: string) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return Boolean((await client.query('select 1 from settings where key = $1', [SEED_KEY])).rowCount);
  } catch {
    return false; // no database or no settings table yet
  } finally {
    await client.end().catch(() => {});
  }
}
