import { MILESTONES } from '@pretoire/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, lawyerMilestones, notifications, rewards } from '../../db/schema';
import { createTestApp, reloadUser, type TestApp } from '../../test/harness';
import { POLICY_MESSAGES } from '../posts';

type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let asker: User;
beforeAll(async () => {
  t = await createTestApp();
  asker = await t.createUser();
});
afterAll(async () => {
  await t?.close();
});

/** A question by `by` answered once by `lawyer`; returns both ids. */
async function answered(lawyer: User, by = asker) {
  const post = (
    await t.request({
      method: 'POST',
      url: '/api/posts',
      token: by.token,
      payload: {
        title: 'Bail et dépôt de garantie',
        content: 'Mon bailleur garde mon dépôt de garantie sans raison.',
        category: 'immobilier-logement',
      },
    })
  ).json();
  const res = await t.request({
    method: 'POST',
    url: `/api/posts/${post._id}/replies`,
    token: lawyer.token,
    payload: { content: 'Envoyez une mise en demeure.' },
  });
  return { postId: post._id as string, replyId: res.json().replies[0]._id as string };
}
const mark = (postId: string, replyId: string, rating: number, token = asker.token) =>
  t.request({ method: 'PUT', url: `/api/posts/${postId}/replies/${replyId}/satisfactory`, token, payload: { rating } });
const takeRewards = (token: string) => t.request({ method: 'GET', url: '/api/posts/lawyer/rewards', token });

describe('satisfactory mark', () => {
  it('first mark: resolved, credits 10 + 2×rating, first milestone, one reward, one notification', async () => {
    const lawyer = await t.createUser({ role: 'lawyer' });
    const { postId, replyId } = await answered(lawyer);
    const res = await mark(postId, replyId, 4);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'resolved', replies: [{ _id: replyId, isSatisfactory: true, rating: 4 }] });
    const first = MILESTONES[0];
    const u = await reloadUser(t, lawyer.user.id);
    expect(u).toMatchObject({ credits: 18 + first.credits, satisfactoryCount: 1, ratingSum: 4 });
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.lawyerId, lawyer.user.id));
    expect(ledger.map((l) => [l.reason, l.amount]).sort()).toEqual([
      ['milestone', first.credits],
      ['satisfactory', 18],
    ]);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, lawyer.user.id));
    expect(notes.map((n) => n.type)).toEqual(['satisfactory_reply']);
    expect(notes[0].content).toContain('(4/5)');
    const detail = (await t.request({ method: 'GET', url: `/api/posts/${postId}` })).json();
    expect(detail.replies[0].author.badges).toEqual([first.name]);

    const got = await takeRewards(lawyer.token);
    expect(got.statusCode).toBe(200);
    expect(got.json().pendingRewards).toEqual([
      expect.objectContaining({
        creditsAwarded: 18,
        milestonesAchieved: [{ name: first.name, credits: first.credits }],
        totalCredits: 18 + first.credits,
        post: postId,
        reply: replyId,
        rating: 4,
      }),
    ]);
    expect((await takeRewards(lawyer.token)).json().pendingRewards).toEqual([]);
  });

  it('re-mark changes the rating only: ledger difference, reply_rated, reward only for a raise', async () => {
    const lawyer = await t.createUser({ role: 'lawyer' });
    const { postId, replyId } = await answered(lawyer);
    await mark(postId, replyId, 2);
    await takeRewards(lawyer.token);
    const base = (await reloadUser(t, lawyer.user.id)).credits;

    expect((await mark(postId, replyId, 5)).json().replies[0].rating).toBe(5);
    let u = await reloadUser(t, lawyer.user.id);
    expect(u).toMatchObject({ credits: base + 6, satisfactoryCount: 1, ratingSum: 5 });
    expect((await takeRewards(lawyer.token)).json().pendingRewards).toEqual([
      expect.objectContaining({ creditsAwarded: 6, milestonesAchieved: [], rating: 5 }),
    ]);

    await mark(postId, replyId, 3);
    u = await reloadUser(t, lawyer.user.id);
    expect(u).toMatchObject({ credits: base + 2, satisfactoryCount: 1, ratingSum: 3 });
    expect((await takeRewards(lawyer.token)).json().pendingRewards).toEqual([]);

    await mark(postId, replyId, 3); // same rating: nothing happens
    expect((await reloadUser(t, lawyer.user.id)).credits).toBe(base + 2);
    const types = (await t.db.select().from(notifications).where(eq(notifications.userId, lawyer.user.id))).map((n) => n.type).sort();
    expect(types).toEqual(['reply_rated', 'reply_rated', 'satisfactory_reply']);
    const reasons = (await t.db.select().from(creditLedger).where(eq(creditLedger.lawyerId, lawyer.user.id)))
      .map((l) => `${l.reason}:${l.amount}`)
      .sort();
    expect(reasons).toEqual(['milestone:20', 'rating_change:-4', 'rating_change:6', 'satisfactory:14']);
  });

  it('is refused to anyone but the question\u2019s author, on non-lawyer or deleted replies, and validates the rating', async () => {
    const lawyer = await t.createUser({ role: 'lawyer' });
    const { postId, replyId } = await answered(lawyer);
    const other = await t.createUser();
    const r1 = await mark(postId, replyId, 5, other.token);
    expect(r1.statusCode).toBe(403);
    expect(r1.json().message).toBe(POLICY_MESSAGES.markNotAuthor);
    expect((await mark(postId, replyId, 5, lawyer.token)).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'PUT', url: `/api/posts/${postId}/replies/${replyId}/satisfactory`, payload: { rating: 5 } })).statusCode,
    ).toBe(401);
    for (const rating of [0, 6, 2.5]) expect((await mark(postId, replyId, rating)).statusCode).toBe(400);
    expect(
      (await t.request({ method: 'PUT', url: `/api/posts/${postId}/replies/${replyId}/satisfactory`, token: asker.token, payload: {} }))
        .statusCode,
    ).toBe(400);
    expect((await mark(postId, '00000000-0000-4000-8000-000000000000', 5)).statusCode).toBe(404);

    // The asker's own nested reply is not a lawyer's answer.
    const own = (
      await t.request({
        method: 'POST',
        url: `/api/posts/${postId}/replies/${replyId}`,
        token: asker.token,
        payload: { content: 'Merci !' },
      })
    ).json().replies[0].replies[0]._id;
    const r2 = await mark(postId, own, 5);
    expect(r2.statusCode).toBe(403);
    expect(r2.json().message).toBe(POLICY_MESSAGES.markNotLawyer);

    await t.request({ method: 'DELETE', url: `/api/posts/${postId}/replies/${replyId}`, token: lawyer.token });
    expect((await mark(postId, replyId, 5)).statusCode).toBe(403);
    expect((await reloadUser(t, lawyer.user.id)).credits).toBe(0);
  });

  it('credits once when the same reply is marked twice at the same time', async () => {
    const lawyer = await t.createUser({ role: 'lawyer' });
    const { postId, replyId } = await answered(lawyer);
    const results = await Promise.all([mark(postId, replyId, 5), mark(postId, replyId, 5), mark(postId, replyId, 5)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const u = await reloadUser(t, lawyer.user.id);
    expect(u).toMatchObject({ credits: 20 + MILESTONES[0].credits, satisfactoryCount: 1, ratingSum: 5 });
    expect(await t.db.select().from(rewards).where(eq(rewards.lawyerId, lawyer.user.id))).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.lawyerId, lawyer.user.id), eq(creditLedger.reason, 'satisfactory'))),
    ).toHaveLength(1);
  });

  it('awards each milestone once, at its threshold', async () => {
    const lawyer = await t.createUser({ role: 'lawyer' });
    for (let i = 0; i < 5; i++) {
      const { postId, replyId } = await answered(lawyer);
      expect((await mark(postId, replyId, 1)).statusCode).toBe(200);
    }
    const won = await t.db.select().from(lawyerMilestones).where(eq(lawyerMilestones.lawyerId, lawyer.user.id));
    expect(won.map((m) => m.threshold).sort((a, b) => a - b)).toEqual([1, 5]);
    const u = await reloadUser(t, lawyer.user.id);
    expect(u.credits).toBe(5 * 12 + MILESTONES[0].credits + MILESTONES[1].credits);
    const pending = (await takeRewards(lawyer.token)).json().pendingRewards;
    expect(pending).toHaveLength(5);
    expect(pending[0].milestonesAchieved.map((m: { name: string }) => m.name)).toEqual([MILESTONES[0].name]);
    expect(pending[4].milestonesAchieved.map((m: { name: string }) => m.name)).toEqual([MILESTONES[1].name]);
    expect(pending.map((p: { totalCredits: number }) => p.totalCredits)).toEqual([32, 44, 56, 68, 80 + MILESTONES[1].credits]);
  });

  // Three marks on one question moved a lawyer from 568 to 878 credits and up the directory.
  it('credits a lawyer once per question: more answers of theirs may be marked, and earn nothing more', async () => {
    const lawyer = await t.createUser({ role: 'lawyer' });
    const other = await t.createUser({ role: 'lawyer' });
    const post = (
      await t.request({
        method: 'POST',
        url: '/api/posts',
        token: asker.token,
        payload: {
          title: 'Plusieurs réponses utiles',
          content: 'Une question qui recevra plusieurs réponses utiles.',
          category: 'famille',
        },
      })
    ).json();
    const reply = async (who: User, content: string) => {
      const res = await t.request({ method: 'POST', url: `/api/posts/${post._id}/replies`, token: who.token, payload: { content } });
      return (res.json().replies as { _id: string; content: string }[]).find((r) => r.content === content)!._id;
    };
    const ids = [await reply(lawyer, 'Première réponse'), await reply(lawyer, 'Deuxième réponse'), await reply(lawyer, 'Troisième')];
    const colleague = await reply(other, 'Réponse d’un confrère');
    for (const id of ids) expect((await mark(post._id, id, 5)).statusCode).toBe(200);
    expect((await mark(post._id, colleague, 5)).statusCode).toBe(200);

    const u = await reloadUser(t, lawyer.user.id);
    expect(u.credits).toBe(20 + MILESTONES[0].credits);
    expect(u.satisfactoryCount).toBe(1);
    expect(u.ratingSum).toBe(5);
    expect((await reloadUser(t, other.user.id)).credits).toBe(20 + MILESTONES[0].credits);
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.lawyerId, lawyer.user.id));
    expect(ledger.map((l) => l.reason).sort()).toEqual(['milestone', 'satisfactory']);
    expect((await takeRewards(lawyer.token)).json().pendingRewards).toHaveLength(1);
    // The marks still show on every answer.
    const marked: string[] = [];
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        const o = v as Record<string, unknown>;
        if (o.isSatisfactory === true && typeof o._id === 'string') marked.push(o._id);
        Object.values(o).forEach(walk);
      }
    };
    walk((await t.request({ method: 'GET', url: `/api/posts/${post._id}` })).json());
    expect(marked.sort()).toEqual([...ids, colleague].sort());
    const satisfied = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, lawyer.user.id), eq(notifications.type, 'satisfactory_reply')));
    expect(satisfied).toHaveLength(3);
    // A new rating on an answer that earned nothing moves nothing either; on the one that earned, the difference.
    expect((await mark(post._id, ids[1], 1)).statusCode).toBe(200);
    expect((await reloadUser(t, lawyer.user.id)).credits).toBe(20 + MILESTONES[0].credits);
    expect((await mark(post._id, ids[0], 4)).statusCode).toBe(200);
    const after = await reloadUser(t, lawyer.user.id);
    expect(after.credits).toBe(18 + MILESTONES[0].credits);
    expect(after.ratingSum).toBe(4);
  });
});

describe('GET /posts/lawyer/rewards and /posts/lawyer/activities', () => {
  it('never returns one reward to two concurrent calls', async () => {
    const lawyer = await t.createUser({ role: 'lawyer' });
    for (let i = 0; i < 3; i++) {
      const { postId, replyId } = await answered(lawyer);
      await mark(postId, replyId, 3);
    }
    const calls = await Promise.all([takeRewards(lawyer.token), takeRewards(lawyer.token), takeRewards(lawyer.token)]);
    const ids = calls.flatMap((c) => c.json().pendingRewards.map((r: { _id: string }) => r._id));
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
  });

  it('is for lawyers only', async () => {
    expect((await takeRewards(asker.token)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/posts/lawyer/rewards' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/posts/lawyer/activities', token: asker.token })).statusCode).toBe(403);
  });

  it('lists answers, marks and milestones newest first, filtered and paginated', async () => {
    const lawyer = await t.createUser({ role: 'lawyer' });
    const { postId, replyId } = await answered(lawyer);
    await mark(postId, replyId, 5);
    const get = (qs: string) => t.request({ method: 'GET', url: `/api/posts/lawyer/activities?${qs}`, token: lawyer.token });
    const all = (await get('')).json();
    expect(all.total).toBe(3);
    expect(all.activities.map((a: { type: string }) => a.type).sort()).toEqual(['reply', 'reward', 'satisfactory']);
    expect(all.activities.at(-1)).toMatchObject({
      type: 'reply',
      post: { _id: postId, title: 'Bail et dépôt de garantie' },
      excerpt: 'Envoyez une mise en demeure.',
    });
    expect((await get('filter=satisfactory')).json().activities).toEqual([
      expect.objectContaining({ type: 'satisfactory', rating: 5, credits: 20 }),
    ]);
    expect((await get('filter=rewards')).json().activities[0].milestones).toEqual([
      { name: MILESTONES[0].name, credits: MILESTONES[0].credits },
    ]);
    expect((await get('filter=replies&limit=1&page=1')).json()).toMatchObject({ total: 1, totalPages: 1, currentPage: 1 });
    expect((await get('filter=other')).statusCode).toBe(400);
    expect((await get('page=0')).statusCode).toBe(400);
  });
});
