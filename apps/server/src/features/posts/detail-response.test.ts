// The lighter question page (badges from author_badges, one-pass tree, no zod re-encoding) must answer exactly
// what the previous code did. The previous code is kept here as the oracle: badges read from lawyer_milestones,
// the two-pass tree, and the response encoded through the postDetail schema.
import {
  DELETED_REPLY_CONTENT,
  HIDDEN_CONTENT_TEXT,
  MILESTONES,
  type PostDetail,
  paginatedPosts,
  postDetail,
  type Reply,
} from '@pretoire/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, lawyerMilestones, posts, replies, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { authorColumns } from './authors';
import { presentAuthor } from './present';

let t: TestApp;
let postId: string;
beforeAll(async () => {
  t = await createTestApp();
  const member = await t.createUser();
  const [a, b, c] = [
    await t.createUser({ role: 'lawyer' }),
    await t.createUser({ role: 'lawyer' }),
    await t.createUser({ role: 'lawyer' }),
  ];
  // Badges through the table the reward transaction writes; the trigger keeps author_badges.
  await t.db.insert(lawyerMilestones).values([
    { lawyerId: a.user.id, threshold: MILESTONES[1].threshold },
    { lawyerId: a.user.id, threshold: MILESTONES[0].threshold },
    { lawyerId: b.user.id, threshold: MILESTONES[0].threshold },
  ]);
  const [cat] = await t.db.select().from(categories).where(eq(categories.slug, 'travail'));
  const [p] = await t.db
    .insert(posts)
    .values({
      authorId: member.user.id,
      categoryId: cat.id,
      title: 'Question suivie',
      content: 'Un long fil de réponses.',
      status: 'answered',
    })
    .returning();
  postId = p.id;
  const at = (s: number) => new Date(Date.UTC(2026, 5, 1, 12, 0, s));
  const ids = Array.from({ length: 8 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);
  await t.db.insert(replies).values([
    { id: ids[5], postId, authorId: a.user.id, content: 'Première réponse.', createdAt: at(1), rating: 5, isSatisfactory: true },
    { id: ids[6], postId, authorId: b.user.id, content: 'Deuxième réponse.', createdAt: at(2) },
    // same time as its parent, and a smaller id: the child may come first
    { id: ids[1], postId, parentId: ids[2], authorId: member.user.id, content: 'Merci !', createdAt: at(3) },
    { id: ids[2], postId, parentId: ids[5], authorId: c.user.id, content: 'Je complète.', createdAt: at(3) },
    { id: ids[3], postId, parentId: ids[5], authorId: b.user.id, content: 'Supprimée.', createdAt: at(4), deletedAt: at(5) },
    { id: ids[4], postId, parentId: ids[0], authorId: c.user.id, content: 'Parent disparu.', createdAt: at(6) },
    { id: ids[7], postId, authorId: c.user.id, content: 'Troisième réponse.', createdAt: at(7) },
  ]);
  await t.db.update(posts).set({ replyCount: 7 }).where(eq(posts.id, postId));
  await t.db
    .update(users)
    .set({ deletedAt: at(9) })
    .where(eq(users.id, c.user.id));
});
afterAll(async () => {
  await t?.close();
});

/** The moderation fields as they read on content never edited nor hidden. */
const unmoderated = { hidden: false, moderationStatement: null, editedAt: null };

/** The previous tree: nodes first, then a second pass attaching each to its parent. */
function previousTree(rows: (typeof replies.$inferSelect)[], authors: Map<string, ReturnType<typeof presentAuthor>>): Reply[] {
  const byId = new Map<string, Reply>();
  const nodes: Reply[] = [];
  const roots: Reply[] = [];
  for (const r of rows) {
    const deleted = r.deletedAt !== null;
    const node: Reply = {
      _id: r.id,
      parentId: r.parentId,
      content: deleted ? DELETED_REPLY_CONTENT : r.content,
      author: authors.get(r.authorId) as ReturnType<typeof presentAuthor>,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      isSatisfactory: !deleted && r.isSatisfactory,
      rating: deleted ? null : r.rating,
      isDeleted: deleted,
      replies: [],
      ...unmoderated,
    };
    byId.set(r.id, node);
    nodes.push(node);
  }
  for (const node of nodes) {
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    if (parent) parent.replies.push(node);
    else roots.push(node);
  }
  return roots;
}

async function previousDetail(id: string): Promise<PostDetail> {
  const [row] = await t.db
    .select({ post: posts, category: { id: categories.id, name: categories.name, slug: categories.slug }, author: authorColumns })
    .from(posts)
    .innerJoin(categories, eq(categories.id, posts.categoryId))
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(eq(posts.id, id));
  const replyRows = await t.db
    .select({ reply: replies, author: authorColumns })
    .from(replies)
    .innerJoin(users, eq(users.id, replies.authorId))
    .where(eq(replies.postId, id))
    .orderBy(asc(replies.createdAt), asc(replies.id));
  const people = [row.author, ...replyRows.map((r) => r.author)];
  const lawyers = [...new Set(people.filter((a) => a.role === 'lawyer').map((a) => a.id))];
  const badges = new Map<string, string[]>();
  const ms = await t.db
    .select()
    .from(lawyerMilestones)
    .where(inArray(lawyerMilestones.lawyerId, lawyers))
    .orderBy(lawyerMilestones.threshold);
  for (const m of ms)
    badges.set(m.lawyerId, [...(badges.get(m.lawyerId) ?? []), MILESTONES.find((x) => x.threshold === m.threshold)?.name ?? '']);
  const authors = new Map(people.map((a) => [a.id, presentAuthor(a, badges.get(a.id) ?? [])]));
  const p = row.post;
  return {
    _id: p.id,
    title: p.title,
    content: p.content,
    status: p.status,
    category: { _id: row.category.id, name: row.category.name, slug: row.category.slug },
    author: authors.get(p.authorId) as ReturnType<typeof presentAuthor>,
    replyCount: p.replyCount,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    unansweredHelpAt: new Date(p.createdAt.getTime() + t.app.ctx.config.UNANSWERED_HELP_AFTER_H * 3_600_000).toISOString(),
    replies: previousTree(
      replyRows.map((r) => r.reply),
      authors,
    ),
    ...unmoderated,
  };
}

describe('GET /posts/:id, the light question page', () => {
  it('answers byte for byte what the previous code answered, on a thread with badges, a deleted author and reply, an early child and an orphan', async () => {
    const res = await t.request({ method: 'GET', url: `/api/posts/${postId}` });
    expect(res.statusCode).toBe(200);
    const expected = JSON.stringify(postDetail.encode(await previousDetail(postId)));
    expect(res.body).toBe(expected);
    const body = res.json() as PostDetail;
    // what the thread was built to show
    expect(body.replies.map((r) => r.content)).toEqual(['Première réponse.', 'Deuxième réponse.', 'Parent disparu.', 'Troisième réponse.']);
    expect(body.replies[0].replies.map((r) => r.content)).toEqual(['Je complète.', DELETED_REPLY_CONTENT]);
    expect(body.replies[0].replies[0].replies[0].content).toBe('Merci !');
    expect(body.replies[0].author.badges).toEqual([MILESTONES[0].name, MILESTONES[1].name]);
    expect(body.replies[2].author).toMatchObject({ isDeleted: true, badges: [], lastName: null });
  });

  it('a list leaves exactly as the schema would encode it', async () => {
    const res = await t.request({ method: 'GET', url: '/api/posts?page=1' });
    expect(res.body).toBe(JSON.stringify(paginatedPosts.encode(res.json())));
  });

  it('author_badges follows lawyer_milestones (insert and delete)', async () => {
    const [lawyer] = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'lawyer')).limit(1);
    await t.db.delete(lawyerMilestones).where(eq(lawyerMilestones.lawyerId, lawyer.id));
    await t.db.insert(lawyerMilestones).values({ lawyerId: lawyer.id, threshold: MILESTONES[2].threshold });
    const res = await t.request({ method: 'GET', url: `/api/users/lawyer/${lawyer.id}` });
    const detail = (await t.request({ method: 'GET', url: `/api/posts/${postId}` })).body;
    expect(res.statusCode).toBe(200);
    expect(detail).toBe(JSON.stringify(postDetail.encode(await previousDetail(postId))));
  });

  // PostgreSQL writes the JSON (detail.ts): its escaping and dates must be JSON.stringify's and toISOString's.
  it('escapes every string as JSON.stringify does and prints dates as toISOString, microseconds cut', async () => {
    const member = await t.createUser();
    const lawyer = await t.createUser({ role: 'lawyer', nickname: 'Maître "Guillemets" \\ 🎓' });
    const [cat] = await t.db.select().from(categories).where(eq(categories.slug, 'travail'));
    const tricky = `« Citation » "double" \\ barre, fin\nde ligne\ttab \u0001\u001f\u007f \u2028\u2029 é 🧑‍⚖️ </script>`;
    const [p] = await t.db
      .insert(posts)
      .values({
        authorId: member.user.id,
        categoryId: cat.id,
        title: tricky,
        content: tricky,
        createdAt: new Date('2026-06-01T12:00:00.999Z'),
      })
      .returning();
    await t.db.execute(
      sql`update posts set created_at = '2026-06-01 12:00:00.999999+00', updated_at = '1999-12-31 23:59:59.000500+00' where id = ${p.id}`,
    );
    await t.db.insert(replies).values({ postId: p.id, authorId: lawyer.user.id, content: tricky });
    const res = await t.request({ method: 'GET', url: `/api/posts/${p.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json() as PostDetail;
    expect(res.body).toBe(JSON.stringify(body));
    expect(body.title).toBe(tricky);
    expect(body.replies[0].content).toBe(tricky);
    expect(body.replies[0].author.nickname).toBe('Maître "Guillemets" \\ 🎓');
    expect(body.createdAt).toBe('2026-06-01T12:00:00.999Z');
    expect(body.updatedAt).toBe('1999-12-31T23:59:59.000Z');
    // The server's delay (72 h by default) from the same truncated instant.
    expect(body.unansweredHelpAt).toBe('2026-06-04T12:00:00.999Z');
    expect(res.body).toBe(JSON.stringify(postDetail.encode(await previousDetail(p.id))));
  });

  // detail.ts puts each author in after `"author":` and the replies after the object's last `"replies":[`.
  it('texts holding the members it splits on: replies still nest under the right object, byte for byte', async () => {
    const member = await t.createUser();
    const admin = await t.createUser({ role: 'admin' });
    const lawyer = await t.createUser({ role: 'lawyer', nickname: '"replies":[ "author":' });
    const [cat] = await t.db.select().from(categories).where(eq(categories.slug, 'travail'));
    const decoy = '"replies":[] ,"author":{"_id":"x"} ","parentId":null "replies":[';
    const [p] = await t.db.insert(posts).values({ authorId: member.user.id, categoryId: cat.id, title: decoy, content: decoy }).returning();
    const at = (s: number) => new Date(Date.UTC(2026, 6, 2, 9, 0, s));
    const [first] = await t.db
      .insert(replies)
      .values({ postId: p.id, authorId: lawyer.user.id, content: decoy, createdAt: at(1) })
      .returning();
    const [child] = await t.db
      .insert(replies)
      .values({ postId: p.id, parentId: first.id, authorId: member.user.id, content: decoy, createdAt: at(2) })
      .returning();
    await t.db.insert(replies).values([
      { postId: p.id, parentId: child.id, authorId: lawyer.user.id, content: 'Petit-enfant', createdAt: at(3) },
      { postId: p.id, authorId: member.user.id, content: 'Seconde', createdAt: at(4) },
    ]);
    const res = await t.request({ method: 'GET', url: `/api/posts/${p.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(JSON.stringify(postDetail.encode(await previousDetail(p.id))));
    const body = res.json() as PostDetail;
    expect(body.replies.map((r) => r.content)).toEqual([decoy, 'Seconde']);
    expect(body.replies[0].replies[0].replies[0].content).toBe('Petit-enfant');
    // a moderation statement comes after the replies: the admin reads it, and the replies stay where they were
    await t.db
      .update(posts)
      .set({ hiddenAt: at(5), moderationStatement: decoy })
      .where(eq(posts.id, p.id));
    await t.db
      .update(replies)
      .set({ hiddenAt: at(5), moderationStatement: decoy })
      .where(eq(replies.id, first.id));
    const seen = await t.request({ method: 'GET', url: `/api/posts/${p.id}`, token: admin.token });
    expect(seen.body).toBe(JSON.stringify(seen.json()));
    const hidden = seen.json() as PostDetail;
    expect(hidden.moderationStatement).toBe(decoy);
    expect(hidden.replies[0].moderationStatement).toBe(decoy);
    expect(hidden.replies[0].replies[0].replies[0].content).toBe('Petit-enfant');
    expect(hidden.replies[1].content).toBe('Seconde');
  });

  it('hidden content: the placeholder for the public and other members, the text and statement for its author and admins', async () => {
    const asker = await t.createUser();
    const other = await t.createUser();
    const admin = await t.createUser({ role: 'admin' });
    const lawyer = await t.createUser({ role: 'lawyer' });
    const [cat] = await t.db.select().from(categories).where(eq(categories.slug, 'travail'));
    const hiddenAt = new Date('2026-07-01T08:00:00.000Z');
    const editedAt = new Date('2026-07-01T07:00:00.250Z');
    const [p] = await t.db
      .insert(posts)
      .values({
        authorId: asker.user.id,
        categoryId: cat.id,
        title: 'Titre masqué',
        content: 'Texte masqué',
        hiddenAt,
        moderationStatement: 'Propos injurieux.',
        editedAt,
      })
      .returning();
    await t.db
      .insert(replies)
      .values({ postId: p.id, authorId: lawyer.user.id, content: 'Réponse masquée', hiddenAt, moderationStatement: 'Hors sujet.' });
    const read = async (token?: string) => {
      const res = await t.request({ method: 'GET', url: `/api/posts/${p.id}`, token });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(JSON.stringify(res.json()));
      return res.json() as PostDetail;
    };
    for (const body of [await read(), await read(other.token)]) {
      expect(body).toMatchObject({ title: HIDDEN_CONTENT_TEXT, content: HIDDEN_CONTENT_TEXT, hidden: true, moderationStatement: null });
      expect(body.editedAt).toBe('2026-07-01T07:00:00.250Z');
      expect(body.replies[0]).toMatchObject({ content: HIDDEN_CONTENT_TEXT, hidden: true, moderationStatement: null, editedAt: null });
    }
    const own = await read(asker.token);
    expect(own).toMatchObject({ title: 'Titre masqué', content: 'Texte masqué', moderationStatement: 'Propos injurieux.' });
    expect(own.replies[0]).toMatchObject({ content: HIDDEN_CONTENT_TEXT, moderationStatement: null });
    const lawyers = await read(lawyer.token);
    expect(lawyers).toMatchObject({ title: HIDDEN_CONTENT_TEXT, moderationStatement: null });
    expect(lawyers.replies[0]).toMatchObject({ content: 'Réponse masquée', moderationStatement: 'Hors sujet.' });
    const admins = await read(admin.token);
    expect(admins).toMatchObject({ title: 'Titre masqué', moderationStatement: 'Propos injurieux.' });
    expect(admins.replies[0]).toMatchObject({ content: 'Réponse masquée', moderationStatement: 'Hors sujet.' });
  });

  it('a question that does not exist is a 404 with its French message, not an empty body', async () => {
    const res = await t.request({ method: 'GET', url: '/api/posts/00000000-0000-4000-8000-0000000000ff' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });
});
