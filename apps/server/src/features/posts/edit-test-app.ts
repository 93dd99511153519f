import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

// The set-up edit.test.ts and history.test.ts share: one app, the people an edit concerns, and the requests that ask
// a question and answer it.

export type User = Awaited<ReturnType<TestApp['createUser']>>;

/** An app with an admin, an asker, two lawyers and another member (every role an edit or its history is tried as). */
export async function editTestApp() {
  const t = await createTestApp();
  const admin = await t.createUser({ role: 'admin' });
  const asker = await t.createUser();
  const lawyer = await t.createUser({ role: 'lawyer' });
  const lawyer2 = await t.createUser({ role: 'lawyer' });
  const member = await t.createUser();
  return { t, admin, asker, lawyer, lawyer2, member };
}

/** `who` asks; the created question as the API answers it (201). */
export async function askAs(t: TestApp, who: User, q: { title: string; content: string; category: string }) {
  const res = await t.request({ method: 'POST', url: '/api/posts', token: who.token, payload: q });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** `who` answers the question; the thread that comes back and the new answer's id (the last top-level one). */
export async function answerAs(t: TestApp, who: User, postId: string, content: string) {
  const res = await t.request({ method: 'POST', url: `/api/posts/${postId}/replies`, token: who.token, payload: { content } });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json(), id: (res.json().replies as { _id: string }[]).at(-1)?._id as string };
}
