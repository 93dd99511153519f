import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCounts, posts } from '../../db/schema';
import { createTestApp, reloadUser, type TestApp } from '../../test/harness';
import { deletePost } from './service';

let t: TestApp;
let member: Awaited<ReturnType<TestApp['createUser']>>;
let lawyer: Awaited<ReturnType<TestApp['createUser']>>;
beforeAll(async () => {
  t = await createTestApp();
  member = await t.createUser();
  lawyer = await t.createUser({ role: 'lawyer' });
});
afterAll(async () => {
  await t?.close();
});

const ask = (token: string, title: string, content: string, category = 'travail') =>
  t.request({ method: 'POST', url: '/api/posts', token, payload: { title, content, category } });

describe('POST /posts', () => {
  it('creates a question for a member (category by slug or id) and answers 201 with the detail', async () => {
    const res = await ask(
      member.token,
      'Mon employeur peut-il me licencier ?',
      'J\u2019ai été licencié sans entretien préalable, est-ce légal ?',
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Mon employeur peut-il me licencier ?',
      status: 'open',
      replyCount: 0,
      replies: [],
      category: { slug: 'travail' },
    });
    expect(body.author).toMatchObject({ _id: member.user.id, nickname: member.user.nickname, isDeleted: false, badges: [] });
    expect(body.author.email).toBeUndefined();
    const cat = (await t.request({ method: 'GET', url: '/api/categories/famille' })).json();
    const byId = await ask(member.token, 'Garde alternée des enfants', 'Comment demander une garde alternée après un divorce ?', cat._id);
    expect(byId.json().category.slug).toBe('famille');
  });

  it('refuses lawyers, admins and anonymous callers, and bad bodies with 400', async () => {
    expect((await ask(lawyer.token, 'Question d\u2019avocat', 'Un avocat ne peut pas poser de question ici.')).statusCode).toBe(403);
    const admin = await t.createUser({ role: 'admin' });
    expect((await ask(admin.token, 'Question d\u2019admin', 'Un administrateur ne pose pas de question.')).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'POST', url: '/api/posts', payload: { title: 'x', content: 'y', category: 'travail' } })).statusCode,
    ).toBe(401);
    const short = await ask(member.token, 'abc', 'trop court');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Validation error');
    const unknown = await ask(member.token, 'Catégorie inconnue', 'Cette catégorie n\u2019existe pas du tout.', 'nope');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().reason).toContain('category');
  });
});

describe('GET /posts', () => {
  it('lists with excerpts, counts from post_counts, filters by category/status and paginates', async () => {
    const other = await t.createUser();
    for (let i = 0; i < 4; i++)
      await ask(
        other.token,
        `Question logement ${i}`,
        `Mon propriétaire ne rend pas la caution numéro ${i}. ${'x'.repeat(300)}`,
        'immobilier-logement',
      );
    const all = (await t.request({ method: 'GET', url: '/api/posts?limit=2' })).json();
    expect(all.posts).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(6);
    expect(all.totalPages).toBe(Math.ceil(all.total / 2));
    expect(all.posts[0].replies).toBeUndefined();
    expect(all.posts[0].content).toBeUndefined();
    expect(all.posts[0].excerpt.length).toBeLessThanOrEqual(200);
    expect(all.posts[0].title).toBe('Question logement 3');

    const cat = (await t.request({ method: 'GET', url: '/api/posts?category=immobilier-logement&status=open&sortBy=old' })).json();
    expect(cat.total).toBe(4);
    expect(cat.posts.map((p: { title: string }) => p.title)).toEqual([0, 1, 2, 3].map((i) => `Question logement ${i}`));
    expect((await t.request({ method: 'GET', url: '/api/posts?category=immobilier-logement&status=resolved' })).json().total).toBe(0);
    expect((await t.request({ method: 'GET', url: '/api/posts?category=immobilier-logement&status=all' })).json().total).toBe(4);
    const page2 = (await t.request({ method: 'GET', url: '/api/posts?category=immobilier-logement&limit=3&page=2' })).json();
    expect(page2).toMatchObject({ currentPage: 2, totalPages: 2, total: 4 });
    expect(page2.posts).toHaveLength(1);
    const byAuthor = (await t.request({ method: 'GET', url: `/api/posts?author=${other.user.id}` })).json();
    expect(byAuthor.total).toBe(4);
    expect((await t.request({ method: 'GET', url: '/api/posts?category=inconnue' })).json()).toMatchObject({ total: 0, posts: [] });
  });

  it('answers 400, never 500, to bad page, limit, status, sortBy or author', async () => {
    for (const q of ['page=0', 'page=abc', 'limit=0', 'limit=101', 'status=closed', 'sortBy=best', 'author=not-a-uuid', 'page=1.5']) {
      const res = await t.request({ method: 'GET', url: `/api/posts?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toBe('Validation error');
    }
  });

  it('searches in French with stemming and accent folding, combinable with filters', async () => {
    const asker = await t.createUser();
    await ask(
      asker.token,
      'Loyers impayés depuis trois mois',
      'Mon locataire ne paie plus, que puis-je faire légalement ?',
      'immobilier-logement',
    );
    await ask(asker.token, 'Salarié licencié pour faute grave', 'Je conteste la faute grave retenue par mon employeur.', 'travail');
    await ask(asker.token, 'Succession et testament', 'Comment contester un testament olographe rédigé à la main ?', 'famille');
    const search = async (qs: string) => (await t.request({ method: 'GET', url: `/api/posts?${qs}` })).json();
    const loyer = await search('q=loyer');
    expect(loyer.posts.map((p: { title: string }) => p.title)).toContain('Loyers impayés depuis trois mois');
    const lic = await search(`q=licenciement&author=${asker.user.id}`);
    expect(lic.posts.map((p: { title: string }) => p.title)).toEqual(['Salarié licencié pour faute grave']);
    expect(lic.total).toBe(1);
    expect((await search('q=succession&category=travail')).total).toBe(0);
    expect((await search('q=testament&category=famille')).posts[0].title).toBe('Succession et testament');
    expect((await search('q=SALARIE')).posts.some((p: { title: string }) => p.title.startsWith('Salarié'))).toBe(true);
  });

  it('sorts by popularity and puts unanswered first', async () => {
    const asker = await t.createUser();
    const ids: string[] = [];
    for (const n of [1, 3, 0, 2]) {
      const id = (await ask(asker.token, `Question à ${n} réponses`, 'Une question pour tester les tris par réponses.', 'numerique')).json()
        ._id;
      for (let i = 0; i < n; i++)
        await t.request({ method: 'POST', url: `/api/posts/${id}/replies`, token: lawyer.token, payload: { content: `Réponse ${i}` } });
      ids.push(id);
    }
    const counts = async (sortBy: string) =>
      (await t.request({ method: 'GET', url: `/api/posts?category=numerique&sortBy=${sortBy}` }))
        .json()
        .posts.map((p: { replyCount: number }) => p.replyCount);
    expect(await counts('popular')).toEqual([3, 2, 1, 0]);
    expect(await counts('unanswered')).toEqual([0, 1, 2, 3]);
    expect(await counts('new')).toEqual([2, 0, 3, 1]);
    expect(await counts('old')).toEqual([1, 3, 0, 2]);
  });
});

describe('GET /posts/my-posts, GET and DELETE /posts/{id}', () => {
  it('lists only the caller\u2019s own questions, members only', async () => {
    const me = await t.createUser();
    await ask(me.token, 'Ma seule question ici', 'Une question posée par ce seul membre, pour le test.');
    const mine = (await t.request({ method: 'GET', url: '/api/posts/my-posts', token: me.token })).json();
    expect(mine.total).toBe(1);
    expect(mine.posts[0].author._id).toBe(me.user.id);
    expect((await t.request({ method: 'GET', url: '/api/posts/my-posts', token: lawyer.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/posts/my-posts' })).statusCode).toBe(401);
  });

  it('gives 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.request({ method: 'GET', url: '/api/posts/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/posts/abc' })).statusCode).toBe(400);
  });

  it('lets only the author delete; counts, replies and the user\u2019s reply count follow', async () => {
    const owner = await t.createUser();
    const lawyer = await t.createUser({ role: 'lawyer' });
    const id = (await ask(owner.token, 'À supprimer bientôt', 'Cette question sera supprimée par son auteur.', 'fiscal')).json()._id;
    await t.request({ method: 'POST', url: `/api/posts/${id}/replies`, token: lawyer.token, payload: { content: 'Une réponse.' } });
    expect((await reloadUser(t, lawyer.user.id)).replyCount).toBe(1);
    const fiscal = () => t.request({ method: 'GET', url: '/api/categories/fiscal' }).then((r) => r.json().postCount);
    expect(await fiscal()).toBe(1);
    expect((await t.request({ method: 'DELETE', url: `/api/posts/${id}`, token: member.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/posts/${id}`, token: lawyer.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/posts/${id}`, token: owner.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/posts/${id}` })).statusCode).toBe(404);
    expect(await fiscal()).toBe(0);
    expect((await reloadUser(t, lawyer.user.id)).replyCount).toBe(0);
    expect((await t.request({ method: 'DELETE', url: `/api/posts/${id}`, token: owner.token })).statusCode).toBe(404);
  });

  it('exports deletePost for the admin route', async () => {
    const owner = await t.createUser();
    const id = (
      await ask(owner.token, 'Supprimée par l\u2019admin', 'Cette question sera supprimée par le service partagé.', 'penal')
    ).json()._id;
    expect(await deletePost(t.app.ctx, id)).toBe(true);
    expect(await t.db.select().from(posts).where(eq(posts.id, id))).toHaveLength(0);
    expect(await deletePost(t.app.ctx, id)).toBe(false);
    const counts = await t.db.select().from(postCounts);
    expect(counts.every((c) => c.count >= 0)).toBe(true);
  });

  it('shows a deleted author as deleted, without name', async () => {
    const gone = await t.createUser();
    const id = (await ask(gone.token, 'Auteur bientôt supprimé', 'Le compte de cet auteur va être supprimé.')).json()._id;
    const { users } = await import('../../db/schema');
    await t.db.update(users).set({ deletedAt: new Date(), nickname: null }).where(eq(users.id, gone.user.id));
    const detail = (await t.request({ method: 'GET', url: `/api/posts/${id}` })).json();
    expect(detail.author).toMatchObject({ isDeleted: true, nickname: null });
  });
});
