import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const FORUM_PATHS = [
  '/api/categories',
  '/api/categories/{id}',
  '/api/posts',
  '/api/posts/my-posts',
  '/api/posts/{id}',
  '/api/posts/{id}/replies',
  '/api/posts/{id}/replies/{replyId}',
  '/api/posts/{id}/replies/{replyId}/satisfactory',
  '/api/posts/lawyer/rewards',
  '/api/posts/lawyer/activities',
  '/api/notifications',
  '/api/notifications/unread-count',
  '/api/notifications/read-all',
  '/api/notifications/{id}/read',
];

it('documents every forum route with tags, a summary, and success and error schemas', async () => {
  const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
  for (const p of FORUM_PATHS) {
    expect(doc.paths, p).toHaveProperty([p]);
    for (const [method, op] of Object.entries(
      doc.paths[p] as Record<string, { tags?: string[]; summary?: string; responses?: Record<string, unknown> }>,
    )) {
      expect(op.tags?.length, `${method} ${p}`).toBeGreaterThan(0);
      expect(op.summary, `${method} ${p}`).toBeTruthy();
      const codes = Object.keys(op.responses ?? {});
      expect(
        codes.some((c) => c.startsWith('2')),
        `${method} ${p}`,
      ).toBe(true);
      expect(codes, `${method} ${p}`).toContain('400');
    }
  }
});
