// The cluster bench's own database: dropped and created again for each phase, filled in a few set-based statements
// once the first instance has applied the migrations.
import { TOKEN_TTL_S } from '@pretoire/contracts';
import pg from 'pg';
import { systemClock } from '../../../apps/server/src/lib/clock';
import { hashPassword } from '../../../apps/server/src/lib/password';
import { TokenService } from '../../../apps/server/src/lib/tokens';

export interface Member {
  id: string;
  token: string;
  postId: string;
}
export interface Lawyer {
  id: string;
  token: string;
}

export async function recreateDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function dropDatabase(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/**
 * `members` members with one question each (spread over the categories) and `lawyers` active lawyers.
 * One argon2 hash serves every account; rows go in through unnest() arrays, one statement per table.
 */
export async function seedUsers(url: string, secret: string, members: number, lawyers: number, tag: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const hash = await hashPassword('bench-cluster-password');
    const idx = Array.from({ length: members }, (_, i) => i + 1);
    const m = await client.query<{ id: string; token_version: number }>(
      `
      insert into users (role, status, email, email_verified, password_hash, nickname)
      select 'user', 'active', e, true, $1, n from unnest($2::text[], $3::text[]) as t(e, n)
      returning id, token_version`,
      [hash, idx.map((i) => `member${i}-${tag}@bench.test`), idx.map((i) => `membre${i}${tag}`)],
    );
    const lidx = Array.from({ length: lawyers }, (_, i) => i + 1);
    const l = await client.query<{ id: string; token_version: number }>(
      `
      insert into users (role, status, email, email_verified, password_hash, first_name, last_name, bar_association, specializations)
      select 'lawyer', 'active', e, true, $1, 'Avocat', n, 'Barreau de Paris', array['Droit du travail'] from unnest($2::text[], $3::text[]) as t(e, n)
      returning id, token_version`,
      [hash, lidx.map((i) => `lawyer${i}-${tag}@bench.test`), lidx.map((i) => `Numéro ${i}`)],
    );
    // One question per member; the category triggers keep post_counts and categories.post_count as the API would.
    const p = await client.query<{ id: string; author_id: string }>(
      `
      with c as (select id, (row_number() over (order by position) - 1)::int rn, count(*) over () n from categories),
           m as (select id, (row_number() over (order by id) - 1)::int rn from unnest($1::uuid[]) as t(id))
      insert into posts (author_id, category_id, title, content)
      select m.id, c.id, 'Licenciement contesté, question ' || m.rn,
             'Mon employeur m''a licencié sans entretien préalable, que faire ? Question de charge numéro ' || m.rn || '.'
      from m join c on c.rn = m.rn % c.n
      returning id, author_id`,
      [m.rows.map((r) => r.id)],
    );
    await client.query('vacuum analyze');
    const slugs = (await client.query<{ slug: string }>('select slug from categories order by position')).rows.map((r) => r.slug);
    const signer = new TokenService(secret, systemClock, TOKEN_TTL_S);
    const postOf = new Map(p.rows.map((r) => [r.author_id, r.id]));
    const memberRows: Member[] = await Promise.all(
      m.rows.map(async (r) => ({ id: r.id, postId: postOf.get(r.id)!, token: await signer.sign(r.id, r.token_version) })),
    );
    const lawyerRows: Lawyer[] = await Promise.all(
      l.rows.map(async (r) => ({ id: r.id, token: await signer.sign(r.id, r.token_version) })),
    );
    return { members: memberRows, lawyers: lawyerRows, slugs };
  } finally {
    await client.end();
  }
}
