import { describe, expect, it } from 'vitest';
import { badgeLabel } from './badge-label';

describe('badgeLabel', () => {
  it('hides at 0, shows the count up to 9, then 9+', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(9)).toBe('9');
    expect(badgeLabel(10)).toBe('9+');
  });
});
