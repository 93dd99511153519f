import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, notifications, posts, replies, users } from '../db/schema';
import { tableChecksums } from '../test/db-state';
import { createTestApp, multipart, samples, type TestApp } from '../test/harness';

// IDOR: every route that takes an id is called by someone who does not own that id (or through another
// question's id). Each call must be refused and change nothing. The list of routes comes from the OpenAPI
// document, so a new id-taking route without a case here makes this file fail.

type U = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let memberA: U, memberB: U, lawyer1: U, lawyer2: U, pendingLawyer: U, admin: U;
let postA = '',
  postB = '',
  replyA = '',
  replyB = '',
  notifA = '',
  adId = '',
  consultA = '',
  consultMsgA = '';

beforeAll(async () => {
  t = await createTestApp();
  memberA = await t.createUser();
  memberB = await t.createUser();
  lawyer1 = await t.createUser({ role: 'lawyer' });
  lawyer2 = await t.createUser({ role: 'lawyer' });
  const key = await t.app.ctx.storage.put('private', samples.pdf(), 'pdf');
  pendingLawyer = await t.createUser({ role: 'lawyer', status: 'pending', licenseKey: key, licenseMime: 'application/pdf' });
  admin = await t.createUser({ role: 'admin' });
  const ask = async (u: U) =>
    (
      await t.request({
        method: 'POST',
        url: '/api/posts',
        token: u.token,
        payload: { title: 'Question de test IDOR', content: 'Une question assez longue pour être acceptée.', category: 'travail' },
      })
    ).json()._id as string;
  postA = await ask(memberA);
  postB = await ask(memberB);
  const answer = async (u: U, post: string) => {
    const res = await t.request({
      method: 'POST',
      url: `/api/posts/${post}/replies`,
      token: u.token,
      payload: { content: 'Réponse de l\u2019avocat.' },
    });
    return (res.json().replies as { _id: string }[]).at(-1)!._id;
  };
  replyA = await answer(lawyer1, postA);
  replyB = await answer(lawyer2, postB);
  [{ id: notifA }] = await t.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, memberA.user.id));
  const f = multipart({ position: 'home-top' }, [{ field: 'image', filename: 'a.png', type: 'image/png', data: samples.png() }]);
  adId = (
    await t.request({ method: 'POST', url: '/api/ads/admin/upload', token: admin.token, payload: f.payload, headers: f.headers })
  ).json().ad._id;
  // A private consultation between memberA and lawyer1, accepted, with one message (docs/decisions/consultations.md).
  await t.request({ method: 'PUT', url: '/api/users/profile', token: lawyer1.token, payload: { acceptsConsultations: true } });
  const asked = await t.request({
    method: 'POST',
    url: '/api/consultations',
    token: memberA.token,
    payload: { lawyerId: lawyer1.user.id, message: 'Bonjour Maître, pouvez-vous m\u2019aider pour mon bail ?' },
  });
  consultA = asked.json().id;
  await t.request({ method: 'PUT', url: `/api/consultations/${consultA}`, token: lawyer1.token, payload: { status: 'accepted' } });
  const sent = await t.request({
    method: 'POST',
    url: `/api/consultations/${consultA}/messages`,
    token: memberA.token,
    payload: { content: 'Voici les faits.' },
  });
  consultMsgA = sent.json()._id;
});
afterAll(async () => {
  await t?.close();
});

interface Attempt {
  who: () => U;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  url: () => string;
  payload?: object;
  /** A multipart body (uploads), built when the attempt runs. */
  form?: () => ReturnType<typeof multipart>;
  why: string;
}

/** Route (OpenAPI form) → attempts by a caller who must be refused. */
const ATTEMPTS: Record<string, Attempt[]> = {
  'DELETE /api/posts/{id}': [
    { who: () => memberB, method: 'DELETE', url: () => `/api/posts/${postA}`, why: 'another member\u2019s question' },
    { who: () => lawyer1, method: 'DELETE', url: () => `/api/posts/${postA}`, why: 'a lawyer who answered it' },
  ],
  'POST /api/posts/{id}/replies': [
    {
      who: () => memberB,
      method: 'POST',
      url: () => `/api/posts/${postA}/replies`,
      payload: { content: 'Je réponds à la place d\u2019un avocat.' },
      why: 'a member answering someone else\u2019s question',
    },
  ],
  'POST /api/posts/{id}/replies/{replyId}': [
    {
      who: () => memberB,
      method: 'POST',
      url: () => `/api/posts/${postA}/replies/${replyA}`,
      payload: { content: 'Intrusion' },
      why: 'nested answer on a question that is not mine',
    },
    {
      who: () => memberA,
      method: 'POST',
      url: () => `/api/posts/${postA}/replies/${replyB}`,
      payload: { content: 'Intrusion' },
      why: 'my question id, another question\u2019s reply id',
    },
  ],
  'DELETE /api/posts/{id}/replies/{replyId}': [
    { who: () => lawyer2, method: 'DELETE', url: () => `/api/posts/${postA}/replies/${replyA}`, why: 'another lawyer\u2019s answer' },
    {
      who: () => memberA,
      method: 'DELETE',
      url: () => `/api/posts/${postA}/replies/${replyA}`,
      why: 'the question author deleting the lawyer\u2019s answer',
    },
    {
      who: () => lawyer2,
      method: 'DELETE',
      url: () => `/api/posts/${postB}/replies/${replyA}`,
      why: 'my question\u2019s id with another question\u2019s reply',
    },
  ],
  'PUT /api/posts/{id}/replies/{replyId}/satisfactory': [
    {
      who: () => memberB,
      method: 'PUT',
      url: () => `/api/posts/${postA}/replies/${replyA}/satisfactory`,
      payload: { rating: 5 },
      why: 'marking an answer on someone else\u2019s question',
    },
    {
      who: () => memberB,
      method: 'PUT',
      url: () => `/api/posts/${postB}/replies/${replyA}/satisfactory`,
      payload: { rating: 5 },
      why: 'my question\u2019s id with another question\u2019s reply',
    },
    {
      who: () => lawyer1,
      method: 'PUT',
      url: () => `/api/posts/${postA}/replies/${replyA}/satisfactory`,
      payload: { rating: 5 },
      why: 'a lawyer rating their own answer',
    },
  ],
  'PUT /api/notifications/{id}/read': [
    { who: () => memberB, method: 'PUT', url: () => `/api/notifications/${notifA}/read`, why: 'another member\u2019s notification' },
    { who: () => lawyer1, method: 'PUT', url: () => `/api/notifications/${notifA}/read`, why: 'the lawyer whose answer caused it' },
  ],
  'PUT /api/admin/lawyers/{id}/approve': [
    {
      who: () => lawyer1,
      method: 'PUT',
      url: () => `/api/admin/lawyers/${pendingLawyer.user.id}/approve`,
      why: 'a lawyer approving a colleague',
    },
    {
      who: () => pendingLawyer,
      method: 'PUT',
      url: () => `/api/admin/lawyers/${pendingLawyer.user.id}/approve`,
      why: 'a pending lawyer approving themself',
    },
  ],
  'PUT /api/admin/lawyers/{id}/reject': [
    {
      who: () => lawyer1,
      method: 'PUT',
      url: () => `/api/admin/lawyers/${lawyer2.user.id}/reject`,
      payload: { reason: 'Concurrence' },
      why: 'a lawyer rejecting a colleague',
    },
  ],
  'GET /api/admin/lawyers/{id}/license-document': [
    {
      who: () => lawyer1,
      method: 'GET',
      url: () => `/api/admin/lawyers/${pendingLawyer.user.id}/license-document`,
      why: 'another lawyer\u2019s licence',
    },
    {
      who: () => pendingLawyer,
      method: 'GET',
      url: () => `/api/admin/lawyers/${pendingLawyer.user.id}/license-document`,
      why: 'the admin route for one\u2019s own licence',
    },
  ],
  'GET /api/admin/identity-changes/{id}/license-document': [
    {
      who: () => lawyer1,
      method: 'GET',
      url: () => `/api/admin/identity-changes/${pendingLawyer.user.id}/license-document`,
      why: 'another lawyer\u2019s change request licence',
    },
  ],
  'PUT /api/admin/identity-changes/{id}': [
    {
      who: () => lawyer1,
      method: 'PUT',
      url: () => `/api/admin/identity-changes/${lawyer1.user.id}`,
      payload: { decision: 'approve' },
      why: 'a lawyer approving their own change request',
    },
  ],
  'DELETE /api/admin/posts/{id}': [
    { who: () => memberB, method: 'DELETE', url: () => `/api/admin/posts/${postA}`, why: 'a member through the admin route' },
  ],
  'PUT /api/ads/admin/{id}': [
    {
      who: () => lawyer1,
      method: 'PUT',
      url: () => `/api/ads/admin/${adId}`,
      payload: { active: false },
      why: 'a non-admin editing an ad',
    },
  ],
  'DELETE /api/ads/admin/{id}': [
    { who: () => memberA, method: 'DELETE', url: () => `/api/ads/admin/${adId}`, why: 'a non-admin deleting an ad' },
  ],
  // Edits, history, moderation.
  'PUT /api/posts/{id}': [
    {
      who: () => memberB,
      method: 'PUT',
      url: () => `/api/posts/${postA}`,
      payload: { title: 'Titre détourné' },
      why: 'another member\u2019s question',
    },
    {
      who: () => lawyer1,
      method: 'PUT',
      url: () => `/api/posts/${postA}`,
      payload: { title: 'Titre détourné' },
      why: 'a lawyer who answered it',
    },
  ],
  'PUT /api/posts/{id}/replies/{replyId}': [
    {
      who: () => lawyer2,
      method: 'PUT',
      url: () => `/api/posts/${postA}/replies/${replyA}`,
      payload: { content: 'Réécrite' },
      why: 'another lawyer\u2019s answer',
    },
    {
      who: () => memberA,
      method: 'PUT',
      url: () => `/api/posts/${postA}/replies/${replyA}`,
      payload: { content: 'Réécrite' },
      why: 'the question author editing the lawyer\u2019s answer',
    },
    {
      who: () => lawyer1,
      method: 'PUT',
      url: () => `/api/posts/${postB}/replies/${replyA}`,
      payload: { content: 'Réécrite' },
      why: 'my answer through another question\u2019s id',
    },
  ],
  'PUT /api/admin/reports/{id}': [
    {
      who: () => lawyer1,
      method: 'PUT',
      url: () => `/api/admin/reports/${postA}`,
      payload: { decision: 'hide', statement: 'Décision prise par un non-admin.' },
      why: 'a lawyer deciding a report',
    },
  ],
  'PUT /api/admin/appeals/{id}': [
    {
      who: () => lawyer1,
      method: 'PUT',
      url: () => `/api/admin/appeals/${postA}`,
      payload: { decision: 'reverse', statement: 'Recours tranché par un non-modérateur.' },
      why: 'a lawyer deciding an appeal',
    },
  ],
  'PUT /api/admin/users/{id}/role': [
    {
      who: () => lawyer1,
      method: 'PUT',
      url: () => `/api/admin/users/${memberA.user.id}/role`,
      payload: { role: 'moderator' },
      why: 'a lawyer appointing a moderator',
    },
  ],
  // Only the author or a notifier of a decided target finds the report to contest it.
  'GET /api/appeals/target/{id}': [
    { who: () => memberB, method: 'GET', url: () => `/api/appeals/target/${postA}`, why: 'another member’s question' },
  ],
  'PUT /api/admin/users/{id}/trusted-flagger': [
    {
      who: () => lawyer1,
      method: 'PUT',
      url: () => `/api/admin/users/${memberA.user.id}/trusted-flagger`,
      payload: { trusted: true },
      why: 'a lawyer marking a trusted flagger',
    },
  ],
  // A consultation is for its two parties only, administrators included (docs/decisions/consultations.md).
  'GET /api/consultations/{id}': [
    { who: () => memberB, method: 'GET', url: () => `/api/consultations/${consultA}`, why: 'another member' },
    { who: () => lawyer2, method: 'GET', url: () => `/api/consultations/${consultA}`, why: 'another lawyer' },
    { who: () => admin, method: 'GET', url: () => `/api/consultations/${consultA}`, why: 'an administrator' },
  ],
  'GET /api/consultations/{id}/messages': [
    {
      who: () => memberB,
      method: 'GET',
      url: () => `/api/consultations/${consultA}/messages?before=${consultMsgA}`,
      why: 'another member',
    },
    {
      who: () => lawyer2,
      method: 'GET',
      url: () => `/api/consultations/${consultA}/messages?before=${consultMsgA}`,
      why: 'another lawyer',
    },
    {
      who: () => admin,
      method: 'GET',
      url: () => `/api/consultations/${consultA}/messages?before=${consultMsgA}`,
      why: 'an administrator',
    },
  ],
  'PUT /api/consultations/{id}': [
    {
      who: () => lawyer2,
      method: 'PUT',
      url: () => `/api/consultations/${consultA}`,
      payload: { status: 'closed' },
      why: 'another lawyer closing it',
    },
  ],
  'POST /api/consultations/{id}/messages': [
    {
      who: () => memberB,
      method: 'POST',
      url: () => `/api/consultations/${consultA}/messages`,
      payload: { content: 'Intrusion' },
      why: 'another member writing in it',
    },
    {
      who: () => admin,
      method: 'POST',
      url: () => `/api/consultations/${consultA}/messages`,
      payload: { content: 'Intrusion' },
      why: 'an administrator writing in it',
    },
  ],
  'POST /api/consultations/{id}/attachments': [
    {
      who: () => memberB,
      method: 'POST',
      url: () => `/api/consultations/${consultA}/attachments`,
      form: () =>
        multipart({ content: 'Intrusion' }, [{ field: 'attachment', filename: 'a.pdf', type: 'application/pdf', data: samples.pdf() }]),
      why: 'another member sending a file',
    },
  ],
  'GET /api/consultations/{id}/messages/{messageId}/attachment': [
    {
      who: () => admin,
      method: 'GET',
      url: () => `/api/consultations/${consultA}/messages/${consultMsgA}/attachment`,
      why: 'an administrator reading a file',
    },
    {
      who: () => memberB,
      method: 'GET',
      url: () => `/api/consultations/${consultA}/messages/${consultMsgA}/attachment`,
      why: 'another member reading a file',
    },
  ],
  // Reporting a message is the other party's: nobody else learns the consultation exists, or reads the message.
  'POST /api/consultations/{id}/messages/{messageId}/report': [
    {
      who: () => memberB,
      method: 'POST',
      url: () => `/api/consultations/${consultA}/messages/${consultMsgA}/report`,
      payload: { reason: 'spam' },
      why: 'another member reporting a message',
    },
    {
      who: () => admin,
      method: 'POST',
      url: () => `/api/consultations/${consultA}/messages/${consultMsgA}/report`,
      payload: { reason: 'spam' },
      why: 'an administrator reporting a message',
    },
  ],
  'PUT /api/admin/users/{id}/suspension': [
    {
      who: () => lawyer1,
      method: 'PUT',
      url: () => `/api/admin/users/${memberA.user.id}/suspension`,
      payload: { days: 3, statement: 'Suspension par un non-admin.' },
      why: 'a lawyer suspending a member',
    },
  ],
  // A question's deadline notice is for its author and approved lawyers.
  'GET /api/desk/questions/{id}/deadline': [
    { who: () => memberB, method: 'GET', url: () => `/api/desk/questions/${postA}/deadline`, why: 'another member\u2019s question' },
  ],
  // Correcting a deadline: only a lawyer who answered the question.
  'PUT /api/desk/questions/{id}/deadline': [
    {
      who: () => lawyer2,
      method: 'PUT',
      url: () => `/api/desk/questions/${postA}/deadline`,
      payload: { eventDate: null },
      why: 'a lawyer who has not answered it',
    },
    {
      who: () => memberA,
      method: 'PUT',
      url: () => `/api/desk/questions/${postA}/deadline`,
      payload: { eventDate: null },
      why: 'the question author (the form is theirs, the correction is a lawyer\u2019s)',
    },
  ],
};

/** Id routes that are public reads by design: the case checks they do not disclose what they should not. */
const PUBLIC_ID_ROUTES = [
  'GET /api/categories/{id}',
  'GET /api/posts/{id}',
  // Public edit history; a hidden item's versions stay with its author and admins (features/posts/history.test.ts).
  'GET /api/posts/{id}/history',
  'GET /api/users/lawyer/{id}',
  'GET /api/ads/{position}',
  'POST /api/ads/track/{id}',
];

describe('IDOR', () => {
  it('every id-taking route of the OpenAPI document has refusal cases here (or is a public read)', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const idRoutes = Object.entries(doc.paths)
      .filter(([p]) => p.includes('{'))
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    const missing = idRoutes.filter((r) => !ATTEMPTS[r] && !PUBLIC_ID_ROUTES.includes(r));
    expect(missing).toEqual([]);
    expect(idRoutes.length).toBeGreaterThan(10);
  });

  for (const [route, attempts] of Object.entries(ATTEMPTS)) {
    for (const a of attempts) {
      it(`${route}: ${a.why} → refused, nothing changed`, async () => {
        const before = await tableChecksums(t.db);
        const res = await t.request({ method: a.method, url: a.url(), token: a.who().token, payload: a.payload, ...a.form?.() });
        expect([403, 404], res.body).toContain(res.statusCode);
        expect(res.json().message).toBeTruthy();
        expect(await tableChecksums(t.db)).toEqual(before);
      });
    }
  }

  it('the targets are intact and still work for their owners (the refusals were not accidents)', async () => {
    const [n] = await t.db.select().from(notifications).where(eq(notifications.id, notifA));
    expect(n.isRead).toBe(false);
    const before = await tableChecksums(t.db);
    expect((await t.request({ method: 'PUT', url: `/api/notifications/${notifA}/read`, token: memberA.token })).statusCode).toBe(200);
    // The digest does see a one-column change, so "unchanged" above means something.
    expect((await tableChecksums(t.db)).notifications).not.toBe(before.notifications);
    const mark = await t.request({
      method: 'PUT',
      url: `/api/posts/${postA}/replies/${replyA}/satisfactory`,
      token: memberA.token,
      payload: { rating: 4 },
    });
    expect(mark.statusCode, mark.body).toBe(200);
    const [r] = await t.db
      .select()
      .from(replies)
      .where(and(eq(replies.id, replyA), eq(replies.postId, postA)));
    expect(r.isSatisfactory).toBe(true);
    expect((await t.db.select().from(ads).where(eq(ads.id, adId)))[0].active).toBe(true);
    expect((await t.request({ method: 'DELETE', url: `/api/posts/${postB}`, token: memberB.token })).statusCode).toBe(200);
    expect(await t.db.select().from(posts).where(eq(posts.id, postB))).toEqual([]);
  });

  it('public reads by id disclose nothing private', async () => {
    for (const id of [memberA.user.id, pendingLawyer.user.id, admin.user.id]) {
      const res = await t.request({ method: 'GET', url: `/api/users/lawyer/${id}`, token: memberB.token });
      expect(res.statusCode, id).toBe(404);
    }
    const lawyer = await t.request({ method: 'GET', url: `/api/users/lawyer/${lawyer1.user.id}` });
    expect(lawyer.statusCode).toBe(200);
    const post = await t.request({ method: 'GET', url: `/api/posts/${postA}` });
    for (const res of [lawyer, post]) {
      const body = res.body;
      for (const secret of [lawyer1.user.email!, memberA.user.email!, 'passwordHash', 'password_hash', 'licenseKey', 'tokenVersion'])
        expect(body).not.toContain(secret);
    }
  });

  it('my profile update cannot reach another account or my own role', async () => {
    for (const payload of [
      { role: 'admin' },
      { status: 'active' },
      { _id: memberA.user.id, nickname: 'pirate' },
      { id: memberA.user.id },
      { email: memberA.user.email },
      { credits: 1_000_000 },
    ]) {
      const before = await tableChecksums(t.db);
      const res = await t.request({ method: 'PUT', url: '/api/users/profile', token: memberB.token, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(await tableChecksums(t.db)).toEqual(before);
    }
    const [b] = await t.db.select().from(users).where(eq(users.id, memberB.user.id));
    expect(b.role).toBe('user');
  });
});
