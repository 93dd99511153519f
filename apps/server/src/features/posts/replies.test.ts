import { DELETED_REPLY_CONTENT } from '@pretoire/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, posts, users } from '../../db/schema';
import { createTestApp, reloadUser, type TestApp } from '../../test/harness';
import { POLICY_MESSAGES } from './policy';

type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let asker: User;
let lawyer: User;
let lawyer2: User;
beforeAll(async () => {
  t = await createTestApp();
  asker = await t.createUser();
  lawyer = await t.createUser({ role: 'lawyer' });
  lawyer2 = await t.createUser({ role: 'lawyer', firstName: 'Paul', lastName: 'Durand' });
});
afterAll(async () => {
  await t?.close();
});

async function newPost(by = asker) {
  const res = await t.request({
    method: 'POST',
    url: '/api/posts',
    token: by.token,
    payload: { title: 'Préavis de démission', content: 'Quelle est la durée de mon préavis de démission ?', category: 'travail' },
  });
  return res.json()._id as string;
}
const answer = (postId: string, token: string, content = 'Voici ma réponse.', parent?: string) =>
  t.request({ method: 'POST', url: `/api/posts/${postId}/replies${parent ? `/${parent}` : ''}`, token, payload: { content } });
// new_question notes (the lawyer follows this category) arrive in the background and have their own tests.
const notesOf = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), ne(notifications.type, 'new_question')));

describe('answers', () => {
  it('lets approved lawyers answer; the question becomes answered and counts follow', async () => {
    const id = await newPost();
    const res = await answer(id, lawyer.token, 'Le préavis dépend de votre convention collective.');
    expect(res.statusCode).toBe(200);
    const post = res.json();
    expect(post.status).toBe('answered');
    expect(post.replyCount).toBe(1);
    expect(post.replies[0]).toMatchObject({
      content: 'Le préavis dépend de votre convention collective.',
      parentId: null,
      isSatisfactory: false,
      rating: null,
      isDeleted: false,
      replies: [],
    });
    expect(post.replies[0].author).toMatchObject({ _id: lawyer.user.id, role: 'lawyer', firstName: 'Claire' });
    expect((await reloadUser(t, lawyer.user.id)).replyCount).toBe(1);
  });

  it('answers with the question as the GET sends it, the masked report appended last', async () => {
    const id = await newPost();
    await answer(id, lawyer2.token, 'Une première réponse, avec des accents : « é », et un saut\nde ligne.');
    const res = await answer(id, lawyer.token, 'Appelez-moi au 06 12 34 56 78 pour en parler.');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const masked = res.json().masked;
    expect(masked.masked).toEqual([{ kind: 'phone', count: 1 }]);
    const page = await t.request({ method: 'GET', url: `/api/posts/${id}`, token: lawyer.token });
    // The bytes the route sent when it parsed the page and encoded it again with `masked`.
    expect(res.body).toBe(JSON.stringify({ ...page.json(), masked }));
    expect(res.body).toBe(`${page.body.slice(0, -1)},"masked":${JSON.stringify(masked)}}`);
  });

  it('refuses members, pending, rejected lawyers and admins with a French reason', async () => {
    const id = await newPost();
    const pending = await t.createUser({ role: 'lawyer', status: 'pending' });
    const rejected = await t.createUser({ role: 'lawyer', status: 'rejected' });
    const admin = await t.createUser({ role: 'admin' });
    const cases: [string, string][] = [
      [asker.token, POLICY_MESSAGES.memberCannotAnswer],
      [pending.token, POLICY_MESSAGES.lawyerPending],
      [rejected.token, POLICY_MESSAGES.lawyerRejected],
      [admin.token, POLICY_MESSAGES.adminCannotAnswer],
    ];
    for (const [token, message] of cases) {
      const res = await answer(id, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(message);
    }
    expect((await answer(id, '')).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: `/api/posts/${id}/replies`, payload: { content: 'x' } })).statusCode).toBe(401);
    const detail = (await t.request({ method: 'GET', url: `/api/posts/${id}` })).json();
    expect(detail).toMatchObject({ status: 'open', replyCount: 0, replies: [] });
  });

  it('validates content and ids: 400 for bad content or uuid, 404 for an unknown question', async () => {
    const id = await newPost();
    expect((await answer(id, lawyer.token, 'x')).statusCode).toBe(400);
    expect((await answer(id, lawyer.token, 'y'.repeat(10_001))).statusCode).toBe(400);
    expect((await answer('not-a-uuid', lawyer.token)).statusCode).toBe(400);
    expect((await answer('00000000-0000-4000-8000-000000000000', lawyer.token)).statusCode).toBe(404);
  });

  it('nests replies for lawyers and the question\u2019s author only, in time order', async () => {
    const id = await newPost();
    const root = (await answer(id, lawyer.token, 'Réponse principale.')).json().replies[0]._id;
    expect((await answer(id, asker.token, 'Merci, et si je suis cadre ?', root)).statusCode).toBe(200);
    const res = await answer(id, lawyer2.token, 'Pour un cadre, trois mois en général.', root);
    expect(res.statusCode).toBe(200);
    const tree = res.json().replies;
    expect(tree).toHaveLength(1);
    expect(tree[0].replies.map((r: { content: string }) => r.content)).toEqual([
      'Merci, et si je suis cadre ?',
      'Pour un cadre, trois mois en général.',
    ]);
    const stranger = await t.createUser();
    const refused = await answer(id, stranger.token, 'Moi aussi !', root);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(POLICY_MESSAGES.nestedNotAllowed);
    expect((await answer(id, lawyer.token, 'ok', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const otherPost = await newPost();
    expect((await answer(otherPost, lawyer.token, 'mauvaise question', root)).statusCode).toBe(404);
  });

  it('notifies the question\u2019s author and the parent\u2019s author, never oneself, once each', async () => {
    const id = await newPost();
    const before = (await notesOf(asker.user.id)).length;
    const lawyerBefore = (await notesOf(lawyer.user.id)).length;
    const root = (await answer(id, lawyer.token, 'Première réponse.')).json().replies[0]._id;
    const afterFirst = await notesOf(asker.user.id);
    expect(afterFirst.length).toBe(before + 1);
    const note = afterFirst.find((n) => n.replyId === root)!;
    expect(note).toMatchObject({ type: 'reply_to_post', postId: id, postTitle: 'Préavis de démission', isRead: false });
    expect(note.content).toBe(`Maître Claire Martin${note.content.slice('Maître Claire Martin'.length)}`);
    expect(note.content).toContain('"Préavis de démission"');
    expect((await notesOf(lawyer.user.id)).length).toBe(lawyerBefore);

    // The asker answers the lawyer: the lawyer hears (reply_to_reply), the asker does not notify themself.
    await answer(id, asker.token, 'Merci beaucoup.', root);
    const lawyerNotes = (await notesOf(lawyer.user.id)).filter((n) => n.postId === id);
    expect(lawyerNotes.map((n) => n.type)).toEqual(['reply_to_reply']);
    expect((await notesOf(asker.user.id)).length).toBe(before + 1);

    // Another lawyer answers the first lawyer: first lawyer gets reply_to_reply, the asker reply_to_post.
    await answer(id, lawyer2.token, 'Je confirme.', root);
    expect((await notesOf(lawyer.user.id)).length).toBe(lawyerBefore + 2);
    const askerNotes = await notesOf(asker.user.id);
    expect(askerNotes.length).toBe(before + 2);
  });

  it('notifies no deleted account, and the others still', async () => {
    const gone = await t.createUser();
    const id = await newPost(gone);
    const root = (await answer(id, lawyer.token, 'Réponse avant la suppression.')).json().replies[0]._id;
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
    const lawyerBefore = (await notesOf(lawyer.user.id)).length;
    expect((await answer(id, lawyer2.token, 'Réponse après la suppression.', root)).statusCode).toBe(200);
    expect((await notesOf(gone.user.id)).filter((n) => n.type === 'reply_to_post')).toHaveLength(1);
    expect((await notesOf(lawyer.user.id)).length).toBe(lawyerBefore + 1);
  });
});

describe('deleting replies', () => {
  it('tombstones a reply with children, removes a leaf, and recomputes status and counts', async () => {
    const id = await newPost();
    const root = (await answer(id, lawyer.token, 'Réponse avec enfants.')).json().replies[0]._id;
    const child = (await answer(id, asker.token, 'Une question de suivi.', root)).json().replies[0].replies[0]._id;
    expect((await t.request({ method: 'DELETE', url: `/api/posts/${id}/replies/${root}`, token: lawyer2.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/posts/${id}/replies/${root}`, token: asker.token })).statusCode).toBe(403);

    const del = await t.request({ method: 'DELETE', url: `/api/posts/${id}/replies/${root}`, token: lawyer.token });
    expect(del.statusCode).toBe(200);
    const post = del.json();
    expect(post.replies[0]).toMatchObject({ _id: root, content: DELETED_REPLY_CONTENT, isDeleted: true });
    expect(post.replies[0].replies[0]._id).toBe(child);
    expect(post.status).toBe('open');
    expect(post.replyCount).toBe(1);
    expect((await answer(id, lawyer.token, 'Réponse à une réponse supprimée', root)).statusCode).toBe(400);

    // Deleting the last child also removes the childless tombstone.
    const admin = await t.createUser({ role: 'admin' });
    const gone = await t.request({ method: 'DELETE', url: `/api/posts/${id}/replies/${child}`, token: admin.token });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toMatchObject({ replies: [], replyCount: 0, status: 'open' });
    expect((await t.request({ method: 'DELETE', url: `/api/posts/${id}/replies/${child}`, token: admin.token })).statusCode).toBe(404);
    const [row] = await t.db.select().from(posts).where(eq(posts.id, id));
    expect(row.replyCount).toBe(0);
  });

  it('keeps a question answered while another lawyer\u2019s reply remains', async () => {
    const id = await newPost();
    const a = (await answer(id, lawyer.token, 'Première.')).json().replies[0]._id;
    await answer(id, lawyer2.token, 'Seconde.');
    const res = await t.request({ method: 'DELETE', url: `/api/posts/${id}/replies/${a}`, token: lawyer.token });
    expect(res.json()).toMatchObject({ status: 'answered', replyCount: 1 });
  });

  it('handles concurrent answers without losing a count', async () => {
    const id = await newPost();
    const results = await Promise.all(
      [lawyer, lawyer2, lawyer, lawyer2, lawyer].map((l, i) => answer(id, l.token, `Réponse concurrente ${i}`)),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const detail = (await t.request({ method: 'GET', url: `/api/posts/${id}` })).json();
    expect(detail.replyCount).toBe(5);
    expect(detail.replies).toHaveLength(5);
    expect(detail.status).toBe('answered');
  });

  it('never answers 500 when one lawyer answers, deletes an answer and is marked on several questions at once', async () => {
    // The answer locks the question, then the lawyer's row, then the desk's rows; a deletion and a mark take them in
    // that order too (desk rows last), so none of these waits for another in a circle.
    for (let round = 0; round < 3; round++) {
      const [a, b, c] = [await newPost(), await newPost(), await newPost()];
      const mine = (await answer(a, lawyer.token, 'Réponse à retirer.')).json().replies[0]._id;
      const marked = (await answer(b, lawyer.token, 'Réponse à noter.')).json().replies[0]._id;
      const results = await Promise.all([
        answer(c, lawyer.token, 'Nouvelle réponse.'),
        t.request({ method: 'DELETE', url: `/api/posts/${a}/replies/${mine}`, token: lawyer.token }),
        t.request({ method: 'PUT', url: `/api/posts/${b}/replies/${marked}/satisfactory`, token: asker.token, payload: { rating: 4 } }),
        answer(a, lawyer.token, 'Une autre réponse.'),
        answer(b, lawyer.token, 'Un complément.'),
      ]);
      for (const r of results) expect(r.statusCode).toBe(200);
    }
  });

  it('never answers 500 when a question or a parent is deleted while others write to it', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await newPost();
      const root = (await answer(id, lawyer.token, 'Réponse racine.')).json().replies[0]._id;
      const results = await Promise.all([
        answer(id, lawyer2.token, 'Sous-réponse.', root),
        t.request({ method: 'DELETE', url: `/api/posts/${id}/replies/${root}`, token: lawyer.token }),
        t.request({ method: 'PUT', url: `/api/posts/${id}/replies/${root}/satisfactory`, token: asker.token, payload: { rating: 5 } }),
        answer(id, lawyer.token, 'Autre réponse.'),
        t.request({ method: 'DELETE', url: `/api/posts/${id}`, token: asker.token }),
      ]);
      for (const r of results) expect([200, 400, 403, 404]).toContain(r.statusCode);
    }
  });
});
