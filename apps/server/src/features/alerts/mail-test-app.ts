import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

// The set-up alerts.test.ts and unanswered-help.test.ts share: an app whose mails link to PUBLIC_ORIGIN and whose
// outbox polls every half second, and the requests that ask and answer questions.

export type User = Awaited<ReturnType<TestApp['createUser']>>;
export const PUBLIC_ORIGIN = 'https://pretoire.example';

/** `env`: more server settings for one test file (retries, the unanswered-help delay…). */
export const mailTestApp = (env: Record<string, string> = {}) =>
  createTestApp({ env: { PUBLIC_URL: PUBLIC_ORIGIN, OUTBOX_POLL_MS: '500', ...env } });

/** Leaves the outbox time to send anything more, before counting that nothing more arrived. */
export const settle = () => new Promise((r) => setTimeout(r, 1500));
export const mailsTo = (t: TestApp, email: string) => t.mail.inbox.filter((m) => m.to === email);

/** `who` asks in labour law; the question's id. */
export async function askAs(t: TestApp, who: User, title: string, content: string) {
  const res = await t.request({ method: 'POST', url: '/api/posts', token: who.token, payload: { title, content, category: 'travail' } });
  expect(res.statusCode).toBe(201);
  return res.json()._id as string;
}

/** `who` answers the question, or the reply `parent`; the response (the thread). */
export async function answerAs(t: TestApp, who: User, postId: string, content: string, parent?: string) {
  const res = await t.request({
    method: 'POST',
    url: parent ? `/api/posts/${postId}/replies/${parent}` : `/api/posts/${postId}/replies`,
    token: who.token,
    payload: { content },
  });
  expect(res.statusCode).toBe(200);
  return res;
}
