import { describe, expect, it } from 'vitest';
import { markServerData, takeServerData } from './server-data';

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
