import { QUESTIONS_PER_HOUR, REPLIES_PER_HOUR, SERVER_MESSAGES } from '@pretoire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let member: User;
let lawyer: User;
beforeAll(async () => {
  t = await createTestApp({ env: { QUESTIONS_PER_HOUR: String(QUESTIONS_PER_HOUR), REPLIES_PER_HOUR: String(REPLIES_PER_HOUR) } });
  member = await t.createUser();
  lawyer = await t.createUser({ role: 'lawyer' });
});
afterAll(async () => {
  await t?.close();
});

const ask = (u: User, i: number) =>
  t.request({
    method: 'POST',
    url: '/api/posts',
    token: u.token,
    payload: {
      title: `Question de rythme ${i}`,
      content: 'Une question pour vérifier la limite de publication par heure.',
      category: 'travail',
    },
  });
const answer = (u: User, postId: string, i: number) =>
  t.request({ method: 'POST', url: `/api/posts/${postId}/replies`, token: u.token, payload: { content: `Réponse numéro ${i}` } });

describe('write limits', () => {
  it(`questions: ${QUESTIONS_PER_HOUR} per member and hour, then 429 with Retry-After, per user, until the hour has passed`, async () => {
    for (let i = 0; i < QUESTIONS_PER_HOUR; i++) expect((await ask(member, i)).statusCode).toBe(201);
    const refused = await ask(member, 99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'TOO_MANY_QUESTIONS', message: SERVER_MESSAGES.tooManyQuestions });
    const retry = Number(refused.headers['retry-after']);
    expect(retry).toBeGreaterThan(3000);
    expect(retry).toBeLessThanOrEqual(3600);
    // Nothing was written by the refused call, and another member is not affected.
    const mine = (await t.request({ method: 'GET', url: '/api/posts/my-posts?limit=100', token: member.token })).json();
    expect(mine.total).toBe(QUESTIONS_PER_HOUR);
    expect((await ask(await t.createUser(), 0)).statusCode).toBe(201);

    t.clock.advance(3_600_000);
    expect((await ask(member, 100)).statusCode).toBe(201);
  });

  it(`answers and nested replies: ${REPLIES_PER_HOUR} per user and hour together`, async () => {
    const post = (await ask(await t.createUser(), 1)).json();
    for (let i = 0; i < REPLIES_PER_HOUR - 1; i++) expect((await answer(lawyer, post._id, i)).statusCode).toBe(200);
    const first = (await t.request({ method: 'GET', url: `/api/posts/${post._id}` })).json().replies[0];
    const nested = await t.request({
      method: 'POST',
      url: `/api/posts/${post._id}/replies/${first._id}`,
      token: lawyer.token,
      payload: { content: 'Précision' },
    });
    expect(nested.statusCode).toBe(200);
    const refused = await answer(lawyer, post._id, 999);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(SERVER_MESSAGES.tooManyReplies);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const nestedRefused = await t.request({
      method: 'POST',
      url: `/api/posts/${post._id}/replies/${first._id}`,
      token: lawyer.token,
      payload: { content: 'Encore' },
    });
    expect(nestedRefused.statusCode).toBe(429);
    const after = (await t.request({ method: 'GET', url: `/api/posts/${post._id}` })).json();
    expect(after.replyCount).toBe(REPLIES_PER_HOUR);
  });
});
