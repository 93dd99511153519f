import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('categories', () => {
  it('lists the seeded categories in order with their counts', async () => {
    const res = await t.request({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(list[0]).toEqual({
      _id: expect.any(String),
      name: 'Droit de la famille',
      slug: 'famille',
      description: expect.any(String),
      postCount: 0,
    });
  });

  it('finds one by id or by slug, 404 otherwise', async () => {
    const [first] = (await t.request({ method: 'GET', url: '/api/categories' })).json();
    expect((await t.request({ method: 'GET', url: `/api/categories/${first._id}` })).json().slug).toBe(first.slug);
    expect((await t.request({ method: 'GET', url: '/api/categories/travail' })).json().name).toBe('Droit du travail');
    expect((await t.request({ method: 'GET', url: '/api/categories/nope' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/categories/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });
});
