import { ERASED_QUESTION_TITLE } from '@pretoire/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentVersions, notifications, posts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

// The data export (what it holds, what it never holds, once per hour), erasing one's questions
// on account deletion, and the legal notice from the configuration.

let t: TestApp;
type U = Awaited<ReturnType<TestApp['createUser']>>;
let asker: U;
let lawyer: U;
let other: U;
beforeAll(async () => {
  t = await createTestApp({
    env: { LEGAL_PUBLISHER: 'Prétoire SAS, 1 rue du Test, 75001 Paris', LEGAL_HOST: 'Hébergeur Exemple, Roubaix' },
  });
  asker = await t.createUser();
  lawyer = await t.createUser({ role: 'lawyer' });
  other = await t.createUser();
});
afterAll(async () => {
  await t?.close();
});

const CONTENT = 'Mon employeur refuse de me payer mes heures supplémentaires depuis trois mois.';
async function ask(who: U, title = 'Heures supplémentaires impayées') {
  const res = await t.request({
    method: 'POST',
    url: '/api/posts',
    token: who.token,
    payload: { title, content: CONTENT, category: 'travail' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
}

describe('data export', () => {
  it('holds my account, questions with versions, answers, ratings, notifications and reports; never another person’s e-mail', async () => {
    const postId = await ask(asker);
    await t.request({
      method: 'PUT',
      url: `/api/posts/${postId}`,
      token: asker.token,
      payload: { title: 'Heures sup impayées, version 2' },
    });
    const ans = await t.request({
      method: 'POST',
      url: `/api/posts/${postId}/replies`,
      token: lawyer.token,
      payload: { content: 'Saisissez le conseil de prud’hommes.' },
    });
    const replyId = ans.json().replies[0]._id;
    await t.request({
      method: 'PUT',
      url: `/api/posts/${postId}/replies/${replyId}/satisfactory`,
      token: asker.token,
      payload: { rating: 5 },
    });
    const otherPost = await ask(other, 'Question d’un autre membre');
    await t.request({
      method: 'POST',
      url: '/api/reports',
      token: asker.token,
      payload: { targetType: 'post', targetId: otherPost, reason: 'spam', details: 'Publicité' },
    });

    const res = await t.request({ method: 'GET', url: '/api/users/me/export', token: asker.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="pretoire-mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(data.account).toMatchObject({ id: asker.user.id, email: asker.user.email, nickname: asker.user.nickname });
    expect(data.questions).toHaveLength(1);
    expect(data.questions[0]).toMatchObject({ title: 'Heures sup impayées, version 2', content: CONTENT });
    expect(data.questions[0].previousVersions.map((v: { title: string }) => v.title)).toEqual(['Heures supplémentaires impayées']);
    expect(data.ratingsGiven).toEqual([{ answerId: replyId, questionId: postId, rating: 5, satisfactory: true }]);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.reportsMade).toMatchObject([{ targetType: 'post', targetId: otherPost, reason: 'spam', details: 'Publicité' }]);
    expect(res.body).not.toContain(lawyer.user.email);
    expect(res.body).not.toContain(other.user.email);
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain(asker.user.passwordHash);

    const lawyerData = (await t.request({ method: 'GET', url: '/api/users/me/export', token: lawyer.token })).json();
    expect(lawyerData.answers).toMatchObject([{ id: replyId, isSatisfactory: true, rating: 5 }]);
    expect(lawyerData.ratingsReceived).toHaveLength(1);
    expect(lawyerData.credits.total).toBeGreaterThan(0);
    expect(lawyerData.credits.ledger.length).toBeGreaterThan(0);
    expect(lawyerData.badges.length).toBeGreaterThan(0);
    expect(lawyerData.questions).toEqual([]);
    expect(JSON.stringify(lawyerData)).not.toContain(asker.user.email);
    // Mail and follow settings are part of what we hold: mail choices, and the categories a lawyer follows.
    expect(lawyerData.preferences.mail).toMatchObject({ answers: true, newQuestions: 'digest' });
    expect(Array.isArray(lawyerData.preferences.followedCategoryIds)).toBe(true);
  });

  it('is refused to visitors and limited to one per hour', async () => {
    expect((await t.request({ method: 'GET', url: '/api/users/me/export' })).statusCode).toBe(401);
    const u = await t.createUser();
    expect((await t.request({ method: 'GET', url: '/api/users/me/export', token: u.token })).statusCode).toBe(200);
    const again = await t.request({ method: 'GET', url: '/api/users/me/export', token: u.token });
    expect([again.statusCode, again.json().code]).toEqual([429, 'TOO_MANY_EXPORTS']);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('account deletion', () => {
  async function deleteAccount(u: U, eraseQuestions?: boolean) {
    const before = t.mail.count();
    expect((await t.request({ method: 'POST', url: '/api/otp/send-delete-account-otp', token: u.token })).statusCode).toBe(200);
    const otp = await t.mail.codeFor(u.user.email!, before);
    const res = await t.request({ method: 'DELETE', url: '/api/auth/delete-account', token: u.token, payload: { otp, eraseQuestions } });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('can erase the text of my questions, their versions and copies of their titles', async () => {
    const u = await t.createUser();
    const postId = await ask(u, 'Titre très personnel à effacer');
    await t.request({ method: 'PUT', url: `/api/posts/${postId}`, token: u.token, payload: { title: 'Titre personnel modifié' } });
    await t.request({
      method: 'POST',
      url: `/api/posts/${postId}/replies`,
      token: lawyer.token,
      payload: { content: 'Réponse de l’avocat.' },
    });
    await deleteAccount(u, true);
    const [row] = await t.db.select().from(posts).where(eq(posts.id, postId));
    expect(row.title).toBe(ERASED_QUESTION_TITLE);
    expect(row.content).not.toContain('heures');
    expect(await t.db.select().from(contentVersions).where(eq(contentVersions.postId, postId))).toEqual([]);
    const page = await t.request({ method: 'GET', url: `/api/posts/${postId}` });
    expect(page.body).not.toContain('personnel');
    const notes = await t.db.select().from(notifications).where(eq(notifications.postId, postId));
    expect(notes.every((n) => n.postTitle === ERASED_QUESTION_TITLE)).toBe(true);
  });

  it('keeps the text when not asked to erase it (the author becomes «Compte supprimé»)', async () => {
    const u = await t.createUser();
    const postId = await ask(u, 'Titre conservé après suppression');
    await deleteAccount(u);
    const [row] = await t.db.select().from(posts).where(eq(posts.id, postId));
    expect(row.title).toBe('Titre conservé après suppression');
  });
});

describe('legal notice', () => {
  it('gives the publisher and host from the configuration, and placeholders otherwise', async () => {
    const res = await t.request({ method: 'GET', url: '/api/legal' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ publisher: 'Prétoire SAS, 1 rue du Test, 75001 Paris', host: 'Hébergeur Exemple, Roubaix' });
    expect(res.json().director).toMatch(/Non renseigné/);
  });
});
