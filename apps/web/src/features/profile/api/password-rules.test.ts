import { VALIDATION_MESSAGES } from '@pretoire/contracts';
import { describe, expect, it } from 'vitest';
import { passwordErrors } from './password-rules';

describe('passwordErrors', () => {
  it('accepts a 6-character new password that matches its confirmation', () => {
    expect(passwordErrors({ current: 'old', next: 'abcdef', confirm: 'abcdef' })).toEqual({});
  });
  it('reports each broken rule with the spec message', () => {
    expect(passwordErrors({ current: '', next: 'abcde', confirm: 'x' })).toEqual({
      current: VALIDATION_MESSAGES.required,
      next: VALIDATION_MESSAGES.passwordTooShort,
      confirm: VALIDATION_MESSAGES.passwordsMismatch,
    });
  });
});
