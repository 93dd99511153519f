import { describe, expect, it } from 'vitest';
import { freshSince, markServerData, takeServerData } from './server-data';

describe('server-rendered query data', () => {
  it('answers true once per query the server rendered, and false for others', () => {
    markServerData([
      ['post', 'a'],
      ['posts', { page: 1 }],
    ]);
    expect(takeServerData(['post', 'b'])).toBe(false);
    expect(takeServerData(['post', 'a'])).toBe(true);
    expect(takeServerData(['post', 'a'])).toBe(false);
    expect(takeServerData(['posts', { page: 1 }])).toBe(true);
  });
});

describe('freshSince', () => {
  const page = () => ({
    queries: [
      { state: { status: 'success', dataUpdatedAt: 1_000 } },
      { state: { status: 'error', dataUpdatedAt: 0 } },
      { state: { status: 'success', dataUpdatedAt: 9_000 } },
    ],
  });
  it('dates successful data from the document’s arrival, never earlier than it was', () => {
    expect(freshSince(page(), 5_000).queries.map((q) => q.state.dataUpdatedAt)).toEqual([5_000, 0, 9_000]);
  });
  it('leaves a page from the browser’s HTTP cache as rendered', () => {
    expect(freshSince(page(), null).queries.map((q) => q.state.dataUpdatedAt)).toEqual([1_000, 0, 9_000]);
  });
});
