import { describe, expect, it } from 'vitest';
import { toastDuration } from './toast';

describe('toastDuration', () => {
  it('3 s for success', () => expect(toastDuration({ title: 'ok', kind: 'success' })).toBe(3000));
  it('5 s for failures', () => expect(toastDuration({ title: 'ko', kind: 'error' })).toBe(5000));
  it('5 s for the lawyer submission', () => expect(toastDuration({ title: 'x', kind: 'info', long: true })).toBe(5000));
});
