import { HIDDEN_CONTENT_TEXT } from '@pretoire/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentVersions, posts, replies } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { answerAs, askAs, editTestApp, type User } from './edit-test-app';

// Edits keep the previous version (public history: history.test.ts); personal data is masked before it is
// stored, on creation and on edits; an edit racing a deletion or a moderation decision leaves one consistent result.

let t: TestApp;
let admin: User;
let asker: User;
let lawyer: User;
let lawyer2: User;
let other: User;
beforeAll(async () => {
  ({ t, admin, asker, lawyer, lawyer2, member: other } = await editTestApp());
});
afterAll(async () => {
  await t?.close();
});

const CONTENT = 'Mon employeur refuse de me payer mes heures supplémentaires depuis trois mois.';
const ask = (content = CONTENT, title = 'Heures supplémentaires impayées') => askAs(t, asker, { title, content, category: 'travail' });
const answer = (postId: string, content: string, who = lawyer) => answerAs(t, who, postId, content);
const editPost = (id: string, payload: Record<string, unknown>, token?: string) =>
  t.request({ method: 'PUT', url: `/api/posts/${id}`, token, payload });
const editReply = (id: string, replyId: string, content: string, token?: string) =>
  t.request({ method: 'PUT', url: `/api/posts/${id}/replies/${replyId}`, token, payload: { content } });
const history = (id: string, token?: string) => t.request({ method: 'GET', url: `/api/posts/${id}/history`, token });

describe('personal data masked before storing', () => {
  it('masks a phone number and an IBAN in a new question: response, stored row and page', async () => {
    const typed = 'Appelez-moi au 06 12 34 56 78, mon IBAN est FR76 3000 6000 0112 3456 7890 189 pour le remboursement.';
    const post = await ask(typed, 'Remboursement de caution 06 12 34 56 78');
    expect(post.masked.masked).toEqual([
      { kind: 'iban', count: 1 },
      { kind: 'phone', count: 2 },
    ]);
    expect(post.masked.notice).toMatch(/Pour protéger votre vie privée, nous avons masqué 1 IBAN et 2 numéros de téléphone\./);
    expect(post.content).toContain('[téléphone masqué]');
    expect(post.content).toContain('[IBAN masqué]');
    expect(post.title).toBe('Remboursement de caution [téléphone masqué]');
    const [row] = await t.db.select().from(posts).where(eq(posts.id, post._id));
    expect(row.content).not.toMatch(/06 12|FR76/);
    const page = await t.request({ method: 'GET', url: `/api/posts/${post._id}` });
    expect(page.body).not.toMatch(/06 12 34|FR76 3000/);
    // Clean text: nothing masked, nothing said.
    const clean = await ask();
    expect(clean.masked).toEqual({ masked: [], notice: null });
  });

  it('masks a lawyer’s phone and e-mail in an answer, and in edits', async () => {
    const post = await ask();
    const { body, id } = await answer(
      post._id,
      'Contactez mon cabinet au 01 23 45 67 89 ou maitre.martin@cabinet-martin.fr pour en parler.',
    );
    expect(body.masked.masked).toEqual([
      { kind: 'email', count: 1 },
      { kind: 'phone', count: 1 },
    ]);
    const [row] = await t.db.select().from(replies).where(eq(replies.id, id));
    expect(row.content).toBe('Contactez mon cabinet au [téléphone masqué] ou [e-mail masqué] pour en parler.');
    const edited = await editReply(post._id, id, 'Écrivez plutôt à secretariat@cabinet-martin.fr.', lawyer.token);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().masked.masked).toEqual([{ kind: 'email', count: 1 }]);
    const edit2 = await editPost(post._id, { content: `${CONTENT} Mon numéro de sécu : 1 85 05 78 006 084 36.` }, asker.token);
    expect(edit2.json().content).toContain('[n° de sécurité sociale masqué]');
  });
});

describe('editing with history', () => {
  it('lets the author edit title, text and category; keeps each version; shows «modifié» to the public', async () => {
    const post = await ask();
    const r1 = await editPost(post._id, { title: 'Heures supplémentaires non payées' }, asker.token);
    expect(r1.statusCode, r1.body).toBe(200);
    expect(r1.json().editedAt).not.toBeNull();
    t.clock.advance(60_000);
    const r2 = await editPost(post._id, { content: `${CONTENT} J’ai des relevés.`, category: 'consommation' }, asker.token);
    expect(r2.json()).toMatchObject({ title: 'Heures supplémentaires non payées', category: { slug: 'consommation' } });
    const pub = (await t.request({ method: 'GET', url: `/api/posts/${post._id}` })).json();
    expect(pub.editedAt).toBe(r2.json().editedAt);
    const h = await history(post._id, asker.token);
    expect(h.statusCode).toBe(200);
    expect(h.json().versions.map((v: { title: string; content: string }) => [v.title, v.content])).toEqual([
      ['Heures supplémentaires impayées', CONTENT],
      ['Heures supplémentaires non payées', CONTENT],
    ]);
    // An edit that changes nothing keeps no version.
    await editPost(post._id, { title: 'Heures supplémentaires non payées' }, asker.token);
    expect((await history(post._id, admin.token)).json().versions).toHaveLength(2);
  });

  it('detects the deadline again from the edited text, relative to the question’s date', async () => {
    const post = await ask();
    const before = await t.db.select().from(posts).where(eq(posts.id, post._id));
    expect(before[0].deadlineRule).toBe('travail-salaires'); // unpaid overtime: the wage claim rule
    const r = await editPost(
      post._id,
      { title: 'Licenciement contestable ?', content: 'J’ai été licencié il y a dix jours pour faute grave, je pense que c’est injuste.' },
      asker.token,
    );
    expect(r.statusCode, r.body).toBe(200);
    const [after] = await t.db.select().from(posts).where(eq(posts.id, post._id));
    expect(after.deadlineRule).toBe('travail-licenciement');
    expect(after.deadlineEnd).not.toBeNull();
  });

  it('refuses others, visitors, empty or out-of-limit edits, and changes nothing', async () => {
    const post = await ask();
    const { id } = await answer(post._id, 'Réponse initiale de l’avocat sur les heures.');
    expect((await editPost(post._id, { title: 'Titre pris par un autre' })).statusCode).toBe(401);
    const byOther = await editPost(post._id, { title: 'Titre pris par un autre' }, other.token);
    expect([byOther.statusCode, byOther.json().code]).toEqual([403, 'EDIT_NOT_AUTHOR']);
    expect((await editPost(post._id, { title: 'Titre pris par un avocat' }, lawyer.token)).statusCode).toBe(403);
    expect((await editReply(post._id, id, 'Réécrite par un confrère.', lawyer2.token)).json().code).toBe('EDIT_NOT_AUTHOR');
    expect((await editReply(post._id, id, 'Réécrite par le membre.', asker.token)).statusCode).toBe(403);
    const empty = await editPost(post._id, {}, asker.token);
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'EDIT_NOTHING']);
    expect((await editPost(post._id, { content: '   ' }, asker.token)).statusCode).toBe(400);
    expect((await editPost(post._id, { title: 'x'.repeat(201) }, asker.token)).statusCode).toBe(400);
    expect((await editPost(post._id, { content: 'trop court' }, asker.token)).statusCode).toBe(400);
    expect((await editPost(post._id, { category: 'inconnue' }, asker.token)).statusCode).toBe(400);
    expect((await editPost(post._id, { status: 'resolved' }, asker.token)).statusCode).toBe(400);
    expect((await editReply(post._id, id, '', lawyer.token)).statusCode).toBe(400);
    expect((await editPost('00000000-0000-4000-8000-000000000000', { title: 'Question inconnue' }, asker.token)).statusCode).toBe(404);
    const [row] = await t.db.select().from(posts).where(eq(posts.id, post._id));
    expect([row.title, row.content, row.editedAt]).toEqual(['Heures supplémentaires impayées', CONTENT, null]);
    expect(await t.db.select().from(contentVersions).where(eq(contentVersions.postId, post._id))).toEqual([]);
  });

  it('lets admins edit any; the history shows every version to every reader', async () => {
    const post = await ask();
    const { id } = await answer(post._id, 'Première version de la réponse de Maître.');
    // The app clock stands still in tests: one second between edits, so the versions' order is theirs, not their ids'.
    expect((await editReply(post._id, id, 'Version corrigée par l’administrateur.', admin.token)).statusCode).toBe(200);
    t.clock.advance(1_000);
    expect((await editPost(post._id, { title: 'Titre corrigé par l’admin' }, admin.token)).statusCode).toBe(200);
    t.clock.advance(1_000);
    expect((await editReply(post._id, id, 'Troisième version par Maître.', lawyer.token)).statusCode).toBe(200);
    for (const token of [admin.token, lawyer.token, asker.token, other.token, lawyer2.token, undefined]) {
      const res = await history(post._id, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().versions.map((v: { replyId: string | null }) => v.replyId)).toEqual([id, null, id]);
    }
  });

  it('never changes a satisfactory mark or a rating, and refuses a deleted answer', async () => {
    const post = await ask();
    const { id } = await answer(post._id, 'Réponse qui sera jugée satisfaisante.');
    const mark = await t.request({
      method: 'PUT',
      url: `/api/posts/${post._id}/replies/${id}/satisfactory`,
      token: asker.token,
      payload: { rating: 4 },
    });
    expect(mark.statusCode, mark.body).toBe(200);
    const edited = await editReply(post._id, id, 'Réponse satisfaisante, précisée.', lawyer.token);
    const reply = edited.json().replies.find((r: { _id: string }) => r._id === id);
    expect([reply.isSatisfactory, reply.rating, reply.content]).toEqual([true, 4, 'Réponse satisfaisante, précisée.']);
    const { id: gone } = await answer(post._id, 'Réponse bientôt supprimée.', lawyer2);
    await t.request({ method: 'DELETE', url: `/api/posts/${post._id}/replies/${gone}`, token: lawyer2.token });
    expect((await editReply(post._id, gone, 'Trop tard.', lawyer2.token)).statusCode).toBe(404);
  });

  it('keeps one consistent result when an edit races a deletion or a moderation decision', async () => {
    for (let i = 0; i < 3; i++) {
      const post = await ask();
      const [edit, del] = await Promise.all([
        editPost(post._id, { content: `${CONTENT} Édition concurrente ${i}.` }, asker.token),
        t.request({ method: 'DELETE', url: `/api/posts/${post._id}`, token: asker.token }),
      ]);
      expect(del.statusCode).toBe(200);
      expect([200, 404]).toContain(edit.statusCode);
      expect(await t.db.select().from(posts).where(eq(posts.id, post._id))).toEqual([]);
      expect(await t.db.select().from(contentVersions).where(eq(contentVersions.postId, post._id))).toEqual([]);
    }
    const post = await ask();
    await t.request({
      method: 'POST',
      url: '/api/reports',
      token: other.token,
      payload: { targetType: 'post', targetId: post._id, reason: 'spam' },
    });
    const queue = (await t.request({ method: 'GET', url: '/api/admin/reports', token: admin.token })).json();
    const group = queue.groups.find((g: { targetId: string }) => g.targetId === post._id);
    const [edit, decision] = await Promise.all([
      editPost(post._id, { content: `${CONTENT} Édition pendant la décision.` }, asker.token),
      t.request({
        method: 'PUT',
        url: `/api/admin/reports/${group._id}`,
        token: admin.token,
        payload: { decision: 'hide', statement: 'Contenu publicitaire masqué.' },
      }),
    ]);
    expect([edit.statusCode, decision.statusCode]).toEqual([200, 200]);
    const [row] = await t.db.select().from(posts).where(eq(posts.id, post._id));
    expect(row.hiddenAt).not.toBeNull();
    expect(row.content).toBe(`${CONTENT} Édition pendant la décision.`);
    const pub = (await t.request({ method: 'GET', url: `/api/posts/${post._id}` })).json();
    expect(pub.content).toBe(HIDDEN_CONTENT_TEXT);
    // The hidden question can still be edited by its author (to take a detail out); it stays hidden.
    const later = await editPost(post._id, { content: `${CONTENT} Sans publicité.` }, asker.token);
    expect(later.json()).toMatchObject({ hidden: true, content: `${CONTENT} Sans publicité.` });
  });
});

describe('the question page with a stale token', () => {
  it('answers as to a visitor instead of 401 (the token only decides whether hidden text is shown)', async () => {
    const post = await ask();
    const res = await t.request({ method: 'GET', url: `/api/posts/${post._id}`, headers: { authorization: 'Bearer not-a-token' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('Heures supplémentaires impayées');
  });
});
