import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = Date.parse('2026-11-23T10:00:00Z');
describe('timeAgo', () => {
  it('says how long ago in French, in the largest fitting unit', () => {
    expect(timeAgo('2026-11-23T09:59:50Z', now)).toBe('il y a 10 secondes');
    expect(timeAgo('2026-11-23T09:55:00Z', now)).toBe('il y a 5 minutes');
    expect(timeAgo('2026-11-23T07:00:00Z', now)).toBe('il y a 3 heures');
    expect(timeAgo('2026-11-22T10:00:00Z', now)).toBe('hier');
  });
});
