import { VALIDATION_MESSAGES } from '@pretoire/contracts';
import { describe, expect, it } from 'vitest';
import { lawyerProblems, nicknameProblem } from './profile-rules';

describe('profile rules', () => {
  it('checks the nickname length', () => {
    expect(nicknameProblem('lea')).toBeNull();
    expect(nicknameProblem(' ab ')).toBe('Pseudonyme : au moins 3 caractères');
    expect(nicknameProblem('x'.repeat(31))).toBe('Pseudonyme : au plus 30 caractères');
  });
  it('requires names, bar association and one specialization', () => {
    expect(lawyerProblems({ firstName: 'A', lastName: 'B', barAssociation: 'Barreau de Lyon', specializations: ['Droit Fiscal'] })).toEqual(
      {},
    );
    expect(lawyerProblems({ firstName: ' ', lastName: '', barAssociation: '', specializations: [] })).toEqual({
      firstName: VALIDATION_MESSAGES.required,
      lastName: VALIDATION_MESSAGES.required,
      barAssociation: VALIDATION_MESSAGES.required,
      specializations: VALIDATION_MESSAGES.specializationRequired,
    });
  });
});
