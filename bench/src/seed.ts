import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedCategories } from '../../apps/server/src/features/categories/seed';
import { hashPassword } from '../../apps/server/src/lib/password';

export const SCALE = { posts: 100_000, replies: 1_000_000, members: 2_000, lawyers: 500 };
export const BENCH_PASSWORD = 'bench-password';
const SEED_KEY = `bench-seed-v1-${SCALE.posts}-${SCALE.replies}`;

/** Creates (once) a PostgreSQL database with 100k questions and 1M answers, all in SQL for speed. */
export async function ensureSeeded(baseUrl: string, dbName: string, log: (m: string) => void) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount;
  if (!exists) await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 2 });
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const done = await client.query('select 1 from settings where key = $1', [SEED_KEY]);
    if (done.rowCount) {
      log('bench database already seeded');
      return url.toString();
    }
    const t0 = Date.now();
    await seedCategories(database.db);
    const hash = await hashPassword(BENCH_PASSWORD);
    log('seeding users…');
    await client.query(`
      insert into users (role, status, email, email_verified, password_hash, nickname)
      select 'user', 'active', 'member' || g || '@bench.test', true, $1, 'membre' || g from generate_series(1, ${SCALE.members}) g`, [hash]);
    await client.query(`
      insert into users (role, status, email, email_verified, password_hash, first_name, last_name, bar_association, specializations)
      select 'lawyer', 'active', 'lawyer' || g || '@bench.test', true, $1, 'Avocat', 'Numéro ' || g, 'Barreau de Paris', array['Droit du travail']
      from generate_series(1, ${SCALE.lawyers}) g`, [hash]);
    log('seeding 100,000 questions…');
    await client.query(`
      with m as (select array_agg(id order by email) a from users where role = 'user'),
           c as (select array_agg(id order by position) a from categories),
           w as (select array['licenciement','loyer','divorce','succession','contrat','garde','préavis','caution','impôt','marque'] a)
      insert into posts (author_id, category_id, title, content, status, reply_count, created_at, updated_at)
      select m.a[1 + g % ${SCALE.members}], c.a[1 + g % array_length(c.a, 1)],
             'Question ' || g || ' sur un ' || w.a[1 + g % 10] || ' contesté',
             'Bonjour, je rencontre une difficulté concernant un ' || w.a[1 + (g / 10) % 10] || '. Mon employeur et mon bailleur ne répondent pas. ' ||
             'Quels sont mes droits et quels délais dois-je respecter ? Merci pour vos conseils, question numéro ' || g || '.',
             case when g % 10 < 2 then 'open' when g % 10 < 7 then 'answered' else 'resolved' end,
             case when g % 10 < 2 then 0 else 12 end,
             now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
      from generate_series(1, ${SCALE.posts}) g, m, c, w`);
    log('seeding 1,000,000 answers…');
    await client.query(`
      with e as (select array_agg(id order by created_at desc) a from posts where status <> 'open'),
           l as (select array_agg(id order by email) a from users where role = 'lawyer')
      insert into replies (post_id, author_id, content, created_at, updated_at)
      select e.a[1 + g % array_length(e.a, 1)], l.a[1 + g % ${SCALE.lawyers}],
             'Maître, voici mon analyse : vous disposez d''un délai de deux mois pour agir. Réponse ' || g || '.',
             now() - ((g % 100000) || ' seconds')::interval, now()
      from generate_series(1, ${SCALE.replies}) g, e, l`);
    await client.query(`update posts p set reply_count = r.n from (select post_id, count(*)::int n from replies group by post_id) r where r.post_id = p.id and p.reply_count <> r.n`);
    log('one question with 50 answers…');
    const { rows: [post] } = await client.query(`
      insert into posts (author_id, category_id, title, content, status, reply_count)
      select (select id from users where email = 'member1@bench.test'), (select id from categories order by position limit 1),
             'Question détaillée avec cinquante réponses', 'Une question très discutée par de nombreux avocats du forum, avec des réponses imbriquées.', 'answered', 50
      returning id`);
    await client.query(`
      with l as (select array_agg(id order by email) a from users where role = 'lawyer')
      insert into replies (post_id, author_id, content, created_at)
      select $1, l.a[1 + g % 20], 'Réponse détaillée numéro ' || g || ' : il convient d''abord de vérifier les clauses du contrat.', now() + (g || ' seconds')::interval
      from generate_series(1, 50) g, l`, [post.id]);
    await client.query(`insert into settings (key, value) values ('bench-detail-post', $1) on conflict (key) do update set value = excluded.value`, [post.id]);
    await client.query('analyze');
    await client.query(`insert into settings (key, value) values ($1, 'done')`, [SEED_KEY]);
    log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    return url.toString();
  } finally {
    await client.end();
    await database.close();
  }
}
