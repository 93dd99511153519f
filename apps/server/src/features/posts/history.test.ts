import { EDIT_SUMMARY_MAX } from '@pretoire/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, replies } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { answerAs, askAs, editTestApp, type User } from './edit-test-app';

// The public edit history and its «Motif de la modification» (docs/decisions/post-edit-history.md), per role.

let t: TestApp;
let admin: User;
let asker: User;
let lawyer: User;
let lawyer2: User;
let member: User;
beforeAll(async () => {
  ({ t, admin, asker, lawyer, lawyer2, member } = await editTestApp());
});
afterAll(async () => {
  await t?.close();
});

type Version = { replyId: string | null; content: string; title: string | null; summary: string | null };
const CONTENT = 'Mon bailleur garde mon dépôt de garantie depuis quatre mois sans explication.';
const history = async (id: string, token?: string) => {
  const res = await t.request({ method: 'GET', url: `/api/posts/${id}/history`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().versions as Version[];
};

/** A question edited once with a summary, and a lawyer's answer edited once with one. */
async function editedThread() {
  const q = await askAs(t, asker, { title: 'Dépôt de garantie non rendu', content: CONTENT, category: 'immobilier-logement' });
  const postId = q._id as string;
  const { id: replyId } = await answerAs(t, lawyer, postId, 'Le bailleur a deux mois pour le rendre.');
  // Versions are listed by when they were replaced: the test clock moves between edits.
  t.clock.advance(1000);
  const ep = await t.request({
    method: 'PUT',
    url: `/api/posts/${postId}`,
    token: asker.token,
    payload: { content: `${CONTENT} Le logement était en bon état.`, summary: '  Précision sur l’état des lieux  ' },
  });
  expect(ep.statusCode, ep.body).toBe(200);
  t.clock.advance(1000);
  const er = await t.request({
    method: 'PUT',
    url: `/api/posts/${postId}/replies/${replyId}`,
    token: lawyer.token,
    payload: { content: 'Le bailleur a un mois pour le rendre quand l’état des lieux est conforme.', summary: 'Délai corrigé' },
  });
  expect(er.statusCode, er.body).toBe(200);
  return { postId, replyId };
}

describe('edit history', () => {
  it('is public: visitor, member, asker, the lawyer who answered, another lawyer and admin all read both versions and summaries', async () => {
    const { postId, replyId } = await editedThread();
    for (const token of [undefined, member.token, asker.token, lawyer.token, lawyer2.token, admin.token]) {
      const versions = await history(postId, token);
      expect(versions.map((v) => [v.replyId, v.content, v.summary])).toEqual([
        [null, CONTENT, 'Précision sur l’état des lieux'],
        [replyId, 'Le bailleur a deux mois pour le rendre.', 'Délai corrigé'],
      ]);
    }
    // A stale or broken token reads as a visitor.
    expect(await history(postId, 'pas-un-jeton')).toHaveLength(2);
  });

  it('a summary is optional, blank means none, and is limited to EDIT_SUMMARY_MAX characters', async () => {
    const { postId, replyId } = await editedThread();
    const edit = (payload: object) => t.request({ method: 'PUT', url: `/api/posts/${postId}`, token: asker.token, payload });
    const tooLong = await edit({ content: `${CONTENT} Encore.`, summary: 'x'.repeat(EDIT_SUMMARY_MAX + 1) });
    expect([tooLong.statusCode, tooLong.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    t.clock.advance(1000);
    expect((await edit({ content: `${CONTENT} Encore.`, summary: '   ' })).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await edit({ content: `${CONTENT} Et encore.` })).statusCode).toBe(200);
    const onReply = await t.request({
      method: 'PUT',
      url: `/api/posts/${postId}/replies/${replyId}`,
      token: lawyer.token,
      payload: { content: 'Troisième version de la réponse.', summary: 'y'.repeat(EDIT_SUMMARY_MAX + 1) },
    });
    expect(onReply.statusCode).toBe(400);
    const summaries = (await history(postId)).filter((v) => v.replyId === null).map((v) => v.summary);
    expect(summaries).toEqual(['Précision sur l’état des lieux', null, null]);
  });

  it('a hidden question’s versions: its author and admins only; visitors, members and lawyers get none of them', async () => {
    const { postId, replyId } = await editedThread();
    // The moderation decision's own column (features/moderation sets it).
    await t.db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, postId));
    for (const token of [asker.token, admin.token]) expect((await history(postId, token)).map((v) => v.replyId)).toEqual([null, replyId]);
    for (const token of [undefined, member.token, lawyer.token, lawyer2.token])
      expect((await history(postId, token)).map((v) => v.replyId)).toEqual([replyId]);
  });

  it('a hidden or deleted answer’s versions: its author and admins only', async () => {
    const { postId, replyId } = await editedThread();
    await t.db.update(replies).set({ hiddenAt: new Date() }).where(eq(replies.id, replyId));
    for (const token of [lawyer.token, admin.token]) expect((await history(postId, token)).map((v) => v.replyId)).toEqual([null, replyId]);
    for (const token of [undefined, member.token, asker.token, lawyer2.token])
      expect((await history(postId, token)).map((v) => v.replyId)).toEqual([null]);
    await t.db.update(replies).set({ hiddenAt: null, deletedAt: new Date(), content: '' }).where(eq(replies.id, replyId));
    expect((await history(postId, member.token)).map((v) => v.replyId)).toEqual([null]);
    expect((await history(postId, admin.token)).map((v) => v.replyId)).toEqual([null, replyId]);
  });

  it('an unknown question is a 404, a malformed id a 400', async () => {
    const res = await t.request({ method: 'GET', url: '/api/posts/00000000-0000-4000-8000-000000000000/history' });
    expect(res.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/posts/abc/history' })).statusCode).toBe(400);
  });
});
