import { VALIDATION_MESSAGES } from '@pretoire/contracts';
import { describe, expect, it } from 'vitest';
import { passwordErrors } from './password-rules';

describe('passwordErrors', () => {
  it('accepts a 10-character new password that matches its confirmation (its strength is checked next)', () => {
    expect(passwordErrors({ current: 'old', next: 'abcdefghij', confirm: 'abcdefghij' })).toEqual({});
  });
  it('reports each broken rule with the spec message', () => {
    expect(passwordErrors({ current: '', next: 'abcdefghi', confirm: 'x' })).toEqual({
      current: VALIDATION_MESSAGES.required,
      next: VALIDATION_MESSAGES.passwordTooShort,
      confirm: VALIDATION_MESSAGES.passwordsMismatch,
    });
  });
});
